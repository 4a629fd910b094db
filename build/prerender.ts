/**
 * Why: a widget drawn by its script shows nothing until the script has run, and crawlers
 * and link previews run none. After the widgets are built, this builds the server renderer
 * (widgets/server.tsx) to dist/ssr/, writes each widget's stylesheet to dist/widgets/styles/,
 * and draws the demo host's widget elements into its pages as declarative shadow roots.
 * Risk on upgrade: the server build uses Vite's experimental.renderBuiltUrl for image URLs
 * (vite is pinned); tests/e2e/dist.spec.ts fails if those URLs change shape.
 */
import { readFile, writeFile, mkdir, copyFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type InlineConfig, type Plugin } from 'vite';
import { chunkUrl } from './chunk-url.ts';
import { cspHash } from './csp-hash.ts';
import { earlyInputScriptModule } from './early-input-script.ts';

type ServerRenderer = typeof import('../widgets/server');

/** The demo host's pages whose widget elements are drawn into the HTML. */
const PAGES = ['index.html', '404.html'];

/** Where the demo host serves dist/widgets/ (its page asks for /widgets/landing.js: build/demo-host-inline.ts). */
const WIDGETS_URL = '/widgets/';

/**
 * Image imports in the server bundle: a placeholder that renderWidget turns into the
 * page's widgets folder. The file names are the browser build's, as the content is the same.
 */
const ASSET_PREFIX = '__ROSTERKIT_WIDGETS_URL__';

export function prerender(): Plugin {
  let outDir = 'dist';
  return {
    name: 'rosterkit-prerender',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const ssrDir = join(outDir, 'ssr');
      await build(serverBuild(ssrDir));
      await copyFile(new URL('../types/ssr.d.ts', import.meta.url), join(ssrDir, 'index.d.ts'));
      await writeFile(join(ssrDir, 'package.json'), `${JSON.stringify(SSR_PACKAGE, null, 2)}\n`);
      // A fresh URL each build: a second build in one process (tests, bench) must not get the first module.
      const renderer = (await import(`${pathToFileURL(join(ssrDir, 'index.js')).href}?build=${Date.now()}`)) as ServerRenderer;
      for (const { path, css } of renderer.widgetStylesheets()) {
        const file = join(outDir, 'widgets', path);
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, css);
      }
      for (const page of PAGES) {
        const file = join(outDir, page);
        await writeFile(file, allowInlineParts(drawWidgets(await readFile(file, 'utf8'), renderer), renderer));
      }
    },
  };
}

const SSR_PACKAGE = { name: 'rosterkit-widgets-ssr', private: true, type: 'module', main: 'index.js', types: 'index.d.ts' };

/** One self-contained ES module for Node: a partner copies dist/ssr/ and needs nothing else. */
function serverBuild(outDir: string): InlineConfig {
  return {
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    plugins: [react(), chunkUrl({ emit: false }), earlyInputScriptModule(), browserOnlyParts()],
    // React's production build, whatever NODE_ENV the partner's server runs with.
    define: { 'process.env.NODE_ENV': JSON.stringify('production'), __ROSTERKIT_ASSET_PREFIX__: JSON.stringify(ASSET_PREFIX) },
    ssr: { noExternal: true },
    experimental: { renderBuiltUrl: (fileName) => `${ASSET_PREFIX}${fileName.replace(/^widgets\//, '')}` },
    build: {
      ssr: 'widgets/server.tsx',
      outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: true,
      assetsInlineLimit: 0,
      rolldownOptions: {
        output: { entryFileNames: 'index.js', chunkFileNames: 'chunks/[name]-[hash].js', assetFileNames: 'widgets/chunks/[name]-[hash][extname]' },
      },
    },
  };
}

/**
 * What a widget imports lazily (step 2 and supabase-js, the charts, the dialogs) loads in
 * the browser only, after a visitor's intent or once the page is idle: a server never
 * draws it. Each import() becomes an empty module, and the renderer stays small.
 */
function browserOnlyParts(): Plugin {
  const EMPTY = '\0rosterkit-browser-only';
  return {
    name: 'rosterkit-browser-only-parts',
    resolveDynamicImport: () => EMPTY,
    resolveId: (id) => (id === EMPTY ? id : null),
    load: (id) => (id === EMPTY ? 'export {};' : null),
  };
}

/** Each empty widget element of a page, `<rosterkit-… a="v"></rosterkit-…>`, drawn with its attributes. */
function drawWidgets(page: string, renderer: ServerRenderer): string {
  return page.replace(/<(rosterkit-[a-z-]+)((?:\s+[a-z][a-z0-9-]*(?:="[^"]*")?)*)\s*><\/\1>/g, (element, tag: string, attributes: string) => {
    if (!renderer.WIDGET_TAGS.includes(tag)) return element;
    const parsed = Object.fromEntries(
      [...attributes.matchAll(/([a-z][a-z0-9-]*)(?:="([^"]*)")?/g)].map(([, name, value]) => [name!, decodeHtml(value ?? '')]),
    );
    // Inline: a stylesheet the first paint waits for is one more round trip on a phone's
    // network (Lighthouse's FCP and LCP); the page's CSP allows each by its hash.
    return renderer.renderWidget(tag, parsed, { widgetsUrl: WIDGETS_URL, styles: 'inline' });
  });
}

/**
 * Adds the hash of each <style> the drawn widgets brought, and of their early-input script, to
 * the page's CSP, which allows no other inline style or script.
 */
function allowInlineParts(page: string, renderer: Pick<ServerRenderer, 'EARLY_INPUT_SCRIPT' | 'EARLY_INPUT_SCRIPT_HASH'>): string {
  const hashes = [...page.matchAll(/<template shadowrootmode="open"><style>([\s\S]*?)<\/style>/g)].map(([, css]) => cspHash(css ?? ''));
  const withStyles = hashes.length === 0 ? page : page.replace(/(<meta http-equiv="Content-Security-Policy" content="[^"]*style-src 'self')/, `$1 ${[...new Set(hashes)].join(' ')}`);
  if (!page.includes(`<script>${renderer.EARLY_INPUT_SCRIPT}</script>`)) return withStyles;
  return withStyles.replace(/(<meta http-equiv="Content-Security-Policy" content="[^"]*script-src 'self')/, `$1 ${renderer.EARLY_INPUT_SCRIPT_HASH}`);
}

const decodeHtml = (value: string) =>
  value.replace(/&#(\d+);|&(amp|lt|gt|quot);/g, (_match, code: string | undefined, name: string | undefined) =>
    code ? String.fromCharCode(Number(code)) : { amp: '&', lt: '<', gt: '>', quot: '"' }[name as 'amp'],
  );
