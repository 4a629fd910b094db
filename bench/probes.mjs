// @ts-check
// What the bench runs inside a page besides its ready check (bench/pages.mjs): init
// scripts, added before the page's own scripts run, and when a page load has settled.

/** After ready, the page has settled once this long passes without a long task or frame (50 ms or more)... */
export const SETTLE_QUIET_MS = 1000;
/** ...or this long after ready, whichever comes first. */
export const SETTLE_CAP_MS = 3000;
/** The User Timing mark set when a page has settled: the end of the window its longest task is taken from. */
export const SETTLED_MARK = 'rosterkit-settled';

/**
 * @typedef {{ __benchLongTaskEnds: number[], __benchHydrated: Promise<number>, __benchScriptHydrated: Promise<number> }} BenchWindow
 */

/**
 * Init script: the end (performance.now() time) of every long task and long animation frame the
 * page reports, only to tell when the page has settled; each type catches tasks the other misses.
 * The longest task itself comes from a trace (bench/browser.mjs).
 */
export function recordLongTasks() {
  const ends = /** @type {number[]} */ ([]);
  /** @type {BenchWindow} */ (/** @type {unknown} */ (window)).__benchLongTaskEnds = ends;
  for (const type of ['longtask', 'long-animation-frame']) {
    if (!PerformanceObserver.supportedEntryTypes.includes(type)) continue;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) ends.push(entry.startTime + entry.duration);
    }).observe({ type, buffered: true });
  }
}

/**
 * Init script: each frame after the first paint, clicks the header button labelled `label`;
 * window.__benchHydrated resolves at the click that opened a dialog (by the next frame). The drawn
 * button opens it without script (commandfor): window.__benchScriptHydrated marks when it is React's.
 * @param {{ tag: string, label: string }} target
 */
export function probeHydration({ tag, label }) {
  const root = () => document.querySelector(tag)?.shadowRoot ?? null;
  const opened = () => root()?.querySelector('dialog[open]') != null;
  const headerButton = () => [...(root()?.querySelectorAll('header button') ?? [])].find((candidate) => candidate.textContent?.trim() === label);
  /** @type {BenchWindow} */ (/** @type {unknown} */ (window)).__benchScriptHydrated = new Promise((resolve) => {
    const frame = () => {
      const button = headerButton();
      if (button && Object.keys(button).some((key) => key.startsWith('__reactFiber'))) resolve(performance.now());
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  /** @type {BenchWindow} */ (/** @type {unknown} */ (window)).__benchHydrated = new Promise((resolve) => {
    let done = false;
    /** @type {number | null} */
    let lastClickMs = null;
    /** @param {number} clickMs */
    const hydrated = (clickMs) => {
      done = true;
      resolve(clickMs);
    };
    const frame = () => {
      if (done) return;
      // As a visitor: no click before the page has painted (drawn in the HTML, the button
      // opens its dialog by itself; opened in the first frame, it would be in the first paint).
      if (performance.getEntriesByName('first-contentful-paint').length === 0) return requestAnimationFrame(frame);
      if (lastClickMs !== null && opened()) return hydrated(lastClickMs);
      const button = headerButton();
      lastClickMs = null;
      if (button instanceof HTMLElement) {
        const clickMs = performance.now();
        button.click();
        if (opened()) return hydrated(clickMs);
        lastClickMs = clickMs;
        queueMicrotask(() => {
          if (!done && opened()) hydrated(clickMs);
        });
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/**
 * When a page that was ready (or hydrated) at `fromMs` has settled: SETTLE_QUIET_MS after
 * the later of that and the end of its last long task, but no later than SETTLE_CAP_MS
 * after `fromMs`. Times in ms of the page's performance.now().
 * @param {number} fromMs @param {number[]} longTaskEndsMs
 * @param {{ quietMs?: number, capMs?: number }} [window]
 */
export function settleDeadline(fromMs, longTaskEndsMs, { quietMs = SETTLE_QUIET_MS, capMs = SETTLE_CAP_MS } = {}) {
  return Math.min(Math.max(fromMs, ...longTaskEndsMs) + quietMs, fromMs + capMs);
}
