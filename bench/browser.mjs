// @ts-check
// Page loads in Debian's Chromium, driven by Playwright: each run in a fresh context
// (a first visit: empty cache), with the CPU slowed down 4x, timed from navigation to
// the widgets being ready for input, and traced until the page has settled, for its
// longest main-thread task; and, in a run of its own without throttling, the main
// thread's CPU time to ready and the JS heap at ready after a forced garbage collection.
import { chromium } from '@playwright/test';
import { READY_MARK, readyScript } from './pages.mjs';
import { SETTLED_MARK, probeHydration, recordLongTasks, settleDeadline } from './probes.mjs';
import { longestTaskMs, mainThreadTasks, startTrace, threadTimeMs } from './trace.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CPU_SLOWDOWN_RATE = 4;
const READY_TIMEOUT_MS = 15_000;
/** How often the bench asks a page whether it has settled. */
const SETTLE_POLL_MS = 100;
const CONTEXT_OPTIONS = { viewport: { width: 1280, height: 800 } };

/** Chromium must not reach past loopback: no background traffic, and every other host unresolvable. */
export const CHROMIUM_ARGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * @typedef {import('./pages.mjs').BenchCase} BenchCase
 * @typedef {{ readyMs: number, requests: number, longestTaskMs: number, idleLongestTaskMs: number, settledMs: number, fcpMs: number, hydratedMs: number | null }} Run
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {BenchCase} benchCase
 * @returns {Promise<Run>}
 */
export async function measure(browser, url, benchCase) {
  const context = await browser.newContext(CONTEXT_OPTIONS);
  try {
    const page = await context.newPage();
    await page.addInitScript(recordLongTasks);
    if (benchCase.page) await page.addInitScript({ content: readyScript(benchCase.tag, benchCase.count) });
    if (benchCase.hydrationButton) await page.addInitScript(probeHydration, { tag: benchCase.tag, label: benchCase.hydrationButton });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN_RATE });
    const endTrace = await startTrace(cdp);
    const readyMs = await loadUntilReady(page, url);
    const hydratedMs = benchCase.hydrationButton ? await pageResult(page, '__benchHydrated', `no click on '${benchCase.hydrationButton}' opened a dialog`) : null;
    const settledMs = await untilSettled(page, Math.max(readyMs, hydratedMs ?? 0));
    // Requests the page made before it was ready (scripts and chunks; loopback sends no sizes cross-origin),
    // not the lazy images it starts in the moments after.
    const { requests, fcpMs, readyMarkMs, loadedMs } = await page.evaluate((mark) => ({
      requests: performance.getEntriesByType('resource').filter((entry) => entry.startTime <= (performance.getEntriesByName(mark)[0]?.startTime ?? 0)).length,
      fcpMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      readyMarkMs: performance.getEntriesByName(mark)[0]?.startTime ?? Number.NaN,
      loadedMs: /** @type {PerformanceNavigationTiming | undefined} */ (performance.getEntriesByType('navigation')[0])?.loadEventEnd ?? 0,
    }), READY_MARK);
    const events = await endTrace();
    // The longest task from trace events, not from the long task API: a trace holds every
    // task, so a page under 50 ms still gets its figure; with the CPU slowed down, the API
    // left out long tasks the trace held in trial runs (the first tasks of a load, the
    // evaluation of some modules); and the browser records the trace outside the page, so a
    // task that ends just before settled is in it although the slowed-down page has not
    // reported it yet.
    const { mark, tasks, commitEndUs } = mainThreadTasks(events, READY_MARK);
    const settled = events.find((event) => event.name === SETTLED_MARK && event.pid === mark.pid);
    if (!settled) throw new Error(`the trace holds no ${SETTLED_MARK} mark`);
    const pageStartUs = mark.ts - readyMarkMs * 1000;
    // The page's own tasks, from the end of the navigation's commit (trace.mjs) until it has
    // loaded and is ready (or hydrated); then, until settled, what it does when idle: the
    // lazy parts it preloads once the browser says it is idle, apart.
    const loadedUs = pageStartUs + Math.max(loadedMs, readyMs, hydratedMs ?? 0) * 1000;
    return {
      readyMs, requests, settledMs, fcpMs, hydratedMs,
      longestTaskMs: longestTaskMs(tasks, Math.max(pageStartUs, commitEndUs), loadedUs),
      idleLongestTaskMs: longestTaskMs(tasks.filter((task) => task.ts >= loadedUs), loadedUs, settled.ts),
    };
  } finally {
    await context.close();
  }
}

