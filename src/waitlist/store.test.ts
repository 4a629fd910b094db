import { describe, expect, it, vi } from 'vitest';
import { createWaitlistStore, emptyFields, isDetailsComplete, toRow, type InsertEntry, type WaitlistFields } from './store';
import type { InsertResult } from '../backend/insert-waitlist-entry';

function filledStore(insert = vi.fn(async (): Promise<InsertResult> => ({ ok: true, id: '42' }))) {
  const store = createWaitlistStore(insert);
  const { setField } = store.getState();
  setField('name', ' Ada ');
  setField('email', 'ada@example.com');
  setField('companyName', 'Analytical');
  setField('creatorCount', '6-20');
  return { store, insert };
}

describe('given a new waitlist store', () => {
  it('starts on the details step with every field empty and consent false', () => {
    const state = createWaitlistStore(vi.fn()).getState();
    expect(state.step).toBe('details');
    expect(state.contactConsent).toBe(false);
    expect([state.name, state.email, state.companyName, state.phoneNumber, state.creatorCount]).toEqual(['', '', '', '', '']);
  });

  it.each(['name', 'email', 'companyName', 'creatorCount'] as const)('refuses to go on while %s is blank or white space', (field) => {
    for (const blank of ['', '   ']) {
      const { store } = filledStore();
      store.getState().setField(field, blank);
      store.getState().next();
      expect(store.getState().step).toBe('details');
    }
  });
});

describe('given the required details', () => {
  it('needs name, email, company and creator count but not the phone number', () => {
    const fields = { name: 'a', email: 'b', companyName: 'c', creatorCount: '0', phoneNumber: '' } as WaitlistFields;
    expect(isDetailsComplete(fields)).toBe(true);
    expect(isDetailsComplete({ ...fields, phoneNumber: '   ' })).toBe(true);
    for (const field of ['name', 'email', 'companyName', 'creatorCount'] as const) {
      expect(isDetailsComplete({ ...fields, [field]: '' })).toBe(false);
      expect(isDetailsComplete({ ...fields, [field]: ' \t ' })).toBe(false);
    }
  });

  it('goes to interests and back keeping every value', () => {
    const { store } = filledStore();
    store.getState().next();
    expect(store.getState().step).toBe('interests');
    store.getState().toggleFeature('Payments');
    store.getState().back();
    expect(store.getState()).toMatchObject({ step: 'details', name: ' Ada ', featureChoices: ['Payments'] });
  });

  it('toggles a feature choice off again', () => {
    const { store } = filledStore();
    store.getState().toggleFeature('Payments');
    store.getState().toggleFeature('Payments');
    expect(store.getState().featureChoices).toEqual([]);
  });
});

describe('when submitting', () => {
  it('sends the row with trimmed text, nulls for blank optionals and consent false', async () => {
    const { store, insert } = filledStore();
    store.getState().next();
    await store.getState().submit();
    expect(insert).toHaveBeenCalledWith({
      name: 'Ada',
      email: 'ada@example.com',
      company_name: 'Analytical',
      phone_number: null,
      importance: null,
      contact_consent: false,
      creator_count: '6-20',
      feature_choices: [],
      proposed_feature: null,
    });
    expect(store.getState().step).toBe('done');
    expect(store.getState().name).toBe('');
  });

  it('sends one request however many times submit is called while one is under way', async () => {
    let answer: (result: InsertResult) => void = () => {};
    const insert = vi.fn(() => new Promise<InsertResult>((resolve) => (answer = resolve)));
    const { store } = filledStore(insert);
    store.getState().next();
    const first = store.getState().submit();
    expect(store.getState().submitting).toBe(true);
    expect(await store.getState().submit()).toBeNull();
    answer({ ok: true, id: '1' });
    await first;
    expect(insert).toHaveBeenCalledTimes(1);
  });

  it('keeps every typed value and enables submitting again after a failure', async () => {
    const insert = vi.fn(async (): Promise<InsertResult> => ({ ok: false, code: '23505', message: 'x' }));
    const { store } = filledStore(insert);
    store.getState().next();
    store.getState().setField('proposedFeature', 'Invoices');
    const result = await store.getState().submit();
    expect(result).toEqual({ ok: false, code: '23505', message: 'x' });
    expect(store.getState()).toMatchObject({ step: 'interests', submitting: false, name: ' Ada ', proposedFeature: 'Invoices' });
  });

  it('turns a thrown error into the generic failure text', async () => {
    const { store } = filledStore(vi.fn(async () => Promise.reject(new Error('boom'))));
    store.getState().next();
    const result = await store.getState().submit();
    expect(result).toMatchObject({ ok: false, message: 'There was a problem submitting your form. Please try again.' });
    expect(store.getState().submitting).toBe(false);
  });
});

