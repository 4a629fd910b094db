/**
 * @rosterkit/react: the components. On a server each draws its element's shadow root into the HTML
 * (draw.tsx); in the browser it hydrates that root on mount, or renders it there.
 *
 * Each is a Client Component in a module of its own (components/), and this module only names
 * them: a bundler that keeps every export of a 'use client' module it reaches (Next.js does) then
 * brings only the components a page renders, not all five.
 */
export { RosterkitWaitlist } from './components/waitlist';
export { RosterkitWaitlistModal } from './components/waitlist-modal';
export { RosterkitContact } from './components/contact';
export { RosterkitRosterDemo } from './components/roster-demo';
export { RosterkitLanding } from './components/landing';
