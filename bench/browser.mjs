// @ts-check
// Page loads in Debian's Chromium, driven by Playwright: each run in a fresh context
// (a first visit: empty cache), with the CPU slowed down 4x, timed from navigation to
// the widgets being ready for input, then the JS heap after a forced garbage collection.
import { chromium } from '@playwright/test';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CPU_SLOWDOWN_RATE = 4;
const READY_TIMEOUT_MS = 15_000;

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
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN_RATE });
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
    // Requests the page made before it was ready (scripts and chunks; loopback sends no sizes cross-origin).
    const requests = await page.evaluate(() => performance.getEntriesByType('resource').length);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = await cdp.send('Runtime.getHeapUsage');
    return { readyMs: /** @type {number} */ (readyMs), heapUsedMB: heap.usedSize / 1e6, requests };
  } finally {
    await context.close();
  }
}

/** @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? /** @type {number} */ (sorted[middle]) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
