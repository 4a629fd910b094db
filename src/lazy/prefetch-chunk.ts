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
  // A CSP that allows scripts by nonce alone refuses a link without the page's nonce (one per page).
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
  const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href: url, nonce });
  link.onload = () => link.remove();
  link.onerror = () => {
    link.remove();
    chunk.preload();
  };
  document.head.append(link);
}
