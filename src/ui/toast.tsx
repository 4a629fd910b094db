import { useEffect, useRef } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';
import { TOAST_DURATION_MS } from '../config/timing';
import { CloseIcon } from './dialog';

export interface Toast {
  id: number;
  title: string;
  description: string;
  variant: 'default' | 'destructive';
}

interface ToastState {
  toasts: Toast[];
  push: (toast: Omit<Toast, 'id'>) => void;
  dismiss: (id: number) => void;
}

export type ToastStore = StoreApi<ToastState>;

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
 * while a modal dialog is open sits above it in the top layer, inside the shadow root.
 */
export function Toaster({ store }: { store: ToastStore }) {
  const toasts = useStore(store, (state) => state.toasts);
  const dismiss = useStore(store, (state) => state.dismiss);
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const region = ref.current;
    if (!region?.isConnected) return;
    // Re-showing moves the region above a dialog opened since it was last shown.
    if (region.matches(':popover-open')) region.hidePopover();
    if (toasts.length > 0) region.showPopover();
  }, [toasts]);

  useEffect(() => {
    const newest = toasts.at(-1);
    if (!newest) return;
    const timer = setTimeout(() => dismiss(newest.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toasts, dismiss]);

  return (
    <section ref={ref} popover="manual" className="rk-toaster" aria-label="Notifications">
      <ol className="rk-toast-list" aria-live="polite" aria-relevant="additions text">
        {toasts.map((toast) => (
          <li key={toast.id} part="toast" className={toast.variant === 'destructive' ? 'rk-toast rk-toast-destructive' : 'rk-toast'}>
            <div className="rk-toast-text" role={toast.variant === 'destructive' ? 'alert' : 'status'}>
              <p className="rk-toast-title">{toast.title}</p>
              <p className="rk-toast-description">{toast.description}</p>
            </div>
            <button type="button" className="rk-toast-close" aria-label="Dismiss notification" onClick={() => dismiss(toast.id)}>
              <CloseIcon size={14} />
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
