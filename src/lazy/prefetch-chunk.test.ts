import { beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyChunk } from './lazy-chunk';
import { prefetchChunk } from './prefetch-chunk';

const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];

describe('given a lazy chunk whose URL the build gave', () => {
  beforeEach(() => {
    for (const link of links()) link.remove();
  });

  it('should ask the browser to fetch it, once, without running it', () => {
    const load = vi.fn(async () => ({ charts: true }));
    const chunk = lazyChunk(load);
    prefetchChunk(chunk, 'https://cdn.example/widgets/chunks/charts-1.js');
    prefetchChunk(chunk, 'https://cdn.example/widgets/chunks/charts-1.js');
    expect(links().map((link) => link.href)).toEqual(['https://cdn.example/widgets/chunks/charts-1.js']);
    expect(load).not.toHaveBeenCalled();
    // Fetched, it leaves the host page's head as it was.
    links()[0]!.dispatchEvent(new Event('load'));
    expect(links()).toEqual([]);
    prefetchChunk(chunk, 'https://cdn.example/widgets/chunks/charts-1.js');
    expect(links()).toEqual([]);
  });

  it('should ask for nothing where no URL was built (the server renderer, unit tests)', () => {
    prefetchChunk(lazyChunk(async () => ({})), '');
    expect(links()).toEqual([]);
  });

  it('should ask for nothing once the chunk has arrived', async () => {
    const chunk = lazyChunk(async () => ({}));
    await chunk.load();
    prefetchChunk(chunk, 'https://cdn.example/widgets/chunks/charts-2.js');
    expect(links()).toEqual([]);
  });

  it('should meet a failed fetch with the chunk\'s own load, so that its next need asks afresh', () => {
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: https://cdn.example/widgets/chunks/charts-3.js')));
    const chunk = lazyChunk(load);
    prefetchChunk(chunk, 'https://cdn.example/widgets/chunks/charts-3.js');
    links()[0]!.dispatchEvent(new Event('error'));
    expect(load).toHaveBeenCalledTimes(1);
    expect(links()).toEqual([]);
  });
});
