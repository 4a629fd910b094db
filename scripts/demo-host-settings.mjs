// @ts-check
/** What configures a build of the demo host (the README's `npm run build`), the WordPress plugin's script base included. */
export const DEMO_HOST_SETTINGS = Object.freeze(['BRAND', 'SUPABASE_URL', 'SUPABASE_ANON_KEY', 'CONTACT_EMAIL', 'SITE_URL', 'WIDGETS_BASE_URL', 'BACKEND_PORT']);

/**
 * Gives a build the project makes for itself (the browser tests', the size check's) `settings`
 * and no other: what a shell keeps for `npm run build` (a hosted project, another brand) must
 * neither fail it nor change what the tests expect.
 * @param {Record<string, string>} [settings]
 */
export function useDemoHostSettings(settings = {}) {
  for (const name of DEMO_HOST_SETTINGS) delete process.env[name];
  Object.assign(process.env, settings);
}
