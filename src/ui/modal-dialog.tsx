import { startTransition, useId, useRef, useState, type ReactNode } from 'react';
import { commandFor } from '../element/commandfor';
import { IdScope, useBrowserLayoutEffect, useFromHtml, useHydrated, useScopedId } from '../element/from-html';
import { useLazySheet } from '../styles/sheet';
import dialogCss from './dialog.css?inline';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /**
   * Drawn in the HTML while closed, so that a button naming this id (commandfor) opens it
   * before any script: the landing page's four dialogs, the roster demo's waitlist. Its
   * styles come with the HTML's.
   */
  id?: string | undefined;
  /** It was opened by the browser before React had its nodes: the parent takes it as open. */
  onOpenedBefore?: (() => void) | undefined;
}

/**
 * A modal on the native <dialog>: showModal() gives the top layer, an inert page, Escape
 * and focus return for free, and it stays inside the widget's shadow root; Tab is kept
 * inside by trapFocus below. It arrives, with its styles, for a dialog's first opening
 * (dialog.tsx).
 */
export function ModalDialog({ open, onClose, title, description, children, id, onOpenedBefore }: DialogProps) {
  const ref = useLazySheet<HTMLDialogElement>(dialogCss, id === undefined);
  const hydrated = useHydrated();
  // Named under the dialog's id when the HTML draws it for its button (from-html.tsx); drawn open by
  // a server, in the widget's scope, which its own root gives again (useId counts from the host
  // app's root there); opened in the browser alone, any.
  const fromHtml = useFromHtml();
  const drawnId = useScopedId('dialog');
  const clientId = useId();
  const scope = id ?? (fromHtml ? drawnId : clientId);
  const titleId = `${scope}-title`;
  const descriptionId = `${scope}-description`;

  // Set while `open` closes the dialog: the close event that follows is not news to the
  // parent, and passing it on could undo a reopening asked for since (close() then show()).
  const closedByProp = useRef(false);
  // Counts closes the page could not refuse (a phone's repeated back gesture): each renders the
  // dialog again, so that one whose parent still holds it open is shown again.
  const [browserCloses, countBrowserClose] = useState(0);
  const pressedOnBackdrop = useRef(false);
  const first = useRef(true);
  // In the commit that draws it: the dialog is open once the click that asked for it has been
  // handled, not whenever React next gets round to passive effects.
  useBrowserLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const openedBefore = first.current && !open && dialog.open;
    first.current = false;
    if (openedBefore && onOpenedBefore) {
      onOpenedBefore();
      return;
    }
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) {
      closedByProp.current = true;
      dialog.close();
    }
  }, [open, ref, onOpenedBefore, browserCloses]);

  // A native listener: the notices are portalled into the dialog from another component, and
  // React passes their key presses up its own tree, which never reaches the dialog.
  useBrowserLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onKeyDown = (event: KeyboardEvent) => {
      trapFocus(dialog, event);
      // Escape asks the parent before the browser makes it a close request: the browser lets a
      // page refuse only the first requests in a row without a click or typing between.
      if (event.key === 'Escape' && !event.defaultPrevented && !event.isComposing) {
        event.preventDefault();
        onClose();
      }
    };
    dialog.addEventListener('keydown', onKeyDown);
    return () => dialog.removeEventListener('keydown', onKeyDown);
  }, [ref, onClose]);

  // In the top layer, a dialog is still drawn only while its element is. One whose element the
  // host page hides (the landing hides its roster demo below 768 px) would block the page unseen:
  // it closes. Its box going is a resize to nothing.
  useBrowserLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const watch = new ResizeObserver(() => {
      if (dialog.open && dialog.checkVisibility?.() === false) onClose();
    });
    watch.observe(dialog);
    return () => watch.disconnect();
  }, [open, ref, onClose]);

  return (
    <dialog
      ref={ref}
      id={id}
      // Drawn in the HTML, the browser may have opened it (its `open` attribute) before the hydration.
      suppressHydrationWarning={id !== undefined}
      part="dialog"
      className="rk-dialog"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={() => {
        if (closedByProp.current) {
          closedByProp.current = false;
          return;
        }
        onClose();
        // With the parent's answer, which a widget's element renders as a transition: before it,
        // the dialog would be shown again while the parent still held it open from before.
        startTransition(() => countBrowserClose((count) => count + 1));
      }}
      // A phone's back gesture asks the parent rather than closing the dialog itself: an app that
      // holds `open` and refuses keeps it open, in step with what the app shows. A request the
      // browser does not let the page refuse is passed on by the close event that follows.
      onCancel={(event) => {
        if (!event.cancelable) return;
        event.preventDefault();
        onClose();
      }}
      // The panel fills the dialog, so a press on the dialog itself is on its backdrop. A click
      // closes only when it began there too: text selected in a field and released outside does not.
      // Nor does a double click's second (detail 2): the first opened the dialog from its trigger.
      onPointerDown={(event) => (pressedOnBackdrop.current = event.target === event.currentTarget)}
      onClick={(event) => {
        if (pressedOnBackdrop.current && event.target === event.currentTarget && event.detail < 2) onClose();
      }}
    >
      <div className="rk-dialog-panel">
        <h2 id={titleId} className="rk-dialog-title">{title}</h2>
        {description ? <p id={descriptionId} className="rk-dialog-description">{description}</p> : null}
        <IdScope.Provider value={scope}>{children}</IdScope.Provider>
        {/* Last in the tab order, so opening the dialog focuses its first field. */}
        <button type="button" className="rk-dialog-close" aria-label="Close" onClick={onClose} {...commandFor(id, 'close', hydrated)}>
          <CloseIcon size={18} />
        </button>
      </div>
    </dialog>
  );
}

const FOCUSABLE = 'button:not(:disabled), [href], input:not(:disabled):not([tabindex="-1"]), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * A modal <dialog> lets Tab leave for the browser's own controls; the WAI-ARIA dialog
 * pattern keeps it cycling inside, so Tab and Shift+Tab wrap at the ends.
 */
function trapFocus(dialog: HTMLDialogElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0,
  );
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const active = (dialog.getRootNode() as ShadowRoot | Document).activeElement;
  if (event.shiftKey && active === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
/** The cross of every close button (dialogs, notices). */
export function CloseIcon({ size }: { size: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
