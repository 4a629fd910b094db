import { useId, useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import { CREATOR_COUNT_OPTIONS, FEATURE_NAMES, IMPORTANCE_OPTIONS } from '../config/product';
import { preloadSupabase } from '../backend/client';
import { isDetailsComplete, type WaitlistStore } from './store';

interface WaitlistFormProps {
  store: WaitlistStore;
  onSubmit: () => void;
}

/** SPEC's two-step waitlist form and its 'Thank You!' view. */
export function WaitlistForm({ store, onSubmit }: WaitlistFormProps) {
  const step = useStore(store, (state) => state.step);
  if (step === 'done') return <ThankYou />;
  return (
    // Fetch the backend client on the first sign of intent, not before first paint.
    <div className="rk-waitlist" onFocus={preloadSupabase} onPointerEnter={preloadSupabase}>
      {step === 'details' ? <DetailsStep store={store} /> : <InterestsStep store={store} onSubmit={onSubmit} />}
    </div>
  );
}

function DetailsStep({ store }: { store: WaitlistStore }) {
  const id = useId();
  const state = useStore(store);
  const complete = isDetailsComplete(state);
  const [emailError, setEmailError] = useState(false);
  const next = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = event.currentTarget.elements.namedItem('email') as HTMLInputElement;
    // Our own message, tied to the field, instead of the browser's bubble.
    if (!email.validity.valid) {
      setEmailError(true);
      email.focus();
      return;
    }
    state.next();
  };
  return (
    <form className="rk-form" part="form" aria-label="Waitlist details, step 1 of 2" noValidate onSubmit={next}>
      <p className="rk-step">Step 1 of 2: about you</p>
      <div className="rk-field">
        <label className="rk-label" htmlFor={`${id}-name`}>Full name</label>
        <input id={`${id}-name`} className="rk-input" part="input" name="name" autoComplete="name" required maxLength={200}
          value={state.name} onChange={(e) => state.setField('name', e.target.value)} />
      </div>
      <div className="rk-field">
        <label className="rk-label" htmlFor={`${id}-email`}>Email address</label>
        <input id={`${id}-email`} className="rk-input" part="input" name="email" type="email" autoComplete="email" required maxLength={320}
          aria-invalid={emailError} aria-describedby={emailError ? `${id}-email-error` : undefined}
          value={state.email} onChange={(e) => (setEmailError(false), state.setField('email', e.target.value))} />
        {emailError ? (
          <p id={`${id}-email-error`} className="rk-error">Please enter a valid email address, like name@agency.com.</p>
        ) : null}
      </div>
      <div className="rk-field">
        <label className="rk-label" htmlFor={`${id}-company`}>Company name</label>
        <input id={`${id}-company`} className="rk-input" part="input" name="companyName" autoComplete="organization" required maxLength={200}
          value={state.companyName} onChange={(e) => state.setField('companyName', e.target.value)} />
      </div>
      <div className="rk-field">
        <label className="rk-label" htmlFor={`${id}-phone`}>
          Phone number <span className="rk-hint">(optional)</span>
        </label>
        <input id={`${id}-phone`} className="rk-input" part="input" name="phoneNumber" type="tel" autoComplete="tel" maxLength={50}
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
      {/* The honeypot: off-screen, out of the tab order and hidden from screen readers. */}
      <div className="rk-honeypot" aria-hidden="true">
        <label>
          Website
          <input name="website" tabIndex={-1} autoComplete="off" value={state.honeypot} onChange={(e) => state.setHoneypot(e.target.value)} />
        </label>
      </div>
      <div className="rk-actions">
        <button type="submit" className="rk-button" part="button" disabled={!complete}>Next</button>
      </div>
    </form>
  );
}

function InterestsStep({ store, onSubmit }: { store: WaitlistStore; onSubmit: () => void }) {
  const id = useId();
  const state = useStore(store);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="rk-form" part="form" aria-label="Waitlist interests, step 2 of 2" onSubmit={submit}>
      <p className="rk-step">Step 2 of 2: your interests</p>
      <div className="rk-field">
        <label className="rk-label" htmlFor={`${id}-importance`}>How important is this solution to you?</label>
        <select id={`${id}-importance`} className="rk-select" part="input" name="importance"
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
              <input type="checkbox" part="checkbox" name="featureChoices" value={feature}
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
        <textarea id={`${id}-proposed`} className="rk-textarea" part="input" name="proposedFeature" maxLength={2000}
          value={state.proposedFeature} onChange={(e) => state.setField('proposedFeature', e.target.value)} />
      </div>
      <div className="rk-actions rk-actions-split">
        <button type="button" className="rk-button" part="button" data-variant="outline" onClick={state.back} disabled={state.submitting}>
          Back
        </button>
        <button type="submit" className="rk-button" part="button" disabled={state.submitting} aria-disabled={state.submitting}>
          {state.submitting ? 'Submitting...' : 'Submit'}
        </button>
      </div>
    </form>
  );
}

function ThankYou() {
  return (
    <div className="rk-thank-you" role="status">
      <svg viewBox="0 0 24 24" width="48" height="48" aria-hidden="true" className="rk-thank-you-icon">
        <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.12" />
        <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h3 className="rk-thank-you-title">Thank You!</h3>
      <p>You've been added to our waitlist. We'll notify you when the product launches!</p>
    </div>
  );
}
