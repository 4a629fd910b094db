import { observedAttributes, readAttributes, type AttributeTable, type PropsOf } from './attributes';
import { dialogMethods, installOpenTrigger, type DialogKind } from './dialog-host';
import { sheetFor } from '../styles/sheet';
import baseCss from '../styles/base.css?inline';

/**
 * The custom-element plumbing. It knows only a renderer with mount, update and
 * unmount; the React adapter (react-renderer.tsx) is one such renderer.
 */
export interface Renderer<P> {
  /** `fromHtml`: the container holds what a server drew for these props, to be hydrated, not drawn again. */
  mount(container: HTMLElement, props: P, fromHtml: boolean): void;
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
  renderer: (host: HTMLElement) => Renderer<PropsOf<T>>;
  /**
   * A dialog element: its `open` attribute is its state, set by show() and close(), and
   * by a click on any host-page element with data-rosterkit-open="<kind>". Its table
   * includes dialogAttributes (dialog-host.ts).
   */
  dialog?: DialogKind;
}

/**
 * Whether the styles linked from a drawn shadow root apply: the shared base makes the root
 * node `display: contents` (base.css). A link that a host page's CSP refused (its `sheet`
 * and a resource timing entry are there all the same) or that is still loading leaves it a
 * block; its styles are then adopted, which does no harm.
 */
function linkedStylesApply(container: HTMLElement): boolean {
  return getComputedStyle(container).display === 'contents';
}

/** The class of the node each widget renders into, first in its shadow root after any stylesheet link. */
export const ROOT_CLASS = 'rk-root';

export function defineWidget<T extends AttributeTable>(definition: WidgetDefinition<T>): void {
  // Loading a script twice, even from two URLs, must be harmless.
  if (customElements.get(definition.tag)) return;
  const observed = observedAttributes(definition.attributes);

  class WidgetElement extends HTMLElement {
    static observedAttributes = observed;
    #renderer: Renderer<PropsOf<T>> | null = null;
    #container: HTMLElement | null = null;
    #pendingUnmount = false;

    connectedCallback(): void {
      // A move (disconnect + connect in one task) keeps the mounted tree and its state.
      this.#pendingUnmount = false;
      if (this.#renderer) return;
      // A declarative shadow root (<template shadowrootmode="open"> in the HTML) is already
      // there, with the widget drawn in it and a link to its styles (widgets/server.tsx).
      // Loaded, those styles are not parsed a second time (on a slow phone, a long task);
      // refused (a host page's CSP without the scripts' origin in style-src), they are adopted.
      const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      let fromHtml = false;
      if (!this.#container) {
        const drawn = [...root.children].find((child): child is HTMLElement => child instanceof HTMLElement && child.classList.contains(ROOT_CLASS));
        fromHtml = drawn !== undefined;
        this.#container = drawn ?? Object.assign(document.createElement('div'), { className: ROOT_CLASS });
        if (!drawn) root.append(this.#container);
      }
      if (!(fromHtml && linkedStylesApply(this.#container))) root.adoptedStyleSheets = [baseCss, ...definition.css, ...(fromHtml ? (definition.laterCss ?? []) : [])].map(sheetFor);
      this.#renderer = definition.renderer(this);
      this.#renderer.mount(this.#container, readAttributes(this, definition.attributes), fromHtml);
    }

    disconnectedCallback(): void {
      this.#pendingUnmount = true;
      queueMicrotask(() => {
        if (!this.#pendingUnmount || this.isConnected) return;
        this.#renderer?.unmount();
        this.#renderer = null;
      });
    }

    attributeChangedCallback(): void {
      this.#renderer?.update(readAttributes(this, definition.attributes));
    }
  }

  if (definition.dialog) {
    Object.assign(WidgetElement.prototype, dialogMethods);
    installOpenTrigger(definition.dialog, definition.tag);
  }
  customElements.define(definition.tag, WidgetElement);
}
