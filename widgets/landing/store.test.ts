import { describe, expect, it } from 'vitest';
import { createLandingStore, waitlistTitle } from './store';

describe('given a new landing store', () => {
  it('has no dialog open and every FAQ item collapsed', () => {
    expect(createLandingStore().getState()).toMatchObject({ dialog: null, openFaqItem: null });
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
    store.getState().openContact('faq-contact');
    expect(store.getState().dialog).toBe('faq-contact');
    store.getState().closeDialog();
    expect(store.getState().dialog).toBeNull();
  });
});

describe('given the FAQ accordion', () => {
  it('keeps at most one item open: opening item-1 closes item-0', () => {
    const store = createLandingStore();
    store.getState().toggleFaqItem('item-0');
    store.getState().toggleFaqItem('item-1');
    expect(store.getState().openFaqItem).toBe('item-1');
  });

  it('collapses the open item when it is toggled again', () => {
    const store = createLandingStore();
    store.getState().toggleFaqItem('item-3');
    store.getState().toggleFaqItem('item-3');
    expect(store.getState().openFaqItem).toBeNull();
  });
});
