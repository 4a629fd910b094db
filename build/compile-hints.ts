/**
 * Why: V8 compiles a function on the main thread when it is first called; a file that
 * opens with the compile hint `//# allFunctionsCalledOnLoad` is compiled while it streams in.
 * Risk on upgrade: it edits chunks in generateBundle, after minification (which would drop
 * the comment); the hint is a comment, so each file's hash still names its code.
 */
import type { Plugin } from 'vite';
import { staticImports } from './chunk-graph.mjs';

export const EAGER_COMPILE_MIN_BYTES = 10_000;
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Marks every chunk loaded at start, of EAGER_COMPILE_MIN_BYTES or more, with the compile hint. */
export function compileHints(): Plugin {
  return {
    name: 'rosterkit-compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const entries = Object.values(bundle).filter((chunk) => chunk.type === 'chunk' && chunk.isEntry);
      const loadedAtStart = new Set(entries.flatMap((entry) => [entry.fileName, ...staticImports(bundle, entry.fileName)]));
      for (const file of loadedAtStart) {
        const chunk = bundle[file];
        if (chunk?.type === 'chunk' && chunk.code.length >= EAGER_COMPILE_MIN_BYTES) chunk.code = COMPILE_HINT + chunk.code;
      }
    },
  };
}
