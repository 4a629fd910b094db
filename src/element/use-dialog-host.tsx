import { useEffect, useRef } from 'react';
import { showDialog, type DialogKind } from './dialog-host';
import { emit } from './events';
import type { WidgetHost } from './widget-host';

/**
 * Tells the host page when a dialog opens and closes (rosterkit-open, rosterkit-close),
 * whoever opened it: the element's `open` attribute, or a dialog a widget shows inside
 * itself (the roster demo's and the landing page's). A dialog open on its first render opened
 * then: by its `open` attribute, or by show() before its root was made.
 */
export function useDialogEvents(host: WidgetHost, kind: DialogKind, open: boolean): void {
  const announced = useRef(false);
  useEffect(() => {
    if (announced.current === open) return;
    announced.current = open;
    emit(host, open ? 'rosterkit-open' : 'rosterkit-close', { dialog: kind });
  }, [host, kind, open]);
}

/** A dialog element's own trigger: shown when data-trigger-label is set. */
export function DialogTrigger({ host, label }: { host: WidgetHost; label: string }) {
  if (!label) return null;
  return (
    <button type="button" className="rk-button" part="trigger button" onClick={() => showDialog(host)}>
      {label}
    </button>
  );
}
