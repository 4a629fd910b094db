/**
 * Why this exists: a browser learns of a module's imports only once it has fetched and
 * parsed that module, so every level of the chunk graph is one more round trip before a
 * widget can render. Rollup's hoistTransitiveImports names every chunk a chunk needs in the
 * chunk itself; rolldown has not implemented it, so this does the same: each chunk loaded
 * by a script tag or an import() also imports the chunks its imports need, and the browser
 * fetches them all at once. They are appended after the chunk's own imports: import
 * declarations are hoisted, and their order, so the order the modules run in, is unchanged.
 *
 * The figure: waitlist.js -> waitlist-dialog -> preload-helper was three levels of requests,
 * and became one round (when it was added, commit 43467cd). The bench's requests column
 * counts each page's requests again.
 */
import { posix } from 'node:path';
import type { Plugin } from 'vite';

/** Each entry and lazy chunk imports, by name, every chunk it needs. */
export function flatImports(): Plugin {
  return {
    name: 'rosterkit-flat-imports',
    apply: 'build',
    generateBundle(_options, bundle) {
      const importsOf = (file: string) => {
        const chunk = bundle[file];
        return chunk?.type === 'chunk' ? chunk.imports : [];
      };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !(chunk.isEntry || chunk.isDynamicEntry)) continue;
        const needed = new Set<string>();
        const visit = (file: string) => {
          for (const imported of importsOf(file)) {
            if (needed.has(imported)) continue;
            needed.add(imported);
            visit(imported);
          }
        };
        visit(chunk.fileName);
        const hoisted = [...needed].filter((file) => !chunk.imports.includes(file));
        const from = posix.dirname(chunk.fileName);
        chunk.code += hoisted.map((file) => `import"./${posix.relative(from, file)}";`).join('');
        chunk.imports.push(...hoisted);
      }
    },
  };
}
