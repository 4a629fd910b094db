import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useBrowserLayoutEffect } from '../element/from-html';
import { createStore, useStore, type StoreApi } from 'zustand';
import { TOAST_DURATION_MS } from '../config/timing';
import { lazyChunk } from '../lazy/lazy-chunk';
import { useLazyChunk } from '../lazy/use-lazy-chunk';
import { useLazySheet } from '../styles/sheet';
import type { Toast } from './toast-items';

/** The notices and their styles: most often already fetched by the time there is one (toast-items.tsx). */
const toastItems = lazyChunk(() => import('./toast-items'));

interface ToastState {
  toasts: Toast[];
  push: (toast: Omit<Toast, 'id'>) => void;
  dismiss: (id: number) => void;
}

type ToastStore = StoreApi<ToastState>;

export function createToastStore(): ToastStore {
  let nextId = 1;
  return createStore<ToastState>()((set) => ({
    toasts: [],
    push: (toast) => set((state) => ({ toasts: [...state.toasts, { ...toast, id: nextId++ }] })),
    dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
  }));
}

/**
 * The notification area of one widget. It is a manual popover so that a notice shown
 * while a modal dialog is open sits above it in the top layer, inside the shadow root. The
 * live region is there from the first frame, so that a notice added to it is announced.
 */
export function Toaster({ store }: { store: ToastStore }) {
  const toasts = useStore(store, (state) => state.toasts);
  const dismiss = useStore(store, (state) => state.dismiss);
  const { module: items, failed } = useLazyChunk(toastItems, toasts.length > 0);
  const ref = useLazySheet<HTMLElement>(items?.toastCss ?? '', items !== null);
  // Everything outside an open modal dialog is inert, popovers too: a notice beside it could be
  // neither dismissed nor heard. While one is open, the area is inside it, from its opening.
  const [dialog, setDialog] = useState<HTMLDialogElement | null>(null);

  useBrowserLayoutEffect(() => {
    const root = ref.current?.getRootNode() as ParentNode;
    const follow = new MutationObserver(() => setDialog(root.querySelector('dialog:modal')));
    follow.observe(root, { subtree: true, attributeFilter: ['open'] });
    return () => follow.disconnect();
  }, [ref]);

  useEffect(() => {
    const region = ref.current;
    if (!region?.isConnected) return;
    // A dialog open before this area was made (by the browser before the script ran, or shown in
    // an earlier layout effect) is found when a notice comes: moved into one whose drawn content
    // React had yet to hydrate, the area would make that hydration fail.
    const open = (region.getRootNode() as ParentNode).querySelector<HTMLDialogElement>('dialog:modal');
    if (toasts.length > 0 && open !== dialog) return setDialog(open);
    // Re-showing moves the region above a dialog opened since it was last shown.
    if (region.matches(':popover-open')) region.hidePopover();
    if (toasts.length > 0) region.showPopover();
  }, [toasts, ref, dialog]);

  // The newest goes after TOAST_DURATION_MS, but not while the focus is on the notices: a keyboard
  // or screen reader user reading one, or about to dismiss it, keeps it (WCAG 2.2.1), and it is
  // looked at again a duration later. The pointer does not hold it: on a phone it would sit over
  // the form's buttons for as long as the last tap's hover stays there.
  useEffect(() => {
    const newest = toasts.at(-1);
    if (!newest) return;
    const due = () => {
      if (ref.current?.matches(':focus-within')) timer = setTimeout(due, TOAST_DURATION_MS);
      else dismiss(newest.id);
    };
    let timer = setTimeout(due, TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toasts, dismiss, ref]);

  const region = (
    <section ref={ref} popover="manual" className="rk-toaster" aria-label="Notifications">
      <ol className="rk-toast-list" aria-live="polite" aria-relevant="additions text">
        {/* Offline, their code may never come (with step 2's, not fetched): their words still show, unstyled. */}
        {items ? <items.ToastItems toasts={toasts} dismiss={dismiss} /> : failed ? toasts.map((toast) => <li key={toast.id}>{toast.title}: {toast.description}</li>) : null}
      </ol>
    </section>
  );
  return dialog ? createPortal(region, dialog) : region;
}
