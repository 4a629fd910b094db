import { useCallback, useEffect, useInsertionEffect, useRef, useState } from 'react';
import { preloadWhenIdle } from '../element/preload-when-idle';
import { lazyChunk, type LazyChunk } from '../lazy/lazy-chunk';
import { useLazyChunk } from '../lazy/use-lazy-chunk';
import type { DialogProps } from './modal-dialog';

/**
 * The contract of React's useEffectEvent: a function for effects that always calls the latest
 * handler, and is never a dependency. The dialogs close with it after a success. React has its
 * own from 19.2 only, and reading it off `react` where it is missing fails a webpack build of a
 * host app on an older React (@rosterkit/react's peers reach 18.3): every React gets this one.
 */
export function useEffectEvent<A extends unknown[]>(handler: (...args: A) => void): (...args: A) => void {
  const latest = useRef(handler);
  useInsertionEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}

/** The modal itself and its styles: not in any widget's first frame (modal-dialog.tsx). */
export const modalDialogChunk = lazyChunk(() => import('./modal-dialog'));

/**
 * The code a closed dialog does not need yet: fetched once the page is idle, or with the
 * first opening. A fetch that fails closes the dialog again, so the next opening asks anew.
 */
export function useDialogCode<T>(chunk: LazyChunk<T>, open: boolean, onClose: () => void): T | null {
  const { module, failed } = useLazyChunk(chunk, open);
  useEffect(() => {
    preloadWhenIdle(chunk.preload);
  }, [chunk]);
  useEffect(() => {
    if (failed && open) onClose();
  }, [failed, open, onClose]);
  return module;
}

/**
 * A widget's dialog. One never opened renders nothing: most visitors never open it, and
 * the host page's load should not pay for it. It renders with its first opening and stays;
 * one with an id (drawn in the HTML for its button to open before any script) from the start.
 */
export function Dialog(props: DialogProps) {
  const shown = props.open || props.id !== undefined;
  const [opened, setOpened] = useState(shown);
  if (shown && !opened) setOpened(true);
  // Needed while open: a drawn dialog whose code failed before hydration asks again when opened.
  const modal = useDialogCode(modalDialogChunk, props.open, props.onClose);
  return opened && modal ? <modal.ModalDialog {...props} /> : null;
}
