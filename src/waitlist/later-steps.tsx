import { useEffect, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useStore } from 'zustand';
import { IMPORTANCE_OPTIONS } from '../config/importance';
import { FEATURE_NAMES, PROPOSED_FEATURE_MAX_CHARS } from '../config/product';
import { useBrowserLayoutEffect, useScopedId } from '../element/from-html';
import { characterCount } from '../ui/character-count';
import { useLazySheet } from '../styles/sheet';
import type { WaitlistStore } from './store';
import laterCss from './later-steps.css?inline';

/**
 * Moves the form to another step, and the focus with it, to that step's first field: the button
 * it was on (Next, Back) is gone, and the focus would fall to the page. A visitor who has gone on
 * elsewhere while step 2 was loading keeps their focus.
 */
export function goToStep(move: () => void, form: HTMLFormElement | null): void {
  // Step 1's address, changed to one an email input refuses while step 2 was on its way: Next is
  // pressed again, and its own check says so, instead of the database refusing the sign-up.
  const email = form?.elements.namedItem('email');
  if (email instanceof HTMLInputElement && !email.validity.valid) return form?.requestSubmit();
  const wrapper = form?.parentElement;
  const root = wrapper?.getRootNode() as Document | ShadowRoot | undefined;
  const here = wrapper?.contains(root?.activeElement ?? null) || document.activeElement === document.body;
  flushSync(move);
  if (here) wrapper?.querySelector<HTMLElement>('input, select')?.focus();
}

/** Step 2 of the waitlist form, and the 'Thank You!' view; loaded after step 1 (load-later.ts). */
export function InterestsStep({ store, onSubmit, focusWasInStep }: { store: WaitlistStore; onSubmit: () => void; focusWasInStep: { current: boolean } }) {
  const id = useScopedId('interests');
  const ref = useLazySheet<HTMLFormElement>(laterCss);
  // Read as the step goes, before its nodes do (React runs this first): the thanks that follow ask.
  useBrowserLayoutEffect(() => {
    const form = ref.current;
    return () => {
      const root = form?.getRootNode() as Document | ShadowRoot | undefined;
      focusWasInStep.current = form?.contains(root?.activeElement ?? null) ?? false;
    };
  }, [ref, focusWasInStep]);
  const state = useStore(store);
  const proposedCount = characterCount(state.proposedFeature, PROPOSED_FEATURE_MAX_CHARS);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Too long for the database: the focus goes to the text, which its count describes.
    if (proposedCount?.over) {
      (event.currentTarget.elements.namedItem('proposedFeature') as HTMLTextAreaElement).focus();
      return;
    }
    onSubmit();
  };
  // Step 2's choices from a saved draft that the form does not offer (an older version's, or the
  // host page's) go: no box could untick them, and the database would refuse every sign-up.
  useEffect(() => {
    const { importance, featureChoices } = store.getState();
    store.setState({
      importance: IMPORTANCE_OPTIONS.some(({ value }) => value === importance) ? importance : '',
      featureChoices: featureChoices.filter((choice) => (FEATURE_NAMES as readonly string[]).includes(choice)),
    });
  }, [store]);
  return (
    // While the sign-up is sent, its fields are disabled with Back: a box unticked then would show
    // what was not sent. Submit only says so: disabled under the focus, it would drop the focus
    // to the page, out of a dialog, and "Submitting..." would go unheard (a second press sends
    // nothing: the store sends one sign-up at a time).
    <form ref={ref} className="rk-form" part="form" aria-labelledby={`${id}-step`} onSubmit={submit}>
      <p id={`${id}-step`} className="rk-step">Step 2 of 2: your interests</p>
      <div className="rk-field">
        <label className="rk-label" htmlFor={`${id}-importance`}>How important is this solution to you?</label>
        <select id={`${id}-importance`} className="rk-select" part="input" name="importance" disabled={state.submitting}
          value={state.importance} onChange={(e) => state.setField('importance', e.target.value)}>
          <option value="">Select importance</option>
          {IMPORTANCE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>{option.label}</option>
          ))}
        </select>
      </div>
      <fieldset className="rk-fieldset">
        <legend className="rk-label">Which features interest you the most?</legend>
        <div className="rk-checkboxes">
          {FEATURE_NAMES.map((feature) => (
            <label key={feature} className="rk-checkbox">
              <input type="checkbox" part="checkbox" name="featureChoices" value={feature} disabled={state.submitting}
                checked={state.featureChoices.includes(feature)} onChange={() => state.toggleFeature(feature)} />
              <span>{feature}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="rk-field">
        <label className="rk-label" htmlFor={`${id}-proposed`}>
          Is there a feature you would like us to build? <span className="rk-hint">(optional)</span>
        </label>
        <textarea id={`${id}-proposed`} className="rk-textarea" part="input" name="proposedFeature" disabled={state.submitting}
          aria-invalid={proposedCount?.over || undefined} aria-describedby={proposedCount ? `${id}-proposed-count` : undefined}
          value={state.proposedFeature} onChange={(e) => state.setField('proposedFeature', e.target.value)} />
        {proposedCount ? (
          <p id={`${id}-proposed-count`} className={proposedCount.over ? 'rk-error' : 'rk-hint'}>{proposedCount.message}</p>
        ) : null}
      </div>
      {/* Only when the embedder asks for consent (data-consent-label); never required, never ticked for the visitor. */}
      {state.consentLabel ? (
        <label className="rk-checkbox rk-consent">
          <input type="checkbox" part="checkbox" name="contactConsent" disabled={state.submitting}
            checked={state.contactConsent} onChange={(e) => state.setField('contactConsent', e.target.checked)} />
          <span>{state.consentLabel}</span>
        </label>
      ) : null}
      <div className="rk-actions rk-actions-split">
        <button type="button" className="rk-button" part="button" data-variant="outline" onClick={() => goToStep(state.back, ref.current)} disabled={state.submitting}>
          Back
        </button>
        <button type="submit" className="rk-button" part="button" aria-disabled={state.submitting} aria-busy={state.submitting}>
          {state.submitting ? 'Submitting...' : 'Submit'}
        </button>
      </div>
    </form>
  );
}

export function ThankYou({ focusWasInStep }: { focusWasInStep: { current: boolean } }) {
  const ref = useLazySheet<HTMLDivElement>(laterCss);
  // Submit went with its form, in this commit, and the focus fell to the page: it comes here, so
  // that the next Tab goes on from the form, not from the top of the host page. Not when the
  // visitor had gone elsewhere meanwhile (a click on the page): the page would scroll back.
  useBrowserLayoutEffect(() => {
    if (focusWasInStep.current) ref.current?.focus();
  }, [ref, focusWasInStep]);
  return (
    <div ref={ref} className="rk-thank-you" role="status" tabIndex={-1}>
      <svg viewBox="0 0 24 24" width="48" height="48" aria-hidden="true" className="rk-thank-you-icon">
        <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.12" />
        <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h3 className="rk-thank-you-title">Thank You!</h3>
      <p>You've been added to our waitlist. We'll notify you when the product launches!</p>
    </div>
  );
}
