// @ts-check
// `npm start`: build dist/, start the local backend and serve dist/; Ctrl-C stops both.
import { build } from 'vite';
import { backendOptionsFromEnv, describeLimits, startBackend } from '../backend/server.mjs';
import { LOCAL_ANON_KEY } from '../backend/keys.mjs';
import { serveStatic } from './serve.mjs';

const port = Number(process.env.PORT ?? 4173);
// Read before the build, so that a mistyped setting fails at once, in one line.
const backendOptions = (() => {
  try {
    return backendOptionsFromEnv(process.env);
  } catch (error) {
    console.error(`npm start: ${/** @type {Error} */ (error).message}`);
    process.exit(1);
  }
})();

await build({ logLevel: 'warn' });
const backend = await startBackend(backendOptions);
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
