// @ts-check
// Page loads in Debian's Chromium, driven by Playwright: each run in a fresh context
// (a first visit: empty cache), with the CPU slowed down 4x, timed from navigation to
// the widgets being ready for input, then the JS heap after a forced garbage collection;
// and, in a run of its own without throttling, the main thread's CPU time to ready.
import { chromium } from '@playwright/test';
import { READY_MARK } from './pages.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CPU_SLOWDOWN_RATE = 4;
const READY_TIMEOUT_MS = 15_000;
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
 * @typedef {{ readyMs: number, heapUsedMB: number, requests: number }} Run
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @returns {Promise<Run>}
 */
export async function measure(browser, url) {
  const context = await browser.newContext(CONTEXT_OPTIONS);
  try {
    const page = await context.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN_RATE });
    const readyMs = await loadUntilReady(page, url);
    // Requests the page made before it was ready (scripts and chunks; loopback sends no sizes cross-origin),
    // not the lazy images it starts in the moments after.
    const requests = await page.evaluate(
      (ready) => performance.getEntriesByType('resource').filter((entry) => entry.startTime <= ready).length,
      readyMs,
    );
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = await cdp.send('Runtime.getHeapUsage');
    return { readyMs, heapUsedMB: heap.usedSize / 1e6, requests };
  } finally {
    await context.close();
  }
}

/** A task of a thread's run loop in a trace, by Chromium's older and newer names. */
const TASK_EVENTS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/**
 * The CPU time the page's main thread spends from navigation to ready, not throttled: the
 * thread time of its tasks in a trace. CPU throttling works by pausing the thread in slices,
 * so one page's throttled wall times spread over about their median between runs; this
 * figure spreads over about a quarter of it. A change of a few ms still needs many runs.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @returns {Promise<number>}
 */
export async function measureMainThreadCpu(browser, url) {
  const context = await browser.newContext(CONTEXT_OPTIONS);
  try {
    const page = await context.newPage();
    const cdp = await page.context().newCDPSession(page);
    /** @typedef {{ name: string, ph: string, pid: number, tid: number, ts: number, tdur?: number, args?: { name?: string } }} TraceEvent */
    /** @type {TraceEvent[]} */
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(.../** @type {TraceEvent[]} */ (/** @type {unknown} */ (value))));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { categories: 'toplevel,blink.user_timing', transferMode: 'ReportEvents' });
    await loadUntilReady(page, url);
    await cdp.send('Tracing.end');
    await complete;
    const mark = events.find((event) => event.name === READY_MARK);
    const main = events.find((event) => event.name === 'thread_name' && event.pid === mark?.pid && event.args?.name === 'CrRendererMain');
    if (!mark || !main) throw new Error('the trace holds no ready mark or no renderer main thread');
    const tasks = events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && TASK_EVENTS.has(event.name) && event.ts <= mark.ts);
    return tasks.reduce((sum, task) => sum + (task.tdur ?? 0), 0) / 1000;
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
  const readyMs = await page.evaluate(
    (timeout) =>
      Promise.race([
        /** @type {{ __benchReady: Promise<number> }} */ (/** @type {unknown} */ (window)).__benchReady,
        new Promise((_, reject) => setTimeout(() => reject(new Error(`no control rendered and enabled within ${timeout} ms`)), timeout)),
      ]),
    READY_TIMEOUT_MS,
  );
  if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`);
  return /** @type {number} */ (readyMs);
}
