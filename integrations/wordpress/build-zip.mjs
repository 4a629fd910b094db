// @ts-check
// The WordPress plugin as the zip a person uploads (Plugins → Add New → Upload Plugin):
// dist/rosterkit-widgets.zip, holding the folder rosterkit-widgets/. Written by every build.
// WIDGETS_BASE_URL sets the script base URL the plugin starts with (default: where
// `npm start` serves dist/widgets/).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';

export const PLUGIN_DIR = fileURLToPath(new URL('./rosterkit-widgets', import.meta.url));
export const ZIP_NAME = 'rosterkit-widgets.zip';
const MAIN_FILE = 'rosterkit-widgets.php';
const DEFAULT_BASE = /define\( 'ROSTERKIT_WIDGETS_DEFAULT_SCRIPT_BASE', '[^']*' \);/;

/**
 * The plugin's files by their path in the zip, the default script base written in.
 * @param {string | undefined} scriptBase
 * @returns {Record<string, Uint8Array>}
 */
function pluginFiles(scriptBase) {
  /** @type {Record<string, Uint8Array>} */
  const files = {};
  for (const path of walk(PLUGIN_DIR)) {
    const name = `rosterkit-widgets/${relative(PLUGIN_DIR, path).split('\\').join('/')}`;
    let bytes = readFileSync(path);
    if (name === `rosterkit-widgets/${MAIN_FILE}` && scriptBase) bytes = Buffer.from(withScriptBase(bytes.toString('utf8'), scriptBase));
    files[name] = bytes;
  }
  return files;
}

/**
 * The plugin's main file with `scriptBase` as its default script base. A main file whose
 * define() no longer reads as expected stops the build, rather than ship the local default.
 * @param {string} php @param {string} scriptBase
 */
export function withScriptBase(php, scriptBase) {
  if (!/^https?:\/\/[^\s'\\]+$/.test(scriptBase)) throw new Error(`WIDGETS_BASE_URL must be an http(s) URL, not ${JSON.stringify(scriptBase)}`);
  if (!DEFAULT_BASE.test(php)) throw new Error(`${MAIN_FILE} no longer defines ROSTERKIT_WIDGETS_DEFAULT_SCRIPT_BASE as ${DEFAULT_BASE} reads it: WIDGETS_BASE_URL cannot be written in`);
  const base = scriptBase.endsWith('/') ? scriptBase : `${scriptBase}/`;
  return php.replace(DEFAULT_BASE, () => `define( 'ROSTERKIT_WIDGETS_DEFAULT_SCRIPT_BASE', '${base}' );`);
}

/** @param {string} dir @returns {string[]} */
function walk(dir) {
  return readdirSync(dir).sort().flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** @param {string} outDir  the build's output folder @param {string | undefined} scriptBase */
function writePluginZip(outDir, scriptBase) {
  const file = join(outDir, ZIP_NAME);
  // A fixed date: the same sources give the same zip.
  writeFileSync(file, zipSync(pluginFiles(scriptBase), { level: 9, mtime: new Date('2026-01-01T00:00:00Z') }));
  return file;
}

/** The Vite plugin: the zip beside the widgets once the bundle is written. @returns {import('vite').Plugin} */
export function wordpressPluginZip() {
  /** @type {string} */
  let outDir;
  return {
    name: 'rosterkit-wordpress-zip',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      writePluginZip(outDir, process.env.WIDGETS_BASE_URL);
    },
  };
}
