import { useEffect, useId, useRef, type ReactNode } from 'react';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}

/**
 * A modal on the native <dialog>: showModal() gives the top layer, the focus trap,
 * Escape and focus return for free, and it stays inside the widget's shadow root.
 */
export function Dialog({ open, onClose, title, description, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      part="dialog"
      className="rk-dialog"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={onClose}
      onClick={(event) => {
        // The panel fills the dialog, so a click on the dialog itself is on its backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="rk-dialog-panel">
        <button type="button" className="rk-dialog-close" aria-label="Close" onClick={onClose}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <h2 id={titleId} className="rk-dialog-title">{title}</h2>
        {description ? <p id={descriptionId} className="rk-dialog-description">{description}</p> : null}
        {children}
      </div>
    </dialog>
  );
}
