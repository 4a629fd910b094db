// @ts-check
// PostgREST's `/rest/v1/<table>` for the local backend: reads, inserts, updates and
// deletes on the public tables, each request one transaction under the caller's role.
import { ApiError, JSON_TYPE, errorAnswer, invalidJson, notSingular, unknownTable } from './errors.mjs';
import { deleteStatement, insertStatement, planRequest, requireColumns, selectStatement, updateStatement } from './query.mjs';

/** @typedef {import('./errors.mjs').Answer} Answer */
/** @typedef {import('./db.mjs').Database} Database */
/** @typedef {import('./db.mjs').RequestRole} RequestRole */
/** @typedef {import('./query.mjs').Statement} Statement */
/**
 * A request that passed the gateway.
 * @typedef {object} RestRequest
 * @property {string} method
 * @property {string} path  e.g. /rest/v1/waitlist
 * @property {string} table
 * @property {URLSearchParams} params
 * @property {Record<string, string | string[] | undefined>} headers  lower-case names
 * @property {string} body
 * @property {RequestRole} role
 */

const OBJECT_TYPE = 'application/vnd.pgrst.object+json';
const EXPOSED_SCHEMAS = ['public', 'graphql_public'];

/**
 * @param {Database} db
 * @param {RestRequest} request
 * @returns {Promise<Answer>}
 */
export async function handleRest(db, request) {
  try {
    return await answer(db, request);
  } catch (error) {
    return errorAnswer(error, request.role);
  }
}

/**
 * @param {Database} db
 * @param {RestRequest} request
 * @returns {Promise<Answer>}
 */
async function answer(db, { method, path, table, params, headers, body, role }) {
  const schemaName = header(headers, method === 'GET' || method === 'HEAD' ? 'accept-profile' : 'content-profile') ?? 'public';
  if (schemaName !== 'public') {
    const hint = `Only the following schemas are exposed: ${EXPOSED_SCHEMAS.join(', ')}`;
    throw new ApiError(406, 'PGRST106', `Invalid schema: ${schemaName}`, null, hint);
  }
  const tableColumns = db.schema.tables.get(table);
  if (!tableColumns) throw unknownTable(table);
  const single = wantsObject(header(headers, 'accept'));
  const prefer = parsePrefer(header(headers, 'prefer'));
  const representation = prefer.get('return') === 'representation';
  const claims = { role };
  /** @type {import('./db.mjs').RequestContext} */
  const context = { method, path, headers: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, String(value)])) };

  if (method === 'GET' || method === 'HEAD') {
    // PostgREST counts `planned` and `estimated` from the planner's statistics, which here would
    // only be less exact: every count is exact.
    const counted = COUNTS.has(prefer.get('count') ?? '');
    const statement = selectStatement(planRequest(table, tableColumns, params, 1), single, counted);
    const { rows, body: json, total } = await run(db, role, claims, context, statement, single);
    const offset = Number(params.get('offset') ?? 0);
    if (total !== undefined && offset > total) {
      throw new ApiError(416, 'PGRST103', 'Requested range not satisfiable', `An offset of ${offset} was requested, but there are only ${total} rows.`);
    }
    // Some of the rows counted, not all: 206 Partial Content, as PostgREST answers.
    return ok(total !== undefined && rows < total ? 206 : 200, json, single, { 'Content-Range': range(offset, rows, total) });
  }
  if (method === 'POST') {
    requireJson(headers);
    const plan = planRequest(table, tableColumns, params, 2);
    const { target, array } = insertPayload(table, body, plan.columns, tableColumns);
    const statement = insertStatement(plan, target, array, representation, single);
    const { rows, body: json } = await run(db, role, claims, context, statement, single);
    return mutation(201, representation ? json : null, single, prefer, writtenRange(method, rows, prefer));
  }
  if (method === 'PATCH' || method === 'DELETE') {
    const plan = planRequest(table, tableColumns, params, method === 'PATCH' ? 2 : 1);
    // Supabase runs PostgREST with pg-safeupdate: a write without a filter is refused.
    if (!plan.where) throw new ApiError(400, '21000', `${method === 'PATCH' ? 'UPDATE' : 'DELETE'} requires a WHERE clause`);
    let statement;
    if (method === 'PATCH') {
      requireJson(headers);
      const object = parseJson(body);
      if (!isObject(object)) throw invalidJson();
      const target = Object.keys(object);
      requireColumns(table, tableColumns, target);
      // Nothing to set: PostgREST answers without touching the table.
      if (!target.length) return mutation(representation ? 200 : 204, representation ? '[]' : null, false, prefer, writtenRange(method, 0, prefer));
      statement = updateStatement(plan, target, body, representation, single);
    } else {
      statement = deleteStatement(plan, representation, single);
    }
    // supabase-js's maxAffected(n): honoured under handling=strict only, as PostgREST does.
    const most = prefer.get('handling') === 'strict' && /^\d+$/.test(prefer.get('max-affected') ?? '') ? Number(prefer.get('max-affected')) : null;
    const { rows, body: json } = await run(db, role, claims, context, statement, single, most);
    return mutation(representation ? 200 : 204, representation ? json : null, single, prefer, writtenRange(method, rows, prefer));
  }
  throw new ApiError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
}

/**
 * One transaction as `role`. A singular answer that is not exactly one row rolls the
 * transaction back (PostgREST does, so an insert of two rows with `.single()` leaves
 * nothing behind), and so does a write of more rows than `maxAffected`.
 * @param {Database} db
 * @param {RequestRole} role
 * @param {Record<string, unknown>} claims
 * @param {import('./db.mjs').RequestContext} context
 * @param {Statement} statement
 * @param {boolean} single
 * @param {number | null} [maxAffected]
 */
