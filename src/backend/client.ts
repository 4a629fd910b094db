import type { SupabaseClient } from '@supabase/supabase-js';

/**
 * The one Supabase client module. supabase-js is about 51 KB gzip, so it is loaded
 * on intent (first focus of a form), once the page has loaded and the browser is idle,
 * or at submit, never before first paint; one client per project URL and key is shared
 * by every widget on the page.
 */
const clients = new Map<string, Promise<SupabaseClient>>();
let library: Promise<typeof import('@supabase/supabase-js')> | null = null;

export function preloadSupabase(): void {
  library ??= import('@supabase/supabase-js');
}

export function getSupabase(url: string, key: string): Promise<SupabaseClient> {
  const cacheKey = `${url}\n${key}`;
  let client = clients.get(cacheKey);
  if (!client) {
    preloadSupabase();
    client = library!.then(({ createClient }) =>
      createClient(url, key, {
        // The widgets never sign anyone in: no session storage, no token timers.
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      }),
    );
    clients.set(cacheKey, client);
  }
  return client;
}
