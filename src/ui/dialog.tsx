import { useEffect, useState } from 'react';
import { preloadWhenIdle } from '../element/preload-when-idle';
import { lazyChunk } from '../lazy/lazy-chunk';
import { useLazyChunk } from '../lazy/use-lazy-chunk';
import type { DialogProps } from './modal-dialog';

/** The modal itself and its styles: not in any widget's first frame (modal-dialog.tsx). */
export const modalDialogChunk = lazyChunk(() => import('./modal-dialog'));

/**
 * A widget's dialog. One never opened renders nothing: most visitors never open it, and
 * the host page's load should not pay for it. Its code comes when the browser is idle
 * after the page's load, or with the first opening; it renders then and stays.
 */
export function Dialog(props: DialogProps) {
  const { open, onClose } = props;
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const { module: modal, failed } = useLazyChunk(modalDialogChunk, open);
  useEffect(() => {
    preloadWhenIdle(modalDialogChunk.preload);
  }, []);
  // Its code could not be fetched: the dialog closes again, so the next opening asks anew.
  useEffect(() => {
    if (failed && open) onClose();
  }, [failed, open, onClose]);
  return opened && modal ? <modal.ModalDialog {...props} /> : null;
}