/**
 * Waits, with the CPU still slowed down, until the page has settled (bench/probes.mjs),
 * then marks the moment in the page.
 * @param {import('@playwright/test').Page} page
 * @param {number} fromMs  ready, or hydrated when later
 * @returns {Promise<number>} performance.now() at settled
 */
async function untilSettled(page, fromMs) {
  for (;;) {
    const { nowMs, longTaskEndsMs } = await page.evaluate(() => ({
      nowMs: performance.now(),
      longTaskEndsMs: /** @type {import('./probes.mjs').BenchWindow} */ (/** @type {unknown} */ (window)).__benchLongTaskEnds,
    }));
    const deadlineMs = settleDeadline(fromMs, longTaskEndsMs);
    if (nowMs >= deadlineMs) break;
    await new Promise((resolve) => setTimeout(resolve, Math.min(deadlineMs - nowMs, SETTLE_POLL_MS)));
  }
  return page.evaluate((name) => performance.mark(name).startTime, SETTLED_MARK);
}

/**
 * The CPU time the page's main thread spends from navigation to ready, not throttled: the
 * thread time of its tasks in a trace. CPU throttling works by pausing the thread in slices,
 * so one page's throttled wall times spread over about their median between runs; this
 * figure spreads over about a quarter of it. A change of a few ms still needs many runs.
 * Then, at ready, the JS heap after a forced garbage collection: read here, not after the
 * throttled runs' settling, where the chunks a widget preloads once the page is idle are in it.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @returns {Promise<{ cpuMs: number, heapUsedMB: number }>}
 */
export async function measureMainThreadCpu(browser, url) {
  const context = await browser.newContext(CONTEXT_OPTIONS);
  try {
    const page = await context.newPage();
    const cdp = await page.context().newCDPSession(page);
    const endTrace = await startTrace(cdp);
    await loadUntilReady(page, url);
    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = await cdp.send('Runtime.getHeapUsage');
    const { mark, tasks } = mainThreadTasks(await endTrace(), READY_MARK);
    return { cpuMs: threadTimeMs(tasks, mark.ts), heapUsedMB: heap.usedSize / 1e6 };
  } finally {
    await context.close();
  }
}

/**
 * Navigates and waits for the page's window.__benchReady (bench/pages.mjs).
 * @param {import('@playwright/test').Page} page
 * @param {string} url
 * @returns {Promise<number>} performance.now() at ready
 */
async function loadUntilReady(page, url) {
  const errors = /** @type {string[]} */ ([]);
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url, { waitUntil: 'commit', timeout: READY_TIMEOUT_MS });
  const readyMs = await pageResult(page, '__benchReady', 'no control rendered and enabled');
  if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`);
  return readyMs;
}

/**
 * What a promise the page keeps on window resolves with, within READY_TIMEOUT_MS.
 * @param {import('@playwright/test').Page} page
 * @param {'__benchReady' | '__benchHydrated'} name
 * @param {string} failure  what did not happen, for the error
 * @returns {Promise<number>}
 */
async function pageResult(page, name, failure) {
  const result = await page.evaluate(
    ({ name, timeout, failure }) =>
      Promise.race([
        /** @type {Record<string, Promise<number>>} */ (/** @type {unknown} */ (window))[name],
        new Promise((_, reject) => setTimeout(() => reject(new Error(`${failure} within ${timeout} ms`)), timeout)),
      ]),
    { name, timeout: READY_TIMEOUT_MS, failure },
  );
  return /** @type {number} */ (result);
}
