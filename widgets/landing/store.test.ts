import { describe, expect, it } from 'vitest';
import { createLandingStore, waitlistTitle } from './store';

describe('given a new landing store', () => {
  it('has no dialog open', () => {
    expect(createLandingStore().getState()).toMatchObject({ dialog: null });
  });
});

describe('given the waitlist dialog', () => {
  it('is titled without the brand from the header and with it from every other trigger', () => {
    const store = createLandingStore();
    store.getState().openWaitlist('plain');
    expect(waitlistTitle(store.getState().waitlistTitle, 'Acme')).toBe('Join the Waitlist');
    store.getState().closeDialog();
    store.getState().openWaitlist('branded');
    expect(store.getState().dialog).toBe('waitlist');
    expect(waitlistTitle(store.getState().waitlistTitle, 'Acme')).toBe('Join the Acme Waitlist');
  });
});

describe('given the two contact dialogs', () => {
  it('opens one at a time and closes it', () => {
    const store = createLandingStore();
    store.getState().openContact('contact');
    expect(store.getState().dialog).toBe('contact');
    store.getState().openContact('faq-contact');
    expect(store.getState().dialog).toBe('faq-contact');
    store.getState().closeDialog();
    expect(store.getState().dialog).toBeNull();
  });
});
