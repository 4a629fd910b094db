import { afterEach, describe, expect, it, vi } from 'vitest';
import { draftKeyOf, nameDraft, resumeDraft } from './draft';
import { createWaitlistStore, type WaitlistStore } from './store';
import type { InsertResult } from '../backend/insert-waitlist-entry';

function storeWithDraft(key: string, insert = vi.fn(async (): Promise<InsertResult> => ({ ok: true, id: '1' })), consentLabel = '') {
  const store = createWaitlistStore(insert, consentLabel);
  nameDraft(store, key);
  return store;
}

function fillDetails(store: WaitlistStore) {
  for (const [field, value] of [['name', 'Ada'], ['email', 'ada@example.com'], ['companyName', 'Co'], ['creatorCount', '0']] as const) {
    store.getState().setField(field, value);
  }
}

/** A draft saved on step 2, with step 1 filled and one feature chosen; the store that saved it. */
function savedOnStep2(key: string) {
  const store = storeWithDraft(key);
  resumeDraft(store);
  fillDetails(store);
  store.getState().next();
  store.getState().toggleFeature('Payments');
  return store;
}

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('given a draft key', () => {
  it('keeps both steps in sessionStorage and restores them, without the honeypot, in a new store once loaded', () => {
    savedOnStep2('draft-both').getState().setHoneypot('bot text');
    const second = storeWithDraft('draft-both');
    expect(second.getState()).toMatchObject({ name: '', step: 'details' });
    resumeDraft(second);
    expect(second.getState()).toMatchObject({ name: 'Ada', step: 'interests', featureChoices: ['Payments'], honeypot: '' });
  });

  it('brings a consent tick back under the same label, and unticked under a label changed since', () => {
    const news = 'I agree to receive product news';
    const first = storeWithDraft('draft-consent', undefined, news);
    resumeDraft(first);
    fillDetails(first);
    first.getState().next();
    first.getState().setField('contactConsent', true);
    const same = storeWithDraft('draft-consent', undefined, news);
    resumeDraft(same);
    expect(same.getState()).toMatchObject({ step: 'interests', contactConsent: true });
    const changed = storeWithDraft('draft-consent', undefined, 'I agree to receive offers from partners');
    resumeDraft(changed);
    expect(changed.getState()).toMatchObject({ step: 'interests', name: 'Ada', contactConsent: false });
  });

  it('writes nothing to sessionStorage until the visitor types', () => {
    const store = storeWithDraft('draft-quiet');
    resumeDraft(store);
    expect(sessionStorage.length).toBe(0);
    store.getState().setField('email', 'a@b.co');
    expect(sessionStorage.getItem('draft-quiet')).toContain('a@b.co');
  });

  it('empties the draft after a successful submit', async () => {
    const store = storeWithDraft('draft-done');
    resumeDraft(store);
    fillDetails(store);
    store.getState().next();
    await store.getState().submit();
    const restored = storeWithDraft('draft-done');
    resumeDraft(restored);
    expect(restored.getState()).toMatchObject({ name: '', email: '', step: 'details' });
  });

  it('touches no storage until resumed, and keeps the saved draft through a change before that', () => {
    const first = storeWithDraft('draft-later');
    resumeDraft(first);
    first.getState().setField('name', 'Ada');
    const touched = vi.spyOn(window, 'sessionStorage', 'get');
    const second = storeWithDraft('draft-later');
    const otherBackend = vi.fn();
    second.getState().setInsert(otherBackend);
    expect(touched).not.toHaveBeenCalled();
    resumeDraft(second);
    expect(touched).toHaveBeenCalled();
    expect(second.getState()).toMatchObject({ name: 'Ada', insert: otherBackend });
  });

  it('brings a draft back once: resuming it again changes nothing', () => {
    const first = storeWithDraft('draft-once');
    resumeDraft(first);
    first.getState().setField('name', 'Ada');
    const second = storeWithDraft('draft-once');
    resumeDraft(second);
    second.getState().setField('name', 'Grace');
    sessionStorage.setItem('draft-once', JSON.stringify({ state: { name: 'Someone else' }, version: 0 }));
    resumeDraft(second);
    expect(second.getState().name).toBe('Grace');
  });

  it('opens a draft saved on step 2 at step 1, every value back, for a visitor already in the drawn form', () => {
    savedOnStep2('draft-drawn');
    const second = storeWithDraft('draft-drawn');
    resumeDraft(second, true);
    expect(second.getState()).toMatchObject({ name: 'Ada', companyName: 'Co', step: 'details', featureChoices: ['Payments'] });
  });
});

