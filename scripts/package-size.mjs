// @ts-check
/**
 * What @rosterkit/react adds to a partner's React app before the visitor interacts: the app of
 * bench/react-package/ built with Vite's defaults, as a partner's would be, alone and with the
 * inline waitlist; gzip of each entry and its static imports, as the size check counts a script.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { gzipBytes, readManifest, staticFiles } from './sizes.mjs';

/** The most the waitlist component may add to the app, in KB (the script tag, which brings React, costs its own budget). */
export const PACKAGE_WAITLIST_BUDGET_KB = 12;

const OUT = '.tmp/react-package';
const BUILT_PACKAGE = fileURLToPath(new URL('../dist/react/index.js', import.meta.url));

/**
 * How a partner's Vite app is built: Vite's defaults, React's plugin, and the built package as
 * installed, not its source. The size check and bench/react-package.mjs build with it.
 * @param {{ input: string, outDir: string, base?: string }} app
 * @returns {import('vite').InlineConfig}
 */
export function partnerAppBuild({ input, outDir, base = '/' }) {
  return {
    configFile: false,
    logLevel: 'warn',
    base,
    plugins: [react()],
    resolve: { alias: { '@rosterkit/react': BUILT_PACKAGE } },
    build: { outDir, emptyOutDir: true, manifest: true, rolldownOptions: { input } },
  };
}

/** @param {'app' | 'app-with-waitlist'} name */
async function buildApp(name) {
  const outDir = `${OUT}/${name}`;
  await build(partnerAppBuild({ input: `bench/react-package/${name}.tsx`, outDir }));
  const manifest = readManifest(outDir);
  const key = `bench/react-package/${name}.tsx`;
  return [...staticFiles(manifest, key)].reduce((sum, file) => sum + gzipBytes(outDir, file), 0);
}

/** Builds both apps (dist/react/ must be built); returns their bytes. */
export async function measurePackage() {
  return { app: await buildApp('app'), withWaitlist: await buildApp('app-with-waitlist') };
}
