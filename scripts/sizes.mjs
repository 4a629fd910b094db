// @ts-check
// The size budgets: what each script of the registry (widgets/registry.mjs) costs a host
// page before the visitor interacts, gzipped as a CDN serves it, against its budget and
// against React alone (the floor), read from a build's manifest. Used by `npm run size`
// (check-sizes.mjs) and the benchmark.
import { existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { brotliOptions, GZIP_LEVEL } from './serve.mjs';
import { reachable } from '../build/chunk-graph.mjs';
import { ALL_ON_ONE_PAGE_BUDGET_KB, SCRIPT_BUDGETS_KB } from '../widgets/registry.mjs';

/** Budgets are in KB of 1024 bytes; Vite's own report prints kB, 1000 bytes. */
export const BYTES_PER_KB = 1024;
export { GZIP_LEVEL };
const SCRIPT_COUNT = Object.keys(SCRIPT_BUDGETS_KB).length;
export const DIST_DIR = 'dist';
export const FLOOR_DIR = '.tmp/floor';
export const FLOOR_CONFIG = 'bench/floor/vite.config.ts';

/** @typedef {{ file: string, src?: string, name?: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[] }} ManifestChunk */
/** @typedef {Record<string, ManifestChunk>} Manifest */
/** @typedef {{ file: string, bytes: number }} SizedFile */
/**
 * @typedef {object} EntrySize
 * @property {string} name        e.g. 'waitlist'
 * @property {string} label       e.g. 'waitlist.js'
 * @property {number | null} budgetBytes
 * @property {SizedFile[] | null} files  its static graph; null when not built
 * @property {number | null} bytes
 * @property {SizedFile[]} lazy   what it may load later (dynamic imports and their graphs)
 */

/** @param {string} dir @returns {Manifest} */
export function readManifest(dir) {
  const path = `${dir}/.vite/manifest.json`;
  if (!existsSync(path)) throw new Error(`${path} is missing: build first (npm run build), or drop --no-build.`);
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** @param {string} dir @param {string} file */
export function gzipBytes(dir, file) {
  return gzipSync(readFileSync(`${dir}/${file}`), { level: GZIP_LEVEL }).length;
}

/** A file as `npm start` sends it to a browser that takes Brotli (scripts/serve.mjs). @param {string} dir @param {string} file */
export function brotliBytes(dir, file) {
  const content = readFileSync(`${dir}/${file}`);
  return brotliCompressSync(content, brotliOptions(file, content.length)).length;
}

/**
 * The files of a manifest key and of every key it reaches through `next`: each chunk's file and its CSS.
 * @param {Manifest} manifest @param {string} key @param {(chunk: ManifestChunk) => string[]} next
 */
function filesReached(manifest, key, next) {
  const keys = [key, ...reachable(key, (at) => (manifest[at] ? next(manifest[at]) : []))];
  return keys.flatMap((at) => (manifest[at] ? [manifest[at].file, ...(manifest[at].css ?? [])] : []));
}

/** Every file loaded with a manifest key: itself, its CSS, its static imports, transitively. @param {Manifest} manifest @param {string} key */
export const staticFiles = (manifest, key) => new Set(filesReached(manifest, key, (chunk) => chunk.imports ?? []));

/**
 * What a manifest key may load later: dynamic imports anywhere in its graph, with their
 * own graphs, minus what is already loaded up front.
 * @param {Manifest} manifest @param {string} key
 */
export function lazyFiles(manifest, key) {
  const upFront = staticFiles(manifest, key);
  const all = filesReached(manifest, key, (chunk) => [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]);
  return new Set(all.filter((file) => !upFront.has(file)));
}

/** The widget entries of a build, by name: `widgets/<name>.js`. @param {Manifest} manifest */
export function widgetEntries(manifest) {
  return new Map(
    Object.entries(manifest)
      .filter(([, chunk]) => chunk.isEntry && /^widgets\/[^/]+\.js$/.test(chunk.file))
      .map(([key, chunk]) => [chunk.file.slice('widgets/'.length, -'.js'.length), key]),
  );
}

const PACKAGE_NAME = /node_modules\/((?:@[^/]+\/)?[^/]+)/;
const PACKAGES_SHOWN = 4;

/**
 * What a lazy chunk holds, for people: its npm package or its source file, and the npm
 * packages bundled into it when the build said so (packagesByFile).
 * @param {Manifest} manifest @param {string} file @param {Map<string, string[]>} [packagesByFile]
 */
function describeChunk(manifest, file, packagesByFile) {
  const chunk = Object.values(manifest).find((candidate) => candidate.file === file);
  const src = chunk?.src ?? '';
  const fromPackage = PACKAGE_NAME.exec(src)?.[1];
  const name = fromPackage ?? (src || (chunk?.name ? `shared chunk ${chunk.name}` : file));
  const packages = (packagesByFile?.get(file) ?? []).filter((pkg) => pkg !== fromPackage);
  if (packages.length === 0) return name;
  const more = packages.length > PACKAGES_SHOWN ? `, +${packages.length - PACKAGES_SHOWN} more` : '';
  return `${name} (with ${packages.slice(0, PACKAGES_SHOWN).join(', ')}${more})`;
}

/**
 * The npm packages in each chunk of a Vite build's output, by file name.
 * @param {unknown} output  what vite's build() resolved to
 */
export function packagesByFile(output) {
  /** @type {Map<string, string[]>} */
  const packages = new Map();
  const outputs = /** @type {{ output?: { type: string, fileName: string, moduleIds?: string[] }[] }[]} */ (Array.isArray(output) ? output : [output]);
  for (const item of outputs.flatMap((result) => result.output ?? [])) {
    if (item.type !== 'chunk') continue;
    const names = (item.moduleIds ?? []).map((id) => PACKAGE_NAME.exec(id.replaceAll('\\', '/'))?.[1]).filter((name) => name !== undefined);
    packages.set(item.fileName, [...new Set(names)]);
  }
  return packages;
}

/** The floor: React 19 rendering one element, built by the same pipeline. @param {string} [dir] */
function measureFloor(dir = FLOOR_DIR) {
  const manifest = readManifest(dir);
  const key = widgetEntries(manifest).get('floor');
  if (!key) throw new Error(`${dir} holds no floor entry.`);
  return [...staticFiles(manifest, key)].reduce((sum, file) => sum + gzipBytes(dir, file), 0);
}

/** @param {{ dist?: string, floorDir?: string, packages?: Map<string, string[]> | undefined }} [options] */
export function measureSizes({ dist = DIST_DIR, floorDir = FLOOR_DIR, packages } = {}) {
  const manifest = readManifest(dist);
  const built = widgetEntries(manifest);
  /** @type {Map<string, number>} */
  const cache = new Map();
  /** @param {string} file @returns {SizedFile} */
  const sized = (file) => {
    if (!cache.has(file)) cache.set(file, gzipBytes(dist, file));
    return { file, bytes: /** @type {number} */ (cache.get(file)) };
  };
  const sum = (/** @type {SizedFile[]} */ files) => files.reduce((total, file) => total + file.bytes, 0);
  const budgeted = /** @type {[string, number][]} */ (Object.entries(SCRIPT_BUDGETS_KB));
  const names = [...budgeted.map(([name]) => name), ...[...built.keys()].filter((name) => !(name in SCRIPT_BUDGETS_KB)).sort()];
  /** @type {EntrySize[]} */
  const entries = names.map((name) => {
    const key = built.get(name);
    const budget = SCRIPT_BUDGETS_KB[/** @type {keyof typeof SCRIPT_BUDGETS_KB} */ (name)];
    const files = key ? [...staticFiles(manifest, key)].map(sized) : null;
    return {
      name,
      label: name === 'embed' ? 'embed.js alone' : `${name}.js`,
      budgetBytes: budget === undefined ? null : budget * BYTES_PER_KB,
      files,
      bytes: files ? sum(files) : null,
      lazy: key ? [...lazyFiles(manifest, key)].map(sized) : [],
    };
  });
  const contractEntries = entries.filter((entry) => entry.name in SCRIPT_BUDGETS_KB && entry.files);
  const unionFiles = [...new Set(contractEntries.flatMap((entry) => (entry.files ?? []).map((file) => file.file)))].map(sized);
  // Listed as lazy: what no entry loads up front (embed.js loads whole widgets later; those count above).
  const upFront = new Set(entries.flatMap((entry) => (entry.files ?? []).map((file) => file.file)));
  const lazyFilesAll = new Set(entries.flatMap((entry) => entry.lazy.map((file) => file.file)));
  const lazy = [...lazyFilesAll].filter((file) => !upFront.has(file)).map((file) => ({
    ...sized(file),
    holds: describeChunk(manifest, file, packages),
    loadedBy: entries.filter((entry) => entry.lazy.some((chunk) => chunk.file === file)).map((entry) => entry.name),
  }));
  return {
    floorBytes: measureFloor(floorDir),
    entries,
    allOnOnePage: {
      label: 'every script on one page',
      built: contractEntries.length,
      budgetBytes: ALL_ON_ONE_PAGE_BUDGET_KB * BYTES_PER_KB,
      bytes: sum(unionFiles),
      files: unionFiles,
    },
    lazy,
  };
}

/** @typedef {ReturnType<typeof measureSizes>} SizeReport */

/** @param {{ bytes: number | null, budgetBytes: number | null }} row */
export const isOver = (row) => row.bytes !== null && row.budgetBytes !== null && row.bytes > row.budgetBytes;

/** @param {number} bytes */
export const kb = (bytes) => (bytes / BYTES_PER_KB).toFixed(2);

/** The table as Markdown rows: figure, budget, floor, our share above it. @param {SizeReport} report */
export function sizeTable(report) {
  const floor = report.floorBytes;
  const header = ['entry', 'gzip KB', 'budget KB', 'floor KB', 'ours above floor KB', 'headroom KB', 'status'];
  /** @param {{ label: string, bytes: number | null, budgetBytes: number | null }} row @param {string} [note] */
  const line = (row, note = '') => {
    if (row.bytes === null) return [row.label, 'not built', row.budgetBytes === null ? '-' : kb(row.budgetBytes), kb(floor), '-', '-', 'not built'];
    const ours = row.bytes >= floor ? `+${kb(row.bytes - floor)}` : '- (no React)';
    const headroom = row.budgetBytes === null ? '-' : kb(row.budgetBytes - row.bytes);
    const status = row.budgetBytes === null ? 'no budget' : isOver(row) ? 'OVER' : 'ok';
    return [row.label, `${kb(row.bytes)}${note}`, row.budgetBytes === null ? '-' : kb(row.budgetBytes), kb(floor), ours, headroom, status];
  };
  const union = report.allOnOnePage;
  const rows = [
    ...report.entries.map((entry) => line(entry, entry.files ? ` (${entry.files.length} file${entry.files.length === 1 ? '' : 's'})` : '')),
    line(union, union.built === SCRIPT_COUNT ? '' : ` (${union.built} of ${SCRIPT_COUNT} built)`),
  ];
  const lazyRows = report.lazy.map((chunk) => [chunk.file.replace(/^widgets\//, ''), chunk.holds, kb(chunk.bytes), chunk.loadedBy.join(', ')]);
  return { header, rows, lazyHeader: ['lazy chunk', 'holds', 'gzip KB', 'loaded later by'], lazyRows };
}

/** @param {string[]} header @param {string[][]} rows */
export function markdownTable(header, rows) {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  /** @param {string[]} cells */
  const format = (cells) => `| ${cells.map((cell, column) => cell.padEnd(/** @type {number} */ (widths[column]))).join(' | ')} |`;
  return [format(header), format(widths.map((width) => '-'.repeat(width))), ...rows.map(format)].join('\n');
}
