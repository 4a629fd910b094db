import { observedAttributes, readAttributes, type AttributeTable, type PropsOf } from './attributes';
import { dialogMethods, installOpenTrigger, type DialogKind } from './dialog-host';
import { sheetFor } from '../styles/sheet';
import baseCss from '../styles/base.css?inline';

/**
 * The custom-element plumbing. It knows only a renderer with mount, update and
 * unmount; the React adapter (react-renderer.tsx) is one such renderer.
 */
export interface Renderer<P> {
  mount(container: HTMLElement, props: P): void;
  update(props: P): void;
  unmount(): void;
}

export interface WidgetDefinition<T extends AttributeTable> {
  tag: string;
  attributes: T;
  /** CSS texts after the shared base; each becomes one shared constructable stylesheet. */
  css: string[];
  renderer: (host: HTMLElement) => Renderer<PropsOf<T>>;
  /**
   * A dialog element: its `open` attribute is its state, set by show() and close(), and
   * by a click on any host-page element with data-rosterkit-open="<kind>". Its table
   * includes dialogAttributes (dialog-host.ts).
   */
  dialog?: DialogKind;
}

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
      const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      root.adoptedStyleSheets = [baseCss, ...definition.css].map(sheetFor);
      if (!this.#container) {
        this.#container = document.createElement('div');
        this.#container.className = 'rk-root';
        root.append(this.#container);
      }
      this.#renderer = definition.renderer(this);
      this.#renderer.mount(this.#container, readAttributes(this, definition.attributes));
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
