import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { useBrowserLayoutEffect, useFromHtml } from '../element/from-html';
import { Dialog, useEffectEvent } from '../ui/dialog';
import type { DialogProps } from '../ui/modal-dialog';
import { WAITLIST_CLOSE_DELAY_MS } from '../config/timing';
import { WaitlistForm, type WaitlistFormProps } from './waitlist-form';
import { resumeDraft } from './draft';

const WAITLIST_DIALOG_TEXT = 'Be the first to know when we launch and get early access to our platform!';

/** The waitlist dialog's title wherever a brand is named (SPEC); the landing header's leaves it out. */
export const brandedWaitlistTitle = (brand: string) => `Join the ${brand} Waitlist`;

interface WaitlistDialogProps extends WaitlistFormProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Drawn in the HTML for a button to open before any script (modal-dialog.tsx). */
  id?: DialogProps['id'];
  onOpenedBefore?: DialogProps['onOpenedBefore'];
}

/** The waitlist dialog: it closes itself WAITLIST_CLOSE_DELAY_MS after a successful submit. */
export function WaitlistDialog({ store, onSubmit, onUnavailable, ...dialog }: WaitlistDialogProps) {
  const { open, onClose, onOpenedBefore } = dialog;
  const step = useStore(store, (state) => state.step);
  const closeAfterSuccess = useEffectEvent(onClose);

  // On opening, before the form's first paint: a form left on its thank-you view, however the
  // dialog closed, starts afresh; then the saved draft, so a dialog never opened reads no storage.
  // On opening, not on closing: two dialogs may share the store (the landing page's). The dialog
  // opens in the render after: showModal() focuses the first field of the step it then shows.
  // One the browser opened before the script shows step 1, and the visitor is in it: it stays there.
  // Drawn open, it is open from the first render, as the server drew it; else even one mounted open
  // opens in the render after, or the focus would be in a step the draft then takes away.
  const [prepared, setPrepared] = useState(useFromHtml() && open);
  const openedBeforeScript = useRef(false);
  const tookOver = useCallback(() => {
    openedBeforeScript.current = true;
    onOpenedBefore?.();
  }, [onOpenedBefore]);
  useBrowserLayoutEffect(() => {
    setPrepared(open);
    if (!open) return;
    if (store.getState().step === 'done') store.getState().reset();
    resumeDraft(store, openedBeforeScript.current);
  }, [open, store]);

  useEffect(() => {
    if (!open || step !== 'done') return;
    const timer = setTimeout(closeAfterSuccess, WAITLIST_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open, step]);

  return (
    <Dialog {...dialog} open={open && prepared} onOpenedBefore={onOpenedBefore && tookOver} description={WAITLIST_DIALOG_TEXT}>
      <WaitlistForm store={store} onSubmit={onSubmit} onUnavailable={onUnavailable} />
    </Dialog>
  );
}
