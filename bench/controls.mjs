// @ts-check
// The demo host's controls that the lost-click probe (bench/lost-clicks.mjs) clicks, each with
// what its click must leave (looked for in the page by bench/probes.mjs, watchClick), and what
// each load's click did: kept, lost, or acted twice.
import { medianAndWorst } from './stats.mjs';

/** A click whose effect has not shown by then is lost. */
export const EFFECT_TIMEOUT_MS = 15_000;

/**
 * @typedef {import('@playwright/test').Page} Page
 * @typedef {import('@playwright/test').Locator} Locator
 * @typedef {import('./probes.mjs').Effect} Effect
 * @typedef {import('./probes.mjs').ClickRecord} ClickRecord
 * @typedef {{ id: string, label: string, looksFor: string, find: (page: Page) => Locator, effect: Effect }} Control
 * @typedef {'ok' | 'lost' | 'twice'} Outcome  twice: it acted twice, which loses the click too
 * @typedef {{ outcome: Outcome, why: string, clickToEffectMs: number | null, settled: boolean } & Partial<ClickRecord>} ClickLoad
 * @typedef {'shown' | 'not shown' | 'not found'} Shown
 * @typedef {{ control: string, label: string, looksFor: string, width: number, shown: Shown, loads: ClickLoad[] }} ClickRow
 * @typedef {{ control: string, label: string, looksFor: string, width: number, shown: Shown, loads: number, lost: number, twice: number,
 *   unsettled: number, medianMs: number, worstMs: number }} ClickSummary
 */

/** @param {Page} page */
const landing = (page) => page.locator('rosterkit-landing');
/** @param {Page} page */
const roster = (page) => landing(page).locator('rosterkit-roster-demo');
/** @param {Locator} scope @param {string} name */
const button = (scope, name) => scope.getByRole('button', { name, exact: true }).first();

/** @param {string} title @returns {Effect} */
const landingDialog = (title) => ({ kind: 'dialog', root: 'landing', title });
const BRANDED_WAITLIST = 'Join the {brand} Waitlist';
const CONTACT = 'Contact our team';

