import { flag, text, type AttributeTable } from './attributes';
import type { WidgetHost } from './widget-host';

/*
 * A dialog element: its `open` attribute is its state, set by show(), close() and a click on any
 * host-page element with data-rosterkit-open="<kind>" (defineWidget's `dialog` option). Its
 * trigger button and open / close events are use-dialog-host.tsx's.
 */

export type DialogKind = 'waitlist' | 'contact';

/** What every dialog element reads, on top of its own attributes. */
export const dialogAttributes = {
  triggerLabel: { attribute: 'data-trigger-label', parse: text() },
  open: { attribute: 'open', parse: flag },
} satisfies AttributeTable;

export const showDialog = (host: WidgetHost) => host.setAttribute('open', '');
export const closeDialog = (host: WidgetHost) => host.removeAttribute('open');

/** Whether a click came through a host-page element with data-rosterkit-open="<kind>". */
const opensDialog = (event: Event, kind: string): boolean =>
  event.composedPath().some((node) => node instanceof Element && node.getAttribute('data-rosterkit-open') === kind);

const installed = new Set<DialogKind>();

/** One click listener per dialog kind for the whole page, however many elements define it. */
export function installOpenTrigger(kind: DialogKind, tag: string): void {
  if (installed.has(kind)) return;
  installed.add(kind);
  document.addEventListener('click', (event) => {
    if (!opensDialog(event, kind)) return;
    const dialog = document.querySelector(tag);
    if (!dialog) {
      console.warn(`[rosterkit] data-rosterkit-open="${kind}" was clicked, but the page has no <${tag}>.`);
      return;
    }
    event.preventDefault();
    showDialog(dialog);
  });
}
