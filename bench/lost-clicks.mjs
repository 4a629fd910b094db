// @ts-check
// The lost-click probe: does a visitor's first click on the demo host, made as soon as its control
// shows, do what it says, exactly once? Each control of CONTROLS at each width, LOST_CLICK_LOADS
// cold loads (default 20), the CPU slowed down 4x and the network slow; a real mouse click at the
// control's centre, through Playwright, whose locators reach into open shadow roots. The controls
// and the verdicts are bench/controls.mjs; the page's side, bench/probes.mjs. Target: no load lost.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, CPU_SLOWDOWN_RATE } from './browser.mjs';
import { CONTROLS, EFFECT_TIMEOUT_MS, clickOutcome, summariseClicks } from './controls.mjs';
import { allRootsLive, watchClick } from './probes.mjs';
import { seededRandom, shuffled } from './stats.mjs';

export const LOST_CLICK_LOADS = Math.max(1, Number(process.env.LOST_CLICK_LOADS ?? 20));
/** A phone's viewport and a laptop's. */
const LOST_CLICK_VIEWPORTS = [{ width: 375, height: 812 }, { width: 1280, height: 800 }];
/** A slow mobile connection: 150 ms round trip, 1.6 Mbps down, 750 kbps up; nothing cached. */
const SLOW_NETWORK = { latencyMs: 150, downloadBytesPerS: 200_000, uploadBytesPerS: 93_750 };
/** Settled: no request for NETWORK_IDLE_MS and every widget root live, then this long more. */
const SETTLE_EXTRA_MS = 1500;
const NETWORK_IDLE_MS = 500;
/** A page that has not settled by then is checked as it is, and the load marked unsettled. */
const SETTLE_TIMEOUT_MS = 30_000;
/** How often the bench asks whether the control shows: each ask waits for the page's main thread. */
const SHOWN_POLL_MS = 10;
const SETTLE_POLL_MS = 100;

/**
 * @typedef {import('@playwright/test').Browser} Browser
 * @typedef {import('@playwright/test').Page} Page
 * @typedef {import('@playwright/test').Locator} Locator
 * @typedef {import('./controls.mjs').Control} Control
 * @typedef {import('./controls.mjs').ClickLoad} ClickLoad
 * @typedef {import('./controls.mjs').ClickRow} ClickRow
 * @typedef {import('./controls.mjs').Outcome} Outcome
 * @typedef {import('./controls.mjs').Shown} Shown
 * @typedef {import('./probes.mjs').ClickRecord} ClickRecord
 * @typedef {{ loadsPerControl: number, cpuSlowdown: number, network: typeof SLOW_NETWORK, effectTimeoutMs: number, settleExtraMs: number,
 *   settleTimeoutMs: number, rows: ClickRow[], summary: import('./controls.mjs').ClickSummary[] }} LostClickBench
 */

/**
 * Every control at every width, after one load per width that finds which controls show there;
 * then LOST_CLICK_LOADS rounds, each loading every shown control once, in a new order each round.
 * @param {string} url  the demo host's page
 * @param {number} [loads]
 * @returns {Promise<LostClickBench>}
 */
export async function runLostClicks(url, loads = LOST_CLICK_LOADS) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    /** @type {ClickRow[]} */
    const rows = [];
    for (const viewport of LOST_CLICK_VIEWPORTS) {
      const shown = await shownControls(browser, url, viewport);
      for (const { id, label, looksFor } of CONTROLS) rows.push({ control: id, label, looksFor, width: viewport.width, shown: shown.get(id) ?? 'not found', loads: [] });
    }
    const random = seededRandom(loads);
    for (let round = 1; round <= loads; round++) {
      process.stdout.write(`Lost clicks, round ${round} of ${loads}\r`);
      for (const row of shuffled(rows.filter((candidate) => candidate.shown === 'shown'), random)) {
        const control = /** @type {Control} */ (CONTROLS.find(({ id }) => id === row.control));
        const viewport = /** @type {{ width: number, height: number }} */ (LOST_CLICK_VIEWPORTS.find(({ width }) => width === row.width));
        // A load the bench itself fails (not the page) is made again once, as the page loads are.
        row.loads.push(await clickOnce(browser, url, control, viewport).catch(() => clickOnce(browser, url, control, viewport)).catch((/** @type {unknown} */ error) => ({
          outcome: /** @type {Outcome} */ ('lost'), why: `the bench failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`, clickToEffectMs: null, settled: false,
        })));
      }
    }
    process.stdout.write('\n');
    return {
      loadsPerControl: loads, cpuSlowdown: CPU_SLOWDOWN_RATE, network: SLOW_NETWORK, effectTimeoutMs: EFFECT_TIMEOUT_MS, settleExtraMs: SETTLE_EXTRA_MS,
      settleTimeoutMs: SETTLE_TIMEOUT_MS, rows, summary: summariseClicks(rows),
    };
  } finally {
    await browser.close();
  }
}

/**
 * Which controls show at a viewport's width, on a load neither slowed down nor timed: the roster
 * demo is hidden on a phone by CSS.
 * @param {Browser} browser @param {string} url @param {{ width: number, height: number }} viewport
 * @returns {Promise<Map<string, Shown>>}
 */
