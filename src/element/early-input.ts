/**
 * Clicks on a drawn widget before its script has taken it over. A widget drawn in the HTML
 * (widgets/server.tsx) shows its buttons at the first paint, but most need script; the server
 * puts `captureEarlyInput` inline before the element, so from the first paint a click on such a
 * button (Enter and Space on it click too) is held, shown busy and carried out once the widget's
 * root exists (`takeEarlyInput`), unless its dialog was closed since, and a click on an open
 * dialog's backdrop closes it. Buttons the browser runs by itself (`commandfor`, where it has
 * invoker commands), links, fields and `<summary>` are left alone. A form's button drawn disabled
 * until the form is filled (Next) is enabled and disabled as the widget's own would be.
 */

/** Set on a widget's root node once its React root exists: its clicks are React's from then on. */
export const LIVE_ATTRIBUTE = 'data-rk-live';
/** On a held button: the numbers of its clicks, in the order of all clicks held (space-separated). */
export const HELD_ATTRIBUTE = 'data-rk-held';
/** Set on, and dispatched at, the root node of a widget clicked before its root exists: its hydration starts at once. */
export const TOUCHED_ATTRIBUTE = 'data-rk-touched';
export const EARLY_INPUT_EVENT = 'rk-early-input';

/**
 * Runs inline, alone: the build minifies its source (`Function.prototype.toString`) into the
 * string both servers send (build/early-input-script.ts), so it may use nothing from outside,
 * and the names it matches are written out: ROOT_CLASS (define-widget.ts) and the constants
 * above (early-input.test.ts holds them to it).
 */
export function captureEarlyInput(): void {
  const held = Symbol.for('rosterkit.early-input');
  const page = window as unknown as Record<symbol, number>;
  // One listener for a page with several drawn widgets.
  if (page[held] !== undefined) return;
  page[held] = 0;
  // What the last press went down on: on an open dialog's backdrop, the dialog itself.
  let pressed: EventTarget | undefined;
  addEventListener('pointerdown', (event) => (pressed = event.composedPath()[0]), true);
  // Clicks, and what is typed, in a drawn widget that is not yet React's.
  const listener = (event: Event) => {
    const path = event.composedPath() as Element[];
    const index = path.findIndex((node) => node.classList?.contains('rk-root'));
    const root = path[index];
    if (!root || root.hasAttribute('data-rk-live')) return;
    const target = path[0];
    if (event.type === 'input') {
      // A form's default button drawn disabled (the waitlist's Next) is, as the widget's own,
      // enabled only while the form's required fields are all non-blank (SPEC).
      const form = (target as HTMLInputElement).form;
      const button = form?.querySelector<HTMLButtonElement & { rkFilled?: true }>('[type=submit]');
      if (button?.disabled || button?.rkFilled) {
        button.rkFilled = true;
        button.disabled = [...form!.elements].some((field) => (field as HTMLInputElement).required && !(field as HTMLInputElement).value.trim());
      }
      return;
    }
    // A click on the backdrop closes the dialog, as the widget's does: only when pressed there
    // too, and not a double click's second, whose first opened it.
    if (target instanceof HTMLDialogElement && target === pressed && (event as MouseEvent).detail < 2) target.close();
    const button = path.slice(0, index).find((node) => node.localName === 'button') as HTMLButtonElement | undefined;
    // A dialog's opener is the browser's own, where it knows `commandfor` (invoker commands).
    if (button && !(button.hasAttribute('commandfor') && 'commandForElement' in button)) {
      // Nothing else hears of it now (no form is sent): the replay is the click. A form's submit
      // button is clicked once, in the order of its first click, so a double click sends one form;
      // any other as often as it was, in order: a favourite tapped twice stays as it was, and
      // 'Next photo' pressed twice moves two photos.
      event.preventDefault();
      event.stopImmediatePropagation();
      const order = button.getAttribute('data-rk-held');
      if (order === null || button.type != 'submit') {
        const click = String((page[held] = page[held]! + 1));
        button.setAttribute('data-rk-held', order === null ? click : `${order} ${click}`);
        button.setAttribute('aria-busy', 'true');
      }
    }
    // Touched, the widget is hydrated at once, or as soon as its script has run.
    root.setAttribute('data-rk-touched', '');
    root.dispatchEvent(new Event('rk-early-input'));
  };
  addEventListener('click', listener, true);
  addEventListener('input', listener, true);
}

/**
 * Takes the clicks held in a root node off its buttons, before React hydrates them (marks it would
 * find extra), and returns what carries them out, in the order they were made, once it can hear
 * them: all but those in a dialog closed by then.
 */
export function takeEarlyInput(container: HTMLElement): () => void {
  const clicks = [...container.querySelectorAll<HTMLElement>(`[${HELD_ATTRIBUTE}]`)].flatMap((button) => {
    const order = button.getAttribute(HELD_ATTRIBUTE)!.split(' ');
    button.removeAttribute(HELD_ATTRIBUTE);
    button.removeAttribute('aria-busy');
    return order.map((click) => ({ click: Number(click), button }));
  });
  return () => {
    for (const { button } of clicks.sort((a, b) => a.click - b.click)) {
      // Closed since (Escape, Close, its backdrop): what was pressed in it is given up with it.
      if (button.closest('dialog')?.open !== false) button.click();
    }
  };
}
