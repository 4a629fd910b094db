import { NO_CONNECTION } from '../backend/messages';
import type { Connection } from '../backend/connection';
import type { SignupOrigin } from '../attribution/attribution';
import type { InsertResult, WaitlistRow } from '../backend/insert-waitlist-entry';
import { lazyChunk } from '../lazy/lazy-chunk';

/**
 * Step 1 is all a host page pays for up front. The rest (step 2, the thank-you view, the insert)
 * is one lazy chunk, fetched on the first sign of intent or when the browser is idle after load
 * (use-waitlist.ts), and awaited by Next and Submit. supabase-js is a chunk of its own
 * (src/backend/client.ts), asked for as soon as this one arrives.
 */
export const laterChunk = lazyChunk(
  () => import('./later'),
  (module) => module.preloadSupabase(),
);

/**
 * The store's insert function for one element: a bad connection answers at once with the
 * no-connection text; a good one waits for the later chunk (tried again on the next submit
 * if its fetch fails), which adds where the sign-up came from.
 */
export function waitlistInserter(connection: Connection, origin: SignupOrigin): (row: WaitlistRow) => Promise<InsertResult> {
  if (!connection.ok) return async () => ({ ok: false, ...NO_CONNECTION });
  return async (row) => {
    let module;
    try {
      module = await laterChunk.load();
    } catch {
      return { ok: false, ...NO_CONNECTION };
    }
    return module.insertWaitlistEntry(connection, { ...row, ...module.attributionHere(origin) });
  };
}
