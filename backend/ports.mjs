// @ts-check
// Where the local backend and the demo host listen unless told otherwise, and how a port setting
// is read: by the backend, by npm start for itself and the demo host, and by the demo host's
// build. It imports nothing, so a build config can read it without loading the database engine.

export const DEFAULT_PORT = 54321;
/** The demo host's, as `npm start` serves it (PORT moves it). */
export const DEFAULT_SITE_PORT = 4173;

/**
 * A port from the environment (0 picks a free one), or `fallback` when it is not set or blank
 * (`PORT= npm start`). A value that is not a port fails, as a typo should.
 * @param {Readonly<Record<string, string | undefined>>} env @param {string} name @param {number} fallback
 */
export function portFromEnv(env, name, fallback) {
  const port = env[name]?.trim() ? Number(env[name]) : fallback;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} is not a port: ${env[name]}`);
  return port;
}
