import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import { useFromHtml, useScopedId } from '../element/from-html';
import { Dialog, useEffectEvent } from '../ui/dialog';
import type { DialogProps } from '../ui/modal-dialog';
import { EMAIL_MAX_CHARS } from '../config/product';
import { CONTACT_CLOSE_DELAY_MS } from '../config/timing';
import { characterCount } from '../ui/character-count';
import { CONTACT_DIALOG_TEXT, CONTACT_DIALOG_TITLE, CONTACT_THANK_YOU, validateContact, type ContactField, type ContactStore } from './store';

interface ContactDialogProps {
  open: boolean;
  onClose: () => void;
  store: ContactStore;
  /** Called once per accepted message; nothing is sent anywhere. */
  onSent: () => void;
  /** Drawn in the HTML for a button to open before any script (modal-dialog.tsx). */
  id?: DialogProps['id'];
  onOpenedBefore?: DialogProps['onOpenedBefore'];
}

/** The 'Contact our team' dialog (docs/product.md#contact-dialog): thanks the visitor, then closes itself cleared after CONTACT_CLOSE_DELAY_MS. */
export function ContactDialog({ open, onClose, store, onSent, id, onOpenedBefore }: ContactDialogProps) {
  const sent = useStore(store, (state) => state.sent);
  const closeAfterThanks = useEffectEvent(onClose);
  const thanks = useRef<HTMLParagraphElement>(null);

  // However it closed, a sent message is done with; an unsent draft stays for the next opening.
  useEffect(() => {
    if (!open && store.getState().sent) store.getState().reset();
  }, [open, store]);

  // Send went with the form, and the focus fell to the page: it comes to the thanks.
  useEffect(() => {
    if (sent && document.activeElement === document.body) thanks.current?.focus();
  }, [sent]);

  useEffect(() => {
    if (!open || !sent) return;
    const timer = setTimeout(closeAfterThanks, CONTACT_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open, sent]);

  return (
    <Dialog open={open} onClose={onClose} title={CONTACT_DIALOG_TITLE} description={CONTACT_DIALOG_TEXT} id={id} onOpenedBefore={onOpenedBefore}>
      {sent ? null : <ContactForm store={store} onSent={onSent} />}
      {/* Present before it is filled, so screen readers announce the thanks. */}
      <p ref={thanks} className="rk-contact-thanks" role="status" tabIndex={-1}>
        {sent ? (
          <>
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
              <circle cx="12" cy="12" r="12" fill="currentColor" />
              <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {CONTACT_THANK_YOU}
          </>
        ) : null}
      </p>
    </Dialog>
  );
}

/** The longest message the form takes: past it, the message's count says by how much. */
const MESSAGE_MAX_CHARS = 5000;
/** The longest name or email the form takes: an email address's longest, and room for any name. */
const INPUT_MAX_CHARS = EMAIL_MAX_CHARS;

const FIELDS: { field: ContactField; label: string; type: 'text' | 'email' | 'textarea'; autoComplete?: string }[] = [
  { field: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { field: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { field: 'message', label: 'Message', type: 'textarea' },
];

function ContactForm({ store, onSent }: { store: ContactStore; onSent: () => void }) {
  const id = useScopedId('contact');
  const state = useStore(store);
  const formRef = useRef<HTMLFormElement>(null);
  const fromHtml = useFromHtml();
  // Drawn in the HTML, the dialog can be opened and typed into before the script has run: what
  // was typed is in the fields, not in the store, and the first render after hydration would
  // write the store's empty values over it. As the waitlist's DetailsStep does; not shared, as
  // a shared helper would sit in every widget's first chunk, and contact.js loads this lazily.
  useEffect(() => {
    if (!fromHtml || !formRef.current) return;
    for (const { field } of FIELDS) {
      const typed = (formRef.current.elements.namedItem(field) as HTMLInputElement | null)?.value ?? '';
      if (typed !== '') store.getState().setField(field, typed);
    }
  }, [fromHtml, store]);

  const messageCount = characterCount(state.message, MESSAGE_MAX_CHARS);
  // Each press of Send draws its alerts anew, as a screen reader announces an alert added to the
  // page, not one whose words stay the same (Enter in a field leaves the focus where it is).
  const [presses, countPress] = useState(0);
  const submit = (event: FormEvent) => {
    // Our own messages, tied to their fields, instead of the browser's transient bubbles.
    event.preventDefault();
    countPress((count) => count + 1);
    // A message past its limit is not sent: the other fields are checked all the same.
    if (messageCount?.over) store.setState({ errors: validateContact(store.getState()) });
    else if (store.getState().submit()) {
      onSent();
      return;
    }
    const { errors } = store.getState();
    const first = FIELDS.find(({ field }) => errors[field] || (field === 'message' && messageCount?.over));
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first.field}"]`)?.focus();
  };

  return (
    // Drawn in the HTML and sent with JavaScript off, it only closes its dialog: nothing is sent anyway.
    <form ref={formRef} method="dialog" className="rk-form" part="form" aria-label={CONTACT_DIALOG_TITLE} noValidate onSubmit={submit}>
      {FIELDS.map(({ field, label, type, autoComplete }) => {
        const error = state.errors[field];
        // The message's length, near and past its limit: a blank message's error takes its place.
        const count = field === 'message' && !error ? messageCount : null;
        const inputProps = {
          id: `${id}-${field}`,
          name: field,
          required: true,
          value: state[field],
          'aria-invalid': error || count?.over ? true : undefined,
          'aria-describedby': error || count ? `${id}-${field}-note` : undefined,
          onChange: (event: { target: { value: string } }) => state.setField(field, event.target.value),
        };
        return (
          <div className="rk-field" key={field}>
            <label className="rk-label" htmlFor={`${id}-${field}`}>{label}</label>
            {type === 'textarea' ? (
              <textarea {...inputProps} className="rk-textarea" part="input" />
            ) : (
              <input {...inputProps} type={type} className="rk-input" part="input" maxLength={INPUT_MAX_CHARS} autoComplete={autoComplete} />
            )}
            {error ? <p key={presses} id={`${id}-${field}-note`} className="rk-error" role="alert">{error}</p> : null}
            {count ? <p id={`${id}-${field}-note`} className={count.over ? 'rk-error' : 'rk-hint'}>{count.message}</p> : null}
          </div>
        );
      })}
      <div className="rk-actions">
        <button type="submit" className="rk-button" part="button">Send message</button>
      </div>
    </form>
  );
}
