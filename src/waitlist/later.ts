/** What the waitlist needs after step 1, as one lazily loaded chunk (see load-later.ts). */
export { goToStep, InterestsStep, ThankYou } from './later-steps';
export { insertWaitlistEntry } from '../backend/insert-waitlist-entry';
export { attributionHere } from '../attribution/attribution';
export { preloadSupabase } from '../backend/client';
// The notices a sign-up ends with arrive with it; the toaster asks for them itself only when this
// chunk could not be fetched, to say so.
export { ToastItems } from '../ui/toast-items';
