// @ts-check
// The local database: Postgres in WebAssembly (PGlite), set up the way a hosted Supabase
// project is (roles anon / authenticated / service_role, the same migration files), and
// a helper that runs each request in one transaction under the request's role.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { claimDataDir, markMade, markMaking, OWN_FILES, releaseDataDir } from './data-dir.mjs';
import { loadTemplate, saveTemplate, templateKey } from './template.mjs';

/** @typedef {import('@electric-sql/pglite').Transaction} Transaction */
/** @typedef {'anon' | 'authenticated' | 'service_role'} RequestRole */
/** @typedef {{ name: string, type: string }} Column */
/**
 * What PostgREST tells the database about the HTTP request, as request.method, .path and
 * .headers (a JSON object with lower-case names).
 * @typedef {{ method: string, path: string, headers: Record<string, string> }} RequestContext
 */
/**
 * What PostgREST calls its schema cache: the exposed tables and their columns, read
 * once after migrations, plus the per-role settings it applies to every request.
 * @typedef {object} SchemaCache
 * @property {Map<string, Column[]>} tables  public tables by name, columns in order
 * @property {Map<string, Array<[string, string]>>} roleSettings  e.g. statement_timeout
 */
/**
 * @typedef {object} Database
 * @property {PGlite} pg  the engine itself, as the session superuser (bypasses RLS)
 * @property {string} dataDir
 * @property {string[]} appliedMigrations  files applied by this open: all for a new database, the pending ones on a reopen
 * @property {SchemaCache} schema
 * @property {<T>(role: RequestRole, claims: Record<string, unknown>, work: (tx: Transaction) => Promise<T>, request?: RequestContext) => Promise<T>} asRole
 * @property {() => Promise<void>} close
 */

export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../.local-backend/data', import.meta.url));
export const MIGRATIONS_DIR = fileURLToPath(new URL('../supabase/migrations', import.meta.url));

// The hosted project's platform creates these roles and their timeouts; here we must.
// NOLOGIN: nobody connects as them, requests switch to them inside a transaction.
export const BOOTSTRAP_SQL = `
do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
grant usage on schema public to anon, authenticated, service_role;
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text,
  statements text[]
);
`;

/**
 * Opens (or creates) the database, bootstraps roles and applies pending migrations.
 * @param {{ dataDir?: string, migrationsDir?: string }} [options]
 * @returns {Promise<Database>}
 */
export async function openDatabase({ dataDir = DEFAULT_DATA_DIR, migrationsDir = MIGRATIONS_DIR } = {}) {
  const onDisk = !dataDir.startsWith('memory://');
  if (onDisk) claimDataDir(dataDir);
  let pg;
  try {
    // A new database starts from the saved image when there is one (see template.mjs).
    const isNew = !onDisk || !existsSync(join(dataDir, 'PG_VERSION'));
    if (isNew && onDisk) markMaking(dataDir);
    const key = isNew ? templateKey(BOOTSTRAP_SQL, migrationsDir, migrationFiles(migrationsDir)) : '';
    const fromTemplate = isNew ? await loadTemplate(key, dataDir, OWN_FILES) : null;
    pg = fromTemplate ?? (await PGlite.create({ dataDir }));
    if (!fromTemplate) await pg.exec(BOOTSTRAP_SQL);
    const appliedNow = await applyMigrations(pg, migrationsDir);
    // Only the project's own migrations are saved: a test's older set would replace their image.
    if (isNew && !fromTemplate && migrationsDir === MIGRATIONS_DIR) await saveTemplate(pg, key);
    if (isNew && onDisk) markMade(dataDir);
    const appliedMigrations = fromTemplate ? migrationFiles(migrationsDir) : appliedNow;
    const schema = await loadSchemaCache(pg);
    const db = /** @type {PGlite} */ (pg);
    const inTurn = takingTurns();
    return {
      pg: db,
      dataDir,
      appliedMigrations,
      schema,
      asRole: (role, claims, work, request) => inTurn(() => runAsRole(db, schema, role, claims, work, request), request ? clientOf(request) : ''),
      async close() {
        if (!db.closed) await db.close();
        if (onDisk) releaseDataDir(dataDir);
      },
    };
  } catch (error) {
    if (pg && !pg.closed) await pg.close();
    if (onDisk) releaseDataDir(dataDir);
    throw error;
  }
}

/**
 * Applies `<version>_<name>.sql` files in filename order, each once, each in its own
 * transaction, recording them where the Supabase CLI does.
 * @param {PGlite} pg
 * @param {string} migrationsDir
 * @returns {Promise<string[]>} the files applied now
 */
async function applyMigrations(pg, migrationsDir) {
  const files = migrationFiles(migrationsDir);
  const done = await pg.query('select version from supabase_migrations.schema_migrations');
  const applied = new Set(done.rows.map((r) => /** @type {{ version: string }} */ (r).version));
  /** @type {string[]} */
  const appliedNow = [];
  for (const file of files) {
    const [version = file, ...rest] = file.replace(/\.sql$/, '').split('_');
    if (applied.has(version)) continue;
    const sql = readFileSync(join(migrationsDir, file), 'utf8');
    try {
      await pg.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query(
          'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
          [version, rest.join('_'), [sql]],
        );
      });
    } catch (error) {
      throw new Error(`migration ${file} failed: ${/** @type {Error} */ (error).message}`, { cause: error });
    }
    appliedNow.push(file);
  }
  return appliedNow;
}

