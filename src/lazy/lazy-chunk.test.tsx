import { describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { ATTEMPTS_PER_NEED, lazyChunk, type LazyChunk } from './lazy-chunk';
import { useLazyChunk } from './use-lazy-chunk';

const BLIP = 'TypeError: Failed to fetch dynamically imported module: https://cdn.example/widgets/chunks/later-1.js';

describe('given a lazy chunk', () => {
  it('should fetch once, however often and however many at once ask for it', async () => {
    const load = vi.fn(async () => ({ answer: 42 }));
    const chunk = lazyChunk(load);
    chunk.preload();
    const [first, second] = await Promise.all([chunk.load(), chunk.load()]);
    expect(first).toBe(second);
    expect(await chunk.load()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('should give the module to onLoad once, and hold it for rendering', async () => {
    const onLoad = vi.fn();
    const chunk = lazyChunk(async () => ({ answer: 42 }), onLoad);
    expect(chunk.current()).toBeNull();
    await chunk.load();
    await chunk.load();
    expect(chunk.current()).toEqual({ answer: 42 });
    expect(onLoad).toHaveBeenCalledTimes(1);
  });
});

describe('given a fetch that fails once, as on a network blip', () => {
  it('should ask again at once, and give the need the module as load() shapes it', async () => {
    const module = { ContactDialog: 'component' };
    const load = vi.fn().mockRejectedValueOnce(new TypeError(BLIP)).mockResolvedValue(module);
    const chunk = lazyChunk(load);
    await expect(chunk.load()).resolves.toBe(module);
    expect(chunk.current()).toBe(module);
    expect(load).toHaveBeenCalledTimes(ATTEMPTS_PER_NEED);
  });

  it('should leave a failed preload to the next need, rejecting nothing unhandled', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError(BLIP)).mockRejectedValueOnce(new TypeError(BLIP)).mockResolvedValue({ answer: 42 });
    const chunk = lazyChunk(load);
    chunk.preload();
    await new Promise((settled) => setTimeout(settled));
    expect(chunk.current()).toBeNull();
    await expect(chunk.load()).resolves.toEqual({ answer: 42 });
    expect(load).toHaveBeenCalledTimes(3);
  });
});

describe('given a need that comes while a preload is still trying, and the preload\'s tries fail', () => {
  it('should give that need tries of its own', async () => {
    let failPreload!: () => void;
    const preloadFailing = new Promise<never>((_, reject) => (failPreload = () => reject(new TypeError(BLIP))));
    const load = vi.fn().mockReturnValueOnce(preloadFailing).mockReturnValueOnce(preloadFailing).mockResolvedValue({ answer: 42 });
    const chunk = lazyChunk(load);
    chunk.preload();
    const need = chunk.load();
    failPreload();
    await expect(need).resolves.toEqual({ answer: 42 });
    expect(load).toHaveBeenCalledTimes(ATTEMPTS_PER_NEED + 1);
  });
});

describe('given a network that stays down for a need', () => {
  it('should fail that need after its tries, and fetch again on the next one', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError(BLIP)).mockRejectedValueOnce(new TypeError(BLIP)).mockResolvedValue({ answer: 42 });
    const chunk = lazyChunk(load);
    await expect(chunk.load()).rejects.toThrow('Failed to fetch');
    expect(load).toHaveBeenCalledTimes(ATTEMPTS_PER_NEED);
    expect(chunk.current()).toBeNull();
    await expect(chunk.load()).resolves.toEqual({ answer: 42 });
  });
});

describe('given a chunk whose module its entry imported and provided', () => {
  it('should be current at once, before any load', () => {
    const load = vi.fn(() => Promise.resolve({ name: 'provided' }));
    const chunk = lazyChunk(load);
    const module = { name: 'provided' };
    expect(chunk.current()).toBeNull();
    chunk.provide(module);
    expect(chunk.current()).toBe(module);
    expect(load).not.toHaveBeenCalled();
  });
});

describe('given a chunk that arrives between a render that went without it and that render\'s effects', () => {
  it('should render with it: the idle preload that brought it leaves no dialog waiting forever', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const module = { name: 'modal' };
    let rendered = false;
    // Absent while the component renders, there by the time its effects run.
    const chunk: LazyChunk<typeof module> = { load: () => Promise.resolve(module), preload: () => undefined, current: () => (rendered ? module : null), provide: () => undefined };
    function Part() {
      const { module: arrived } = useLazyChunk(chunk);
      rendered = true;
      return <p>{arrived ? arrived.name : 'waiting'}</p>;
    }
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<Part />));
    expect(container.textContent).toBe('modal');
    act(() => root.unmount());
  });
});
