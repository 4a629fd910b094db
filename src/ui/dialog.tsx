import * as React from 'react';
import { useCallback, useEffect, useInsertionEffect, useRef, useState } from 'react';
import { preloadWhenIdle } from '../element/preload-when-idle';
import { lazyChunk, type LazyChunk } from '../lazy/lazy-chunk';
import { useLazyChunk } from '../lazy/use-lazy-chunk';
import type { DialogProps } from './modal-dialog';

/**
 * React's useEffectEvent (19.2 and later), or, under an older React (a host app's, through
 * @rosterkit/react), the same contract: a function for effects that always calls the latest
 * handler, and is never a dependency. The dialogs close with it after a success; kept here,
 * in a module they share, it costs no chunk of its own.
 */
export const useEffectEvent: <A extends unknown[]>(handler: (...args: A) => void) => (...args: A) => void =
  (React as { useEffectEvent?: typeof useEffectEventBefore19_2 }).useEffectEvent ?? useEffectEventBefore19_2;

function useEffectEventBefore19_2<A extends unknown[]>(handler: (...args: A) => void): (...args: A) => void {
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
