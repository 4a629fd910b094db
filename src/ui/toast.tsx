import { useEffect, useReducer, useState } from 'react';
import { createPortal } from 'react-dom';
import { useBrowserLayoutEffect } from '../element/from-html';
import { createStore, useStore, type StoreApi } from 'zustand';
import { TOAST_DURATION_MS } from '../config/timing';
import { lazyChunk } from '../lazy/lazy-chunk';
import { useLazyChunk } from '../lazy/use-lazy-chunk';
import { useLazySheet } from '../styles/sheet';
import type { Toast } from './toast-items';

/** Every area's re-render: each opens once the notices' code has arrived, for whichever widget. */
const rerenders = new Set<() => void>();

/** The notices and their styles: most often already fetched by the time there is one (toast-items.tsx). */
const toastItems = lazyChunk(() => import('./toast-items'), () => rerenders.forEach((rerender) => rerender()));

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
 * while a modal dialog is open sits above it in the top layer, inside the shadow root. A
 * live region is heard only when a notice is added to it while it is shown, and a closed
 * popover is not rendered at all: the area opens once the notices' code is at hand (with
 * the first notice of any widget on the page), and stays open, empty, between notices.
 */
export function Toaster({ store }: { store: ToastStore }) {
  const toasts = useStore(store, (state) => state.toasts);
  const dismiss = useStore(store, (state) => state.dismiss);
  const { module: items, failed } = useLazyChunk(toastItems, toasts.length > 0);
  const ref = useLazySheet<HTMLElement>(items?.toastCss ?? '', items !== null);
  // Everything outside an open modal dialog is inert, popovers too: a notice beside it could be
  // neither dismissed nor heard. While one is open, the area is inside it, from its opening.
  const [dialog, setDialog] = useState<HTMLDialogElement | null>(null);
  const [, rerender] = useReducer((renders: number) => renders + 1, 0);
  useEffect(() => {
    rerenders.add(rerender);
    return () => void rerenders.delete(rerender);
  }, []);

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
    // Safari before 17 and Firefox before 125 have no popovers, nor a selector for one: there the
    // area is a fixed box on the page, always there, which only its notices fill.
    if (!('showPopover' in region)) return;
    // Re-showing moves the region above a dialog opened since it was last shown. Unstyled, an
    // open popover is a box mid-screen: without its styles, it is open only with a notice.
    if (region.matches(':popover-open')) region.hidePopover();
    if (toasts.length > 0 || items) region.showPopover();
  }, [toasts, ref, dialog, items]);

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
