import { LOCAL_ANON_KEY } from '../backend/keys.mjs';
import { DEFAULT_PORT, portFromEnv } from '../backend/ports.mjs';
import { isHttpUrl, keyRole, projectUrl } from '../src/backend/project.mjs';
import { EMAIL_PATTERN } from '../src/contact/store.ts';

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
  const brand = env.BRAND?.trim() || DEFAULT_BRAND;
  return {
    BRAND: brand,
    SUPABASE_URL: url,
    // For the CSP's connect-src: a source with a path (a URL pasted with /rest/v1) allows that path alone.
    SUPABASE_ORIGIN: new URL(url).origin,
    SUPABASE_ANON_KEY: key,
    CONTACT_EMAIL: contactEmail(env.CONTACT_EMAIL?.trim(), brand),
  };
}

const DEFAULT_BRAND = 'Rosterkit';
const DEFAULT_CONTACT_EMAIL = 'hello@rosterkit.io';

/**
 * The footer's and the structured data's address. Rosterkit's own is the default for its own
 * page only: a page for another brand would give visitors and search engines the wrong one.
 */
function contactEmail(email: string | undefined, brand: string): string {
  if (!email) {
    if (brand === DEFAULT_BRAND) return DEFAULT_CONTACT_EMAIL;
    throw new Error(`CONTACT_EMAIL is not set: the page for ${brand} would give ${DEFAULT_BRAND}'s address, ${DEFAULT_CONTACT_EMAIL}. Set it to ${brand}'s`);
  }
  // One address as it is written, as the contact form takes it, not a link (mailto:…) or a name
  // with it (<…>): the page links to it. Its domain is one on the web (a dot), not this machine's.
  if (!EMAIL_PATTERN.test(email) || !email.slice(email.indexOf('@')).includes('.')) throw new Error(`CONTACT_EMAIL is not an email address: ${email}`);
  return email;
}
