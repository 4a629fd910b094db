// @ts-check
// `npm run waitlist:export`: the local backend's waitlist rows as CSV on stdout, header
// row first. PGlite allows one process per data directory, so while the backend runs
// (on BACKEND_PORT) the rows come over HTTP with the service key; otherwise straight
// from the data directory.
import { existsSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_DATA_DIR, openDatabase } from './db.mjs';
import { LOCAL_SERVICE_KEY } from './keys.mjs';
import { DEFAULT_PORT } from './server.mjs';

/** @typedef {Record<string, unknown>} WaitlistRecord */
/**
 * @typedef {object} ExportOptions
 * @property {number} [port]  where a running backend would listen
 * @property {string} [host]
 * @property {string} [dataDir]  read when no backend answers on the port
 * @property {boolean} [spreadsheetSafe]  neutralise cells a spreadsheet would run as formulas (default true)
 */

/** Named here rather than `select=*` so the header exists even without rows, in a fixed order. */
export const EXPORT_COLUMNS = Object.freeze([
  'id', 'created_at', 'name', 'email', 'company_name', 'phone_number', 'importance',
  'contact_consent', 'creator_count', 'feature_choices', 'proposed_feature',
]);
const ORDER = 'created_at.asc,id.asc';
const SERVER_TIMEOUT_MS = 10_000;

/**
 * @param {ExportOptions} [options]
 * @returns {Promise<{ csv: string, rows: number, source: 'server' | 'data-dir' }>}
 */
export async function exportWaitlistCsv({ port = DEFAULT_PORT, host = '127.0.0.1', dataDir = DEFAULT_DATA_DIR, spreadsheetSafe = true } = {}) {
  const fromServer = await fetchRowsFromServer(`http://${host}:${port}`);
  const rows = fromServer ?? (await readRowsFromDataDir(dataDir));
  return { csv: toCsv(rows, EXPORT_COLUMNS, { spreadsheetSafe }), rows: rows.length, source: fromServer ? 'server' : 'data-dir' };
}

/**
 * @param {string} url  the backend's base URL
 * @returns {Promise<WaitlistRecord[] | null>} null when nothing listens there
 */
export function fetchRowsFromServer(url) {
  const query = `select=${EXPORT_COLUMNS.join(',')}&order=${ORDER}`;
  const headers = { apikey: LOCAL_SERVICE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_KEY}` };
  // node:http without an agent rather than fetch: fetch may reuse a pooled keep-alive
  // socket of a backend that has just stopped, and fail instead of finding nobody there.
  return new Promise((resolve, reject) => {
    const request = get(`${url}/rest/v1/waitlist?${query}`, { headers, agent: false, timeout: SERVER_TIMEOUT_MS }, (response) => {
      /** @type {Buffer[]} */
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        if (response.statusCode === 200) resolve(JSON.parse(text));
        else reject(new Error(`the backend at ${url} answered ${response.statusCode}: ${text}`));
      });
    });
    request.on('timeout', () => request.destroy(new Error(`no answer from ${url} in ${SERVER_TIMEOUT_MS} ms`)));
    request.on('error', (error) => {
      if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
  });
}

/**
 * Reads the rows as the service role would see them, in the JSON shape the REST API
 * gives, so both sources print identically.
 * @param {string} dataDir
 * @returns {Promise<WaitlistRecord[]>}
 */
export async function readRowsFromDataDir(dataDir) {
  // No database yet: nobody has joined. Creating one just to read it would leave a
  // data directory behind and take seconds.
  if (!dataDir.startsWith('memory://') && !existsSync(join(dataDir, 'PG_VERSION'))) return [];
  const db = await openDatabase({ dataDir });
  try {
    const list = EXPORT_COLUMNS.map((c) => `"${c}"`).join(', ');
    const result = await db.asRole('service_role', { role: 'service_role' }, (tx) =>
      tx.query(`select coalesce(json_agg(t), '[]')::text as body from (select ${list} from public.waitlist order by created_at, id) t`),
    );
    return JSON.parse(/** @type {{ body: string }} */ (result.rows[0]).body);
  } finally {
    await db.close();
  }
}

/**
 * RFC 4180 CSV: CRLF line ends, fields quoted when they hold a quote, comma, CR or LF,
 * quotes doubled. Lists become one field joined by "; ", null an empty field.
 * @param {readonly WaitlistRecord[]} rows
 * @param {readonly string[]} [columns]
 * @param {{ spreadsheetSafe?: boolean }} [options]
 */
export function toCsv(rows, columns = EXPORT_COLUMNS, { spreadsheetSafe = true } = {}) {
  const lines = [columns.map((c) => csvField(c, false))];
  for (const row of rows) lines.push(columns.map((c) => csvField(row[c], spreadsheetSafe)));
  return lines.map((fields) => `${fields.join(',')}\r\n`).join('');
}

/**
 * Anyone can submit the waitlist form, and the export is opened in spreadsheets, which
 * run a cell starting with = + - @ as a formula: such text gets a leading apostrophe
 * (OWASP's advice), which also keeps "+44 …" phone numbers readable.
 * @param {unknown} value
 * @param {boolean} spreadsheetSafe
 */
function csvField(value, spreadsheetSafe) {
  let text;
  if (value === null || value === undefined) text = '';
  else if (Array.isArray(value)) text = value.map(String).join('; ');
  else text = String(value);
  if (spreadsheetSafe && typeof value !== 'boolean' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

async function main() {
  const port = Number(process.env.BACKEND_PORT ?? DEFAULT_PORT);
  const dataDir = process.env.BACKEND_DATA_DIR || DEFAULT_DATA_DIR;
  const result = await exportWaitlistCsv({ port, dataDir, spreadsheetSafe: !process.argv.includes('--raw') });
  process.stdout.write(result.csv);
  const from = result.source === 'server' ? `the backend on port ${port}` : dataDir;
  console.error(`waitlist:export: ${result.rows} row(s) from ${from}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(`waitlist:export failed: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  });
}
