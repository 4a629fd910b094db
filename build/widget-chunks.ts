/**
 * Why: embed.js loads a widget's script with import(), and the browser learns of the
 * script's chunks only once it has arrived; written into embed.js, they are asked for with it.
 * Risk on upgrade: none beyond renderChunk's documented `chunks` graph; a missing
 * placeholder fails the build.
 */
import type { Plugin } from 'vite';
import { importPath, staticImports } from './chunk-graph.mjs';

const WIDGET_CHUNKS_PLACEHOLDER = '__ROSTERKIT_WIDGET_CHUNKS__';
const EMBED = 'widgets/embed.js';
const WIDGET_SCRIPT = /^widgets\/[^/]+\.js$/;

/** Fills embed.js's placeholder with every chunk each widget script imports, relative to embed.js. */
export function widgetChunks(): Plugin {
  return {
    name: 'rosterkit-widget-chunks',
    apply: 'build',
    renderChunk(code, chunk, _options, { chunks }) {
      if (chunk.fileName !== EMBED) return null;
      if (!code.includes(WIDGET_CHUNKS_PLACEHOLDER)) return this.error(`${EMBED} no longer reads ${WIDGET_CHUNKS_PLACEHOLDER}.`);
      const byWidget: Record<string, string[]> = {};
      for (const script of Object.values(chunks)) {
        if (!script.isEntry || script.fileName === EMBED || !WIDGET_SCRIPT.test(script.fileName)) continue;
        byWidget[script.name] = staticImports(chunks, script.fileName).map((file) => importPath(EMBED, file));
      }
      return { code: code.replaceAll(WIDGET_CHUNKS_PLACEHOLDER, `(${JSON.stringify(byWidget)})`), map: null };
    },
  };
}
