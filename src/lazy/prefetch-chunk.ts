import type { LazyChunk } from './lazy-chunk';

const prefetched = new Set<string>();

/**
 * Fetches and compiles a lazy chunk without running it, for a need that may not come: a
 * modulepreload link for `url` (a `?chunk-url` import; empty, nothing), removed once done. A failed
 * fetch stays in the module map, so the chunk's own load meets it now and its next need asks afresh.
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
