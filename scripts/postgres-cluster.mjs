// @ts-check
// A throwaway PostgreSQL cluster: the engine of a hosted project, for what the local backend's
// PGlite, with its one connection, cannot show: sign-ups on several connections at once
// (tests/backend/postgres.test.ts, bench/limits-postgres.mjs). It listens on a socket in a
// temporary folder of its own, and stop() removes that folder.
import { execFileSync, spawn } from 'node:child_process';
import { chownSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { BOOTSTRAP_SQL, MIGRATIONS_DIR, migrationFiles } from '../backend/db.mjs';

const PORT = 5432; // the socket's name only: the cluster listens on no TCP port

/**
 * @typedef {object} Cluster
 * @property {string} host  the socket's folder, as a client's host
 * @property {number} port
 * @property {(database: string, sql: string) => string} psql  runs SQL, or a `.sql` file in one transaction, as the superuser
 * @property {(commandLine: [string, string[]]) => string} run  runs a command, returning its output
 * @property {(database: string, applied?: (file: string) => boolean) => void} migrate
 *   creates the database with the local backend's bootstrap and the migrations `applied` keeps (all of them)
 * @property {() => Promise<void>} stop
 */

/**
 * Starts a cluster with the server in `bin` (scripts/ensure-postgres.mjs finds it).
 * @param {string} bin
 * @returns {Promise<Cluster>}
 */
export async function startCluster(bin) {
  const dir = await mkdtemp(join(tmpdir(), 'rosterkit-postgres-'));
  // The server refuses to run as root: as root, it runs as Debian's postgres user.
  const asRoot = process.getuid?.() === 0;
  /** A server command, as the user it must run as. @param {string} command @param {string[]} args @returns {[string, string[]]} */
  const server = (command, args) => (asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]] : [join(bin, command), args]);
  /** @param {[string, string[]]} commandLine */
  const run = ([command, args]) => execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  /** @param {string} database @param {string} sql */
  const psql = (database, sql) => {
    const input = sql.endsWith('.sql') ? ['-1', '-f', sql] : ['-c', sql];
    return run([join(bin, 'psql'), ['-h', dir, '-p', String(PORT), '-U', 'postgres', '-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', database, ...input]]);
  };
  /** @type {import('node:child_process').ChildProcess | null} */
  let postgres = null;
  /** @type {Error | null} */
  let failed = null;
  // Whether the server has ended (by exit, signal or a failed spawn), and when its streams have closed.
  let ended = false;
  /** @type {Promise<unknown>} */
  let closed = Promise.resolve();
  const stop = async () => {
    // Asked even when the process spawned has ended: as root that is runuser, not the server.
    if (postgres) {
      try {
        run(server('pg_ctl', ['-D', join(dir, 'data'), '-m', 'fast', '-s', 'stop']));
      } catch {
        if (!ended) postgres.kill('SIGTERM');
      }
    }
    await closed;
    await rm(dir, { recursive: true, force: true });
  };
  try {
    if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), 0);
    run(server('initdb', ['-D', join(dir, 'data'), '-A', 'trust', '-U', 'postgres']));
    const [command, args] = server('postgres', ['-D', join(dir, 'data'), '-p', String(PORT), '-k', dir, '-c', 'listen_addresses=', '-c', 'log_min_messages=fatal']);
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });
    postgres = child;
    // Listened for at once: a server killed by a signal has no exit code, and its 'close' may come before stop().
    closed = new Promise((resolve) => child.once('close', resolve));
    child.once('exit', () => (ended = true));
    child.once('error', (error) => {
      failed = error;
      ended = true;
    });
    // The socket appears before the server takes connections: wait until psql gets one.
    for (let tries = 0; ; tries++) {
      if (ended) throw new Error('PostgreSQL did not start', { cause: failed });
      try {
        psql('postgres', 'select');
        break;
      } catch (error) {
        if (tries > 100) throw new Error('PostgreSQL took no connection within 10 s', { cause: error });
        await sleep(100);
      }
    }
  } catch (error) {
    await stop();
    throw error;
  }
  /** @type {Cluster['migrate']} */
  const migrate = (database, applied = () => true) => {
    psql('postgres', `create database ${database}`);
    psql(database, BOOTSTRAP_SQL);
    for (const file of migrationFiles(MIGRATIONS_DIR).filter(applied)) psql(database, join(MIGRATIONS_DIR, file));
  };
  return { host: dir, port: PORT, psql, run, migrate, stop };
}
