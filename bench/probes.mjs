// @ts-check
// What the bench runs inside a page besides its ready check (bench/pages.mjs): init
// scripts, added before the page's own scripts run, and when a page load has settled.

/** After ready, the page has settled once this long passes without a long task or frame (50 ms or more)... */
export const SETTLE_QUIET_MS = 1000;
/** ...or this long after ready, whichever comes first. */
export const SETTLE_CAP_MS = 3000;
/** The User Timing mark set when a page has settled: the end of the idle window (idleLongestTaskMs, browser.mjs). */
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

/**
 * What a click on a control of the lost-click probe (bench/lost-clicks.mjs) should do, looked
 * for in the landing's shadow root or the roster demo's inside it. `toggles`: a second click
 * would undo it. A dialog's title may hold `{brand}`, the landing's data-brand.
 * @typedef {'landing' | 'roster'} EffectRoot
 * @typedef {{ kind: 'dialog', root: EffectRoot, title: string, toggles?: false }
 *   | { kind: 'pressed' | 'open', root: EffectRoot, selector: string, toggles: boolean }
 *   | { kind: 'shown', root: EffectRoot, selector: string, settled: string, toggles?: false }
 *   | { kind: 'next-slide', root: EffectRoot, track: string, toggles?: false }} Effect
 * @typedef {{ clickMs: number | null, seenMs: number | null, trustedClicks: number, changes: number, target: string, times: number }} ClickRecord
 */

/**
 * Init script: the visitor's first trusted click, at its event's timeStamp as a window capture
 * listener sees it (added before the page's own, which may hold a click and stop it), and from
 * its pointerdown on, each animation frame, how many times the effect is there: the first frame
 * it is (performance.now()), and how often that count changed. window.__benchClick(settled)
 * gives the record with the count now; once settled, a 'shown' effect is looked for as it ends.
 * @param {Effect} effect
 */
export function watchClick(effect) {
  /** @type {Omit<ClickRecord, 'times'>} */
  const record = { clickMs: null, seenMs: null, trustedClicks: 0, changes: 0, target: '' };
  const landing = () => document.querySelector('rosterkit-landing');
  const scope = () => {
    const root = landing()?.shadowRoot ?? null;
    return effect.root === 'landing' ? root : (root?.querySelector('rosterkit-roster-demo')?.shadowRoot ?? null);
  };
  const text = (/** @type {Node | null | undefined} */ node) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
  let startLeft = 0;
  /** How many times the effect is there: 0, 1, 2 or more; -1 when another dialog is open. @param {boolean} settled */
  const times = (settled) => {
    const root = scope();
    if (!root) return 0;
    if (effect.kind === 'dialog') {
      const title = effect.title.replace('{brand}', landing()?.getAttribute('data-brand') ?? '');
      const titleOf = (/** @type {HTMLDialogElement} */ dialog) => text(root.getElementById(dialog.getAttribute('aria-labelledby') ?? '') ?? dialog.querySelector('h1, h2'));
      const open = [...root.querySelectorAll('dialog')].filter((dialog) => dialog.open);
      return open.every((dialog) => titleOf(dialog) === title) ? open.length : -1;
    }
    if (effect.kind === 'next-slide') {
      const track = root.querySelector(effect.track);
      const slide = track?.firstElementChild;
      if (!track || !slide) return 0;
      // Smooth scrolling: moved at all is once; past one and a half slides, twice.
      const movedPx = Math.abs(track.scrollLeft - startLeft);
      const stepPx = slide.getBoundingClientRect().width + (parseFloat(getComputedStyle(track).columnGap) || 0);
      return movedPx < 1 ? 0 : Math.max(1, stepPx > 0 ? Math.round(movedPx / stepPx) : 1);
    }
    const element = root.querySelector(effect.kind === 'shown' && settled ? effect.settled : effect.selector);
    if (!element) return 0;
    if (effect.kind === 'pressed') return element.getAttribute('aria-pressed') === 'true' ? 1 : 0;
    // A native <details>, or the older markup's trigger.
    if (effect.kind === 'open') return element.hasAttribute('open') || element.querySelector('[aria-expanded="true"]') ? 1 : 0;
    return 1;
  };
  let watching = false;
  let last = 0;
  const frame = () => {
    const now = times(false);
    if (now !== last) record.changes += 1;
    last = now;
    if (record.seenMs === null && record.clickMs !== null && now > 0) record.seenMs = performance.now();
    requestAnimationFrame(frame);
  };
  addEventListener('pointerdown', (event) => {
    if (!event.isTrusted || watching) return;
    watching = true;
    if (effect.kind === 'next-slide') startLeft = scope()?.querySelector(effect.track)?.scrollLeft ?? 0;
    last = times(false);
    requestAnimationFrame(frame);
  }, true);
  addEventListener('click', (event) => {
    if (!event.isTrusted) return;
    record.trustedClicks += 1;
    if (record.clickMs !== null) return;
    record.clickMs = event.timeStamp;
    // What the click landed on, to tell a missed control from a lost click.
    const target = event.composedPath()[0];
    if (target instanceof Element) record.target = `${target.localName}${target.classList.length > 0 ? `.${[...target.classList].join('.')}` : ''} ${text(target).slice(0, 40)}`.trim();
  }, true);
  /** @type {{ __benchClick?: (settled: boolean) => ClickRecord }} */ (/** @type {unknown} */ (window)).__benchClick = (settled) => ({ ...record, times: times(settled) });
}

/** Whether every widget root on the page (`.rk-root`, in shadow roots at any depth) has its React root, marked `data-rk-live`. */
export function allRootsLive() {
  /** @type {Element[]} */
  const roots = [];
  const walk = (/** @type {Document | ShadowRoot} */ scope) => {
    for (const element of scope.querySelectorAll('*')) {
      if (element.classList.contains('rk-root')) roots.push(element);
      if (element.shadowRoot) walk(element.shadowRoot);
    }
  };
  walk(document);
  return roots.length > 0 && roots.every((root) => root.hasAttribute('data-rk-live'));
}
