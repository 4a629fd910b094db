import { createStore } from 'zustand';
import { brandedWaitlistTitle } from '../../src/waitlist/waitlist-dialog';

/*
 * The landing page's own state, one store per element: which dialog is open. The FAQ's
 * items open and close by themselves (<details name>); the forms keep their state in their own stores.
 */

type LandingDialog = 'waitlist' | 'contact' | 'faq-contact';

/** The header's button titles the dialog 'Join the Waitlist'; every other trigger names the brand. */
type WaitlistTitle = 'plain' | 'branded';

interface LandingState {
  dialog: LandingDialog | null;
  waitlistTitle: WaitlistTitle;
  openWaitlist: (title: WaitlistTitle) => void;
  openContact: (which: 'contact' | 'faq-contact') => void;
  closeDialog: () => void;
}

export function waitlistTitle(title: WaitlistTitle, brand: string): string {
  return title === 'plain' ? 'Join the Waitlist' : brandedWaitlistTitle(brand);
}

export function createLandingStore() {
  return createStore<LandingState>()((set) => ({
    dialog: null,
    waitlistTitle: 'plain',
    openWaitlist: (title) => set({ dialog: 'waitlist', waitlistTitle: title }),
    openContact: (which) => set({ dialog: which }),
    closeDialog: () => set({ dialog: null }),
  }));
}

