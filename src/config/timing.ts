/*
 * The widgets' timings, each with its unit in its name: those SPEC sets (docs/product.md lists
 * them), then those of loading. A timing that belongs to one module's mechanics stays there
 * (the landing's KEEP_AFTER_SCROLL_MS).
 */
/** SPEC's modal close delay: the waitlist dialog closes this long after a successful submit. */
export const WAITLIST_CLOSE_DELAY_MS = 2000;
export const CONTACT_CLOSE_DELAY_MS = 2000;
export const TOAST_DURATION_MS = 6000;
/** A waitlist insert that has not answered by then is abandoned with an error notice. */
export const SUBMIT_TIMEOUT_MS = 15000;
/** The landing header's logo: it spins, shows its wordmark, and starts over. */
export const LOGO_SPIN_MS = 600;
export const WORDMARK_VISIBLE_MS = 6000;
export const LOGO_CYCLE_MS = 10000;
/** The longest a busy page keeps a widget's lazy parts waiting for the browser to idle after its load. */
export const IDLE_PRELOAD_TIMEOUT_MS = 5000;
/** The longest a widget drawn in the HTML waits for the browser to idle (or a visitor's touch) before it is hydrated anyway. */
export const HYDRATION_IDLE_TIMEOUT_MS = 3000;
/** Where the browser has no idle callback (Safari): how long after the page's load the lazy parts are fetched. */
export const IDLE_FALLBACK_DELAY_MS = 1000;
/**
 * How long React renders a transition (a first render, a hydration) before it lets the
 * browser run a task: under the 50 ms a task may take, far above the scheduler's 5 ms,
 * whose many yields lengthen a slow phone's start.
 */
export const RENDER_SLICE_MS = 25;
