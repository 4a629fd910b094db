// @ts-check
// `npm start`: build dist/, start the local backend and serve dist/; Ctrl-C stops both.
import { build } from 'vite';
import { describeLimits, rateLimitsFromEnv, startBackend } from '../backend/server.mjs';
import { LOCAL_ANON_KEY } from '../backend/keys.mjs';
import { serveStatic } from './serve.mjs';

const port = Number(process.env.PORT ?? 4173);
const backendPort = Number(process.env.BACKEND_PORT ?? 54321);

await build({ logLevel: 'warn' });
const backend = await startBackend({ port: backendPort, rateLimits: rateLimitsFromEnv(process.env.RATE_LIMITS) });
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
