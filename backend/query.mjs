// @ts-check
// The part of PostgREST's URL grammar the widgets and tests use (select, columns, order,
// limit, offset, simple filters), turned into SQL. Identifiers are checked against the
// schema cache and quoted; every value travels as a bind parameter.
import { parseError, undefinedColumn, unknownColumn } from './errors.mjs';

/** @typedef {import('./db.mjs').Column} Column */
/** @typedef {{ column: string, alias: string }} SelectItem */
/** @typedef {{ sql: string, params: unknown[] }} Statement */
/**
 * @typedef {object} Plan
 * @property {string} table
 * @property {Column[]} tableColumns
 * @property {SelectItem[]} select
 * @property {string[] | null} columns  the `columns` parameter of an insert
 * @property {string} where  '' or ' WHERE …' with $n placeholders counted from planRequest's firstParam
 * @property {unknown[]} whereParams
 * @property {string} orderLimit  ' ORDER BY … LIMIT n OFFSET m': the rows a read gives
 * @property {boolean} limited  the request names a limit or an offset: a write touches only those rows
 */

/**
 * Supabase runs PostgREST with max-rows = 1000: a read returns at most that many rows
 * whatever its limit, and a client pages with limit and offset to get the rest.
 */
export const MAX_ROWS = 1000;

const RESERVED = new Set(['select', 'columns', 'order', 'limit', 'offset', 'on_conflict']);
// Maps, not objects: a filter such as `id=constructor.x` must find no operator, not Object's own.
const OPERATORS = new Map(Object.entries({
  eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=', like: 'LIKE', ilike: 'ILIKE',
}));
const IS_VALUES = new Map(Object.entries({ null: 'NULL', true: 'TRUE', false: 'FALSE', unknown: 'UNKNOWN' }));
const ORDER_MODIFIERS = new Map(Object.entries({ asc: 'ASC', desc: 'DESC', nullsfirst: 'NULLS FIRST', nullslast: 'NULLS LAST' }));
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** @param {string} name */
export const quote = (name) => `"${name.replaceAll('"', '""')}"`;
/** supabase-js sends `columns="name","email"`: PostgREST accepts names in quotes. */
/** @param {string} text */
const unquote = (text) => text.trim().replace(/^"(.*)"$/, '$1');

/**
 * PostgREST's PGRST204 for the first of `names` the table has no column of: a write's keys,
 * or an insert's `columns` parameter.
 * @param {string} table @param {Column[]} tableColumns @param {Iterable<string>} names
 */
export function requireColumns(table, tableColumns, names) {
  for (const name of names) if (!tableColumns.some((c) => c.name === name)) throw unknownColumn(table, name);
}

/**
 * @param {string} table
 * @param {Column[]} tableColumns
 * @param {URLSearchParams} params
 * @param {number} firstParam  number of the first $n placeholder the filters may use
 * @returns {Plan}
 */
export function planRequest(table, tableColumns, params, firstParam) {
  const known = new Set(tableColumns.map((c) => c.name));
  /** @param {string} column */
  const mustExist = (column) => {
    if (!known.has(column)) throw undefinedColumn(table, column);
    return column;
  };
  const columnsParam = params.get('columns');
  const columns = columnsParam === null ? null : columnsParam.split(',').map(unquote);
  requireColumns(table, tableColumns, columns ?? []);

  /** @type {string[]} */
  const conditions = [];
  /** @type {unknown[]} */
  const whereParams = [];
  for (const [key, value] of params) {
    if (RESERVED.has(key)) continue;
    const column = `${quote(table)}.${quote(mustExist(key))}`;
    const dot = value.indexOf('.');
    const op = dot < 0 ? '' : value.slice(0, dot);
    const operand = value.slice(dot + 1);
    const sqlOp = OPERATORS.get(op);
    if (sqlOp) {
      // PostgREST's like patterns use * for %, which a URL would otherwise mangle.
      whereParams.push(op.endsWith('like') ? operand.replaceAll('*', '%') : operand);
      conditions.push(`${column} ${sqlOp} $${firstParam + whereParams.length - 1}`);
    } else if (op === 'is' && IS_VALUES.has(operand.toLowerCase())) {
      conditions.push(`${column} IS ${IS_VALUES.get(operand.toLowerCase())}`);
    } else {
      throw parseError(`filter (${value})`);
    }
  }

  return {
    table,
    tableColumns,
    select: parseSelect(params.get('select') ?? '*', tableColumns, mustExist),
    columns,
    where: conditions.length ? ` WHERE ${conditions.join(' AND ')}` : '',
    whereParams,
    orderLimit: parseOrder(params.get('order'), table, mustExist) + parseLimit(params),
    limited: params.has('limit') || params.has('offset'),
  };
}

