/**
 * The one way a widget loads code its first frame does not need. On a phone a failed load is
 * normal: it is forgotten and the next need asks again; as a browser may keep the failed module,
 * a repeated failure asks for the chunk's URL with a query that makes it a new request.
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

type ImportUrl = (url: string) => Promise<unknown>;

const importUrl: ImportUrl = (url) => import(/* @vite-ignore */ url);

/** The URL a failed dynamic import names in its message (every engine names it). */
function failedUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  return /\b(https?:\/\/\S+?\.m?js)\b/.exec(message)?.[1] ?? null;
}

export function lazyChunk<T>(load: () => Promise<T>, onLoad?: (module: T) => void, fresh: ImportUrl = importUrl): LazyChunk<T> {
  let pending: Promise<T> | null = null;
  let loaded: T | null = null;
  let lastFailure: string | null = null;
  let retries = 0;

  const attempt = async (): Promise<T> => {
    try {
      return await load();
    } catch (error) {
      const url = failedUrl(error);
      const sameAsBefore = lastFailure !== null && String(error) === lastFailure;
      lastFailure = String(error);
      if (!sameAsBefore || !url) throw error;
      retries += 1;
      return (await fresh(`${url}${url.includes('?') ? '&' : '?'}retry=${retries}`)) as T;
    }
  };

  const chunk: LazyChunk<T> = {
    load() {
      pending ??= attempt().then(
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
