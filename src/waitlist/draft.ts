import type { StoreApi } from 'zustand';

/**
 * Keeps a part of a store's state (`draftOf`) in sessionStorage under `key`, so that what
 * the visitor typed comes back after a reload. A few lines instead of zustand's persist
 * middleware, which weighs about 1 KB gzip on every host page; the stored shape is the
 * middleware's, `{ state, version }`. Blocked or full storage means no draft, never a
 * broken form.
 */
export function keepDraft<S extends object>(store: StoreApi<S>, key: string, draftOf: (state: S) => Partial<S>): void {
  let storage: Storage;
  try {
    storage = sessionStorage;
    const saved = (JSON.parse(storage.getItem(key) ?? 'null') as { state?: Partial<S> } | null)?.state;
    // Only what a draft holds comes back, whatever else the stored value says.
    if (saved) store.setState(pick(saved, Object.keys(draftOf(store.getState()))));
  } catch {
    return;
  }
  store.subscribe((state) => {
    try {
      storage.setItem(key, JSON.stringify({ state: draftOf(state), version: 0 }));
    } catch {
      // Full storage: the form goes on without a draft.
    }
  });
}

function pick<S>(saved: Partial<S>, keys: string[]): Partial<S> {
  return Object.fromEntries(Object.entries(saved).filter(([name]) => keys.includes(name))) as Partial<S>;
}
