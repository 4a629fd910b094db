import type { LazyChunk } from './lazy-chunk';

const prefetched = new Set<string>();

/**
 * For a need that may not come: a lazy chunk fetched and compiled, not run. Running a
 * large chunk (recharts) is a long task that a visitor who never needs it should not pay
 * for. A modulepreload link (once per URL) in the page's <head>, which goes once done: the
 * module map keeps what it fetched, and the host page's head is left as it was. `url` comes
 * from a `?chunk-url` import (build/chunk-url.ts); where it is empty (no browser build),
 * nothing. A failed fetch stays in the module map, so the chunk's next import() would fail
 * at once: the chunk's own load meets that failure now, and its next need asks afresh.
 */
export function prefetchChunk(chunk: LazyChunk<unknown>, url: string): void {
  if (!url || prefetched.has(url) || chunk.current() !== null) return;
  prefetched.add(url);
  const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href: url });
  link.onload = () => link.remove();
  link.onerror = () => {
    link.remove();
    chunk.preload();
  };
  document.head.append(link);
}
