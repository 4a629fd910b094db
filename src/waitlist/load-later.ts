import { useEffect, useState } from 'react';
import { NO_CONNECTION_MESSAGE } from '../backend/errors';
import type { InsertResult, WaitlistRow } from '../backend/insert-waitlist-entry';

/**
 * Step 1 is all a host page pays for up front. What follows it (step 2, the thank-you
 * view, the insert and supabase-js behind it) is one lazy chunk, fetched on the first
 * sign of intent (focus or pointer on the form) or when the browser is idle after the
 * page's load (use-waitlist.ts), and awaited by Next and by Submit.
 */
type Later = typeof import('./later');
let loading: Promise<Later> | null = null;
let loaded: Later | null = null;

export function loadLater(): Promise<Later> {
  loading ??= import('./later').then(
    (later) => {
      loaded = later;
      later.preloadSupabase();
      return later;
    },
    (error: unknown) => {
      // A failed fetch (a network blip) is tried again on the next intent, Next or Submit.
      loading = null;
      throw error;
    },
  );
  return loading;
}

export function preloadLater(): void {
  loadLater().catch(() => undefined);
}

/** The later steps once loaded; when `needed` before they are, fetches them and re-renders. */
export function useLater(needed: boolean): Later | null {
  const [, setArrived] = useState<Later | null>(null);
  useEffect(() => {
    if (needed && !loaded) loadLater().then(setArrived, () => undefined);
  }, [needed]);
  return loaded;
}

export async function insertWaitlistEntry(url: string, key: string, row: WaitlistRow): Promise<InsertResult> {
  let later: Later;
  try {
    later = await loadLater();
  } catch {
    return { ok: false, code: 'no-connection', message: NO_CONNECTION_MESSAGE };
  }
  return later.insertWaitlistEntry(url, key, row);
}
