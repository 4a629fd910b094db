// @ts-check
// The local stand-in for a hosted Supabase project's REST API: the gateway's part (CORS,
// API key check) in front of PostgREST's `/rest/v1/`, served with node:http.
// Run it with `npm run backend` (its settings: backendOptionsFromEnv, backend/README.md#settings).
import { createServer } from 'node:http';
import { isIP } from 'node:net';
import { pathToFileURL } from 'node:url';
import { DEFAULT_DATA_DIR, openDatabase } from './db.mjs';
import { gatewayError, invalidToken } from './errors.mjs';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_KEY, ROLE_BY_KEY } from './keys.mjs';
import { DEFAULT_PORT, portFromEnv } from './ports.mjs';
import { describeLimits, setRateLimits } from './limits.mjs';
import { handleRest, header } from './rest.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('./db.mjs').Database} Database */
/** @typedef {import('./errors.mjs').Answer} Answer */
/**
 * @typedef {object} Backend
 * @property {string} url  the project URL to give supabase-js, e.g. http://127.0.0.1:54321
 * @property {Database} db
 * @property {() => Promise<void>} close  stops listening, lets running requests finish (cutting off those still sending their body), closes the database
 */

/** The one address it listens on. */
const LOOPBACK = '127.0.0.1';
const MAX_BODY_BYTES = 1024 * 1024;
const ALLOWED_METHODS = 'GET,HEAD,PUT,PATCH,POST,DELETE,OPTIONS';
// PostgREST's list: supabase-js reads Content-Range for counts, and a cross-origin page
// can only see headers listed here.
const EXPOSED_HEADERS =
  'Content-Encoding, Content-Location, Content-Range, Content-Type, Date, Location, Server, Transfer-Encoding, Range-Unit';

/**
 * Opens the database (applying pending migrations) and starts serving.
 * It listens on loopback alone: its keys, the service key too, are in the repository.
 * @param {{ port?: number, dataDir?: string, rateLimits?: boolean }} [options]  port 0 picks a free one;
 *   rateLimits false turns the sign-up limits off (RATE_LIMITS=off), for load tests
 * @returns {Promise<Backend>}
 */
export async function startBackend({ port = DEFAULT_PORT, dataDir = DEFAULT_DATA_DIR, rateLimits = true } = {}) {
  const db = await openDatabase({ dataDir });
  /** Each request's answer under way, with the request. @type {Map<Promise<void>, IncomingMessage>} */
  const running = new Map();
  let closing = false;
  const server = createServer((req, res) => {
    const work = (closing ? Promise.resolve(closingAnswer()) : route(db, req))
      .catch((error) => {
        console.error('backend: unexpected error', error);
        return gatewayError(500, 'An unexpected error occurred');
      })
      .then((answer) => {
        res.writeHead(answer.status, { ...CORS_HEADERS, ...answer.headers, ...(closing ? { Connection: 'close' } : {}) });
        res.end(req.method === 'HEAD' ? undefined : answer.body);
      })
      .finally(() => running.delete(work));
    running.set(work, req);
  });
  try {
    await setRateLimits(db, rateLimits);
    await new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, LOOPBACK, () => resolve(undefined));
    });
  } catch (error) {
    await db.close();
    throw error;
  }
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  /** @type {Promise<void> | undefined} */
  let closed;
  return {
    url: `http://${LOOPBACK}:${address.port}`,
    db,
    close() {
      closed ??= (async () => {
        closing = true;
        const stopped = new Promise((resolve) => server.close(() => resolve(undefined)));
        server.closeIdleConnections();
        // A client still sending its body (a stalled upload) would hold the close for Node's
        // requestTimeout, five minutes: it is cut off, with nothing of it stored.
        for (const req of running.values()) if (!req.complete) req.destroy();
        await Promise.allSettled([...running.keys()]);
        server.closeAllConnections();
        await stopped;
        await db.close();
      })();
      return closed;
    },
  };
}

