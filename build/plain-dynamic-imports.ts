/**
 * Why this exists: Vite wraps every dynamic import in a preload helper whose only work
 * is adding <link> tags for a lazy chunk's imports and CSS to the host page's <head>. Here
 * it has none to add: modulePreload is off, and widget CSS is imported `?inline` to become
 * constructable stylesheets in the shadow root. So each call is written back as the plain
 * import() it wraps, and a CSS file that would have needed the helper fails the build
 * instead. The helper each module still imports is a one-line function of its own, left
 * unused and dropped: shared, it was a chunk of its own, one more file for every widget to
 * fetch (vitejs/vite#18551).
 *
 * The figure: waitlist.js 0.69 KB gzip smaller with the helper a plain call (commit
 * 5953cd0), and smaller again without the calls (this file's last commit says by how much).
 * `npm run size` measures every entry again.
 */
import type { Plugin } from 'vite';

const PRELOAD_HELPER = '\0vite/preload-helper.js';
/**
 * A dynamic import as Vite wraps it, before the build fills in its list of links to add
 * (the helper is renamed __vitePreload$1 in a chunk that holds two modules' copies).
 */
const WRAPPED_IMPORT = /__vitePreload(?:\$\d+)?\(\(\) => (import\("[^"]+"\)(?:\.then\(\(n\) => n\.\w+\))?), __VITE_PRELOAD__, import\.meta\.url\)/g;

/** A chunk's code with each wrapped dynamic import written back as the import() it wraps. */
export function unwrapDynamicImports(code: string): string {
  return code.replace(WRAPPED_IMPORT, '$1');
}

/** Dynamic imports as plain import(); a CSS file fails the build. */
export function plainDynamicImports(): Plugin {
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
    // What is left of a call, with no links to add, is the import itself.
    renderChunk(code) {
      return code.includes('__vitePreload') ? unwrapDynamicImports(code) : null;
    },
    generateBundle(_options, bundle) {
      const css = Object.keys(bundle).filter((file) => file.endsWith('.css'));
      if (css.length > 0) this.error(`Widget CSS must be imported with ?inline (it lives in shadow roots): ${css.join(', ')}`);
    },
  };
}
