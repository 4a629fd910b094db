import { useContext, useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useStore } from 'zustand';
import { COMPANY_NAME_MAX_CHARS, CREATOR_COUNT_OPTIONS, EMAIL_MAX_CHARS, NAME_MAX_CHARS, PHONE_NUMBER_MAX_CHARS } from '../config/product';
import { HtmlRenderContext, noSubscription, useFromHtml, useScopedId } from '../element/from-html';
import { useLazyChunk } from '../lazy/use-lazy-chunk';
import { laterChunk } from './load-later';
import { DETAILS_FIELDS, isDetailsComplete, type WaitlistStore } from './store';

export interface WaitlistFormProps {
  store: WaitlistStore;
  onSubmit: () => void;
  /** Next was pressed, and step 2's code could not be fetched. */
  onUnavailable: () => void;
}

/** The two-step waitlist form and its 'Thank You!' view (docs/product.md#waitlist-form); step 2 and the view are in later-steps.tsx. */
export function WaitlistForm({ store, onSubmit, onUnavailable }: WaitlistFormProps) {
  const step = useStore(store, (state) => state.step);
  const { module: later, failed } = useLazyChunk(laterChunk, step !== 'details');
  // A draft saved at step 2 comes back before step 2's code: if that cannot be fetched, step 1
  // shows, its values kept, and Next asks again. (The thank-you view comes after that code.)
  useEffect(() => {
    if (failed) store.getState().back();
  }, [failed, store]);
  // Whether the focus was in step 2 as it went, sent: the thanks take it only then.
  const focusWasInStep = useRef(false);
  if (step === 'done') return later ? <later.ThankYou focusWasInStep={focusWasInStep} /> : null;
  return (
    // What follows step 1: fetched on the first sign of intent, unless the browser's idle time came first (use-waitlist.ts).
    <div className="rk-waitlist" onFocus={laterChunk.preload} onPointerEnter={laterChunk.preload}>
      {step === 'details' ? <DetailsStep store={store} onUnavailable={onUnavailable} /> : later ? <later.InterestsStep store={store} onSubmit={onSubmit} focusWasInStep={focusWasInStep} /> : null}
    </div>
  );
}

