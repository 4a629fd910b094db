/** What the waitlist needs after step 1, as one lazily loaded chunk (see load-later.ts). */
export { InterestsStep, ThankYou } from './later-steps';
export { insertWaitlistEntry } from '../backend/insert-waitlist-entry';
export { preloadSupabase } from '../backend/client';
