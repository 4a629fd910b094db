/**
 * `virtual:rosterkit-first-render`: the inline waitlist's first render as HTML, drawn by
 * packages/react/src/first-render.tsx when the package is built (and when its tests run),
 * so that a browser shows the form before its root renders without a server renderer of its own.
 */
import { fileURLToPath } from 'node:url';
import { createServer, type Plugin } from 'vite';
import { chunkUrl } from './chunk-url.ts';

const ID = 'virtual:rosterkit-first-render';
const RENDERER = fileURLToPath(new URL('../packages/react/src/first-render.tsx', import.meta.url));
// Named as a module beside the package's others, so that the built package has it beside them too.
const RESOLVED = fileURLToPath(new URL('../packages/react/src/waitlist-first-render.js', import.meta.url));

export function firstRender(): Plugin {
  return {
    name: 'rosterkit-first-render',
    resolveId: (source) => (source === ID ? RESOLVED : null),
    async load(id) {
      if (id !== RESOLVED) return null;
      // A server of Vite's own to run the module: it imports styles (`?inline`) and TSX as the build does.
      const server = await createServer({
        configFile: false,
        logLevel: 'warn',
        appType: 'custom',
        server: { middlewareMode: true, ws: false },
        optimizeDeps: { noDiscovery: true },
        plugins: [chunkUrl({ emit: false })],
      });
      try {
        const renderer = (await server.ssrLoadModule(RENDERER)) as typeof import('../packages/react/src/first-render.tsx');
        return `export const waitlistFirstRender = ${JSON.stringify(renderer.waitlistFirstRender())};\n`;
      } finally {
        await server.close();
      }
    },
  };
}
