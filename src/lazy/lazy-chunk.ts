/**
 * The one way a widget loads code its first frame does not need. On a phone a failed load is
 * normal: a need asks twice, then the failure is forgotten and the next need asks again.
 * Browsers fetch a failed module afresh when it is imported again (whatwg/html#10327).
 */
export interface LazyChunk<T> {
  /** The module, fetched once per page; after a failure, fetched again. */
  load(): Promise<T>;
  /** load() for when nobody waits on it: a failure is left to the next need. */
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

  // Each try calls `load` itself, which returns the module in the shape the bundler gives it.
  const attempt = (left: number): Promise<T> => load().catch((error: unknown) => (left > 1 ? attempt(left - 1) : Promise.reject(error)));

  const chunk: LazyChunk<T> = {
    load() {
      pending ??= attempt(ATTEMPTS_PER_NEED).then(
        (module) => {
          loaded = module;
          onLoad?.(module);
          return module;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    preload() {
      chunk.load().catch(() => undefined);
    },
    current: () => loaded,
    provide(module) {
      loaded = module;
    },
  };
  return chunk;
}
