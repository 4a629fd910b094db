/**
 * The one way a widget loads code its first frame does not need. On a phone a failed load is
 * normal: a need asks twice, then the failure is forgotten and the next need asks again.
 * Browsers fetch a failed module afresh when it is imported again (whatwg/html#10327).
 */
export interface LazyChunk<T> {
  /** The module, fetched once per page; after a failure, fetched again. */
  load(): Promise<T>;
  /**
   * load() for when nobody waits on it: a failure is left to the next need, and a need that
   * comes while it is still trying gets tries of its own.
   */
  preload(): void;
  /** The module once it has arrived, else null. */
  current(): T | null;
  /**
   * The module, imported by the entry itself (the landing page's dialogs): current at once,
   * without onLoad; a load() still asks the browser, which has it.
   */
  provide(module: T): void;
}

/** How often one need asks for a chunk: a blip's second try comes at once. */
export const ATTEMPTS_PER_NEED = 2;

export function lazyChunk<T>(load: () => Promise<T>, onLoad?: (module: T) => void): LazyChunk<T> {
  let pending: Promise<T> | null = null;
  let loaded: T | null = null;
  // Whether the tries under way are a preload's alone: a need that meets them adds its own.
  let preloading = false;

  // Each try calls `load` itself, which returns the module in the shape the bundler gives it.
  const attempt = (left: number): Promise<T> => load().catch((error: unknown) => (left > 1 ? attempt(left - 1) : Promise.reject(error)));

  /** Makes `tries` the pending load: the module is kept when it arrives, a failure forgotten. */
  const track = (tries: Promise<T>): Promise<T> => {
    const tracked = tries.then(
      (module) => {
        if (loaded !== module) {
          loaded = module;
          onLoad?.(module);
        }
        return module;
      },
      (error: unknown) => {
        if (pending === tracked) pending = null;
        throw error;
      },
    );
    return (pending = tracked);
  };

  const chunk: LazyChunk<T> = {
    load() {
      const preload = preloading ? pending : null;
      preloading = false;
      if (preload) return track(preload.catch(() => attempt(ATTEMPTS_PER_NEED)));
      return pending ?? track(attempt(ATTEMPTS_PER_NEED));
    },
    preload() {
      if (pending) return;
      track(attempt(ATTEMPTS_PER_NEED)).catch(() => undefined);
      preloading = true;
    },
    current: () => loaded,
    provide(module) {
      loaded = module;
    },
  };
  return chunk;
}
