import { lazyChunk } from '../../src/lazy/lazy-chunk';
import { chartsChunk } from './charts-chunk';

/**
 * What the roster's first paint does not need is fetched on the first sign of intent
 * (a pointer over a card, focus on it), when the browser is idle after the page's load
 * (roster-demo.tsx), or when a talent is opened: the detail view, and the charts its
 * default tab shows. One fetch per page, shared by every demo element; a failed one is
 * asked for again the next time a talent is opened.
 */
export const detailChunk = lazyChunk(() => import('./talent-detail'));

/** Both at once: the charts are needed as soon as the detail view shows its default tab. */
export function preloadTalentDetail(): void {
  detailChunk.preload();
  chartsChunk.preload();
}
