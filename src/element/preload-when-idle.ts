import { IDLE_FALLBACK_DELAY_MS, IDLE_PRELOAD_TIMEOUT_MS } from '../config/timing';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether the visitor's browser asks to spare data: Save-Data on, or a 2G connection. */
export function sparesData(connection = (navigator as Navigator & { connection?: NetworkInformation }).connection): boolean {
  return Boolean(connection?.saveData || connection?.effectiveType?.endsWith('2g'));
}

const scheduled = new Set<() => void>();

/**
 * Runs `preload` once the host page has loaded and the browser is idle, so a widget's first
 * interaction finds its code without competing with the page's loading; never when the visitor
 * spares data. Once per page per preload, however many widgets ask; never cancelled.
 */
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
