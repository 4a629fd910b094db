// @vitest-environment node
// The local backend keeps its data on disk: rows survive a restart, migrations run once
// per data directory, and one data directory is never opened twice at a time.
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { copyFileSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, migrationFiles, openDatabase } from '../../backend/db.mjs';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_KEY } from '../../backend/keys.mjs';
import { startBackend } from '../../backend/server.mjs';

const TEMPLATE_DIR = new URL('../../.local-backend/cache', import.meta.url);

const MIGRATIONS = [
  '20261122000000_create_waitlist.sql',
  '20261124000000_waitlist_attribution.sql',
  '20261126000000_waitlist_limits.sql',
  '20261126000100_waitlist_consent.sql',
  '20261127000000_waitlist_limits_cost.sql',
  '20261128000000_waitlist_limits_enforced.sql',
  '20261128000100_waitlist_limits_ipv6.sql',
  '20261128000200_waitlist_client_address.sql',
  '20261128000300_waitlist_limits_enforced_replica.sql',
  '20261206000000_waitlist_limits_without_email.sql',
  '20261206000100_waitlist_attribution_values.sql',
  '20261207000000_waitlist_email_unique_at_commit.sql',
  '20261207000100_waitlist_limits_global_per_connection.sql',
];
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'rosterkit-persistence-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

async function join_(url: string, email: string) {
  return fetch(`${url}/rest/v1/waitlist?select=id`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json', Prefer: 'return=representation' },
    body: JSON.stringify({ name: 'Hedy Lamarr', email, company_name: 'Frequency Hopping Ltd', creator_count: '101-200' }),
  });
}

async function emails(url: string) {
  const response = await fetch(`${url}/rest/v1/waitlist?select=email&order=email`, { headers: { apikey: LOCAL_SERVICE_KEY } });
  return ((await response.json()) as Array<{ email: string }>).map((row) => row.email);
}

describe('given a new data directory', () => {
  it('applies the migrations on the first start, and keeps rows across a close and reopen', async () => {
    expect(migrationFiles(MIGRATIONS_DIR)).toEqual(MIGRATIONS);
    const first = await startBackend({ port: 0, dataDir });
    expect(first.db.appliedMigrations).toEqual(MIGRATIONS);
    expect((await join_(first.url, 'hedy@example.com')).status).toBe(201);
    await first.close();

    const second = await startBackend({ port: 0, dataDir });
    try {
      expect(second.db.appliedMigrations).toEqual([]);
      expect(await emails(second.url)).toEqual(['hedy@example.com']);
      // The unique constraint on the lower-cased email came back with the data: the same person cannot join twice.
      expect((await join_(second.url, 'HEDY@example.com')).status).toBe(409);
    } finally {
      await second.close();
    }
  }, 60_000);

  it('records each migration once in supabase_migrations.schema_migrations', async () => {
    const db = await openDatabase({ dataDir });
    try {
      const { rows } = await db.pg.query('select version, name from supabase_migrations.schema_migrations');
      expect(rows).toEqual([
        { version: '20261122000000', name: 'create_waitlist' },
        { version: '20261124000000', name: 'waitlist_attribution' },
        { version: '20261126000000', name: 'waitlist_limits' },
        { version: '20261126000100', name: 'waitlist_consent' },
        { version: '20261127000000', name: 'waitlist_limits_cost' },
        { version: '20261128000000', name: 'waitlist_limits_enforced' },
        { version: '20261128000100', name: 'waitlist_limits_ipv6' },
        { version: '20261128000200', name: 'waitlist_client_address' },
        { version: '20261128000300', name: 'waitlist_limits_enforced_replica' },
        { version: '20261206000000', name: 'waitlist_limits_without_email' },
        { version: '20261206000100', name: 'waitlist_attribution_values' },
        { version: '20261207000000', name: 'waitlist_email_unique_at_commit' },
        { version: '20261207000100', name: 'waitlist_limits_global_per_connection' },
      ]);
    } finally {
      await db.close();
    }
  }, 60_000);

  it('refuses to open a data directory that is already open, and frees it on close', async () => {
    const db = await openDatabase({ dataDir });
    try {
      expect(existsSync(join(dataDir, 'backend.pid'))).toBe(true);
      await expect(openDatabase({ dataDir })).rejects.toThrow(/already open/);
    } finally {
      await db.close();
    }
    expect(existsSync(join(dataDir, 'backend.pid'))).toBe(false);
  }, 60_000);

  it('refuses to start on a port already in use, and leaves the data directory free', async () => {
    const running = await startBackend({ port: 0, dataDir: 'memory://' });
    try {
      const port = Number(new URL(running.url).port);
      await expect(startBackend({ port, dataDir })).rejects.toThrow(/EADDRINUSE/);
      expect(existsSync(join(dataDir, 'backend.pid'))).toBe(false);
    } finally {
      await running.close();
    }
  }, 60_000);

  it('leaves the data directory free when the sign-up limits cannot be switched', async () => {
    const folder = join(dataDir, 'without-the-limits-trigger');
    const db = await openDatabase({ dataDir: folder });
    await db.pg.exec('drop trigger waitlist_limits on public.waitlist');
    await db.close();
    await expect(startBackend({ port: 0, dataDir: folder })).rejects.toThrow(/waitlist_limits/);
    expect(existsSync(join(folder, 'backend.pid'))).toBe(false);
  }, 60_000);
});

