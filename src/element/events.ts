import type { DialogKind } from './dialog-host';
import type { WidgetHost } from './widget-host';

/** The events a host page can listen to: dispatched on the element, bubbling out of the shadow root. */
export interface RosterkitEvents {
  'rosterkit-waitlist-success': { id: string };
  'rosterkit-waitlist-error': { code: string; message: string };
  'rosterkit-contact-submit': Record<string, never>;
  'rosterkit-open': { dialog: DialogKind };
  'rosterkit-close': { dialog: DialogKind };
}

export function emit<K extends keyof RosterkitEvents>(host: WidgetHost, type: K, detail: RosterkitEvents[K]): void {
  host.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}
