import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { chunkUrl } from './build/chunk-url.ts';
import { compileHints } from './build/compile-hints.ts';
import { crawlerFiles } from './build/crawler-files.ts';
import { demoHost } from './build/demo-host.ts';
import { flatImports } from './build/flat-imports.ts';
import { noPreloadLinks } from './build/no-preload-links.ts';
import { prerender } from './build/prerender.ts';
import { shippedTypes } from './build/shipped-types.ts';
import { stacklessReactSentinels } from './build/stackless-sentinels.ts';
import { widgetChunks } from './build/widget-chunks.ts';
import { wordpressPluginZip } from './integrations/wordpress/build-zip.mjs';
import { ATTRIBUTES, SCRIPT_BUDGETS_KB, scriptOfTag, tagOfDialog } from './widgets/registry.mjs';

/** Every script of the registry: widgets/<name>/index.ts, built to dist/widgets/<name>.js. */
const WIDGET_ENTRIES = Object.fromEntries(Object.keys(SCRIPT_BUDGETS_KB).map((name) => [name, `widgets/${name}/index.ts`]));

/**
 * The widgets' own plugins; each file in build/ says why it exists. None reads another's
 * output except through the bundler's phases (renderChunk, then generateBundle, then
 * closeBundle) and `enforce`, so their order in this list does not matter (the chunk plugins'
 * is checked in tests/build/plugins.test.ts).
 */
const widgetPlugins = () => [
  stacklessReactSentinels(),
  noPreloadLinks(),
  chunkUrl({ emit: true }),
  flatImports(),
  widgetChunks(),
  compileHints(),
  demoHost(),
  crawlerFiles(),
  shippedTypes(),
  wordpressPluginZip(),
  prerender(),
];

export default defineConfig({
  // Relative asset and chunk URLs: the scripts are served cross-origin from a CDN.
  base: './',
  publicDir: false,
  // embed.js's list of tags and the script that defines each, each dialog's tag and every attribute, from the registry.
  define: { __ROSTERKIT_SCRIPT_OF_TAG__: JSON.stringify(scriptOfTag()), __ROSTERKIT_TAG_OF_DIALOG__: JSON.stringify(tagOfDialog()), __ROSTERKIT_ATTRIBUTES__: JSON.stringify(ATTRIBUTES) },
  plugins: [react(), ...widgetPlugins()],
  build: {
    target: 'es2022',
    // No modulepreload links injected into the host page's <head>.
    modulePreload: false,
    // dist/.vite/manifest.json: each entry's static and dynamic imports, read by the size check and the benchmark.
    manifest: true,
    assetsInlineLimit: 0,
    rolldownOptions: {
      input: { ...WIDGET_ENTRIES, 'not-found': 'demo-host/not-found.ts' },
      preserveEntrySignatures: 'strict',
      output: {
        entryFileNames: (chunk) => (chunk.name === 'not-found' ? 'not-found.js' : 'widgets/[name].js'),
        chunkFileNames: 'widgets/chunks/[name]-[hash].js',
        assetFileNames: 'widgets/chunks/[name]-[hash][extname]',
        codeSplitting: {
          // React in one chunk of its own, whatever else a widget shares: one request, no split
          // of react from react-dom (a lazy chart library uses react alone), and a file whose
          // hash only changes when React does, so CDN and browser caches keep it across releases.
          // zustand's binding to React joins it: alone, it was a file of its own for most widgets.
          groups: [{ name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|zustand)[\\/]/ }],
        },
      },
    },
  },
});
