// @ts-check
// A new database is slow to make (initdb, then the migrations) and the tests make several: the
// first is saved as an image named by a hash of what shapes it (PGlite's version, bootstrap SQL,
// migrations), and later ones start from it. BACKEND_NO_TEMPLATE=1 makes them afresh (and re-saves).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';

const TEMPLATE_DIR = fileURLToPath(new URL('../.local-backend/cache', import.meta.url));
const PREFIX = 'template-';

/**
 * A new database from the saved image, or null when there is none (yet).
 * @param {string} key  from templateKey()
 * @param {string} dataDir  `memory://` or a directory without a database
 * @param {string[]} keep  the backend's own files in dataDir (data-dir.mjs's OWN_FILES), which the clean-up after a failure keeps
 * @returns {Promise<PGlite | null>}
 */
export async function loadTemplate(key, dataDir, keep) {
  if (process.env.BACKEND_NO_TEMPLATE === '1') return null;
  let image;
  try {
    // Unzipped here, not by PGlite: a damaged file then fails with a catchable error
    // (the gzip checksum) rather than in a stream PGlite does not guard.
    image = gunzipSync(readFileSync(templateFile(key)));
  } catch {
    return null;
  }
  if (image.subarray(257, 262).toString('latin1') !== 'ustar') return null; // not a tar archive
  try {
    return await PGlite.create({ dataDir, loadDataDir: new Blob([image]) });
  } catch (error) {
    console.warn(`backend: ignoring an unreadable database template (${/** @type {Error} */ (error).message})`);
    // Leave no half-unpacked files behind for the initdb that follows.
    if (!dataDir.startsWith('memory://')) emptyFolder(dataDir, keep);
    return null;
  }
}

/**
 * Removes everything in a data directory but the files named in `keep` (its lock, say).
 * @param {string} dataDir @param {readonly string[]} keep
 */
export function emptyFolder(dataDir, keep) {
  for (const name of readdirSync(dataDir)) if (!keep.includes(name)) rmSync(join(dataDir, name), { recursive: true, force: true });
}

/**
 * Saves the image of a just-prepared database, replacing images of older keys. Written
 * under a temporary name and renamed, so a concurrent reader never sees half a file. The
 * image only saves time: where it cannot be written (a read-only checkout, a full disk),
 * the database opens all the same, and the next new one is made afresh.
 * @param {PGlite} pg
 * @param {string} key
 */
export async function saveTemplate(pg, key) {
  const partial = join(TEMPLATE_DIR, `.${process.pid}-${Date.now()}.partial`);
  try {
    const image = Buffer.from(await (await pg.dumpDataDir('gzip')).arrayBuffer());
    mkdirSync(TEMPLATE_DIR, { recursive: true });
    writeFileSync(partial, image);
    renameSync(partial, templateFile(key));
    for (const name of readdirSync(TEMPLATE_DIR)) {
      if (name.startsWith(PREFIX) && name !== `${PREFIX}${key}.tar.gz`) rmSync(join(TEMPLATE_DIR, name), { force: true });
    }
  } catch (error) {
    rmSync(partial, { force: true });
    console.warn(`backend: could not save the database template (${/** @type {Error} */ (error).message})`);
  }
}

/**
 * @param {string} bootstrapSql
 * @param {string} migrationsDir
 * @param {readonly string[]} migrationFiles
 */
export function templateKey(bootstrapSql, migrationsDir, migrationFiles) {
  const hash = createHash('sha256').update(pgliteVersion()).update('\0').update(bootstrapSql);
  for (const file of migrationFiles) hash.update('\0').update(file).update('\0').update(readFileSync(join(migrationsDir, file)));
  return hash.digest('hex').slice(0, 16);
}

/** @param {string} key */
const templateFile = (key) => join(TEMPLATE_DIR, `${PREFIX}${key}.tar.gz`);

function pgliteVersion() {
  // The package exports no package.json; find it beside its entry point.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')).version;
}
