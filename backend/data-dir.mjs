// @ts-check
// The local database's folder, which the backend owns while it runs: a lock against a second
// process (PGlite keeps none), a refusal of a folder that holds something else, and a marker
// while a new database is being made there, so that a start stopped halfway is made again.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { emptyFolder } from './template.mjs';

const LOCK_FILE = 'backend.pid';
/**
 * In the folder while a new database is made there, gone once it is whole. A start stopped
 * meanwhile (Ctrl-C during the first `npm start`) leaves it with a half-made database, which
 * the next start makes again: it can hold no sign-up, as nothing is served before it is whole.
 */
const CREATING_FILE = '.rosterkit-creating';
/** What the marker holds: a file of that name with other words is another program's, and left. */
const CREATING_TEXT = 'A Rosterkit database is being made in this folder.\n';
/** Data directories open in this process (the pid file cannot tell them apart). */
const openHere = new Set();
/** The backend's own files in the folder, beside the database's: kept when a failed start clears it. */
export const OWN_FILES = [LOCK_FILE, CREATING_FILE];

/**
 * Makes the folder the backend's for as long as it runs: refuses another program's folder or one
 * another process has open, and clears a database a stopped start left half-made.
 * @param {string} dataDir
 */
export function claimDataDir(dataDir) {
  refuseForeignFolder(dataDir);
  takeLock(dataDir);
  try {
    clearHalfMade(dataDir);
  } catch (error) {
    releaseDataDir(dataDir);
    throw error;
  }
}

/** Marks the folder's database as being made. @param {string} dataDir */
export const markMaking = (dataDir) => writeFileSync(join(dataDir, CREATING_FILE), CREATING_TEXT);

/** Marks the folder's database as whole. @param {string} dataDir */
export const markMade = (dataDir) => rmSync(join(dataDir, CREATING_FILE));

/**
 * A new database is unpacked into its folder, and a failed unpack is cleared from it: a folder
 * that already holds other files (BACKEND_DATA_DIR set to the wrong one) is left untouched, unless
 * they are a half-made database of ours, with its marker.
 * @param {string} dataDir
 */
function refuseForeignFolder(dataDir) {
  if (!existsSync(dataDir) || existsSync(join(dataDir, 'PG_VERSION')) || halfMade(dataDir)) return;
  if (readdirSync(dataDir).some((name) => name !== LOCK_FILE)) {
    throw new Error('the folder holds files but no database: point BACKEND_DATA_DIR at an empty or new folder');
  }
}

/** Whether a start that was making a database in the folder stopped before it was whole. @param {string} dataDir */
function halfMade(dataDir) {
  try {
    return readFileSync(join(dataDir, CREATING_FILE), 'utf8') === CREATING_TEXT;
  } catch {
    return false;
  }
}

/** Empties a folder a stopped start left its half-made database in; called holding the lock, so that start is over. @param {string} dataDir */
function clearHalfMade(dataDir) {
  if (!halfMade(dataDir)) return;
  console.warn('backend: making the database again: the start that was making it stopped before it was done');
  emptyFolder(dataDir, [LOCK_FILE]);
}

// PGlite keeps no lock of its own: two processes on one data directory would corrupt
// it, so the first to open it records its pid, and a later opener checks it is gone.
/** @param {string} dataDir */
function takeLock(dataDir) {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, LOCK_FILE);
  if (openHere.has(lockPath)) throw new Error('the data directory is already open in this process');
  if (existsSync(lockPath)) {
    const pid = Number(readFileSync(lockPath, 'utf8').trim());
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(`the data directory is in use by process ${pid} (remove ${LOCK_FILE} there if that is wrong)`);
    }
  }
  writeFileSync(lockPath, String(process.pid));
  openHere.add(lockPath);
}

/** Lets another process open the folder. @param {string} dataDir */
export function releaseDataDir(dataDir) {
  const lockPath = join(dataDir, LOCK_FILE);
  if (openHere.delete(lockPath)) rmSync(lockPath, { force: true });
}

/** @param {number} pid */
function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}
