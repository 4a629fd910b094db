// The notices share the dialogs' close button; both arrive after the first frame.
import { useRef } from 'react';
import { CloseIcon } from './modal-dialog';
import toastCss from './toast.css?inline';

/**
 * What a notice looks like, and its styles. A notice follows a sign-up, so this arrives with
 * the code that sends one (src/waitlist/later.ts imports it), not with the form; the one notice
 * without a sign-up, that this code could not be fetched, has the toaster fetch it alone. The
 * notification area (toast.tsx) opens once this has arrived, so that a notice is announced.
 */
export { toastCss };

export interface Toast {
  id: number;
  title: string;
  description: string;
  variant: 'default' | 'destructive';
}

export function ToastItems({ toasts, dismiss }: { toasts: readonly Toast[]; dismiss: (id: number) => void }) {
  // Where the focus came to the notices from: it goes back there once the last is dismissed.
  const cameFrom = useRef<HTMLElement | null>(null);
  return toasts.map((toast) => (
    <li
      key={toast.id}
      part="toast"
      className={toast.variant === 'destructive' ? 'rk-toast rk-toast-destructive' : 'rk-toast'}
      onFocus={(event) => {
        const from = event.relatedTarget;
        if (from instanceof HTMLElement && !event.currentTarget.parentElement?.contains(from)) cameFrom.current = from;
      }}
    >
      {/* No role of its own: inside the area's live region, a second one would be read out twice. */}
      <div className="rk-toast-text">
        <p className="rk-toast-title">{toast.title}</p>
        <p className="rk-toast-description">{toast.description}</p>
      </div>
      <button
        type="button"
        className="rk-toast-close"
        aria-label="Dismiss notification"
        onClick={(event) => {
          handOnFocus(event.currentTarget, cameFrom.current);
          dismiss(toast.id);
        }}
      >
        <CloseIcon size={14} />
      </button>
    </li>
  ));
}

/**
 * A dismissed notice takes its button, and the focus on it, with it: the focus would fall to the
 * page's body. It goes to the next notice's button, or the one before, or back where it came from.
 */
function handOnFocus(button: HTMLButtonElement, cameFrom: HTMLElement | null): void {
  if ((button.getRootNode() as ShadowRoot | Document).activeElement !== button) return;
  const buttons = [...(button.closest('ol')?.querySelectorAll<HTMLElement>('.rk-toast-close') ?? [])];
  const index = buttons.indexOf(button);
  const next = buttons[index + 1] ?? buttons[index - 1] ?? (cameFrom?.isConnected ? cameFrom : null);
  next?.focus();
}
