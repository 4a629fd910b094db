/**
 * Clicks on a drawn widget before its script has taken it over. A widget drawn in the HTML
 * (widgets/server.tsx) shows its buttons at the first paint, but most need script; the server
 * puts `captureEarlyInput` inline before the element, so from the first paint a click on such a
 * button (Enter and Space on it click too) is held, shown busy and carried out once the widget's
 * root exists (`replayEarlyInput`), and a click on an open dialog's backdrop closes it. Buttons the
 * browser runs by itself (`commandfor`, where it has invoker commands), links, fields and
 * `<summary>` are left alone.
 */

/** Set on a widget's root node once its React root exists: its clicks are React's from then on. */
export const LIVE_ATTRIBUTE = 'data-rk-live';
/** On a held button: the order it was clicked in. */
const HELD_ATTRIBUTE = 'data-rk-held';
/** Set on, and dispatched at, the root node of a widget clicked before its root exists: its hydration starts at once. */
export const TOUCHED_ATTRIBUTE = 'data-rk-touched';
export const EARLY_INPUT_EVENT = 'rk-early-input';

/**
 * Runs inline, alone: the server sends its source (`Function.prototype.toString`), so it may use
 * nothing from outside, and the names it matches are written out: ROOT_CLASS (define-widget.ts)
 * and the constants above (early-input.test.ts holds them to it).
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
  addEventListener(
    'click',
    (event) => {
      const path = event.composedPath() as Element[];
      const index = path.findIndex((node) => node.classList?.contains('rk-root'));
      const root = path[index];
      if (!root || root.hasAttribute('data-rk-live')) return;
      // A click on the backdrop closes the dialog, as the widget's does: only when pressed there
      // too, and not a double click's second, whose first opened it.
      const target = path[0];
      if (target instanceof HTMLDialogElement && target === pressed && event.detail < 2) target.close();
      const button = path.slice(0, index).find((node) => node.localName === 'button');
      // A dialog's opener is the browser's own, where it knows `commandfor` (invoker commands).
      if (button && !(button.hasAttribute('commandfor') && 'commandForElement' in button)) {
        // Nothing else hears of it now (no form is sent): the replay is the click.
        event.preventDefault();
        event.stopImmediatePropagation();
        if (!button.hasAttribute('data-rk-held')) {
          button.setAttribute('data-rk-held', String((page[held] = page[held]! + 1)));
          button.setAttribute('aria-busy', 'true');
        }
      }
      // Touched, the widget is hydrated at once, or as soon as its script has run.
      root.setAttribute('data-rk-touched', '');
      root.dispatchEvent(new Event('rk-early-input'));
    },
    true,
  );
}

/** Clicks the buttons held in a root node, once each and in the order they were clicked: call it once the root can hear them. */
export function replayEarlyInput(container: HTMLElement): void {
  const held = [...container.querySelectorAll<HTMLElement>(`[${HELD_ATTRIBUTE}]`)].sort(
    (a, b) => Number(a.getAttribute(HELD_ATTRIBUTE)) - Number(b.getAttribute(HELD_ATTRIBUTE)),
  );
  for (const button of held) {
    button.removeAttribute(HELD_ATTRIBUTE);
    button.removeAttribute('aria-busy');
    button.click();
  }
}
