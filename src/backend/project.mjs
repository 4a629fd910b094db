// @ts-check
// How a Supabase project's URL and keys are read. Plain JavaScript, so that the backend's Node
// scripts and the widgets read them alike.

/**
 * The project URL, also when pasted as its REST endpoint (…/rest/v1, as the dashboard shows it),
 * to which supabase-js and PostgREST clients add that path themselves.
 * @param {string} url
 */
export function projectUrl(url) {
  return url.replace(/(\/rest\/v1)?\/*$/, '');
}

/**
 * Whether a URL is an http(s) URL, as a project's must be (`<ref>.supabase.co` without its scheme is not).
 * @param {string} url
 */
export function isHttpUrl(url) {
  return URL.canParse(url) && /^https?:$/.test(new URL(url).protocol);
}

/**
 * The role a JWT key claims (its payload is base64url JSON); undefined for any other key.
 * @param {string} key
 * @returns {unknown}
 */
export function jwtRole(key) {
  try {
    return JSON.parse(atob(/** @type {string} */ (key.split('.')[1]).replace(/-/g, '+').replace(/_/g, '/'))).role;
  } catch {
    return undefined;
  }
}

/**
 * The role a Supabase key claims, when it says: a JWT's `role`, or the prefix of the newer
 * `sb_publishable_…` / `sb_secret_…` keys.
 * @param {string} key
 * @returns {'anon' | 'service_role' | null}
 */
export function keyRole(key) {
  if (key.startsWith('sb_publishable_')) return 'anon';
  if (key.startsWith('sb_secret_')) return 'service_role';
  const role = jwtRole(key);
  return role === 'anon' || role === 'service_role' ? role : null;
}

/**
 * Refuses, on a server, a widget's key that is the project's secret one: drawn into a page, it
 * would hand every visitor and crawler the whole database. `name` is how the embedder wrote it.
 * @param {string | undefined} key @param {string} name
 */
export function refuseSecretKey(key, name) {
  if (keyRole(key?.trim() ?? '') === 'service_role') {
    throw new Error(`[rosterkit] ${name} is the project's secret service key, which must never be in a page: use the public anon key.`);
  }
}
