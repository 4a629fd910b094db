// @ts-check
/**
 * Ports of the browser-test servers: apart from `npm start`'s, so both can run at once.
 * E2E_PORT_OFFSET shifts them all, for two test runs side by side.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const PORTS = {
  /** dist/: the demo host and the widget scripts (the "CDN" origin). */
  site: 4183 + offset,
  /** A second origin: partner and CMS pages that load the widgets cross-origin. */
  partner: 4184 + offset,
  backend: 54339 + offset,
  /** The same backend with its sign-up limits on (the one above has RATE_LIMITS=off). */
  limitedBackend: 54340 + offset,
  /** A real WordPress (PHP's built-in server) for the plugin's tests, started by their spec. */
  wordpress: 4185 + offset,
  /** The host apps that install @rosterkit/react (tests/hosts/), each built by tests/hosts/build.mjs. */
  viteReact19: 4186 + offset,
  react18: 4187 + offset,
  nextApp: 4188 + offset,
};

export const SITE = `http://127.0.0.1:${PORTS.site}`;
export const PARTNER = `http://127.0.0.1:${PORTS.partner}`;
export const BACKEND = `http://127.0.0.1:${PORTS.backend}`;
export const LIMITED_BACKEND = `http://127.0.0.1:${PORTS.limitedBackend}`;