/**
 * @param {string} text
 * @param {Column[]} tableColumns
 * @param {(column: string) => string} mustExist
 * @returns {SelectItem[]}
 */
function parseSelect(text, tableColumns, mustExist) {
  return text.split(',').flatMap((raw) => {
    const item = unquote(raw);
    if (item === '*') return tableColumns.map((c) => ({ column: c.name, alias: c.name }));
    const [alias, column] = item.includes(':') ? item.split(':', 2) : [item, item];
    if (!alias || !column || !NAME.test(alias) || !NAME.test(column)) throw parseError(`select parameter (${text})`);
    return [{ column: mustExist(column), alias }];
  });
}

/**
 * @param {string | null} text
 * @param {string} table
 * @param {(column: string) => string} mustExist
 */
function parseOrder(text, table, mustExist) {
  if (!text) return '';
  const terms = text.split(',').map((term) => {
    const [column = '', ...modifiers] = term.trim().split('.');
    let sql = `${quote(table)}.${quote(mustExist(column))}`;
    for (const modifier of modifiers) {
      const words = ORDER_MODIFIERS.get(modifier);
      if (!words) throw parseError(`order (${text})`);
      sql += ` ${words}`;
    }
    return sql;
  });
  return ` ORDER BY ${terms.join(', ')}`;
}

/**
 * Every read is capped at MAX_ROWS, and so is a limited write.
 * @param {URLSearchParams} params
 */
function parseLimit(params) {
  const [limit, offset] = /** @type {const} */ (['limit', 'offset']).map((key) => {
    const value = params.get(key);
    if (value !== null && !/^\d+$/.test(value)) throw parseError(`${key} (${value})`);
    return value === null ? null : Number(value);
  });
  return ` LIMIT ${Math.min(limit ?? MAX_ROWS, MAX_ROWS)}${offset === null ? '' : ` OFFSET ${offset}`}`;
}

/**
 * PostgREST's outer query: the rows of `pgrst_source` as one JSON text and a count.
 * @param {string} source  a data-modifying or plain SELECT statement
 * @param {SelectItem[] | null} items  columns to return; null for `return=minimal`
 * @param {boolean} single  answer one object instead of an array
 */
function aggregate(source, items, single) {
  if (!items) return `WITH pgrst_source AS (${source}) SELECT count(*)::int AS rows, NULL::text AS body FROM pgrst_source`;
  const list = items.map((i) => `pgrst_source.${quote(i.column)} AS ${quote(i.alias)}`).join(', ');
  const body = single ? `coalesce((json_agg(_postgrest_t) -> 0)::text, 'null')` : `coalesce(json_agg(_postgrest_t), '[]')::text`;
  return `WITH pgrst_source AS (${source}) SELECT count(*)::int AS rows, ${body} AS body FROM (SELECT ${list} FROM pgrst_source) _postgrest_t`;
}

/** @param {Plan} plan @param {boolean} representation */
function returning(plan, representation) {
  if (!representation) return ' RETURNING 1';
  const names = [...new Set(plan.select.map((i) => i.column))];
  return ` RETURNING ${names.map((n) => `${quote('public')}.${quote(plan.table)}.${quote(n)}`).join(', ')}`;
}

