/**
 * Why this exists: embed.js loads a widget's script with import(), and the browser learns
 * of the script's chunks only when it has arrived. This writes each widget's chunks (after
 * flatImports, all of them) into embed.js, which announces them with the script: one round
 * of requests.
 *
 * The figure: one round of requests for a widget's script and its chunks is the figure its
 * commit (92ee144) gives; it records no timing of its own. The bench's row 'embed.js
 * loading the waitlist' (requests, time to ready) measures it.
 */
import { posix } from 'node:path';
import type { Plugin } from 'vite';

/** Fills embed.js's placeholder with each widget script's chunks, relative to embed.js. */
export function widgetChunks(): Plugin {
  const PLACEHOLDER = '__ROSTERKIT_WIDGET_CHUNKS__';
  return {
    name: 'rosterkit-widget-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const embed = bundle['widgets/embed.js'];
      if (embed?.type !== 'chunk') return;
      const chunks: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry || chunk === embed || !/^widgets\/[^/]+\.js$/.test(chunk.fileName)) continue;
        chunks[posix.basename(chunk.fileName, '.js')] = chunk.imports.map((file) => `./${posix.relative('widgets', file)}`);
      }
      if (!embed.code.includes(PLACEHOLDER)) this.error(`widgets/embed.js no longer reads ${PLACEHOLDER}.`);
      embed.code = embed.code.replaceAll(PLACEHOLDER, JSON.stringify(chunks));
    },
  };
}
