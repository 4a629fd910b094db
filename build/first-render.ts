/**
 * Why: in an app with no server, RosterkitWaitlist shows its form before its root renders;
 * `virtual:rosterkit-first-render` is that first render as HTML, drawn by
 * packages/react/src/first-render.tsx when the package is built (and when its tests run).
 * Risk on upgrade: it runs the renderer through a Vite dev server of its own (createServer
 * and ssrLoadModule) inside the package's build; a change to that API fails the build.
 */
import { fileURLToPath } from 'node:url';
import { createServer, type Plugin } from 'vite';
import { chunkUrl } from './chunk-url.ts';
import { earlyInputScriptModule } from './early-input-script.ts';

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
        plugins: [chunkUrl({ emit: false }), earlyInputScriptModule()],
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
