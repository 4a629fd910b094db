// @ts-check
import { posix } from 'node:path';

// The one walk over the chunks an entry imports, for the build's plugins (over a bundle)
// and the size check (over Vite's manifest).

/**
 * Every node reachable from `start` by following `next`, `start` excluded, each once, in
 * the order first met.
 * @template T @param {T} start @param {(node: T) => Iterable<T>} next @returns {T[]}
 */
export function reachable(start, next) {
  /** @type {Set<T>} */
  const found = new Set();
  /** @param {T} node */
  const visit = (node) => {
    for (const child of next(node)) {
      if (child === start || found.has(child)) continue;
      found.add(child);
      visit(child);
    }
  };
  visit(start);
  return [...found];
}

/**
 * Every chunk a chunk imports statically, directly or through another, by file name.
 * A name the bundle does not hold is an error: the walk would otherwise miss a branch.
 * @param {Record<string, { type?: string, imports: readonly string[] } | unknown>} chunks  a bundle, or renderChunk's `chunks`
 * @param {string} fileName
 * @returns {string[]}
 */
export function staticImports(chunks, fileName) {
  return reachable(fileName, (file) => {
    const chunk = /** @type {{ type?: string, imports?: readonly string[] } | undefined} */ (chunks[file]);
    if (!chunk || !Array.isArray(chunk.imports)) throw new Error(`The build holds no chunk ${file}.`);
    return chunk.imports;
  });
}

/**
 * How the chunk `from` names the chunk `to` in an import: `./x.js`, `./chunks/x.js`, `../x.js`.
 * @param {string} from @param {string} to
 */
export function importPath(from, to) {
  const path = posix.relative(posix.dirname(from), to);
  return path.startsWith('.') ? path : `./${path}`;
}
