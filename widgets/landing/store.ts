import { createStore } from 'zustand';

/*
 * The landing page's own state, one store per element: which dialog is open. The FAQ's
 * items open and close by themselves (<details name>); the forms keep their state in their own stores.
 */

/**
 * Each dialog the landing draws: the header's waitlist, titled 'Join the Waitlist', and the one
 * every other trigger opens, which names the brand; the header's contact and the FAQ's.
 */
type LandingDialog = 'waitlist' | 'branded-waitlist' | 'contact' | 'faq-contact';

interface LandingState {
  dialog: LandingDialog | null;
  openDialog: (dialog: LandingDialog) => void;
  closeDialog: () => void;
}

export function createLandingStore() {
  return createStore<LandingState>()((set) => ({
    dialog: null,
    openDialog: (dialog) => set({ dialog }),
    closeDialog: () => set({ dialog: null }),
  }));
}