/** @param {string} migrationsDir @returns {string[]} migration files in the order to apply them */
export const migrationFiles = (migrationsDir) => readdirSync(migrationsDir).filter((f) => /^\d+_.+\.sql$/.test(f)).sort();

/**
 * @param {PGlite} pg
 * @returns {Promise<SchemaCache>}
 */
async function loadSchemaCache(pg) {
  const columns = await pg.query(
    `select c.table_name, c.column_name, format_type(a.atttypid, a.atttypmod) as type
       from information_schema.columns c
       join pg_attribute a
         on a.attrelid = format('%I.%I', c.table_schema, c.table_name)::regclass
        and a.attname = c.column_name
      where c.table_schema = 'public'
      order by c.table_name, c.ordinal_position`,
  );
  /** @type {Map<string, Column[]>} */
  const tables = new Map();
  for (const row of /** @type {Array<{ table_name: string, column_name: string, type: string }>} */ (columns.rows)) {
    const list = tables.get(row.table_name) ?? [];
    list.push({ name: row.column_name, type: row.type });
    tables.set(row.table_name, list);
  }
  const settings = await pg.query(
    `select r.rolname, s.setconfig
       from pg_db_role_setting s join pg_roles r on r.oid = s.setrole
      where s.setdatabase = 0`,
  );
  /** @type {Map<string, Array<[string, string]>>} */
  const roleSettings = new Map();
  for (const row of /** @type {Array<{ rolname: string, setconfig: string[] }>} */ (settings.rows)) {
    roleSettings.set(row.rolname, row.setconfig.map((kv) => /** @type {[string, string]} */ (splitOnce(kv, '='))));
  }
  return { tables, roleSettings };
}

/**
 * Runs `work` in one transaction as `role`, like PostgREST: the session user is a superuser
 * (RLS would not apply), so the role switches for this transaction only. PGlite has one
 * connection: openDatabase queues callers (takingTurns) before they reach it.
 * @template T
 * @param {PGlite} pg
 * @param {SchemaCache} schema
 * @param {RequestRole} role
 * @param {Record<string, unknown>} claims
 * @param {(tx: Transaction) => Promise<T>} work
 * @param {RequestContext} [request]
 * @returns {Promise<T>}
 */
function runAsRole(pg, schema, role, claims, work, request) {
  const settings = [
    ['role', role],
    ['request.jwt.claims', JSON.stringify(claims)],
    ...(request
      ? [['request.method', request.method], ['request.path', request.path], ['request.headers', JSON.stringify(request.headers)]]
      : []),
    ...(schema.roleSettings.get(role) ?? []),
  ];
  const names = settings.map((_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, true)`).join(', ');
  return pg.transaction(async (tx) => {
    await tx.query(`select ${names}`, settings.flat());
    return work(tx);
  });
}

/**
 * The client a request came from: the last entry of X-Forwarded-For, which the gateway adds
 * (server.mjs's forwardedFor).
 * @param {RequestContext} request
 */
const clientOf = (request) => (request.headers['x-forwarded-for'] ?? '').split(',').at(-1)?.trim() ?? '';

/**
 * A queue for the one connection, fair between clients: each client's work runs in the order it
 * came, and the clients take turns, the one that has waited longest first. A hosted project
 * serves clients on a pool of connections, where one client's backlog (a flood) does not hold
 * the others up; in one first-come line here, a sign-up would wait behind all of it.
 * Each piece of work starts once the one before has settled and the event loop has polled
 * for I/O: PGlite hands its connection on in a microtask, never reading a socket in between,
 * so under steady load a client that connects later would not even be heard.
 * @returns {<T>(work: () => Promise<T>, client: string) => Promise<T>}
 */
function takingTurns() {
  /** Each waiting client's work, in order; the Map's order is the clients' turns. @type {Map<string, (() => void)[]>} */
  const waiting = new Map();
  let busy = false;
  const next = () => {
    const first = waiting.entries().next();
    if (first.done) {
      busy = false;
      return;
    }
    const [client, queue] = first.value;
    waiting.delete(client);
    const start = /** @type {() => void} */ (queue.shift());
    // Its next piece of work waits for every other client's turn.
    if (queue.length > 0) waiting.set(client, queue);
    setImmediate(start);
  };
  return (work, client) =>
    new Promise((resolve, reject) => {
      const start = () => work().then(resolve, reject).finally(next);
      const queue = waiting.get(client);
      if (queue) queue.push(start);
      else waiting.set(client, [start]);
      if (!busy) {
        busy = true;
        next();
      }
    });
}

/** @param {string} text @param {string} separator */
function splitOnce(text, separator) {
  const at = text.indexOf(separator);
  return [text.slice(0, at), text.slice(at + 1)];
}
