/**
 * Why: a browser learns of a module's imports only once it has it, so each level of the
 * chunk graph costs a round trip; each entry and lazy chunk here names every chunk it needs.
 * Risk on upgrade: none beyond renderChunk's documented `chunks` graph. Rolldown lacks
 * Rollup's hoistTransitiveImports, which would replace this plugin.
 */
import type { Plugin } from 'vite';
import { importPath, staticImports } from './chunk-graph.mjs';

/** Each entry and lazy chunk imports, by name, every chunk it needs. */
export function flatImports(): Plugin {
  return {
    name: 'rosterkit-flat-imports',
    apply: 'build',
    // Appended after the chunk's own imports: imports are hoisted in order, so what runs first is unchanged.
    renderChunk(code, chunk, _options, { chunks }) {
      if (!chunk.isEntry && !chunk.isDynamicEntry) return null;
      const hoisted = staticImports(chunks, chunk.fileName).filter((file) => !chunk.imports.includes(file));
      if (hoisted.length === 0) return null;
      return { code: `${code}\n${hoisted.map((file) => `import ${JSON.stringify(importPath(chunk.fileName, file))};`).join('\n')}\n`, map: null };
    },
  };
}
