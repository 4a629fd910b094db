import { fileURLToPath } from 'node:url';
import { defineConfig, loadConfigFromFile } from 'vite';
import react from '@vitejs/plugin-react';
import { compileHints } from '../../build/compile-hints.ts';
import { flatImports } from '../../build/flat-imports.ts';
import { stacklessReactSentinels } from '../../build/stackless-sentinels.ts';
import { FLOOR_DIR } from '../../scripts/sizes.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The floor entry (bench/floor/index.tsx) built exactly as the widgets are: the
 * widgets' own config with only the inputs, plugins and output directory swapped.
 */
export default defineConfig(async (env) => {
  const loaded = await loadConfigFromFile(env, 'vite.config.ts', ROOT, 'silent');
  if (!loaded) throw new Error('The widgets\' vite.config.ts was not found.');
  const widgets = loaded.config;
  return {
    ...widgets,
    root: ROOT,
    plugins: [react(), stacklessReactSentinels(), flatImports(), compileHints()],
    build: {
      ...widgets.build,
      // Beside dist/, never inside dist/widgets.
      outDir: FLOOR_DIR,
      emptyOutDir: true,
      manifest: true,
      rolldownOptions: {
        ...widgets.build?.rolldownOptions,
        // Named like a widget entry: dist's file naming applies, so it lands in widgets/floor.js.
        input: { floor: 'bench/floor/index.tsx' },
      },
    },
  };
});
