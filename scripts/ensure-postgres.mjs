// @ts-check
// The sign-up limits are also tested on PostgreSQL itself, the engine of a hosted project
// (tests/backend/postgres.test.ts, in a cluster of its own: scripts/postgres-cluster.mjs). On
// Debian, a missing server is installed; elsewhere PG_BIN names a server's bin folder, or the
// run stops, unless SKIP_POSTGRES=1 skips that test knowingly (CI never sets it).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { canInstallDebianPackages, installDebianPackages } from './system-packages.mjs';

/** Where Debian's postgresql package puts each version's server. */
const DEBIAN_ROOT = '/usr/lib/postgresql';
const SKIP_VARIABLE = 'SKIP_POSTGRES';

export const skipPostgres = () => process.env[SKIP_VARIABLE] === '1';

/**
 * PG_BIN, or the bin folder of Debian's newest PostgreSQL server; null if it has no `command`.
 * @param {string} [command]
 */
export function findServerBin(command = 'initdb') {
  const { PG_BIN } = process.env;
  if (PG_BIN) return existsSync(join(PG_BIN, command)) ? PG_BIN : null;
  const versions = existsSync(DEBIAN_ROOT) ? readdirSync(DEBIAN_ROOT).filter((version) => existsSync(join(DEBIAN_ROOT, version, 'bin', command))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return newest ? join(DEBIAN_ROOT, newest, 'bin') : null;
}

function main() {
  if (skipPostgres()) {
    console.log(`${SKIP_VARIABLE}=1: the sign-up limits' test on PostgreSQL is skipped.`);
    return;
  }
  if (findServerBin()) return;
  if (process.env.PG_BIN) {
    console.error(`PG_BIN is ${process.env.PG_BIN}, which has no initdb: point it at a PostgreSQL server's bin folder.`);
    process.exit(1);
  }
  if (!canInstallDebianPackages()) {
    console.error(`No PostgreSQL server found: install one (Debian: postgresql) and set PG_BIN to its bin folder, or set ${SKIP_VARIABLE}=1 to skip its test.`);
    process.exit(1);
  }
  console.log("PostgreSQL not found; installing Debian's postgresql package...");
  // Debian would start a cluster of its own on :5432; the test starts and stops its own.
  installDebianPackages(['postgresql'], { keepServicesStopped: true });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
