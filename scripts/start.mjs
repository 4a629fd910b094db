// @ts-check
// `npm start`: start the local backend, build dist/ against it and serve dist/; Ctrl-C stops both.
import { build } from 'vite';
import { DEFAULT_SITE_PORT, portFromEnv } from '../backend/ports.mjs';
import { describeLimits } from '../backend/limits.mjs';
import { backendOptionsFromEnv, startBackend } from '../backend/server.mjs';
import { LOCAL_ANON_KEY } from '../backend/keys.mjs';
import { serveStatic } from './serve.mjs';

/** One line for what the operator can fix (a mistyped setting, a port in use), then exit. @param {unknown} error @returns {never} */
function fail(error) {
  console.error(`npm start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

// Read first, so that a mistyped setting fails at once, in one line.
const [port, backendOptions] = (() => {
  try {
    return [portFromEnv(process.env, 'PORT', DEFAULT_SITE_PORT), backendOptionsFromEnv(process.env)];
  } catch (error) {
    return fail(error);
  }
})();

const backend = await startBackend(backendOptions).catch(fail);
// Served before it is built (files are read at each request), so that the build knows its port.
const site = await serveStatic({ root: 'dist', port }).catch(async (error) => {
  await backend.close();
  return fail(error);
});
// The demo host is built against the backend just started, on whatever port it got
// (BACKEND_PORT=0 picks one), with its key, and for the address it is served at: a hosted
// project's values left in the shell for `npm run build` must not take the demo's sign-ups,
// its canonical address or the WordPress plugin's scripts there.
process.env.SUPABASE_URL = backend.url;
process.env.SUPABASE_ANON_KEY = LOCAL_ANON_KEY;
process.env.SITE_URL = `${site.url}/`;
process.env.WIDGETS_BASE_URL = `${site.url}/widgets/`;
try {
  await build({ logLevel: 'warn' });
  // As `npm run build` does: the build above empties dist/, where the React package is built too.
  await build({ configFile: 'packages/react/vite.config.ts', logLevel: 'warn' });
} catch (error) {
  await Promise.allSettled([site.close(), backend.close()]);
  throw error;
}

console.log(`
  Local backend  ${backend.url}   (anon key: ${LOCAL_ANON_KEY})
  Sign-up limits ${await describeLimits(backend.db)}
  Demo host      ${site.url}/
  Export rows    npm run waitlist:export
  Press Ctrl-C to stop.
`);

const stop = async () => {
  await Promise.allSettled([site.close(), backend.close()]);
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
