// @ts-check
// Page loads in Debian's Chromium over the DevTools protocol, each in a fresh browser context with
// the CPU slowed down: timed to ready and traced until settled; unthrottled, CPU time and heap at ready.
// Not through Playwright: it enables the Runtime domain, under which V8 parses a widget's code twice.
import * as chromeLauncher from 'chrome-launcher';
import CDP from 'chrome-remote-interface';
import { CHROMIUM_PATH } from '../scripts/ensure-chromium.mjs';
import { READY_MARK, readyScript } from './pages.mjs';
import { SETTLED_MARK, probeHydration, recordLongTasks, settleDeadline } from './probes.mjs';
import { blockingTimeMs, longestTaskMs, mainThreadTasks, startTrace, threadTimeMs } from './trace.mjs';

export { CHROMIUM_PATH };
export const CPU_SLOWDOWN_RATE = 4;
const READY_TIMEOUT_MS = 15_000;
/** How often the bench asks a page whether it has settled. */
const SETTLE_POLL_MS = 100;
const VIEWPORT = { width: 1280, height: 800, deviceScaleFactor: 1, mobile: false };

/** Chromium must not reach past loopback: no background traffic, and every other host unresolvable. */
export const CHROMIUM_ARGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];
/** Headless, and as root Chromium refuses to start without --no-sandbox. */
export const CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_ARGS, ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])];

/**
 * @typedef {{ send: (method: string, params?: object) => Promise<any>, on: (event: string, handler: (params: any) => void) => void,
 *   once: (event: string, handler: (params: any) => void) => void }} Session  one page's side of the protocol (trace.mjs uses it too)
 * @typedef {{ version: () => string, close: () => Promise<void>,
 *   newPage: (initScripts?: string[]) => Promise<{ session: Session, close: () => Promise<void> }> }} Browser
 */

