import { lazyChunk } from '../../src/lazy/lazy-chunk';
import { prefetchChunk } from '../../src/lazy/prefetch-chunk';
import chartsUrl from './insight-charts?chunk-url';

/**
 * The audience charts and recharts behind them: the largest part of the demo, needed only
 * once a talent is opened. Fetched with the detail view (detail-chunk.ts), shared by every
 * demo element on the page.
 */
export const chartsChunk = lazyChunk(() => import('./insight-charts'));

/** The charts' code fetched and compiled, not run (prefetch-chunk.ts). */
export const prefetchCharts = () => prefetchChunk(chartsChunk, chartsUrl);
