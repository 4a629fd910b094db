import { lazyChunk } from '../../src/lazy/lazy-chunk';

/**
 * The audience charts and recharts behind them: the largest part of the demo, needed only
 * once a talent is opened. Fetched with the detail view (detail-chunk.ts), shared by every
 * demo element on the page.
 */
export const chartsChunk = lazyChunk(() => import('./insight-charts'));
