/** What a widget's element does once its script has run (define-widget.ts). */
export interface ElementBehaviour {
  connected(element: HTMLElement): void;
  disconnected(element: HTMLElement): void;
  changed(element: HTMLElement): void;
}

/** A widget's element class, defined before or with its behaviour. */
export interface WidgetElementClass {
  new (): HTMLElement & { connectedCallback(): void };
  /** Gives the class its behaviour, and its elements already on the page; false if it has one. */
  implement(behaviour: ElementBehaviour): boolean;
}

/**
 * The class of a widget's element. embed.js defines one for every tag at once, so that each is the
 * page's element from the start, a dialog's show() and close() included (they set `open`, which is
 * its state); the widget's script then gives it its behaviour. A script on its own does both.
 */
export function widgetElementClass(observed: readonly string[], dialog: boolean): WidgetElementClass {
  let behaviour: ElementBehaviour | undefined;
  // Elements connected before the behaviour came, to connect once it has.
  const waiting = new Set<HTMLElement>();

  class WidgetElement extends HTMLElement {
    static observedAttributes = observed;

    static implement(given: ElementBehaviour): boolean {
      if (behaviour) return false;
      behaviour = given;
      for (const element of waiting) given.connected(element);
      waiting.clear();
      return true;
    }

    connectedCallback(): void {
      if (behaviour) behaviour.connected(this);
      else waiting.add(this);
    }

    disconnectedCallback(): void {
      waiting.delete(this);
      behaviour?.disconnected(this);
    }

    attributeChangedCallback(): void {
      behaviour?.changed(this);
    }
  }

  if (dialog) Object.assign(WidgetElement.prototype, dialogMethods);
  return WidgetElement;
}

/** A dialog element's methods: its `open` attribute is its state (dialog-host.ts). */
const dialogMethods = {
  show(this: HTMLElement) {
    this.setAttribute('open', '');
  },
  close(this: HTMLElement) {
    this.removeAttribute('open');
  },
};
