/**
 * Why this exists: V8 compiles a function the first time it is called, on the main thread,
 * which is the one thread a slow phone has to spare while a widget starts. A file marked
 * with the compile hint `//# allFunctionsCalledOnLoad` (Chrome 136+; other browsers ignore
 * the comment) is compiled whole while it streams in, on a background thread. Marked: the
 * chunks a widget runs to render, when large enough for it to pay (React, the waitlist
 * dialog, the roster's chunk, landing.js; not the small shared chunk); lazy chunks (charts,
 * supabase-js) are used only in part.
 *
 * The figure: without the hint and with it, lazy compiling on the main thread at 4x CPU,
 * mean of 9 traces: the floor 79 -> 13 ms, the roster demo 135 -> 25 ms (recorded in
 * commit c9a79ce). The bench's main-thread CPU column measures what it saves again.
 */
import type { Plugin } from 'vite';

export const EAGER_COMPILE_MIN_BYTES = 10_000;
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Marks every chunk loaded at start, of EAGER_COMPILE_MIN_BYTES or more, with the compile hint. */
export function compileHints(): Plugin {
  return {
    name: 'rosterkit-compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const loadedAtStart = new Set<string>();
      const visit = (file: string) => {
        const chunk = bundle[file];
        if (chunk?.type !== 'chunk' || loadedAtStart.has(file)) return;
        loadedAtStart.add(file);
        chunk.imports.forEach(visit);
      };
      for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
      for (const file of loadedAtStart) {
        const chunk = bundle[file];
        if (chunk?.type === 'chunk' && chunk.code.length >= EAGER_COMPILE_MIN_BYTES) chunk.code = COMPILE_HINT + chunk.code;
      }
    },
  };
}
