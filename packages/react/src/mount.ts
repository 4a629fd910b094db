import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { AttributeTable } from '../../../src/element/attributes';
import { drawnStylesApply, ROOT_CLASS, ROOT_LANG, widgetStyles } from '../../../src/element/define-widget';
import { LIVE_ATTRIBUTE, takeEarlyInput } from '../../../src/element/early-input';
import { htmlRenderOf, RENDERED_YEAR_ATTRIBUTE, widgetTree, type HtmlRender } from '../../../src/element/from-html';
import type { ReactWidget } from '../../../src/element/react-renderer';
import { whenIdleOrTouched } from '../../../src/element/when-idle-or-touched';
import type { WidgetHost } from '../../../src/element/widget-host';
import { sheetFor } from '../../../src/styles/sheet';
import type { FirstRender } from './first-render';

export interface MountedWidget {
  update(props: object): void;
  /**
   * Cancels an unmount asked for: in the same task (React's StrictMode runs an effect twice), or
   * while the element was hidden (Suspense, <Activity>), once it shows again.
   */
  keep(): void;
  unmountSoon(done: () => void): void;
}

/**
 * Renders the widget into the element's shadow root with a React root of its own (the host's
 * React): hydrates what a server drew there, or makes the shadow root and renders into it,
 * or, given `firstRender` (the build's HTML of its first render), draws that and hydrates it later.
 * Its own root, not a portal: React hydrates no portal.
 */
export function mountWidget(
  element: HTMLElement,
  widget: ReactWidget<AttributeTable>,
  host: WidgetHost,
  props: object,
  firstRender?: FirstRender,
): MountedWidget {
  const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
  const drawn = shadow.querySelector<HTMLElement>(`.${ROOT_CLASS}`);
  const container = drawn ?? Object.assign(document.createElement('div'), { className: ROOT_CLASS, lang: ROOT_LANG });
  // With no server, a widget whose first render the build drew (first-render.tsx) shows it at
  // once: the form is in the app's first frame and keeps what is typed into it. Its root
  // hydrates it when the browser is idle or the visitor reaches for it, as the script tag's does.
  let drawnFirst = drawn ? undefined : firstRender;
  try {
    if (drawnFirst) container.innerHTML = drawnFirst.html;
  } catch {
    // A page that enforces Trusted Types (require-trusted-types-for 'script') refuses an HTML
    // string: the widget is then rendered by React in its first commit, as any other.
    drawnFirst = undefined;
  }
  if (drawnFirst) container.setAttribute(RENDERED_YEAR_ATTRIBUTE, String(drawnFirst.year));
  if (!drawn) shadow.append(container);
  const fromHtml = drawn !== null || drawnFirst !== undefined;
  // As the script tag's element does (define-widget.ts): a CSP that refused the drawn styles leaves them without rules.
  if (!drawn || !drawnStylesApply(shadow)) shadow.adoptedStyleSheets = widgetStyles(widget, fromHtml).map(sheetFor);
  return renderInto(container, widget, host, props, fromHtml, drawnFirst ? whenIdleOrTouched : undefined);
}

/**
 * Hydrates the widget drawn in `container` (`fromHtml`), or renders it there, with the host's
 * React: at once, or when `when` calls back. A drawn widget's first render needs what the server
 * drew with (a dialog's code), so its hydration waits for that (widget.drawnNeeds); props given
 * meanwhile render after it.
 */
export function renderInto(
  container: HTMLElement,
  widget: ReactWidget<AttributeTable>,
  host: WidgetHost,
  props: object,
  fromHtml: boolean,
  when?: (container: HTMLElement, start: () => void) => () => void,
): MountedWidget {
  // As draw.tsx drew it, with the host app's render.
  const html: HtmlRender | null = fromHtml ? { ...htmlRenderOf(container), suspenseBoundaries: false } : null;
  const tree = (next: object) => widgetTree(widget.component, { ...next, host }, html);
  let root: Root | null = null;
  let current = props;
  let unmounting = false;
  let unmounted = false;
  let waiting: (() => void) | null = null;
  let hidden: MutationObserver | null = null;
  const start = () => {
    if (unmounted) return;
    // The held clicks' marks go first, or React would find them extra: at once when this runs in
    // the host's commit, later when it waits for what a drawn dialog needs.
    const replay = takeEarlyInput(container);
    if (fromHtml) {
      const hydrating = hydrateRoot(container, tree(props));
      if (current !== props) startTransition(() => hydrating.render(tree(current)));
      root = hydrating;
    } else {
      root = createRoot(container);
      root.render(tree(props));
    }
    // As the script tag's renderer does: the root hears clicks from now on, and replays those held
    // before it, a microtask later: after the host's commit, when this runs in one, as React acts
    // on no event dispatched during it.
    container.setAttribute(LIVE_ATTRIBUTE, '');
    queueMicrotask(replay);
  };
  const begin = () => {
    waiting = null;
    // Only a drawn dialog needs its code at hydration: a dialog element drawn closed has none yet,
    // and waiting would lose its trigger's clicks meanwhile (the script tag's renderer holds those).
    const needs = fromHtml && container.querySelector('dialog') ? widget.drawnNeeds?.() : undefined;
    // Without what it needs, the drawn widget still hydrates: React then draws that part anew.
    if (needs) void needs.catch(() => undefined).then(start);
    else start();
  };
  if (when) waiting = when(container, begin);
  else begin();

  return {
    update(next) {
      if (next === current) return;
      current = next;
      if (root) startTransition(() => root?.render(tree(next)));
    },
    keep() {
      unmounting = false;
      hidden?.disconnect();
      hidden = null;
    },
    unmountSoon(done) {
      unmounting = true;
      const unmount = () => {
        unmounted = true;
        waiting?.();
        root?.unmount();
        done();
      };
      // Not during the host's commit: React refuses to unmount a root while it renders.
      queueMicrotask(() => {
        if (!unmounting) return;
        if (!container.isConnected) return unmount();
        // Still in the page, the element was hidden, not removed (Suspense, <Activity>): its widget
        // keeps its root and state for when it shows again. React runs no cleanup for a tree
        // removed while hidden, so that removal is watched for, in every tree up to the document:
        // an app may live in a shadow root, whose changes the document's observer does not see.
        const watch = new MutationObserver(() => {
          if (container.isConnected) return;
          watch.disconnect();
          unmount();
        });
        hidden = watch;
        for (let tree = container.getRootNode(); tree instanceof ShadowRoot; ) {
          tree = tree.host.getRootNode();
          watch.observe(tree, { childList: true, subtree: true });
        }
      });
    },
  };
}
