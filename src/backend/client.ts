import type { SupabaseClient } from '@supabase/supabase-js';
import { lazyChunk } from '../lazy/lazy-chunk';

/**
 * The one Supabase client module. supabase-js is large, so it is a lazy chunk (fetched on intent,
 * when idle after the page's load, or at submit). One client per project URL and key, shared by
 * every widget and kept only once made, so a failed fetch is asked for again at the next submit.
 */
const supabaseJs = lazyChunk(() => import('@supabase/supabase-js'));
const clients = new Map<string, SupabaseClient>();

export const preloadSupabase = supabaseJs.preload;

export async function getSupabase(url: string, key: string): Promise<SupabaseClient> {
  const { createClient } = await supabaseJs.load();
  const cacheKey = `${url}\n${key}`;
  let client = clients.get(cacheKey);
  if (!client) {
    // The widgets never sign anyone in: no session storage, no token timers.
    client = createClient(url, key, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });
    clients.set(cacheKey, client);
  }
  return client;
}