async function shownControls(browser, url, viewport) {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(allRootsLive, undefined, { timeout: SETTLE_TIMEOUT_MS, polling: SETTLE_POLL_MS }).catch(() => undefined);
    /** @type {Map<string, Shown>} */
    const shown = new Map();
    for (const control of CONTROLS) {
      const locator = control.find(page);
      shown.set(control.id, (await locator.count()) === 0 ? 'not found' : (await shows(locator)) ? 'shown' : 'not shown');
    }
    return shown;
  } finally {
    await context.close();
  }
}

/**
 * One cold load in a context of its own: the control clicked once the page has painted and it
 * shows, then the page left to settle, and what the click did read from the page.
 * @param {Browser} browser @param {string} url @param {Control} control @param {{ width: number, height: number }} viewport
 * @returns {Promise<ClickLoad>}
 */
async function clickOnce(browser, url, control, viewport) {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    await slowDown(page);
    await page.addInitScript(watchClick, control.effect);
    const network = followRequests(page);
    await page.goto(url, { waitUntil: 'commit' });
    const locator = control.find(page);
    if (!(await untilShown(page, locator, Date.now() + EFFECT_TIMEOUT_MS))) {
      return { outcome: 'lost', why: `the control did not show within ${EFFECT_TIMEOUT_MS / 1000} s`, clickToEffectMs: null, settled: false };
    }
    const { x, y } = await locator.evaluate(centreInView);
    await page.mouse.click(x, y);
    await page.waitForFunction(() => /** @type {any} */ (window).__benchClick(false).seenMs !== null, undefined, { timeout: EFFECT_TIMEOUT_MS, polling: 50 })
      .catch(() => undefined);
    const settled = await untilSettled(page, network);
    /** @type {ClickRecord} */
    const record = await page.evaluate(() => /** @type {any} */ (window).__benchClick(true));
    const clickToEffectMs = record.clickMs !== null && record.seenMs !== null ? Math.round(record.seenMs - record.clickMs) : null;
    return { ...clickOutcome(control.effect, record), clickToEffectMs, settled, ...record };
  } finally {
    await context.close();
  }
}

/** The CPU slowed down and the network slow, over the page's own DevTools session. @param {Page} page */
async function slowDown(page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN_RATE });
  await session.send('Network.enable');
  await session.send('Network.setCacheDisabled', { cacheDisabled: true });
  await session.send('Network.emulateNetworkConditions', {
    offline: false, latency: SLOW_NETWORK.latencyMs, downloadThroughput: SLOW_NETWORK.downloadBytesPerS, uploadThroughput: SLOW_NETWORK.uploadBytesPerS,
  });
}

/** Requests in flight, to tell when the network has been idle for NETWORK_IDLE_MS. @param {Page} page */
function followRequests(page) {
  const pending = new Set();
  let lastActivity = Date.now();
  const done = (/** @type {unknown} */ request) => {
    pending.delete(request);
    lastActivity = Date.now();
  };
  page.on('request', (request) => {
    pending.add(request);
    lastActivity = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return { idle: () => pending.size === 0 && Date.now() - lastActivity >= NETWORK_IDLE_MS };
}

/**
 * Polls, tightly, until the page has painted and the control is visible; false at the deadline.
 * Not before the first paint: no visitor sees a control before it.
 * @param {Page} page @param {Locator} locator @param {number} deadline
 */
async function untilShown(page, locator, deadline) {
  let painted = false;
  while (Date.now() < deadline) {
    painted ||= await page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length > 0).catch(() => false);
    if (painted && (await shows(locator))) return true;
    await new Promise((resolve) => setTimeout(resolve, SHOWN_POLL_MS));
  }
  return false;
}

/**
 * Whether the control is drawn where a visitor can scroll to it. Not Playwright's isVisible: a
 * section below the fold whose layout the browser skips (content-visibility: auto) has no size
 * until it is scrolled to, yet shows; the roster demo on a phone (display: none) does not.
 * @param {Locator} locator
 */
const shows = (locator) => locator.evaluate((element) => element.checkVisibility(), undefined, { timeout: 1000 }).catch(() => false);

/**
 * In the page: scrolls a control below the fold into view, as a visitor does before clicking it,
 * and gives its centre in the viewport.
 * @param {Element} element
 */
async function centreInView(element) {
  const inView = () => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
  };
  // A section drawn on the way may hold a height other than its own: looked at again after two frames.
  for (let tries = 0; tries < 3 && !inView(); tries++) {
    element.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  }
  const box = element.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}

/**
 * Waits until no request has been in flight for NETWORK_IDLE_MS and every widget root is live,
 * for SETTLE_TIMEOUT_MS at most, then SETTLE_EXTRA_MS more. Whether it settled in time.
 * @param {Page} page @param {{ idle: () => boolean }} network
 */
async function untilSettled(page, network) {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  let settled = false;
  while (!settled && Date.now() < deadline) {
    settled = network.idle() && (await page.evaluate(allRootsLive).catch(() => false));
    if (!settled) await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS));
  }
  await new Promise((resolve) => setTimeout(resolve, SETTLE_EXTRA_MS));
  return settled;
}
