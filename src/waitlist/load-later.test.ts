import { describe, expect, it, vi } from 'vitest';
import { checkConnection } from '../backend/connection';
import type { WaitlistRow } from '../backend/insert-waitlist-entry';

// The lazy chunk, faked: a fetch fails until the count passes 2, as when the network is down for a
// need's tries (freshLoadLater sets how many fail).
const fetches = { count: 0 };
const later = {
  insertWaitlistEntry: vi.fn(async () => ({ ok: true as const, id: '7' })),
  preloadSupabase: vi.fn(),
  attributionHere: vi.fn((origin: { widget: string; source: string }) => ({ widget: origin.widget, source: origin.source })),
};
const laterModule = () => {
  fetches.count += 1;
  if (fetches.count <= 2) throw new TypeError('Failed to fetch dynamically imported module');
  return { ...later, InterestsStep: () => null, ThankYou: () => null };
};

/**
 * A new load-later.ts and chunk, as on a page of its own, whichever test ran before: a fetch of the
 * chunk runs laterModule again, and the first `failing` fetches fail.
 */
async function freshLoadLater(failing = 0) {
  fetches.count = 2 - failing;
  vi.resetModules();
  vi.doMock('./later', laterModule);
  return import('./load-later');
}

const row = { name: 'Ada', email: 'ada@example.com' } as WaitlistRow;
const origin = { widget: 'waitlist', source: 'acme-blog', attribution: true };
const NO_CONNECTION = { ok: false, code: 'no-connection', message: 'Database connection not available. Please try again later.' };

describe('given what follows step 1 loads lazily', () => {
  it('answers a submit whose chunk cannot be fetched in its tries with the connection text, then fetches it again and sends where it came from', async () => {
    const { waitlistInserter } = await freshLoadLater(2);
    const connection = checkConnection('https://xyz.supabase.co', 'sb_publishable_abc123');
    const insert = waitlistInserter(connection, origin);
    expect(await insert(row)).toEqual(NO_CONNECTION);
    expect(await insert(row)).toEqual({ ok: true, id: '7' });
    expect(later.insertWaitlistEntry).toHaveBeenCalledWith(connection, { ...row, widget: 'waitlist', source: 'acme-blog' });
  });

  it('fetches the chunk once, warming supabase-js once, however often it is asked for', async () => {
    later.preloadSupabase.mockClear();
    const { laterChunk } = await freshLoadLater();
    const before = fetches.count;
    laterChunk.preload();
    await Promise.all([laterChunk.load(), laterChunk.load()]);
    expect(fetches.count).toBe(before + 1);
    expect(later.preloadSupabase).toHaveBeenCalledTimes(1);
  });
});

describe('given an element whose backend attributes are wrong', () => {
  it('answers a submit with the connection text at once, fetching nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { waitlistInserter } = await freshLoadLater();
    const before = fetches.count;
    expect(await waitlistInserter(checkConnection('', ''), origin)(row)).toEqual(NO_CONNECTION);
    expect(fetches.count).toBe(before);
  });
});
