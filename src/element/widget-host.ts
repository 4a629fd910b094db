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
  /** Where the focus is in the widget (a drawn form the visitor is in keeps its step); null on a server. */
  readonly shadowRoot: ShadowRoot | null;
}

/** An element's root, as much of it as a widget asks for. */
export interface WidgetRoot {
  querySelectorAll(selectors: string): Iterable<WidgetHost>;
  /** The element whose shadow root it is, if it is one. */
  readonly host?: WidgetHost;
}

/**
 * A widget's element on a server (widgets/server.tsx, @rosterkit/react's draw.tsx): its name and
 * id, in a root that holds no other element of its name. Events and `open` change only in effects
 * and handlers, which a server never runs, so asking for them there is a mistake, and throws.
 */
export function serverHost(tag: string, id: string): WidgetHost {
  const browserOnly = (): never => {
    throw new Error(`[rosterkit] <${tag}> drawn on a server has no element to dispatch events on or open.`);
  };
  return {
    localName: tag,
    id,
    getRootNode: () => ({ querySelectorAll: () => [] }),
    shadowRoot: null,
    dispatchEvent: browserOnly,
    setAttribute: browserOnly,
    removeAttribute: browserOnly,
  };
}
