import { describe, expect, it, vi } from 'vitest';
import type { WaitlistRow } from '../backend/insert-waitlist-entry';

// The lazy chunk, faked: its first fetch fails as on a network blip, later ones succeed.
const fetches = vi.hoisted(() => ({ count: 0 }));
const later = vi.hoisted(() => ({
  insertWaitlistEntry: vi.fn(async () => ({ ok: true as const, id: '7' })),
  preloadSupabase: vi.fn(),
}));
vi.mock('./later', () => {
  fetches.count += 1;
  if (fetches.count === 1) throw new TypeError('Failed to fetch dynamically imported module');
  return { ...later, InterestsStep: () => null, ThankYou: () => null };
});

const row = { name: 'Ada', email: 'ada@example.com' } as WaitlistRow;

describe('given what follows step 1 loads lazily', () => {
  it('answers a submit whose chunk cannot be fetched with the connection text, then fetches it again', async () => {
    const { insertWaitlistEntry } = await import('./load-later');
    expect(await insertWaitlistEntry('https://xyz.supabase.co', 'key', row)).toEqual({
      ok: false,
      code: 'no-connection',
      message: 'Database connection not available. Please try again later.',
    });
    expect(await insertWaitlistEntry('https://xyz.supabase.co', 'key', row)).toEqual({ ok: true, id: '7' });
    expect(later.insertWaitlistEntry).toHaveBeenCalledWith('https://xyz.supabase.co', 'key', row);
  });

  it('fetches the chunk once, warming supabase-js once, however often it is asked for', async () => {
    const { loadLater, preloadLater } = await import('./load-later');
    preloadLater();
    await Promise.all([loadLater(), loadLater()]);
    expect(later.preloadSupabase).toHaveBeenCalledTimes(1);
  });
});