const CORS_HEADERS = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': EXPOSED_HEADERS };

/** @returns {Answer} */
const closingAnswer = () => gatewayError(503, 'The local backend is shutting down');

/**
 * The gateway: CORS preflight first (browsers send it without credentials), then the
 * API key, then PostgREST.
 * @param {Database} db
 * @param {IncomingMessage} req
 * @returns {Promise<Answer>}
 */
async function route(db, req) {
  if (req.method === 'OPTIONS') return preflight(req);
  // Node's parser lets through request targets no URL can be made of, such as `//[x`.
  if (!URL.canParse(req.url ?? '/', 'http://localhost')) return gatewayError(400, 'The request target is not a valid URL');
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (!url.pathname.startsWith('/rest/v1/')) return gatewayError(404, 'no Route matched with those values');

  const apikey = header(req.headers, 'apikey') ?? url.searchParams.get('apikey');
  url.searchParams.delete('apikey');
  if (!apikey) return gatewayError(401, 'No API key found in request', 'No `apikey` request header or url param was found.');
  const keyRole = ROLE_BY_KEY.get(apikey);
  if (!keyRole) return gatewayError(401, 'Invalid API key', 'Double check your Supabase `anon` or `service_role` API key.');

  // PostgREST takes the role from the bearer token (a user's session, or the key again).
  const bearer = /^Bearer\s+(.+)$/i.exec(header(req.headers, 'authorization') ?? '')?.[1];
  const role = bearer === undefined ? keyRole : ROLE_BY_KEY.get(bearer);
  if (!role) {
    const parts = bearer?.split('.').length ?? 0;
    const message = parts === 3 ? 'JWSError JWSInvalidSignature' : `Expected 3 parts in JWT; got ${parts}`;
    return invalidToken(message);
  }

  // The local service key is in the repository, and the backend answers every origin: any site
  // the developer visits could read and delete every row with it. A browser names the page's
  // origin on every request whose answer the page could read or that could change a row (a
  // cross-origin fetch, any DELETE or PATCH); the commands and tests that use this key never do.
  // A page can also reach the backend without an Origin, by a same-origin GET from a domain
  // its owner has rebound to 127.0.0.1 (DNS rebinding); its requests then name that domain as
  // their Host. The commands name the backend by address or as localhost.
  if (keyRole === 'service_role' || role === 'service_role') {
    if (header(req.headers, 'origin') !== undefined) {
      return gatewayError(403, 'The service_role key is refused from a web page', 'Use the anon key in a page; the service key is for the commands.');
    }
    if (!namesThisMachine(header(req.headers, 'host'))) {
      return gatewayError(403, 'The service_role key is refused for a request to a domain name', 'Send it to the backend by its address (127.0.0.1) or as localhost.');
    }
  }

  const table = /^\/rest\/v1\/([^/]+)$/.exec(url.pathname)?.[1];
  if (!table) return gatewayError(404, 'no Route matched with those values');
  const body = await readBody(req).catch(() => undefined);
  if (body === undefined) return gatewayError(400, 'The request body could not be read'); // the client went away
  if (body === null) return gatewayError(413, 'Request size limit exceeded');
  const method = req.method ?? 'GET';
  const headers = { ...req.headers, 'x-forwarded-for': forwardedFor(req) };
  return handleRest(db, { method, path: url.pathname, table: decodedOr(table), params: url.searchParams, headers, body, role });
}

/**
 * A table name from the path, decoded; a malformed escape (%E0%A4%A) is kept as written,
 * so that it is an unknown table (404 PGRST205), not a server error.
 * @param {string} segment
 */
function decodedOr(segment) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * @param {IncomingMessage} req
 * @returns {Answer}
 */
function preflight(req) {
  /** @type {Record<string, string>} */
  const headers = { 'Access-Control-Allow-Methods': ALLOWED_METHODS, 'Content-Length': '0' };
  const requested = header(req.headers, 'access-control-request-headers');
  if (requested) headers['Access-Control-Allow-Headers'] = requested;
  return { status: 200, headers, body: '' };
}

