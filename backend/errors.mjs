// @ts-check
// Error answers as PostgREST and Supabase's gateway give them: the same status codes,
// the same JSON bodies (keys in PostgREST's order) and the same headers, because the
// widgets branch on `error.code` and the status.

/**
 * One HTTP answer; the server adds the gateway's CORS headers to every one.
 * @typedef {{ status: number, headers: Record<string, string>, body: string }} Answer
 */

export const JSON_TYPE = 'application/json; charset=utf-8';

/** An error PostgREST itself raises (codes PGRSTxxx), or a Postgres error it passes on. */
export class ApiError extends Error {
  /**
   * @param {number} status
   * @param {string} code
   * @param {string} message
   * @param {string | null} [details]
   * @param {string | null} [hint]
   */
  constructor(status, code, message, details = null, hint = null) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
    this.hint = hint;
  }
}

/** @param {string} detail */
export const invalidJson = (detail = 'Empty or invalid json') => new ApiError(400, 'PGRST102', detail);
/** @param {string} what */
export const parseError = (what) => new ApiError(400, 'PGRST100', `failed to parse ${what}`);
/** @param {string} table @param {string} column */
export const unknownColumn = (table, column) =>
  new ApiError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`);
/** @param {string} table */
export const unknownTable = (table) =>
  new ApiError(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`);
/** @param {number} rows */
export const notSingular = (rows) =>
  new ApiError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${rows} rows`);
/** A column PostgREST lets Postgres reject, with the message Postgres would give. */
export const undefinedColumn = (/** @type {string} */ table, /** @type {string} */ column) =>
  new ApiError(400, '42703', `column ${table}.${column} does not exist`);

/**
 * PostgREST's status for a Postgres SQLSTATE (mapSQLtoHTTP in its Error.hs). 42501 (no grant,
 * or a row-level security check failed) is 401 for the anonymous role, so a client knows a
 * login could help, and 403 for any other role.
 * @param {string} code
 * @param {string} role
 * @param {string} message
 */
function statusForSqlState(code, role, message) {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  // RAISE sqlstate 'PT429' in SQL sets the HTTP status itself; PT and no status (100 to 599) is a 500.
  if (code.startsWith('PT')) return /^PT[1-5]\d\d$/.test(code) ? Number(code.slice(2)) : 500;
  // pg-safeupdate's refusal is the client's fault; any other cardinality violation, the server's.
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  // The JWT's role is not one the database has.
  if (code === '22023' && message.startsWith('role') && message.endsWith('does not exist')) return 401;
  const exact = /** @type {Record<string, number>} */ ({
    '23503': 409, '23505': 409, '23P01': 409, '25006': 405, '42883': 404, '42P01': 404, '42P17': 500, '53400': 500,
    '57P01': 503, P0001: 400,
  })[code];
  if (exact) return exact;
  const byClass = /** @type {Record<string, number>} */ ({
    '08': 503, '09': 500, '0L': 403, '0P': 403, '25': 500, '28': 403, '2D': 500, '38': 500, '39': 500, '3B': 500,
    '40': 500, '53': 503, '54': 500, '55': 500, '57': 500, '58': 500, F0: 500, HV: 500, P0: 500, XX: 500,
  })[code.slice(0, 2)];
  return byClass ?? 400;
}

/**
 * @param {string | null} code
 * @param {string} message
 * @param {string | null} details
 * @param {string | null} hint
 */
const errorBody = (code, message, details, hint) => JSON.stringify({ code, details, hint, message });

/**
 * Turns anything a request threw into PostgREST's answer for it.
 * @param {unknown} error
 * @param {string} role
 * @returns {Answer}
 */
export function errorAnswer(error, role) {
  if (error instanceof ApiError) {
    return withProxyStatus(error.status, error.code, errorBody(error.code, error.message, error.details, error.hint), role);
  }
  const pg = /** @type {{ code?: unknown, message?: unknown, detail?: unknown, hint?: unknown }} */ (error ?? {});
  if (typeof pg.code === 'string' && /^[0-9A-Z]{5}$/.test(pg.code)) {
    const body = errorBody(pg.code, String(pg.message), stringOrNull(pg.detail), stringOrNull(pg.hint));
    return withProxyStatus(statusForSqlState(pg.code, role, String(pg.message)), pg.code, body, role);
  }
  // A bug of ours, not an answer PostgREST would give: log it, answer Postgres's
  // internal_error without leaking details.
  console.error('backend: unexpected error', error);
  return withProxyStatus(500, 'XX000', errorBody('XX000', 'internal error of the local backend, see its log', null, null), role);
}

/**
 * @param {number} status
 * @param {string} code
 * @param {string} body
 * @param {string} role
 * @returns {Answer}
 */
function withProxyStatus(status, code, body, role) {
  /** @type {Record<string, string>} */
  const headers = { 'Content-Type': JSON_TYPE, 'Proxy-Status': `PostgREST; error=${code}` };
  if (status === 401 && role === 'anon') headers['WWW-Authenticate'] = 'Bearer';
  return { status, headers, body };
}

/**
 * What the gateway (not PostgREST) answers: no `code`, only `message` and `hint`.
 * @param {number} status
 * @param {string} message
 * @param {string} [hint]
 * @returns {Answer}
 */
export function gatewayError(status, message, hint) {
  const body = hint === undefined ? { message } : { message, hint };
  return { status, headers: { 'Content-Type': JSON_TYPE }, body: JSON.stringify(body) };
}

/**
 * PostgREST's answer to a bearer token it cannot verify (PGRST301): the gateway passed the key,
 * the token beside it is not one of this project's.
 * @param {string} message  what the JWT library said
 * @returns {Answer}
 */
export function invalidToken(message) {
  const headers = { 'Content-Type': JSON_TYPE, 'Proxy-Status': 'PostgREST; error=PGRST301', 'WWW-Authenticate': 'Bearer error="invalid_token"' };
  return { status: 401, headers, body: errorBody('PGRST301', message, null, null) };
}

/** @param {unknown} value */
const stringOrNull = (value) => (typeof value === 'string' ? value : null);