function DetailsStep({ store, onUnavailable }: Omit<WaitlistFormProps, 'onSubmit'>) {
  const id = useScopedId('waitlist');
  const state = useStore(store);
  const complete = isDetailsComplete(state);
  // Presses that found the address invalid, 0 for none: each draws its alert anew, as a screen
  // reader announces an alert added to the page, not one whose words stay the same.
  const [emailError, setEmailError] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const fromHtml = useFromHtml();
  // Drawn in the HTML, Next is enabled as its fields are filled, and a click on it held, before
  // the script has run (early-input.ts).
  const disabled = useNextDisabled(`${id}-step`, !complete);
  // Next pressed while step 2's code is on its way: shown busy, and a press meanwhile adds nothing.
  const [waiting, setWaiting] = useState(false);
  // A form drawn in the HTML can be typed into before its script has run: what the visitor
  // typed is in the fields, not yet in the store, and is kept.
  useEffect(() => {
    if (!fromHtml || !form.current) return;
    for (const field of DETAILS_FIELDS) {
      const typed = (form.current.elements.namedItem(field) as HTMLInputElement | HTMLSelectElement | null)?.value ?? '';
      if (typed !== '' && typed !== store.getState()[field]) store.getState().setField(field, typed);
    }
    // And the honeypot: a bot that filled it before the script is still told apart.
    const bot = (form.current.elements.namedItem('website') as HTMLInputElement).value;
    if (bot) store.getState().setHoneypot(bot);
  }, [fromHtml, store]);
  const next = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = event.currentTarget.elements.namedItem('email') as HTMLInputElement;
    // Our own message, tied to the field, instead of the browser's bubble.
    if (!email.validity.valid) {
      setEmailError((presses) => presses + 1);
      email.focus();
      return;
    }
    // Step 2 is normally loaded by now (on focus). If it cannot be fetched, the form stays
    // on step 1, says so once, and the next click tries again.
    if (waiting) return;
    setWaiting(true);
    laterChunk.load().then((later) => later.goToStep(state.next, form.current), onUnavailable).finally(() => setWaiting(false));
  };
  return (
    // method="dialog": were it sent before any script, the form would go nowhere, its values kept
    // in the page. (With JavaScript off, Next stays disabled, as drawn.)
    <form ref={form} method="dialog" className="rk-form" part="form" aria-labelledby={`${id}-step`} noValidate onSubmit={next}>
      <p id={`${id}-step`} className="rk-step">Step 1 of 2: about you</p>
      <div className="rk-field">
        <label className="rk-label" htmlFor={`${id}-name`}>Full name</label>
        <input id={`${id}-name`} className="rk-input" part="input" name="name" autoComplete="name" required maxLength={NAME_MAX_CHARS}
          value={state.name} onChange={(e) => state.setField('name', e.target.value)} />
      </div>
      <div className="rk-field">
        <label className="rk-label" htmlFor={`${id}-email`}>Email address</label>
        <input id={`${id}-email`} className="rk-input" part="input" name="email" type="email" autoComplete="email" required maxLength={EMAIL_MAX_CHARS}
          aria-invalid={emailError > 0 || undefined} aria-describedby={emailError ? `${id}-email-error` : undefined}
          value={state.email} onChange={(e) => (setEmailError(0), state.setField('email', e.target.value))} />
        {emailError ? (
          <p key={emailError} id={`${id}-email-error`} className="rk-error" role="alert">Please enter a valid email address, like name@agency.com.</p>
        ) : null}
      </div>
      <div className="rk-field">
        <label className="rk-label" htmlFor={`${id}-company`}>Company name</label>
        <input id={`${id}-company`} className="rk-input" part="input" name="companyName" autoComplete="organization" required maxLength={COMPANY_NAME_MAX_CHARS}
          value={state.companyName} onChange={(e) => state.setField('companyName', e.target.value)} />
      </div>
      <div className="rk-field">
        <label className="rk-label" htmlFor={`${id}-phone`}>
          Phone number <span className="rk-hint">(optional)</span>
        </label>
        <input id={`${id}-phone`} className="rk-input" part="input" name="phoneNumber" type="tel" autoComplete="tel" maxLength={PHONE_NUMBER_MAX_CHARS}
          value={state.phoneNumber} onChange={(e) => state.setField('phoneNumber', e.target.value)} />
      </div>
      <div className="rk-field">
        <label className="rk-label" htmlFor={`${id}-creators`}>How many creators do you manage?</label>
        <select id={`${id}-creators`} className="rk-select" part="input" name="creatorCount" required
          value={state.creatorCount} onChange={(e) => state.setField('creatorCount', e.target.value)}>
          <option value="" disabled>Select creator count</option>
          {CREATOR_COUNT_OPTIONS.map((option) => (
            <option key={option} value={option}>{option}</option>
          ))}
        </select>
      </div>
      {/* The honeypot: off-screen, out of the tab order and hidden from screen readers. Password
          managers are told to leave it alone: one that filled it (an identity's website) would
          have a real visitor's sign-up dropped as a bot's. */}
      <div className="rk-sr-only" aria-hidden="true">
        <label>
          Website
          <input
            name="website"
            tabIndex={-1}
            autoComplete="off"
            data-1p-ignore=""
            data-lpignore="true"
            data-bwignore=""
            data-form-type="other"
            value={state.honeypot}
            onChange={(e) => state.setHoneypot(e.target.value)}
          />
        </label>
      </div>
      <div className="rk-actions">
        <button type="submit" className="rk-button" part="button" disabled={disabled} aria-busy={waiting || undefined}>Next</button>
      </div>
    </form>
  );
}

/**
 * Next's `disabled`: while hydrating, as the drawn button has it then (the page enables it as its
 * form is filled, early-input.ts), so that React and the page agree; otherwise `disabled`.
 * `stepId` is the id of the form's step label.
 */
function useNextDisabled(stepId: string, disabled: boolean): boolean {
  const html = useContext(HtmlRenderContext);
  return useSyncExternalStore(noSubscription, () => disabled, () => {
    const drawn = html?.drawn?.(stepId)?.closest('form')?.querySelector('[type=submit]');
    return drawn ? drawn.hasAttribute('disabled') : disabled;
  });
}