describe('given a storage that fails', () => {
  it('drops a draft that is no longer JSON, and saves the next change', () => {
    sessionStorage.setItem('draft-broken', '{"state": {"name": "Ad');
    const store = storeWithDraft('draft-broken');
    resumeDraft(store);
    expect(store.getState().name).toBe('');
    store.getState().setField('name', 'Ada');
    expect(JSON.parse(sessionStorage.getItem('draft-broken') ?? '{}')).toMatchObject({ state: { name: 'Ada' } });
  });

  it('keeps only fields of the right kind from a draft the host page wrote over, and the form goes on', async () => {
    const state = { name: 'Ada', email: 42, companyName: null, featureChoices: 'Payments', contactConsent: 'yes', creatorCount: ['0'], step: 'done' };
    sessionStorage.setItem('draft-foreign', JSON.stringify({ state, version: 0 }));
    const insert = vi.fn(async (): Promise<InsertResult> => ({ ok: true, id: '1' }));
    const store = storeWithDraft('draft-foreign', insert);
    resumeDraft(store);
    expect(store.getState()).toMatchObject({ name: 'Ada', email: '', companyName: '', featureChoices: [], contactConsent: false, creatorCount: '', step: 'details' });
    fillDetails(store);
    store.getState().next();
    store.getState().toggleFeature('Payments');
    await expect(store.getState().submit()).resolves.toEqual({ ok: true, id: '1' });
    expect(insert).toHaveBeenCalledWith(expect.objectContaining({ name: 'Ada', feature_choices: ['Payments'] }));
  });

  it('leaves the creator count empty when the draft holds one the form does not offer', () => {
    sessionStorage.setItem('draft-count', JSON.stringify({ state: { name: 'Ada', creatorCount: 'lots' }, version: 0 }));
    const store = storeWithDraft('draft-count');
    resumeDraft(store);
    expect(store.getState()).toMatchObject({ name: 'Ada', creatorCount: '' });
  });

  it('opens a draft saved on step 2 at step 1 when step 1 is not complete in it', () => {
    sessionStorage.setItem('draft-half', JSON.stringify({ state: { name: 'Ada', step: 'interests' }, version: 0 }));
    const store = storeWithDraft('draft-half');
    resumeDraft(store);
    expect(store.getState()).toMatchObject({ name: 'Ada', step: 'details' });
  });

  it('works without a draft where storage is blocked', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    const store = storeWithDraft('draft-blocked');
    resumeDraft(store);
    store.getState().setField('name', 'Ada');
    expect(store.getState().name).toBe('Ada');
  });

  it('goes on taking input when the storage is full', () => {
    const store = storeWithDraft('draft-full');
    resumeDraft(store);
    vi.spyOn(sessionStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(() => store.getState().setField('name', 'Ada')).not.toThrow();
    expect(store.getState().name).toBe('Ada');
  });
});

describe("a draft's key", () => {
  afterEach(() => document.body.replaceChildren());

  it('is kept per element of a kind on the page, by its id when it has one', () => {
    const [first, second, named] = ['', '', 'hero'].map((id) => document.body.appendChild(Object.assign(document.createElement('rosterkit-waitlist'), { id })));
    expect([first, second, named].map((element) => draftKeyOf(element!))).toEqual([
      'rosterkit-draft:rosterkit-waitlist:0',
      'rosterkit-draft:rosterkit-waitlist:1',
      'rosterkit-draft:rosterkit-waitlist:hero',
    ]);
  });

  it("is a landing's own for the roster demo inside it, apart from a demo beside it and another landing's", () => {
    const demoIn = () => {
      const landing = document.body.appendChild(document.createElement('rosterkit-landing'));
      return landing.attachShadow({ mode: 'open' }).appendChild(document.createElement('rosterkit-roster-demo'));
    };
    const beside = document.body.appendChild(document.createElement('rosterkit-roster-demo'));
    const keys = [beside, demoIn(), demoIn()].map(draftKeyOf);
    expect(keys).toEqual([
      'rosterkit-draft:rosterkit-roster-demo:0',
      'rosterkit-draft:rosterkit-landing:0/rosterkit-roster-demo:0',
      'rosterkit-draft:rosterkit-landing:1/rosterkit-roster-demo:0',
    ]);
  });
});
