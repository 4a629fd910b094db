/**
 * What a widget's component may use of its element. The browser gives it the custom element;
 * a server render (widgets/server.tsx) gives it an object with these members alone. Name, id
 * and root are read while rendering; events and `open` change only in effects and handlers,
 * which a server never runs.
 */
export interface WidgetHost {
  readonly localName: string;
  readonly id: string;
  /** The document or shadow root the element is in, where a saved draft counts the elements of its name. */
  getRootNode(): Node | WidgetRoot;
  dispatchEvent(event: Event): boolean;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
}

/** An element's root, as much of it as a widget asks for. */
export interface WidgetRoot {
  querySelectorAll(selectors: string): Iterable<WidgetHost>;
}