describe('given a filled honeypot', () => {
  it('shows success without inserting anything', async () => {
    const { store, insert } = filledStore();
    store.getState().setHoneypot('http://spam.example');
    store.getState().next();
    expect(await store.getState().submit()).toBe('dropped');
    expect(insert).not.toHaveBeenCalled();
    expect(store.getState().step).toBe('done');
  });
});

describe('given the element\'s backend changes', () => {
  it('sends the next sign-up through the insert function it was given last', async () => {
    const first = vi.fn(async (): Promise<InsertResult> => ({ ok: true, id: '1' }));
    const second = vi.fn(async (): Promise<InsertResult> => ({ ok: true, id: '2' }));
    const store = createWaitlistStore(first);
    store.getState().setInsert(second);
    for (const [field, value] of [['name', 'A'], ['email', 'a@b.co'], ['companyName', 'C'], ['creatorCount', '0']] as const) {
      store.getState().setField(field, value);
    }
    store.getState().next();
    await store.getState().submit();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith(expect.objectContaining({ email: 'a@b.co' }));
  });
});

describe('given an element that asks for consent (data-consent-label)', () => {
  const LABEL = 'I agree to receive product news';
  const consentingStore = (insert = vi.fn<InsertEntry>(async () => ({ ok: true, id: '42' }))) => {
    const store = createWaitlistStore(insert, LABEL);
    for (const [field, value] of [['name', 'Ada'], ['email', 'ada@example.com'], ['companyName', 'Analytical'], ['creatorCount', '6-20']] as const) {
      store.getState().setField(field, value);
    }
    store.getState().next();
    return { store, insert };
  };

  it('starts unticked', () => {
    expect(consentingStore().store.getState()).toMatchObject({ consentLabel: LABEL, contactConsent: false });
  });

  it('sends consent true with the exact label shown when the box is ticked', async () => {
    const { store, insert } = consentingStore();
    store.getState().setField('contactConsent', true);
    await store.getState().submit();
    expect(insert).toHaveBeenCalledWith(expect.objectContaining({ contact_consent: true, consent_text: LABEL }));
  });

  it('sends consent false and no consent text when the box is left unticked', async () => {
    const { store, insert } = consentingStore();
    await store.getState().submit();
    const row = insert.mock.calls[0]?.[0];
    expect(row?.contact_consent).toBe(false);
    expect(row).not.toHaveProperty('consent_text');
  });

  it('keeps the tick through Back and Next and after a failed submit', async () => {
    const { store } = consentingStore(vi.fn<InsertEntry>(async () => ({ ok: false, code: 'network', message: 'x' })));
    store.getState().setField('contactConsent', true);
    store.getState().back();
    store.getState().next();
    await store.getState().submit();
    expect(store.getState()).toMatchObject({ step: 'interests', contactConsent: true });
  });

  it('unticks the box when the label changes, as the visitor has not read the new words, but not when it stays the same', () => {
    const { store } = consentingStore();
    store.getState().setField('contactConsent', true);
    store.getState().setConsentLabel(LABEL);
    expect(store.getState().contactConsent).toBe(true);
    store.getState().setConsentLabel('I agree to receive offers from partners');
    expect(store.getState()).toMatchObject({ consentLabel: 'I agree to receive offers from partners', contactConsent: false });
  });

  it('sends no consent once the label is removed, even with a tick kept from before', () => {
    expect(toRow({ ...emptyFields, contactConsent: true }, '')).toMatchObject({ contact_consent: false });
    expect(toRow({ ...emptyFields, contactConsent: true }, '')).not.toHaveProperty('consent_text');
  });
});
