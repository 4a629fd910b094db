import { observedAttributes, readAttributes, type AttributeTable, type PropsOf } from './attributes';
import { installOpenTrigger, type DialogKind } from './dialog-host';
import { widgetElementClass, type ElementBehaviour, type WidgetElementClass } from './element-class';
import { sheetFor } from '../styles/sheet';
import baseCss from '../styles/base.css?inline';

/**
 * The custom-element plumbing. It knows only a renderer with mount, update and
 * unmount; the React adapter (react-renderer.tsx) is one such renderer.
 */
export interface Renderer<P> {
  /**
   * `fromHtml`: the container holds what a server drew for these props, to hydrate. The renderer
   * calls `adoptStyles` once, before its first render and out of the task that evaluates the
   * widget's modules, so parsing the styles does not lengthen that task.
   */
  mount(container: HTMLElement, props: P, fromHtml: boolean, adoptStyles: () => void): void;
  update(props: P): void;
  unmount(): void;
}

export interface WidgetDefinition<T extends AttributeTable> {
  tag: string;
  attributes: T;
  /** CSS texts after the shared base; each becomes one shared constructable stylesheet. */
  css: string[];
  /**
   * The styles of what the browser's first frame leaves out but a server's HTML has (the
   * landing's sections below the hero): the part adopts them when it renders; an element
   * drawn in the HTML has them from the start.
   */
  laterCss?: string[];
  /**
   * The rules an element drawn by its script needs before its first render, the height it
   * reserves: adopted when it connects, while the rest of its styles are parsed in the task
   * that makes its root.
   */
  reserveCss?: string;
  renderer: (host: HTMLElement) => Renderer<PropsOf<T>>;
  /**
   * A dialog element: its `open` attribute is its state, set by show() and close(), and
   * by a click on any host-page element with data-rosterkit-open="<kind>". Its table
   * includes dialogAttributes (dialog-host.ts).
   */
  dialog?: DialogKind;
}

/**
 * Whether the styles a drawn shadow root carries (a <style>, or a CORS link) apply: their rules
 * can be read. Unlike a computed style, that forces no layout. Styles a CSP refused, or a link
 * still loading, have no rules yet: the styles are then adopted, which does no harm.
 */
export function drawnStylesApply(root: ShadowRoot): boolean {
  try {
    return (root.querySelector<HTMLLinkElement | HTMLStyleElement>('link[rel="stylesheet"], style')?.sheet?.cssRules.length ?? 0) > 0;
  } catch {
    return false;
  }
}

/**
 * Every style text of a widget, in order: the height it reserves, the shared base, its own, and
 * with `later` the parts its first frame leaves out, which an element drawn in the HTML has.
 */
export function widgetStyles(definition: Pick<WidgetDefinition<AttributeTable>, 'reserveCss' | 'css' | 'laterCss'>, later: boolean): string[] {
  return [...(definition.reserveCss === undefined ? [] : [definition.reserveCss]), baseCss, ...definition.css, ...(later ? (definition.laterCss ?? []) : [])];
}

/** Marks an element @rosterkit/react draws: no script-tag definition of its name takes it over. */
export const REACT_HOST_ATTRIBUTE = 'data-rosterkit-react';

/** The class of the node each widget renders into, first in its shadow root after any stylesheet link. */
export const ROOT_CLASS = 'rk-root';
/** The widgets' words are English: on a page in another language, a screen reader still reads them as English (WCAG 3.1.2). */
export const ROOT_LANG = 'en';

/** What one element holds once its widget has connected. */
interface Mounted<T extends AttributeTable> {
  renderer: Renderer<PropsOf<T>> | null;
  container: HTMLElement;
}

export function defineWidget<T extends AttributeTable>(definition: WidgetDefinition<T>): void {
  const mounted = new WeakMap<HTMLElement, Mounted<T>>();
  const behaviour: ElementBehaviour = {
    connected(element) {
      const known = mounted.get(element);
      // An element @rosterkit/react draws is the host app's React's (packages/react/).
      if (known?.renderer || element.hasAttribute(REACT_HOST_ATTRIBUTE)) return;
      // A declarative shadow root in the HTML already holds the drawn widget and its styles
      // (widgets/server.tsx): those are not parsed again, unless a host page's CSP refused them.
      const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
      // Other widgets' roots inside this one are in shadow roots of their own, out of reach here.
      const drawn = known ? null : root.querySelector<HTMLElement>(`.${ROOT_CLASS}`);
      const fromHtml = drawn !== null;
      const container = known?.container ?? drawn ?? root.appendChild(Object.assign(document.createElement('div'), { className: ROOT_CLASS, lang: ROOT_LANG }));
      const reserve = definition.reserveCss === undefined ? [] : [definition.reserveCss];
      if (!fromHtml) root.adoptedStyleSheets = reserve.map(sheetFor);
      const adoptStyles = () => {
        if (fromHtml && drawnStylesApply(root)) return;
        root.adoptedStyleSheets = widgetStyles(definition, fromHtml).map(sheetFor);
      };
      const renderer = definition.renderer(element);
      mounted.set(element, { renderer, container });
      const props = readAttributes(element, definition.attributes);
      // A dialog opened before its script (show(), a page's opener) was drawn closed, with no
      // <dialog>: it is hydrated as drawn, then opened, so that React finds the server's nodes.
      const openedSince = fromHtml && definition.dialog && element.hasAttribute('open') && !container.querySelector('dialog');
      renderer.mount(container, openedSince ? { ...props, open: false } : props, fromHtml, adoptStyles);
      if (openedSince) renderer.update(props);
    },

    disconnected(element) {
      const known = mounted.get(element);
      if (!known) return;
      // A move (disconnect + connect in one task) keeps the mounted tree and its state.
      queueMicrotask(() => {
        if (element.isConnected) return;
        known.renderer?.unmount();
        known.renderer = null;
      });
    },

    changed(element) {
      mounted.get(element)?.renderer?.update(readAttributes(element, definition.attributes));
    },
  };

  // embed.js may have defined the element already; loading a script twice, even from two URLs, is harmless.
  const defined = customElements.get(definition.tag) as Partial<WidgetElementClass> | undefined;
  const elementClass = defined ?? widgetElementClass(observedAttributes(definition.attributes), definition.dialog !== undefined);
  if (!elementClass.implement?.(behaviour)) return;
  if (!defined) customElements.define(definition.tag, elementClass as WidgetElementClass);
  if (definition.dialog) installOpenTrigger(definition.dialog, definition.tag);
}
