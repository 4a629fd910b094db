import { LOCAL_ANON_KEY } from '../backend/keys.mjs';
import { DEFAULT_PORT, portFromEnv } from '../backend/ports.mjs';

/** The demo host's configuration, from the environment at build time (`npm run build`); the local backend by default. */
export function demoHostConfig(env: Readonly<Record<string, string | undefined>> = process.env) {
  return {
    // Blank (a CI variable left empty) is unset, and padding goes: the title, the social tags and
    // the page itself then name the same brand.
    BRAND: env.BRAND?.trim() || 'Rosterkit',
    SUPABASE_URL: env.SUPABASE_URL ?? `http://127.0.0.1:${portFromEnv(env, 'BACKEND_PORT', DEFAULT_PORT)}`,
    SUPABASE_ANON_KEY: env.SUPABASE_ANON_KEY ?? LOCAL_ANON_KEY,
    CONTACT_EMAIL: env.CONTACT_EMAIL ?? 'hello@rosterkit.io',
  };
}
