import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { AttributeTable } from '../../../src/element/attributes';
import { ROOT_CLASS } from '../../../src/element/define-widget';
import { RENDERED_YEAR_ATTRIBUTE, widgetTree, type HtmlRender } from '../../../src/element/from-html';
import type { ReactWidget } from '../../../src/element/react-renderer';
import type { WidgetHost } from '../../../src/element/widget-host';
import { sheetFor } from '../../../src/styles/sheet';
import baseCss from '../../../src/styles/base.css?inline';

export interface MountedWidget {
  update(props: object): void;
  /** Cancels an unmount asked for in the same task (React's StrictMode runs an effect twice). */
  keep(): void;
  unmountSoon(done: () => void): void;
}

/**
 * Whether the styles a drawn shadow root carries apply: a CSP that refuses its <style> leaves
 * them without rules, and the styles are then adopted (as define-widget.ts does).
 */
function drawnStylesApply(root: ShadowRoot): boolean {
  try {
    return (root.querySelector('style')?.sheet?.cssRules.length ?? 0) > 0;
  } catch {
    return false;
  }
}

/**
 * Renders the widget into the element's shadow root with a React root of its own (the host's
 * React): hydrates what a server drew there, or makes the shadow root and renders into it.
 * Its own root, not a portal: React hydrates no portal, and ids (useId) must be the server's.
 */
export function mountWidget(
  element: HTMLElement,
  widget: ReactWidget<AttributeTable>,
  host: WidgetHost,
  props: object,
  hydrated: (container: HTMLElement) => void,
): MountedWidget {
  const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
  const drawn = shadow.querySelector<HTMLElement>(`.${ROOT_CLASS}`);
  const container = drawn ?? Object.assign(document.createElement('div'), { className: ROOT_CLASS });
  if (!drawn) shadow.append(container);
  if (!drawn || !drawnStylesApply(shadow)) {
    const reserve = widget.reserveCss === undefined ? [] : [widget.reserveCss];
    shadow.adoptedStyleSheets = [...reserve, baseCss, ...widget.css, ...(drawn ? (widget.laterCss ?? []) : [])].map(sheetFor);
  }
  return renderInto(container, widget, host, props, drawn !== null, hydrated);
}

/** Hydrates the widget drawn in `container` (`fromHtml`), or renders it there, with the host's React. */
export function renderInto(
  container: HTMLElement,
  widget: ReactWidget<AttributeTable>,
  host: WidgetHost,
  props: object,
  fromHtml: boolean,
  hydrated: (container: HTMLElement) => void,
): MountedWidget {
  const html: HtmlRender | null = fromHtml ? { renderedYear: Number(container.getAttribute(RENDERED_YEAR_ATTRIBUTE)) } : null;
  const tree = (next: object) => widgetTree(widget.component, { ...next, host }, html);
  let root: Root;
  if (fromHtml) {
    root = hydrateRoot(container, tree(props));
  } else {
    root = createRoot(container);
    root.render(tree(props));
  }
  hydrated(container);

  let current = props;
  let unmounting = false;
  return {
    update(next) {
      if (next === current) return;
      current = next;
      startTransition(() => root.render(tree(next)));
    },
    keep() {
      unmounting = false;
    },
    unmountSoon(done) {
      unmounting = true;
      // Not during the host's commit: React refuses to unmount a root while it renders.
      queueMicrotask(() => {
        if (!unmounting) return;
        root.unmount();
        done();
      });
    },
  };
}