/** Debian's Chromium, headless, and a connection to the browser itself (not to a page). @returns {Promise<Browser>} */
export async function launchChromium() {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
  try {
    const { webSocketDebuggerUrl, Browser: product } = await CDP.Version({ port: chrome.port });
    const client = await CDP({ target: webSocketDebuggerUrl });
    /** @type {(method: string, params?: object, sessionId?: string) => Promise<any>} */
    const send = (method, params = {}, sessionId = undefined) => /** @type {any} */ (client).send(method, params, sessionId);
    return {
      version: () => product.replace(/^[^/]*\//, ''),
      close: async () => {
        await client.close();
        chrome.kill();
      },
      // A page in a browser context of its own: its cache, storage and connections are new.
      // Its init scripts run before the page's own, in every document it loads; the first
      // keeps the page's uncaught errors (loadUntilReady fails on them).
      newPage: async (initScripts = []) => {
        const { browserContextId } = await send('Target.createBrowserContext');
        const { targetId } = await send('Target.createTarget', { url: 'about:blank', browserContextId });
        const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
        const events = /** @type {import('node:events').EventEmitter} */ (/** @type {unknown} */ (client));
        /** @type {[string, (params: any) => void][]} */
        const listeners = [];
        /** The page's events, kept to be removed with the page. @param {'on' | 'once'} how @returns {Session['on']} */
        const listen = (how) => (event, handler) => {
          listeners.push([`${event}.${sessionId}`, handler]);
          events[how](`${event}.${sessionId}`, handler);
        };
        /** @type {Session} */
        const session = { send: (method, params = {}) => send(method, params, sessionId), on: listen('on'), once: listen('once') };
        await session.send('Emulation.setDeviceMetricsOverride', VIEWPORT);
        await session.send('Page.enable');
        for (const source of [RECORD_ERRORS, ...initScripts]) await session.send('Page.addScriptToEvaluateOnNewDocument', { source });
        return {
          session,
          close: async () => {
            for (const [event, handler] of listeners) events.removeListener(event, handler);
            await send('Target.disposeBrowserContext', { browserContextId });
          },
        };
      },
    };
  } catch (error) {
    chrome.kill();
    throw error;
  }
}

/** A function's source as an init script that calls it with `argument`. @param {Function} fn @param {unknown} [argument] */
const initScript = (fn, argument) => `(${fn.toString()})(${JSON.stringify(argument)});`;
/** Init script: the page's uncaught errors, kept where the bench reads them (Playwright's pageerror needs the Runtime domain: see above). */
const RECORD_ERRORS = `(() => {
  const errors = window.__benchErrors = [];
  addEventListener('error', (event) => errors.push(String(event.message)));
  addEventListener('unhandledrejection', (event) => errors.push(String(event.reason && event.reason.message || event.reason)));
})();`;

/**
 * @typedef {import('./pages.mjs').BenchCase} BenchCase
 * @typedef {{ readyMs: number, requests: number, longestTaskMs: number, blockingTimeMs: number, idleLongestTaskMs: number, settledMs: number,
 *   fcpMs: number, hydratedMs: number | null, scriptHydratedMs: number | null }} Run
 * @param {Browser} browser
 * @param {string} url
 * @param {BenchCase} benchCase
 * @returns {Promise<Run>}
 */
export async function measure(browser, url, benchCase) {
  const scripts = [initScript(recordLongTasks)];
  if (benchCase.page) scripts.push(readyScript(benchCase.tag, benchCase.count));
  if (benchCase.hydrationButton) scripts.push(initScript(probeHydration, { tag: benchCase.tag, label: benchCase.hydrationButton }));
  const { session, close } = await browser.newPage(scripts);
  try {
    await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN_RATE });
    const endTrace = await startTrace(session);
    const readyMs = await loadUntilReady(session, url);
    const hydratedMs = benchCase.hydrationButton ? await pageResult(session, '__benchHydrated', `no click on '${benchCase.hydrationButton}' opened a dialog`) : null;
    const scriptHydratedMs = benchCase.hydrationButton ? await pageResult(session, '__benchScriptHydrated', `'${benchCase.hydrationButton}' was not hydrated`) : null;
    const hydratedOrReadyMs = Math.max(readyMs, hydratedMs ?? 0, scriptHydratedMs ?? 0);
    const settledMs = await untilSettled(session, hydratedOrReadyMs);
    // Requests the page made before it was ready (scripts and chunks; loopback sends no sizes cross-origin),
    // not the lazy images it starts in the moments after.
    const { requests, fcpMs, readyMarkMs, loadedMs } = await evaluate(session, `(() => {
      const ready = performance.getEntriesByName(${JSON.stringify(READY_MARK)})[0];
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      return {
        requests: performance.getEntriesByType('resource').filter((entry) => entry.startTime <= (ready ? ready.startTime : 0)).length,
        fcpMs: paint ? paint.startTime : null,
        readyMarkMs: ready ? ready.startTime : null,
        loadedMs: performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? 0,
      };
    })()`);
    const events = await endTrace();
    // The longest task from the trace, not the long task API: the trace holds every task, even
    // under 50 ms, and those the slowed-down page leaves out or has not reported yet at settled.
    const { mark, tasks, commitEndUs } = mainThreadTasks(events, READY_MARK);
    const settled = events.find((event) => event.name === SETTLED_MARK && event.pid === mark.pid);
    if (!settled) throw new Error(`the trace holds no ${SETTLED_MARK} mark`);
    const pageStartUs = mark.ts - (readyMarkMs ?? Number.NaN) * 1000;
    // The page's own tasks, from the end of the navigation's commit (trace.mjs) until it has
    // loaded and is ready (or hydrated); then, until settled, what it does when idle: the
    // lazy parts it preloads once the browser says it is idle, apart.
    const loadedUs = pageStartUs + Math.max(loadedMs, hydratedOrReadyMs) * 1000;
    const ownStartUs = Math.max(pageStartUs, commitEndUs);
    return {
      readyMs, requests, settledMs, fcpMs: fcpMs ?? Number.NaN, hydratedMs, scriptHydratedMs,
      longestTaskMs: longestTaskMs(tasks, ownStartUs, loadedUs),
      blockingTimeMs: blockingTimeMs(tasks, ownStartUs, loadedUs),
      idleLongestTaskMs: longestTaskMs(tasks.filter((task) => task.ts >= loadedUs), loadedUs, settled.ts),
    };
  } finally {
    await close();
  }
}

