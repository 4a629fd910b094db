import { describe, expect, it } from 'vitest';
import { createLandingStore } from './store';

describe('given a new landing store', () => {
  it('has no dialog open', () => {
    expect(createLandingStore().getState()).toMatchObject({ dialog: null });
  });
});

describe('given its dialogs', () => {
  it('opens one at a time and closes it', () => {
    const store = createLandingStore();
    store.getState().openDialog('waitlist');
    expect(store.getState().dialog).toBe('waitlist');
    store.getState().openDialog('faq-contact');
    expect(store.getState().dialog).toBe('faq-contact');
    store.getState().closeDialog();
    expect(store.getState().dialog).toBeNull();
  });
});