describe('given BACKEND_DATA_DIR set to a folder of other files', () => {
  it('refuses to open it, and writes and deletes nothing there', async () => {
    const folder = join(dataDir, 'notes');
    mkdirSync(folder);
    writeFileSync(join(folder, 'todo.txt'), 'keep me');
    // A file of the marker's name that another program wrote does not make the folder ours.
    writeFileSync(join(folder, '.rosterkit-creating'), 'mine');
    await expect(openDatabase({ dataDir: folder })).rejects.toThrow('the folder holds files but no database: point BACKEND_DATA_DIR at an empty or new folder');
    expect(readdirSync(folder).sort()).toEqual(['.rosterkit-creating', 'todo.txt']);
  });
});

describe('given a folder where a start was stopped while it made the database', () => {
  it('makes the database again on the next start, whole and working', async () => {
    const folder = join(dataDir, 'stopped-while-making');
    // Made without the saved image (initdb and every migration): seconds in which to stop it.
    const maker = spawn(process.execPath, ['--input-type=module', '-e', `import('./backend/db.mjs').then((db) => db.openDatabase({ dataDir: ${JSON.stringify(folder)} }))`], {
      env: { ...process.env, BACKEND_NO_TEMPLATE: '1' },
      stdio: 'ignore',
    });
    const stopped = new Promise((resolve) => maker.once('exit', resolve));
    await expect.poll(() => (existsSync(folder) ? readdirSync(folder).length : 0), { timeout: 30_000, interval: 20 }).toBeGreaterThan(4);
    maker.kill('SIGKILL');
    await stopped;
    expect(readdirSync(folder)).toContain('.rosterkit-creating');

    const db = await openDatabase({ dataDir: folder });
    try {
      await db.pg.query(`insert into public.waitlist (name, email, company_name, creator_count) values ('A', 'a@example.com', 'C', '0')`);
      expect((await db.pg.query('select count(*)::int as n from public.waitlist')).rows).toEqual([{ n: 1 }]);
      expect(db.appliedMigrations).toEqual(MIGRATIONS);
      expect(readdirSync(folder)).not.toContain('.rosterkit-creating');
    } finally {
      await db.close();
    }
  }, 90_000);
});

describe('given a database image that cannot be saved (a full disk, a read-only checkout)', () => {
  it('opens the new database all the same, says why, and leaves no half-written image', async () => {
    // A child whose image write stops halfway with ENOSPC; made without the image, it saves one.
    const script = `
      import fs from 'node:fs';
      import { syncBuiltinESMExports } from 'node:module';
      const write = fs.writeFileSync;
      fs.writeFileSync = (path, ...rest) => {
        if (!String(path).endsWith('.partial')) return write(path, ...rest);
        write(path, 'half an image');
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      };
      syncBuiltinESMExports();
      const { openDatabase } = await import('./backend/db.mjs');
      const db = await openDatabase({ dataDir: 'memory://' });
      const { rows } = await db.pg.query('select count(*)::int as n from public.waitlist');
      console.log(JSON.stringify(rows));
      await db.close();`;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { env: { ...process.env, BACKEND_NO_TEMPLATE: '1' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect({ code, stdout }).toEqual({ code: 0, stdout: '[{"n":0}]\n' });
    expect(stderr).toContain('backend: could not save the database template (ENOSPC: no space left on device, write)');
    expect(readdirSync(TEMPLATE_DIR).filter((name) => name.startsWith(`.${child.pid}-`))).toEqual([]);
  }, 90_000);
});

describe('given a data directory made before the attribution migration', () => {
  it('applies only the newer migrations on the next start, and the old rows keep their values with no attribution', async () => {
    const oldDir = join(dataDir, 'before-attribution');
    const firstOnly = join(dataDir, 'first-migration-only');
    mkdirSync(firstOnly);
    copyFileSync(join(MIGRATIONS_DIR, MIGRATIONS[0]!), join(firstOnly, MIGRATIONS[0]!));
    const before = await openDatabase({ dataDir: oldDir, migrationsDir: firstOnly });
    await before.pg.query(`insert into public.waitlist (name, email, company_name, creator_count) values ('Old', 'old@example.com', 'C', '0')`);
    await before.close();

    const after = await openDatabase({ dataDir: oldDir });
    try {
      expect(after.appliedMigrations).toEqual(MIGRATIONS.slice(1));
      const { rows } = await after.pg.query('select email, page_url, utm_source, source, widget from public.waitlist');
      expect(rows).toEqual([{ email: 'old@example.com', page_url: null, utm_source: null, source: null, widget: null }]);
    } finally {
      await after.close();
    }
  }, 60_000);
});

describe('given memory://', () => {
  it('each open is a new, migrated and empty database, even when started from the saved image', async () => {
    const first = await openDatabase({ dataDir: 'memory://' });
    const second = await openDatabase({ dataDir: 'memory://' });
    try {
      await first.pg.query(`insert into public.waitlist (name, email, company_name, creator_count) values ('A', 'a@example.com', 'C', '0')`);
      expect(second.appliedMigrations).toEqual(MIGRATIONS);
      expect((await second.pg.query('select count(*)::int as n from public.waitlist')).rows).toEqual([{ n: 0 }]);
      expect((await first.pg.query('select count(*)::int as n from public.waitlist')).rows).toEqual([{ n: 1 }]);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  }, 60_000);
});

describe('given a client that stops partway through its upload', () => {
  it('closes at once, cutting that client off', async () => {
    const backend = await startBackend({ port: 0, dataDir: 'memory://' });
    const { hostname, port } = new URL(backend.url);
    const socket = connect(Number(port), hostname);
    const cut = new Promise((resolve) => socket.once('close', resolve));
    socket.write(`POST /rest/v1/waitlist HTTP/1.1\r\nHost: ${hostname}\r\napikey: ${LOCAL_ANON_KEY}\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"name":"Ada`);
    // Time for the backend to take the request in; its body never comes.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = Date.now();
    await backend.close();
    await cut;
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
