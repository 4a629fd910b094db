// @ts-check
// `npm start`: start the local backend, build dist/ against it and serve dist/; Ctrl-C stops both.
import { build } from 'vite';
import { backendOptionsFromEnv, describeLimits, startBackend } from '../backend/server.mjs';
import { LOCAL_ANON_KEY } from '../backend/keys.mjs';
import { serveStatic } from './serve.mjs';

const port = Number(process.env.PORT ?? 4173);
// Read first, so that a mistyped setting fails at once, in one line.
const backendOptions = (() => {
  try {
    return backendOptionsFromEnv(process.env);
  } catch (error) {
    console.error(`npm start: ${/** @type {Error} */ (error).message}`);
    process.exit(1);
  }
})();

const backend = await startBackend(backendOptions);
// The demo host is built against the backend just started, on whatever port it got
// (BACKEND_PORT=0 picks one), unless SUPABASE_URL names another.
process.env.SUPABASE_URL ||= backend.url;
try {
  await build({ logLevel: 'warn' });
} catch (error) {
  await backend.close();
  throw error;
}
const site = await serveStatic({ root: 'dist', port });

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
