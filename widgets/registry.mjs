// @ts-check
/**
 * Every widget, listed once: the build, embed.js, the size check, the bench and the browser tests
 * read it. tests/registry.test.ts fails when a script defines a tag not here, a tag here has no
 * script, or the shipped element types (types/rosterkit-widgets.d.ts) disagree.
 *
 * @typedef {'waitlist' | 'contact'} DialogKind
 * @typedef {object} ElementEntry
 * @property {string} tag          the custom element's name
 * @property {string} script       its folder `widgets/<script>/`, built to `dist/widgets/<script>.js`
 * @property {DialogKind | null} dialog  a dialog element: `open`, show(), close(), and
 *                                 `data-rosterkit-open="<dialog>"` triggers on the host page
 * @property {('waitlist' | 'contact')[]} submits  the forms a visitor can send from it
 * @property {string} renders      what a host page gets, for people (README, docs)
 */

/** @type {readonly ElementEntry[]} */
export const ELEMENTS = [
  { tag: 'rosterkit-waitlist', script: 'waitlist', dialog: null, submits: ['waitlist'], renders: 'the two-step waitlist form inline' },
  { tag: 'rosterkit-waitlist-modal', script: 'waitlist', dialog: 'waitlist', submits: ['waitlist'], renders: 'the waitlist dialog' },
  { tag: 'rosterkit-contact', script: 'contact', dialog: 'contact', submits: ['contact'], renders: "the 'Contact our team' dialog" },
  { tag: 'rosterkit-roster-demo', script: 'roster-demo', dialog: null, submits: ['waitlist'], renders: 'the interactive roster demo' },
  { tag: 'rosterkit-landing', script: 'landing', dialog: null, submits: ['waitlist', 'contact'], renders: 'the whole landing page' },
];

/**
 * Every attribute an element reads, of any widget: embed.js's elements, defined before their
 * scripts, are told of a change to each (tests/registry.test.ts checks each widget's are here).
 */
export const ATTRIBUTES = ['data-brand', 'data-supabase-url', 'data-supabase-key', 'data-source', 'data-attribution', 'data-consent-label', 'data-trigger-label', 'data-contact-email', 'open'];

/**
 * Every script a host page can load, with what it may cost that page before the visitor
 * interacts: gzip KB (1024 bytes) of the script and its static imports. `embed` defines every
 * element, and loads the script of each element it finds.
 */
export const SCRIPT_BUDGETS_KB = { embed: 2, waitlist: 77.32, contact: 72.45, 'roster-demo': 85, landing: 101.15 };

/** Every script above on one page, each file counted once. */
export const ALL_ON_ONE_PAGE_BUDGET_KB = 110;

/** Tag to script, as embed.js needs it. @returns {Record<string, string>} */
export const scriptOfTag = () => Object.fromEntries(ELEMENTS.map(({ tag, script }) => [tag, script]));

/** Dialog kind to its element's tag, as embed.js needs it for data-rosterkit-open. @returns {Record<string, string>} */
export const tagOfDialog = () => Object.fromEntries(ELEMENTS.flatMap(({ tag, dialog }) => (dialog ? [[dialog, tag]] : [])));