/** @type {Control[]} */
export const CONTROLS = [
  { id: 'header-join', label: 'header \'Join Waitlist\'', looksFor: 'one open dialog, \'Join the Waitlist\'',
    find: (page) => button(landing(page).locator('.lp-header'), 'Join Waitlist'), effect: landingDialog('Join the Waitlist') },
  { id: 'hero-join', label: 'hero \'Join the Waitlist\'', looksFor: 'one open dialog, \'Join the {brand} Waitlist\'',
    find: (page) => button(landing(page).locator('.lp-hero'), 'Join the Waitlist'), effect: landingDialog(BRANDED_WAITLIST) },
  { id: 'hero-notify', label: 'hero \'Get Notified When We Launch\'', looksFor: 'one open dialog, \'Join the {brand} Waitlist\'',
    find: (page) => button(landing(page).locator('.lp-hero'), 'Get Notified When We Launch'), effect: landingDialog(BRANDED_WAITLIST) },
  { id: 'feature-learn-more', label: 'first feature\'s \'Learn more\'', looksFor: 'one open dialog, \'Join the {brand} Waitlist\'',
    find: (page) => button(landing(page).locator('.lp-feature'), 'Learn more'), effect: landingDialog(BRANDED_WAITLIST) },
  { id: 'cta-join', label: 'call to action \'Join the Waiting List\'', looksFor: 'one open dialog, \'Join the {brand} Waitlist\'',
    find: (page) => button(landing(page).locator('.lp-cta'), 'Join the Waiting List'), effect: landingDialog(BRANDED_WAITLIST) },
  { id: 'header-contact', label: 'header \'Contact us\'', looksFor: `one open dialog, '${CONTACT}'`,
    find: (page) => button(landing(page).locator('.lp-header'), 'Contact us'), effect: landingDialog(CONTACT) },
  { id: 'faq-reach-out', label: 'FAQ \'Reach out to our team\'', looksFor: `one open dialog, '${CONTACT}'`,
    find: (page) => button(landing(page).locator('.lp-faq'), 'Reach out to our team'), effect: landingDialog(CONTACT) },
  { id: 'profile-contact', label: 'profile preview\'s \'Contact\'', looksFor: `one open dialog, '${CONTACT}'`,
    find: (page) => button(landing(page).locator('.lp-profile'), 'Contact'), effect: landingDialog(CONTACT) },
  { id: 'faq-first', label: 'first FAQ question', looksFor: 'its item open',
    find: (page) => landing(page).locator('.lp-faq-item[data-value="item-0"]').locator('.lp-faq-trigger').first(),
    effect: { kind: 'open', root: 'landing', selector: '.lp-faq-item[data-value="item-0"]', toggles: true } },
  { id: 'carousel-next', label: 'profile photos\' \'Next photo\'', looksFor: 'the photos moved on by one',
    find: (page) => button(landing(page).locator('.lp-profile'), 'Next photo'),
    effect: { kind: 'next-slide', root: 'landing', track: '.lp-profile .lp-carousel-track' } },
  { id: 'roster-open', label: 'roster demo: first talent\'s name', looksFor: 'the talent\'s detail (first its loading status)',
    find: (page) => roster(page).locator('.rd-card-open').first(),
    effect: { kind: 'shown', root: 'roster', selector: '.rd-detail, .rd-detail-loading[role="status"]', settled: '.rd-detail' } },
  { id: 'roster-favourite', label: 'roster demo: first favourite', looksFor: 'aria-pressed true',
    find: (page) => roster(page).locator('.rd-favourite').first(),
    effect: { kind: 'pressed', root: 'roster', selector: '.rd-favourite', toggles: true } },
  { id: 'roster-list', label: 'roster demo: \'List view\'', looksFor: 'aria-pressed true',
    find: (page) => button(roster(page), 'List view'),
    effect: { kind: 'pressed', root: 'roster', selector: '.rd-segment[aria-label="List view"]', toggles: false } },
  { id: 'roster-media-kit', label: 'roster demo: \'Create media kit\'', looksFor: 'one open dialog in the demo, \'Join the {brand} Waitlist\'',
    find: (page) => button(roster(page), 'Create media kit'), effect: { kind: 'dialog', root: 'roster', title: BRANDED_WAITLIST } },
];

/**
 * What a load's click did, from the page's record once settled: lost when the page saw no click,
 * the effect did not show within EFFECT_TIMEOUT_MS or is not there once settled; twice when it
 * is there more than once, or a toggle changed more than once (it may be back as it was).
 * @param {Effect} effect
 * @param {ClickRecord} record
 * @returns {{ outcome: Outcome, why: string }}
 */
export function clickOutcome(effect, { clickMs, seenMs, changes, times }) {
  if (clickMs === null) return { outcome: 'lost', why: 'the page saw no trusted click' };
  if (seenMs === null || seenMs - clickMs > EFFECT_TIMEOUT_MS) return { outcome: 'lost', why: `not shown within ${EFFECT_TIMEOUT_MS / 1000} s` };
  if (times >= 2) return { outcome: 'twice', why: `there ${times} times once settled` };
  if (effect.toggles && changes > 1) return { outcome: 'twice', why: `changed ${changes} times` };
  if (times === 1) return { outcome: 'ok', why: '' };
  return { outcome: 'lost', why: times < 0 ? 'another dialog open once settled' : 'gone once settled' };
}

/**
 * Each control and width: its loads, how many were lost and how many of those acted twice, and
 * the median and worst time from the click to the first frame with its effect.
 * @param {ClickRow[]} rows
 * @returns {ClickSummary[]}
 */
export function summariseClicks(rows) {
  return rows.map(({ loads, ...row }) => {
    const delays = medianAndWorst(loads.flatMap((load) => (load.clickToEffectMs === null ? [] : [load.clickToEffectMs])));
    return {
      ...row, loads: loads.length, lost: loads.filter((load) => load.outcome !== 'ok').length,
      twice: loads.filter((load) => load.outcome === 'twice').length, unsettled: loads.filter((load) => !load.settled).length,
      medianMs: delays.median, worstMs: delays.worst,
    };
  });
}
