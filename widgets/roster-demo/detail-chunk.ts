import { lazyChunk } from '../../src/lazy/lazy-chunk';
import { chartsChunk, prefetchCharts } from './charts-chunk';

/**
 * The detail view and the charts its default tab shows, fetched when idle after load, on intent
 * (pointer or focus on a card), or when a talent is opened. One fetch per page, shared by every
 * demo element; a failed one is asked for again the next time a talent is opened.
 */
export const detailChunk = lazyChunk(() => import('./talent-detail'));

/** On intent, and when a talent is opened: both, run, as the detail view's default tab shows the charts. */
export function preloadTalentDetail(): void {
  detailChunk.preload();
  chartsChunk.preload();
}

/**
 * When the browser is idle: the detail view, and the charts fetched but not run. Running
 * recharts is one long task, which a visitor who opens no talent need not pay for; one who
 * does gives a sign of intent first, or waits for it to run, not for the network.
 */
export function prefetchTalentDetail(): void {
  detailChunk.preload();
  prefetchCharts();
}
