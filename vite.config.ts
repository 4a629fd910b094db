import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { LOCAL_ANON_KEY } from './backend/keys.mjs';
import { wordpressPluginZip } from './integrations/wordpress/build-zip.mjs';
import { SCRIPT_BUDGETS_KB, scriptOfTag } from './widgets/registry.mjs';

/** Every script of the registry: widgets/<name>/index.ts, built to dist/widgets/<name>.js. */
const WIDGET_ENTRIES = Object.fromEntries(Object.keys(SCRIPT_BUDGETS_KB).map((name) => [name, `widgets/${name}/index.ts`]));

/** The demo host's configuration, from the environment at build time (README, `npm run build`). */
function demoHostConfig() {
  const backendPort = process.env.BACKEND_PORT ?? '54321';
  return {
    BRAND: process.env.BRAND ?? 'Rosterkit',
    SUPABASE_URL: process.env.SUPABASE_URL ?? `http://127.0.0.1:${backendPort}`,
    SUPABASE_ANON_KEY: process.env.SUPABASE_ANON_KEY ?? LOCAL_ANON_KEY,
    CONTACT_EMAIL: process.env.CONTACT_EMAIL ?? 'hello@rosterkit.io',
  };
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The demo host's own stylesheet, inlined into its pages: a stylesheet link blocks the first
 * paint for one more request (Lighthouse's FCP and LCP in the bench). The CSP allows it by
 * its hash, not by 'unsafe-inline'.
 */
function hostStyles() {
  const css = readFileSync(new URL('./demo-host/host.css', import.meta.url), 'utf8');
  return { HOST_CSS: css, HOST_CSS_HASH: `'sha256-${createHash('sha256').update(css).digest('base64')}'` };
}

/** Writes dist/index.html and dist/404.html from demo-host/ with the configuration and styles filled in, and the types. */
function demoHost(): Plugin {
  return {
    name: 'rosterkit-demo-host',
    apply: 'build',
    generateBundle() {
      const config = demoHostConfig();
      const styles = hostStyles();
      for (const page of ['index.html', '404.html', 'favicon.svg']) {
        const template = readFileSync(new URL(`./demo-host/${page}`, import.meta.url), 'utf8');
        const source = template.replace(/%(\w+)%/g, (match, name: string) => {
          if (name in styles) return styles[name as keyof typeof styles];
          return name in config ? escapeHtml(config[name as keyof typeof config]) : match;
        });
        this.emitFile({ type: 'asset', fileName: page, source });
      }
      // Host apps in TypeScript get the elements' types beside the scripts.
      this.emitFile({
        type: 'asset',
        fileName: 'widgets/rosterkit-widgets.d.ts',
        source: readFileSync(new URL('./types/rosterkit-widgets.d.ts', import.meta.url), 'utf8'),
      });
    },
  };
}

/**
 * Vite wraps every dynamic import in a preload helper whose only work
 * is adding <link> tags for a lazy chunk's imports and CSS to the host page's <head>. Here
 * it has none to add: modulePreload is off, and widget CSS is imported `?inline` to become
 * constructable stylesheets in the shadow root. So the helper is a plain call, and a CSS
 * file that would have needed it fails the build instead. Each module importing it gets
 * its own copy, which stays in that module's chunk: shared, the one-line helper was a
 * chunk of its own, one more file for every widget to fetch (vitejs/vite#18551).
 */
const PRELOAD_HELPER = '\0vite/preload-helper.js';

function plainDynamicImports(): Plugin {
  return {
    name: 'rosterkit-plain-dynamic-imports',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === PRELOAD_HELPER ? `${PRELOAD_HELPER}?for=${importer ?? ''}` : null;
    },
    load(id) {
      if (id.startsWith(`${PRELOAD_HELPER}?for=`)) return 'export const __vitePreload = (load) => load();';
      return null;
    },
    generateBundle(_options, bundle) {
      const css = Object.keys(bundle).filter((file) => file.endsWith('.css'));
      if (css.length > 0) this.error(`Widget CSS must be imported with ?inline (it lives in shadow roots): ${css.join(', ')}`);
    },
  };
}

/**
 * A browser learns of a module's imports only once it has fetched and parsed that module,
 * so every level of the chunk graph is one more round trip before a widget can render
 * (waitlist.js -> waitlist-dialog -> preload-helper was three levels). Rollup's
 * hoistTransitiveImports names every chunk a chunk needs in the chunk itself; rolldown has
 * not implemented it, so this does the same: each chunk loaded by a script tag or an
 * import() also imports the chunks its imports need, and the browser fetches them all at
 * once. They are appended after the chunk's own imports: import declarations are hoisted,
 * and their order, so the order the modules run in, is unchanged.
 */
export function flatImports(): Plugin {
  return {
    name: 'rosterkit-flat-imports',
    apply: 'build',
    generateBundle(_options, bundle) {
      const importsOf = (file: string) => {
        const chunk = bundle[file];
        return chunk?.type === 'chunk' ? chunk.imports : [];
      };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !(chunk.isEntry || chunk.isDynamicEntry)) continue;
        const needed = new Set<string>();
        const visit = (file: string) => {
          for (const imported of importsOf(file)) {
            if (needed.has(imported)) continue;
            needed.add(imported);
            visit(imported);
          }
        };
        visit(chunk.fileName);
        const hoisted = [...needed].filter((file) => !chunk.imports.includes(file));
        const from = posix.dirname(chunk.fileName);
        chunk.code += hoisted.map((file) => `import"./${posix.relative(from, file)}";`).join('');
        chunk.imports.push(...hoisted);
      }
    },
  };
}

/**
 * embed.js loads a widget's script with import(), and the browser learns of the script's
 * chunks only when it has arrived. This writes each widget's chunks (after flatImports,
 * all of them) into embed.js, which announces them with the script: one round of requests.
 */
function widgetChunks(): Plugin {
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

/**
 * V8 compiles a function the first time it is called, on the main thread, which is the
 * one thread a slow phone has to spare while a widget starts. A file marked with the
 * compile hint `//# allFunctionsCalledOnLoad` (Chrome 136+; other browsers ignore the
 * comment) is compiled whole while it streams in, on a background thread. Marked: the
 * chunks a widget runs to render, when large enough for it to pay (React, the waitlist
 * dialog, the roster's chunk, landing.js; not the small shared chunk); lazy chunks (charts,
 * supabase-js) are used only in part. What it saves shows in the bench's main-thread CPU
 * column.
 */
export const EAGER_COMPILE_MIN_BYTES = 10_000;
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

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

export default defineConfig({
  // Relative asset and chunk URLs: the scripts are served cross-origin from a CDN.
  base: './',
  publicDir: false,
  // embed.js's list of tags and the script that defines each, from the registry.
  define: { __ROSTERKIT_SCRIPT_OF_TAG__: JSON.stringify(scriptOfTag()) },
  plugins: [react(), demoHost(), plainDynamicImports(), flatImports(), widgetChunks(), compileHints(), wordpressPluginZip()],
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
          groups: [{ name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
});
