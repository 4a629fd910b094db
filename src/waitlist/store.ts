import { createStore, type StateCreator } from 'zustand';
import type { InsertResult, WaitlistRow } from '../backend/insert-waitlist-entry';
import { GENERIC_SUBMIT_MESSAGE } from '../backend/messages';
import { consentColumns } from './consent';

/** What the visitor types in both steps of the form. */
export interface WaitlistFields {
  name: string;
  email: string;
  companyName: string;
  phoneNumber: string;
  importance: string;
  contactConsent: boolean;
  creatorCount: string;
  featureChoices: string[];
  proposedFeature: string;
}

export type WaitlistStep = 'details' | 'interests' | 'done';

export interface WaitlistState extends WaitlistFields {
  step: WaitlistStep;
  submitting: boolean;
  /** Sends a sign-up to the element's current backend: an attribute change swaps it, without a reload. */
  insert: InsertEntry;
  setInsert: (insert: InsertEntry) => void;
  /** data-consent-label as shown, '' when the element does not ask for consent (no checkbox). */
  consentLabel: string;
  /** A new label clears the tick: a visitor consents to the words they read, not to ones changed under the box. */
  setConsentLabel: (label: string) => void;
  /** A field only bots fill in: a filled one is dropped silently. */
  honeypot: string;
  setHoneypot: (value: string) => void;
  setField: <K extends keyof WaitlistFields>(field: K, value: WaitlistFields[K]) => void;
  toggleFeature: (feature: string) => void;
  next: () => void;
  back: () => void;
  /**
   * Resolves to null when a submit is already under way (one request per click burst) or the
   * form is not at step 2, and to DROPPED when the honeypot was filled: the bot sees success,
   * nothing is stored.
   */
  submit: () => Promise<InsertResult | typeof DROPPED | null>;
  reset: () => void;
}

export const emptyFields: WaitlistFields = {
  name: '',
  email: '',
  companyName: '',
  phoneNumber: '',
  importance: '',
  contactConsent: false,
  creatorCount: '',
  featureChoices: [],
  proposedFeature: '',
};

/** Step 1's typed fields, by their names in the store and in the form. */
export const DETAILS_FIELDS = ['name', 'email', 'companyName', 'phoneNumber', 'creatorCount'] as const;

export function isDetailsComplete(fields: WaitlistFields): boolean {
  return [fields.name, fields.email, fields.companyName, fields.creatorCount].every((value) => value.trim() !== '');
}

/** The row sent for these fields; consent counts only when the form showed `consentLabel`. */
export function toRow(fields: WaitlistFields, consentLabel = ''): WaitlistRow {
  const optional = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    name: fields.name.trim(),
    email: fields.email.trim(),
    company_name: fields.companyName.trim(),
    phone_number: optional(fields.phoneNumber),
    importance: optional(fields.importance),
    ...consentColumns(fields.contactConsent, consentLabel),
    creator_count: fields.creatorCount,
    feature_choices: fields.featureChoices,
    proposed_feature: optional(fields.proposedFeature),
  };
}

export const DROPPED = 'dropped';

export type InsertEntry = (row: WaitlistRow) => Promise<InsertResult>;

/**
 * A store per element. What the visitor types is kept as a draft by draft.ts.
 * The insert function is given up front: setting it afterwards would re-render the form at mount.
 */
export function createWaitlistStore(insert: InsertEntry, consentLabel = '') {
  return createStore<WaitlistState>()(waitlistState(insert, consentLabel));
}

function waitlistState(insert: InsertEntry, consentLabel: string): StateCreator<WaitlistState> {
  return (set, get) => ({
    ...emptyFields,
    step: 'details',
    submitting: false,
    insert,
    setInsert: (insert) => set({ insert }),
    consentLabel,
    setConsentLabel: (label) => {
      if (label !== get().consentLabel) set({ consentLabel: label, contactConsent: false });
    },
    honeypot: '',
    setHoneypot: (honeypot) => set({ honeypot }),
    setField: (field, value) => set({ [field]: value } as Partial<WaitlistFields>),
    toggleFeature: (feature) =>
      set(({ featureChoices }) => ({
        featureChoices: featureChoices.includes(feature)
          ? featureChoices.filter((choice) => choice !== feature)
          : [...featureChoices, feature],
      })),
    next: () => {
      if (isDetailsComplete(get())) set({ step: 'interests' });
    },
    back: () => set({ step: 'details' }),
    submit: async () => {
      if (get().submitting || get().step !== 'interests') return null;
      if (get().honeypot !== '') {
        set({ ...emptyFields, step: 'done', honeypot: '' });
        return DROPPED;
      }
      set({ submitting: true });
      try {
        const result = await get().insert(toRow(get(), get().consentLabel));
        // A failed submit keeps every typed value; only success moves on.
        set(result.ok ? { ...emptyFields, step: 'done', submitting: false } : { submitting: false });
        return result;
      } catch {
        set({ submitting: false });
        return { ok: false, code: 'unexpected', message: GENERIC_SUBMIT_MESSAGE };
      }
    },
    reset: () => set({ ...emptyFields, step: 'details', submitting: false, honeypot: '' }),
  });
}

export type WaitlistStore = ReturnType<typeof createWaitlistStore>;
