/**
 * Builds @rosterkit/react to dist/react/ (`npm run build`, after the widget scripts): ES modules
 * compiled against the host's React, which is never bundled; the lazy parts stay dynamic imports,
 * for the host's bundler to split.
 */
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { chunkUrl } from '../../build/chunk-url.ts';
import { earlyInputScriptModule } from '../../build/early-input-script.ts';
import { firstRender } from '../../build/first-render.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const OUT = here('../../dist/react');

/** react, react-dom and every subpath of theirs (react/jsx-runtime, react-dom/client, react-dom/server). */
const PEER = /^react(-dom)?(\/.*)?$/;

/**
 * The widgets' libraries, installed beside the package (its "dependencies") rather than bundled:
 * a host that has them already shares them, and zustand and recharts use the host's React.
 */
const DEPENDENCIES = /^(@supabase\/supabase-js|recharts|zustand)(\/.*)?$/;

/** The components' modules, one each: src/components/<name>.ts. */
const COMPONENTS = here('src/components/');

/**
 * The components' import of draw.tsx stays an import, of `#draw`: the host's bundler resolves it
 * for Node or for the browser (package.json's "imports"), each build its own.
 */
function drawBySubpathImport(): Plugin {
  return {
    name: 'rosterkit-react-draw-import',
    enforce: 'pre',
    resolveId: (source, importer) => (source === '../draw' && importer?.startsWith(COMPONENTS) ? { id: '#draw', external: true } : null),
  };
}

/** The package's manifest, readme and types beside the modules, with the repository's version. */
function packageFiles(): Plugin {
  return {
    name: 'rosterkit-react-package-files',
    async closeBundle() {
      const manifest = JSON.parse(await readFile(here('package.json'), 'utf8'));
      const { version } = JSON.parse(await readFile(here('../../package.json'), 'utf8'));
      await writeFile(`${OUT}/package.json`, `${JSON.stringify({ ...manifest, version }, null, 2)}\n`);
      await copyFile(here('README.md'), `${OUT}/README.md`);
      await copyFile(here('index.d.ts'), `${OUT}/index.d.ts`);
    },
  };
}

export default defineConfig({
  publicDir: false,
  plugins: [drawBySubpathImport(), firstRender(), earlyInputScriptModule(), react(), chunkUrl({ emit: false }), packageFiles()],
  build: {
    outDir: OUT,
    emptyOutDir: true,
    target: 'es2022',
    minify: false,
    cssMinify: 'lightningcss',
    lib: {
      entry: { index: here('src/index.ts'), draw: here('src/draw.tsx'), 'no-draw': here('src/no-draw.ts') },
      formats: ['es'],
    },
    rolldownOptions: {
      external: (id) => PEER.test(id) || DEPENDENCIES.test(id),
      output: {
        // Module for module, as in the source: with "sideEffects": false, a host's bundler leaves
        // out every module of a component it does not use.
        preserveModules: true,
        preserveModulesRoot: here('../..'),
        entryFileNames: (chunk) => `${chunk.name.replace(/^packages\/react\/src\//, '')}.js`,
        // The App Router renders a component on the client only from a module that says so; a
        // bundler drops a module's directives, so the components' modules get it back here.
        banner: (chunk) => (chunk.facadeModuleId?.startsWith(COMPONENTS) ? "'use client';" : ''),
      },
    },
  },
});
