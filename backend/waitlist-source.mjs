// @ts-check
// Where `waitlist:export` and `waitlist:report` read the waitlist: the Supabase project named by
// SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (one without the other is an error), or the local backend, over HTTP while it runs,
// else from its data directory (PGlite allows one process per data directory).
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createClient } from '@supabase/supabase-js';
import { isHttpUrl, keyRole, projectUrl } from '../src/backend/project.mjs';
import { openDatabase } from './db.mjs';
import { LOCAL_SERVICE_KEY } from './keys.mjs';
import { MAX_ROWS, quote } from './query.mjs';
import { localBackendFromEnv } from './server.mjs';

/** @typedef {Record<string, unknown>} WaitlistRecord */
/**
 * @typedef {{ kind: 'project', url: string, key: string }
 *   | { kind: 'local', host: string, port: number, dataDir: string }} WaitlistSource
 */

/** A failure the operator can fix (a key, a URL): printed as one line, without a stack. */
export class SourceError extends Error {}

/**
 * Runs a command's `main` when its module is the one node was started with: a SourceError is
 * printed as one line, anything else whole, and either sets the exit code to 1.
 * @param {string} name  as the operator typed it (`waitlist:export`) @param {string} moduleUrl  import.meta.url
 * @param {() => Promise<void>} main
 */
export function runCommand(name, moduleUrl, main) {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  main().catch((error) => {
    console.error(`${name} failed: ${error instanceof SourceError ? error.message : error?.stack ?? error}`);
    process.exitCode = 1;
  });
}

/**
 * The source the environment names. Setting only one of the two project variables is a
 * mistake, not a wish for local data: it fails rather than export the wrong rows.
 * @param {NodeJS.ProcessEnv} env
 * @returns {WaitlistSource}
 */
export function sourceFromEnv(env) {
  const url = env.SUPABASE_URL?.trim();
  const key = env.SUPABASE_SERVICE_ROLE_KEY?.trim();
  if (url && key) {
    checkProjectUrl(url);
    checkKeyShape('SUPABASE_SERVICE_ROLE_KEY', key);
    return { kind: 'project', url: projectUrl(url), key };
  }
  if (url || key) {
    throw new SourceError(`${url ? 'SUPABASE_URL' : 'SUPABASE_SERVICE_ROLE_KEY'} is set but ${url ? 'SUPABASE_SERVICE_ROLE_KEY' : 'SUPABASE_URL'} is not: set both to read a Supabase project, or neither to read the local backend`);
  }
  try {
    return { kind: 'local', host: '127.0.0.1', ...localBackendFromEnv(env) };
  } catch (error) {
    throw new SourceError(/** @type {Error} */ (error).message);
  }
}

/**
 * Every row, oldest first, with the given columns, in the JSON shape the REST API gives.
 * @param {WaitlistSource} source
 * @param {readonly string[]} columns
 * @returns {Promise<{ rows: WaitlistRecord[], from: string }>}
 */
export async function readWaitlist(source, columns) {
  if (source.kind === 'project') {
    if (keyRole(source.key) === 'anon') {
      throw new SourceError('SUPABASE_SERVICE_ROLE_KEY holds the public anon key, which may not read sign-ups: use the service_role (secret) key from the project\'s API settings');
    }
    return { rows: await readPages(source.url, source.key, columns), from: `the Supabase project at ${source.url}` };
  }
  const url = `http://${source.host}:${source.port}`;
  if (await isListening(source.host, source.port)) {
    return { rows: await readPages(url, LOCAL_SERVICE_KEY, columns), from: `the backend on port ${source.port}` };
  }
  return { rows: await readDataDir(source.dataDir, columns), from: source.dataDir };
}

/**
 * A command's options (`-- --out FILE`, `--out=FILE`); an unknown one, a missing value, or a
 * value that looks like another option is a one-line mistake, not a file named `--raw`.
 * @template {import('node:util').ParseArgsConfig['options']} T
 * @param {string[]} args
 * @param {T} options
 * @param {string} usage  the command as written with every option
 */
export function commandOptions(args, options, usage) {
  try {
    return parseArgs({ args, options }).values;
  } catch (error) {
    throw new SourceError(`${/** @type {Error} */ (error).message.split('\n')[0]?.replace(/\.$/, '')}: ${usage}`);
  }
}

/**
 * Refuses a SUPABASE_URL that is not an http(s) URL, such as `<ref>.supabase.co` without its
 * scheme, before supabase-js throws on it with a stack.
 * @param {string} url
 */
export function checkProjectUrl(url) {
  if (!isHttpUrl(url)) throw new SourceError(`SUPABASE_URL is not an http(s) URL: ${url}`);
}

