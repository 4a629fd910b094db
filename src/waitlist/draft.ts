import { CREATOR_COUNT_OPTIONS } from '../config/product';
import type { WidgetHost, WidgetRoot } from '../element/widget-host';
import { DETAILS_FIELDS, emptyFields, isDetailsComplete, type WaitlistFields, type WaitlistState, type WaitlistStep, type WaitlistStore } from './store';

/*
 * What the visitor typed (both steps) is kept in sessionStorage under the element's key until a
 * successful submit, read only when the form is first shown: sessionStorage's first use blocks on
 * the browser process. zustand's persist middleware would add code this does not need.
 */

/**
 * The fields and the step; never the honeypot, the connection or a submit under way. A consent
 * tick is kept with the words it was given to (`consentedTo`).
 */
type Draft = WaitlistFields & { step: Exclude<WaitlistStep, 'done'>; consentedTo: string };

const keys = new WeakMap<WaitlistStore, string>();

/**
 * One draft per form on the page: by the element's id, else its place among its kind in its
 * root; an element in another widget's shadow root (a landing's roster demo) by that widget's
 * place too, so that a landing's demo and one beside it keep their own.
 */
export function draftKeyOf(host: WidgetHost): string {
  return `rosterkit-draft:${placeOf(host)}`;
}

function placeOf(element: WidgetHost): string {
  // An element's root can always query: a document, a shadow root (which has a host), or the
  // element itself while detached.
  const root = element.getRootNode() as WidgetRoot;
  const own = `${element.localName}:${element.id || [...root.querySelectorAll(element.localName)].indexOf(element)}`;
  return root.host ? `${placeOf(root.host)}/${own}` : own;
}

/** Names the store's draft; nothing is read or saved before resumeDraft. */
export function nameDraft(store: WaitlistStore, key: string): void {
  keys.set(store, key);
}

/**
 * Brings back the saved draft, once, and from then on saves every change. A visitor already in the
 * form drawn in the HTML stays on step 1 (`inDrawnForm`): step 2 would take their field away.
 */
export function resumeDraft(store: WaitlistStore, inDrawnForm = false): void {
  const key = keys.get(store);
  keys.delete(store);
  const storage = key ? sessionStorageIfAllowed() : null;
  if (!key || !storage) return;
  const saved = read(storage, key);
  // What the visitor has typed since (into a form drawn in the HTML, before its script ran) wins.
  if (saved && !hasTyped(store.getState())) {
    const fields = fieldsOf(saved);
    // A tick comes back only under the same words: under a label changed since, the box is unticked.
    fields.contactConsent &&= saved.consentedTo === store.getState().consentLabel;
    store.setState({ ...fields, step: !inDrawnForm && saved.step === 'interests' && isDetailsComplete(fields) ? 'interests' : 'details' });
  }
  store.subscribe((state) => write(storage, key, draftOf(state)));
}

function draftOf(state: WaitlistState): Draft {
  const { name, email, companyName, phoneNumber, importance, contactConsent, creatorCount, featureChoices, proposedFeature, step } = state;
  return {
    name, email, companyName, phoneNumber, importance, contactConsent, creatorCount, featureChoices, proposedFeature,
    step: step === 'done' ? 'details' : step,
    consentedTo: contactConsent ? state.consentLabel : '',
  };
}

/**
 * The saved fields of the kind the form keeps, the rest empty: the host page shares
 * sessionStorage, and a value written there by anything else must not break the form.
 */
function fieldsOf(saved: Partial<Record<keyof Draft, unknown>>): WaitlistFields {
  const fields = { ...emptyFields };
  for (const [field, empty] of Object.entries(emptyFields) as [keyof WaitlistFields, unknown][]) {
    const value = saved[field];
    const valid = Array.isArray(empty) ? Array.isArray(value) && value.every((choice) => typeof choice === 'string') : typeof value === typeof empty;
    if (valid) Object.assign(fields, { [field]: value });
  }
  // A count the select does not offer would show as its first option and be refused on submit.
  // Step 2's choices are checked against its options where those are, in the later chunk
  // (InterestsStep, later-steps.tsx), so that this up-front code does not carry them.
  if (!(CREATOR_COUNT_OPTIONS as readonly string[]).includes(fields.creatorCount)) fields.creatorCount = '';
  return fields;
}

function hasTyped(state: WaitlistState): boolean {
  return DETAILS_FIELDS.some((field) => state[field] !== '');
}

// Saved as { state, version } as the persist middleware did, so drafts saved by it still come back.
function read(storage: Storage, key: string): Partial<Record<keyof Draft, unknown>> | null {
  try {
    const saved: unknown = JSON.parse(storage.getItem(key) ?? 'null')?.state;
    return saved && typeof saved === 'object' ? saved : null;
  } catch {
    // A draft that is no longer JSON is dropped.
    return null;
  }
}

function write(storage: Storage, key: string, draft: Draft): void {
  try {
    storage.setItem(key, JSON.stringify({ state: draft, version: 0 }));
  } catch {
    // Storage full: the form goes on without a saved draft.
  }
}

function sessionStorageIfAllowed(): Storage | null {
  try {
    return sessionStorage;
  } catch {
    // Storage blocked by the browser's settings: the form works, no draft is kept.
    return null;
  }
}