/**
 * X-Forwarded-For as Supabase's gateway passes it on: whatever the client sent, then the
 * address this connection came from. Only that last entry is the gateway's own word
 * (the limits' trigger, private.waitlist_enforce_limits(), trusts it alone).
 * @param {IncomingMessage} req
 */
function forwardedFor(req) {
  const sent = header(req.headers, 'x-forwarded-for')?.trim();
  const peer = req.socket.remoteAddress ?? '';
  return sent ? `${sent}, ${peer}` : peer;
}

/**
 * Whether a request's Host names the backend by an IP address or as localhost, not by a domain
 * name that could point anywhere. @param {string | undefined} host
 */
function namesThisMachine(host) {
  if (host === undefined || !URL.canParse(`http://${host}`)) return false;
  const { hostname } = new URL(`http://${host}`);
  return hostname === 'localhost' || hostname.endsWith('.localhost') || isIP(hostname.replace(/^\[|\]$/g, '')) !== 0;
}

/**
 * Reads the whole body even past the limit (discarding it), so the answer reaches the
 * client and its keep-alive connection stays usable.
 * @param {IncomingMessage} req
 * @returns {Promise<string | null>} null when over the size limit
 */
function readBody(req) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[] | null} */
    let chunks = [];
    let size = 0;
    req.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) chunks = null;
      chunks?.push(chunk);
    });
    req.on('end', () => resolve(chunks && Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
    req.on('close', () => req.complete || reject(new Error('the client went away')));
  });
}

/**
 * RATE_LIMITS=off turns the limits off; unset or on keeps them. Anything else is a typo
 * that must not silently leave a load test limited, or a demo unprotected.
 * @param {string | undefined} value
 */
export function rateLimitsFromEnv(value) {
  if (value === undefined || value === '' || value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`RATE_LIMITS must be on or off, not ${JSON.stringify(value)}`);
}

/**
 * Where the local backend listens and keeps its data, as `npm run backend`, `npm start` and the
 * `waitlist:` commands read it: BACKEND_PORT (0 picks a free one) and BACKEND_DATA_DIR. A value
 * that is not a port fails, as a typo should.
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ port: number, dataDir: string }}
 */
export function localBackendFromEnv(env) {
  return { port: portFromEnv(env, 'BACKEND_PORT', DEFAULT_PORT), dataDir: env.BACKEND_DATA_DIR || DEFAULT_DATA_DIR };
}

/**
 * What `npm run backend` and `npm start` read from the environment: the above, and RATE_LIMITS.
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ port: number, dataDir: string, rateLimits: boolean }}
 */
export function backendOptionsFromEnv(env) {
  return { ...localBackendFromEnv(env), rateLimits: rateLimitsFromEnv(env.RATE_LIMITS) };
}

async function main() {
  const { port, dataDir, rateLimits } = backendOptionsFromEnv(process.env);
  const backend = await startBackend({ port, dataDir, rateLimits });
  const applied = backend.db.appliedMigrations;
  console.log(`Local backend listening on ${backend.url}`);
  console.log(`  REST API     ${backend.url}/rest/v1/`);
  console.log(`  anon key     ${LOCAL_ANON_KEY}`);
  console.log(`  service key  ${LOCAL_SERVICE_KEY}`);
  console.log(`  data         ${dataDir}${applied.length ? ` (applied ${applied.join(', ')})` : ''}`);
  console.log(`  limits       ${await describeLimits(backend.db)}`);
  let stopping = false;
  /** @param {NodeJS.Signals} signal */
  const stop = (signal) => {
    if (stopping) process.exit(1); // a second Ctrl-C: do not wait any longer
    stopping = true;
    console.log(`Local backend stopping (${signal})`);
    backend.close().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(`Local backend failed to start: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
}