/**
 * Refuses a key that cannot go in a header: a wrapped or quoted paste. fetch() would name the
 * value in its error, and a secret key would end up in a terminal or CI log.
 * @param {string} variable
 * @param {string} key
 */
export function checkKeyShape(variable, key) {
  if (!/^[\x21-\x7e]*$/.test(key)) {
    throw new SourceError(`${variable} holds a character no key has (a line break, a space or a non-ASCII character): paste the key again, on one line`);
  }
}

/**
 * Pages through the table with limit and offset until an empty page, so a project whose
 * max-rows is below the page size still yields every row.
 * @param {string} url
 * @param {string} key
 * @param {readonly string[]} columns
 */
async function readPages(url, key, columns) {
  const client = createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no WebSocket and no realtime channel is opened: any constructor will do.
    realtime: { transport: /** @type {never} */ (class NoWebSocket {}) },
  });
  /** @type {WaitlistRecord[]} */
  const rows = [];
  for (;;) {
    const { data, error, status } = await client.from('waitlist').select(columns.join(','))
      .order('created_at').order('id').range(rows.length, rows.length + MAX_ROWS - 1);
    if (error) throw refusal(url, status, error);
    // A site that is not a project can answer with an empty body, which supabase-js reads as no
    // rows at all (and a 404's as status 204): not a status to name.
    if (!Array.isArray(data)) throw notAProject(url);
    if (!data.length) return rows;
    rows.push(.../** @type {WaitlistRecord[]} */ (/** @type {unknown} */ (data)));
  }
}

/**
 * @param {string} url
 * @param {number} status
 * @param {{ message?: unknown, code?: string, details?: string | null }} error  any JSON body another site answers
 */
function refusal(url, status, error) {
  const message = typeof error.message === 'string' ? error.message : '';
  if (status === 401 || status === 403) {
    return new SourceError(`${url} refused the key (${status} ${message}): SUPABASE_SERVICE_ROLE_KEY must be the project's service_role (secret) key`);
  }
  // No answer: supabase-js puts the cause's stack in details; its first line says what failed.
  if (!status) return new SourceError(`${url} could not be reached: ${/Caused by: (.*)/.exec(error.details ?? '')?.[1] ?? message}`);
  // PostgREST's and the gateway's errors are a line of JSON with a message; some other site's
  // answer would be its whole page, nothing, or JSON of its own.
  if (!error.code && (!message.trim() || /^\s*</.test(message) || message.length > 200)) return notAProject(url, status);
  return new SourceError(`${url} answered ${status}: ${message}`.replace(/\s+/g, ' '));
}

/** @param {string} url @param {number} [status]  as the site answered, when supabase-js tells it */
function notAProject(url, status) {
  const answered = status ? ` (GET /rest/v1/waitlist: ${status})` : '';
  return new SourceError(`${url} does not answer like a Supabase project${answered}: SUPABASE_URL is the project URL, https://<ref>.supabase.co`);
}

/**
 * Whether something accepts connections on the port. Asked before any request so that a
 * stopped backend means "read the data directory", never a failed export.
 * @param {string} host
 * @param {number} port
 * @returns {Promise<boolean>}
 */
function isListening(host, port) {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', (/** @type {NodeJS.ErrnoException} */ error) => {
      if (error.code === 'ECONNREFUSED') resolve(false);
      else reject(error);
    });
  });
}

/**
 * The rows as the service role sees them, in the REST API's JSON shape, so both local
 * sources print identically.
 * @param {string} dataDir
 * @param {readonly string[]} columns
 * @returns {Promise<WaitlistRecord[]>}
 */
async function readDataDir(dataDir, columns) {
  // No database yet: nobody has joined. Creating one just to read it would leave a data
  // directory behind and take seconds.
  if (!dataDir.startsWith('memory://') && !existsSync(join(dataDir, 'PG_VERSION'))) return [];
  const db = await openDatabase({ dataDir }).catch((error) => {
    // Held by a backend on another BACKEND_PORT, or one still starting: one line, not a stack.
    throw new SourceError(`${dataDir}: ${/** @type {Error} */ (error).message}`);
  });
  try {
    const list = columns.map(quote).join(', ');
    const result = await db.asRole('service_role', { role: 'service_role' }, (tx) =>
      tx.query(`select coalesce(json_agg(t), '[]')::text as body from (select ${list} from public.waitlist order by created_at, id) t`),
    );
    return JSON.parse(/** @type {{ body: string }} */ (result.rows[0]).body);
  } finally {
    await db.close();
  }
}
