// data-consent-label on the real element, from attribute to the row it sends. The element
// renders in scheduler tasks and a lazy chunk of its own, as in a browser: the tests wait for
// what it shows rather than wrap it in act().
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WaitlistRow } from '../../src/backend/insert-waitlist-entry';
import { FEATURE_NAMES } from '../../src/config/product';
import './index';

// The backend, faked: each row the form sends is kept here.
const sent = vi.hoisted(() => [] as WaitlistRow[]);
vi.mock('../../src/backend/insert-waitlist-entry', () => ({
  insertWaitlistEntry: vi.fn(async (_connection: unknown, row: WaitlistRow) => (sent.push(row), { ok: true, id: '1' })),
}));

// happy-dom has no popover API, which the notice after a sign-up opens with.
HTMLElement.prototype.showPopover ??= () => undefined;
HTMLElement.prototype.hidePopover ??= () => undefined;

const LABEL = 'I agree to receive product news';
const DRAFT_KEY = 'rosterkit-draft:rosterkit-waitlist:0';

/** An inline form that opens on step 2, from a saved draft, as after a reload. */
async function formOnStep2(attributes: Record<string, string>, draft: Record<string, unknown> = {}) {
  const state = { name: 'Ada', email: 'ada@example.com', companyName: 'Analytical', creatorCount: '6-20', step: 'interests', ...draft };
  sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ state, version: 0 }));
  const element = document.createElement('rosterkit-waitlist');
  for (const [name, value] of Object.entries({ 'data-supabase-url': 'https://xyz.supabase.co', 'data-supabase-key': 'sb_publishable_abc123', ...attributes })) {
    element.setAttribute(name, value);
  }
  document.body.append(element);
  await vi.waitFor(() => expect(element.shadowRoot?.textContent).toContain('Step 2 of 2: your interests'));
  const root = element.shadowRoot!;
  return {
    element,
    consent: () => root.querySelector<HTMLInputElement>('input[name="contactConsent"]'),
    checkboxes: () => root.querySelectorAll('input[type="checkbox"]'),
    submit: () => root.querySelector<HTMLButtonElement>('button[type="submit"]')!,
  };
}

afterEach(() => {
  document.body.innerHTML = '';
  sessionStorage.clear();
  sent.length = 0;
});

describe('given a waitlist form with data-consent-label', () => {
  it('shows one unticked, optional checkbox with exactly that text, just before the buttons', async () => {
    const { consent } = await formOnStep2({ 'data-consent-label': LABEL });
    const box = consent();
    expect(box?.checked).toBe(false);
    expect(box?.required).toBe(false);
    expect(box?.closest('label')?.textContent).toBe(LABEL);
    expect(box?.closest('label')?.nextElementSibling?.className).toContain('rk-actions');
  });

  it('sends consent true with the label when ticked', async () => {
    const { consent, submit } = await formOnStep2({ 'data-consent-label': LABEL });
    consent()?.click();
    await vi.waitFor(() => expect(consent()?.checked).toBe(true));
    submit().click();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ contact_consent: true, consent_text: LABEL });
  });

  it('sends consent false and no text when left unticked', async () => {
    const { submit } = await formOnStep2({ 'data-consent-label': LABEL });
    submit().click();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.contact_consent).toBe(false);
    expect(sent[0]).not.toHaveProperty('consent_text');
  });

  it('brings the tick back with the rest of a saved draft, when it was given to the same words', async () => {
    const { consent } = await formOnStep2({ 'data-consent-label': LABEL }, { contactConsent: true, consentedTo: LABEL });
    expect(consent()?.checked).toBe(true);
  });

  it('brings the box back unticked when the label changed since the tick', async () => {
    const { consent } = await formOnStep2({ 'data-consent-label': LABEL }, { contactConsent: true, consentedTo: 'I agree to hear about partner offers' });
    expect(consent()?.checked).toBe(false);
  });

  it('relabels the checkbox when the attribute changes, and removes it with the attribute', async () => {
    const { element, consent } = await formOnStep2({ 'data-consent-label': LABEL });
    element.setAttribute('data-consent-label', 'I agree to hear about partner offers');
    await vi.waitFor(() => expect(consent()?.closest('label')?.textContent).toBe('I agree to hear about partner offers'));
    element.removeAttribute('data-consent-label');
    await vi.waitFor(() => expect(consent()).toBeNull());
  });
});

describe('given a waitlist form without data-consent-label', () => {
  it('shows no consent checkbox, only the feature checkboxes, and sends consent false', async () => {
    const { consent, checkboxes, submit } = await formOnStep2({}, { contactConsent: true });
    expect(consent()).toBeNull();
    expect(checkboxes()).toHaveLength(FEATURE_NAMES.length);
    submit().click();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.contact_consent).toBe(false);
    expect(sent[0]).not.toHaveProperty('consent_text');
  });
});