/**
 * Waits, with the CPU still slowed down, until the page has settled (bench/probes.mjs),
 * then marks the moment in the page.
 * @param {Session} session
 * @param {number} fromMs  ready, or hydrated when later
 * @returns {Promise<number>} performance.now() at settled
 */
async function untilSettled(session, fromMs) {
  for (;;) {
    const { nowMs, longTaskEndsMs } = await evaluate(session, '({ nowMs: performance.now(), longTaskEndsMs: window.__benchLongTaskEnds })');
    const deadlineMs = settleDeadline(fromMs, longTaskEndsMs);
    if (nowMs >= deadlineMs) break;
    await new Promise((resolve) => setTimeout(resolve, Math.min(deadlineMs - nowMs, SETTLE_POLL_MS)));
  }
  return evaluate(session, `performance.mark(${JSON.stringify(SETTLED_MARK)}).startTime`);
}

/**
 * The main thread's CPU time from navigation to ready, unthrottled (throttling pauses the thread
 * in slices, so wall times spread far more), and the JS heap at ready after a forced garbage
 * collection, before the chunks a widget preloads when idle are in it.
 * @param {Browser} browser
 * @param {string} url
 * @returns {Promise<{ cpuMs: number, heapUsedMB: number }>}
 */
export async function measureMainThreadCpu(browser, url) {
  const { session, close } = await browser.newPage();
  try {
    const endTrace = await startTrace(session);
    await loadUntilReady(session, url);
    await session.send('HeapProfiler.enable');
    await session.send('HeapProfiler.collectGarbage');
    const heap = await session.send('Runtime.getHeapUsage');
    const { mark, tasks } = mainThreadTasks(await endTrace(), READY_MARK);
    return { cpuMs: threadTimeMs(tasks, mark.ts), heapUsedMB: heap.usedSize / 1e6 };
  } finally {
    await close();
  }
}

/**
 * Navigates, once the page's document is the new one waits for its window.__benchReady
 * (bench/pages.mjs), then fails on any uncaught error the page had.
 * @param {Session} session
 * @param {string} url
 * @returns {Promise<number>} performance.now() at ready
 */
async function loadUntilReady(session, url) {
  await navigate(session, url);
  const readyMs = await pageResult(session, '__benchReady', 'no control rendered and enabled');
  const errors = await evaluate(session, 'window.__benchErrors');
  if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`);
  return readyMs;
}

/**
 * Navigates the page to `url` and resolves once its document is the one in the page, so that
 * what is evaluated next runs there.
 * @param {Session} session @param {string} url
 */
export async function navigate(session, url) {
  const { errorText } = await session.send('Page.navigate', { url });
  if (errorText) throw new Error(`${url}: ${errorText}`);
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while ((await evaluate(session, 'location.href').catch(() => null)) !== url) {
    if (Date.now() > deadline) throw new Error(`${url} was not committed within ${READY_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * What a promise the page keeps on window resolves with, within READY_TIMEOUT_MS.
 * @param {Session} session
 * @param {string} name  the promise's name on window
 * @param {string} failure  what did not happen, for the error
 * @returns {Promise<number>}
 */
export function pageResult(session, name, failure) {
  return evaluate(session, `Promise.race([
    window.${name},
    new Promise((_, reject) => setTimeout(() => reject(new Error(${JSON.stringify(`${failure} within ${READY_TIMEOUT_MS} ms`)})), ${READY_TIMEOUT_MS})),
  ])`);
}

/**
 * An expression's value in the page (a promise's, once settled), by Runtime.evaluate, which
 * needs no Runtime.enable. Throws what the page threw.
 * @param {Session} session @param {string} expression
 * @returns {Promise<any>}
 */
async function evaluate(session, expression) {
  const { result, exceptionDetails } = await session.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true });
  if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
  return result.value;
}
