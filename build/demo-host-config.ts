import { LOCAL_ANON_KEY } from '../backend/keys.mjs';
import { DEFAULT_PORT, portFromEnv } from '../backend/ports.mjs';
import { isHttpUrl, keyRole, projectUrl } from '../src/backend/project.mjs';

/**
 * The demo host's configuration, from the environment at build time (`npm run build`); the local
 * backend by default. Blank (a CI variable left empty) is unset, and padding goes: the title, the
 * social tags and the page itself then name the same brand.
 */
export function demoHostConfig(env: Readonly<Record<string, string | undefined>> = process.env) {
  const url = projectUrl(env.SUPABASE_URL?.trim() || `http://127.0.0.1:${portFromEnv(env, 'BACKEND_PORT', DEFAULT_PORT)}`);
  if (!isHttpUrl(url)) throw new Error(`SUPABASE_URL is not an http(s) URL: ${url}`);
  const key = env.SUPABASE_ANON_KEY?.trim() || LOCAL_ANON_KEY;
  // Written into a public page: a secret key there would give anyone the whole table.
  if (keyRole(key) === 'service_role') {
    throw new Error("SUPABASE_ANON_KEY holds a service_role key, which must never be in a page: give the project's anon (public) key, and rotate this one if it was published");
  }
  return {
    BRAND: env.BRAND?.trim() || 'Rosterkit',
    SUPABASE_URL: url,
    // For the CSP's connect-src: a source with a path (a URL pasted with /rest/v1) allows that path alone.
    SUPABASE_ORIGIN: new URL(url).origin,
    SUPABASE_ANON_KEY: key,
    CONTACT_EMAIL: env.CONTACT_EMAIL?.trim() || 'hello@rosterkit.io',
  };
}