/**
 * @param {Plan} plan
 * @param {string[]} target  columns to set from the payload, already checked
 * @param {string} payloadArray  a JSON array of objects, as received
 * @param {boolean} representation
 * @param {boolean} single
 * @returns {Statement}
 */
export function insertStatement(plan, target, payloadArray, representation, single) {
  const table = `${quote('public')}.${quote(plan.table)}`;
  const source = target.length
    ? `INSERT INTO ${table} (${target.map(quote).join(', ')}) SELECT ${target.map((n) => `pgrst_body.${quote(n)}`).join(', ')}` +
      ` FROM json_to_recordset($1::json) AS pgrst_body(${recordType(plan, target)})`
    : `INSERT INTO ${table} SELECT FROM json_array_elements($1::json)`;
  return { sql: aggregate(source + returning(plan, representation), representation ? plan.select : null, single), params: [payloadArray] };
}

/**
 * @param {Plan} plan  built with firstParam 2: $1 is the payload
 * @param {string[]} target
 * @param {string} payloadObject
 * @param {boolean} representation
 * @param {boolean} single
 * @returns {Statement}
 */
export function updateStatement(plan, target, payloadObject, representation, single) {
  const set = target.map((n) => `${quote(n)} = pgrst_body.${quote(n)}`).join(', ');
  const source = `UPDATE ${quote('public')}.${quote(plan.table)} SET ${set} FROM json_to_record($1::json) AS pgrst_body(${recordType(plan, target)})`;
  const sql = aggregate(source + writtenRows(plan) + returning(plan, representation), representation ? plan.select : null, single);
  return { sql, params: [payloadObject, ...plan.whereParams] };
}

/** @param {Plan} plan  built with firstParam 1 @param {boolean} representation @param {boolean} single */
export function deleteStatement(plan, representation, single) {
  const source = `DELETE FROM ${quote('public')}.${quote(plan.table)}${writtenRows(plan)}${returning(plan, representation)}`;
  return { sql: aggregate(source, representation ? plan.select : null, single), params: plan.whereParams };
}

/**
 * The rows a PATCH or DELETE writes: those its filters match or, given a limit or an offset,
 * only the ones a read would answer, found by their ctid (PostgREST's limited update and delete).
 * @param {Plan} plan
 */
function writtenRows(plan) {
  if (!plan.limited) return plan.where;
  return ` WHERE ${quote(plan.table)}.ctid = ANY (ARRAY(SELECT ctid FROM ${quote('public')}.${quote(plan.table)}${plan.where}${plan.orderLimit}))`;
}

/**
 * A read, and with `counted` also `total`: how many rows its filters match, whatever its limit,
 * offset and max-rows (PostgREST's count=exact), in the same statement.
 * @param {Plan} plan  built with firstParam 1 @param {boolean} single @param {boolean} [counted]
 */
export function selectStatement(plan, single, counted = false) {
  const table = `${quote('public')}.${quote(plan.table)}`;
  const columns = [...new Set(plan.select.map((i) => i.column))].map((n) => `${quote(plan.table)}.${quote(n)}`);
  const read = aggregate(`SELECT ${columns.join(', ')} FROM ${table}${plan.where}${plan.orderLimit}`, plan.select, single);
  const sql = counted ? `SELECT pgrst_read.*, (SELECT count(*)::int FROM ${table}${plan.where}) AS total FROM (${read}) pgrst_read` : read;
  return { sql, params: plan.whereParams };
}

/** The payload's columns with their types, as json_to_record(set) reads them. @param {Plan} plan @param {string[]} target */
function recordType(plan, target) {
  return target
    .map((name) => {
      const column = plan.tableColumns.find((c) => c.name === name);
      if (!column) throw unknownColumn(plan.table, name);
      return `${quote(name)} ${column.type}`;
    })
    .join(', ');
}