async function run(db, role, claims, context, statement, single, maxAffected = null) {
  return db.asRole(
    role,
    claims,
    async (tx) => {
      const result = await tx.query(statement.sql, statement.params);
      const row = /** @type {{ rows: number, body: string | null, total?: number }} */ (result.rows[0]);
      if (single && row.rows !== 1) throw notSingular(row.rows);
      if (maxAffected !== null && row.rows > maxAffected) {
        throw new ApiError(400, 'PGRST124', 'Query result exceeds max-affected preference constraint', `The query affects ${row.rows} rows`);
      }
      return row;
    },
    context,
  );
}

/**
 * The columns to insert and the body as a JSON array. Without `columns=`, every object
 * must carry the same keys (PostgREST's rule), and each key must be a column.
 * @param {string} table
 * @param {string} body
 * @param {string[] | null} columns
 * @param {import('./db.mjs').Column[]} tableColumns
 */
function insertPayload(table, body, columns, tableColumns) {
  const value = parseJson(body);
  const rows = Array.isArray(value) ? value : [value];
  if (!rows.every(isObject)) throw invalidJson();
  const array = Array.isArray(value) ? body : `[${body}]`;
  if (columns) return { target: columns, array };
  const first = Object.keys(rows[0] ?? {});
  const signature = [...first].sort().join('\u0000');
  if (!rows.every((row) => Object.keys(row).sort().join('\u0000') === signature)) throw invalidJson('All object keys must match');
  requireColumns(table, tableColumns, first);
  return { target: first, array };
}

/**
 * A body PostgREST would parse as JSON: sent as such, or with no type. PostgREST refuses any
 * other type but CSV and a form, which this backend does not parse either. So a page cannot
 * insert with text/plain, the one type a browser sends across origins without asking first.
 * @param {Record<string, string | string[] | undefined>} headers
 */
function requireJson(headers) {
  const type = header(headers, 'content-type');
  if (type !== undefined && type.split(';')[0]?.trim().toLowerCase() !== 'application/json') {
    throw invalidJson(`Content-Type not acceptable: ${type}`);
  }
}

/** @param {string} body @returns {unknown} */
function parseJson(body) {
  if (!body.trim()) throw invalidJson();
  try {
    return JSON.parse(body);
  } catch {
    throw invalidJson();
  }
}

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A request header's value. Node gives each header as one string (of a repeated Authorization,
 * Host or Content-Type the first, of most others all joined); only Set-Cookie is a list, joined here.
 * @param {Record<string, string | string[] | undefined>} headers @param {string} name
 */
export function header(headers, name) {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** @param {string | undefined} accept */
function wantsObject(accept) {
  if (!accept) return false;
  const types = accept.split(',').map((t) => (t.split(';')[0] ?? '').trim().toLowerCase());
  if (types.includes(OBJECT_TYPE)) return true;
  if (types.some((t) => t === 'application/json' || t === '*/*' || t === 'application/*')) return false;
  throw new ApiError(406, 'PGRST107', `None of these media types are available: ${accept}`);
}

/** @param {string | undefined} value */
function parsePrefer(value) {
  /** @type {Map<string, string>} */
  const prefer = new Map();
  for (const part of (value ?? '').split(',')) {
    const [key, val = ''] = part.trim().split('=', 2);
    if (key) prefer.set(key, val);
  }
  return prefer;
}

/** PostgREST's Content-Range of a read: `first-last/total`, `*` for no rows, and for the total when it was not counted. */
/** @param {number} offset @param {number} rows @param {number} [total] */
const range = (offset, rows, total) => `${rows > 0 ? `${offset}-${offset + rows - 1}` : '*'}/${total ?? '*'}`;

/** The counts a read may ask for (Prefer: count=…). */
const COUNTS = new Set(['exact', 'planned', 'estimated']);

/**
 * PostgREST's Content-Range of a write: an update's rows as a range, an insert's and a delete's
 * never (`*`), and the number written only under `Prefer: count=exact`.
 * @param {string} method @param {number} rows @param {Map<string, string>} prefer
 */
const writtenRange = (method, rows, prefer) =>
  `${method === 'PATCH' && rows > 0 ? `0-${rows - 1}` : '*'}/${prefer.get('count') === 'exact' ? rows : '*'}`;

/**
 * @param {number} status
 * @param {string | null} json
 * @param {boolean} single
 * @param {Record<string, string>} extra
 * @returns {Answer}
 */
function ok(status, json, single, extra) {
  if (json === null) return { status, headers: extra, body: '' };
  const type = single ? `${OBJECT_TYPE}; charset=utf-8` : JSON_TYPE;
  return { status, headers: { 'Content-Type': type, ...extra }, body: json };
}

/**
 * @param {number} status
 * @param {string | null} json
 * @param {boolean} single
 * @param {Map<string, string>} prefer
 * @param {string} contentRange
 */
function mutation(status, json, single, prefer, contentRange) {
  const returned = prefer.get('return');
  const applied = [
    ...(returned === 'representation' || returned === 'minimal' ? [`return=${returned}`] : []),
    ...(prefer.get('count') === 'exact' ? ['count=exact'] : []),
  ];
  /** @type {Record<string, string>} */
  const extra = { 'Content-Range': contentRange };
  if (applied.length) extra['Preference-Applied'] = applied.join(', ');
  return ok(status, json, single, extra);
}
