import { IDLE_FALLBACK_DELAY_MS, IDLE_PRELOAD_TIMEOUT_MS } from '../config/timing';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether the visitor's browser asks to spare data: Save-Data on, or a 2G connection. */
export function sparesData(connection = (navigator as Navigator & { connection?: NetworkInformation }).connection): boolean {
  return Boolean(connection?.saveData || connection?.effectiveType?.endsWith('2g'));
}

/**
 * Runs `preload` once the host page has loaded and the browser is first idle, so what a
 * widget needs on the visitor's first interaction is there before it, without competing
 * with the page's own loading. A visitor who spares data gets it on intent only (focus,
 * pointer). Once per page for each preload, however many widgets ask (20 forms schedule
 * one). Not cancelled: a lazy part, once fetched, serves every widget on the page.
 */
const scheduled = new Set<() => void>();

export function preloadWhenIdle(preload: () => void): void {
  if (scheduled.has(preload) || sparesData()) return;
  scheduled.add(preload);
  const whenLoaded = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(() => preload(), { timeout: IDLE_PRELOAD_TIMEOUT_MS })
      : setTimeout(preload, IDLE_FALLBACK_DELAY_MS);
  if (document.readyState === 'complete') whenLoaded();
  else addEventListener('load', whenLoaded, { once: true });
}
