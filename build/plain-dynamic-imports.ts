/**
 * Why this exists: Vite wraps every dynamic import in a preload helper whose only work
 * is adding <link> tags for a lazy chunk's imports and CSS to the host page's <head>. Here
 * it has none to add: modulePreload is off, and widget CSS is imported `?inline` to become
 * constructable stylesheets in the shadow root. So the helper is a plain call, and a CSS
 * file that would have needed it fails the build instead. Each module importing it gets
 * its own copy, which stays in that module's chunk: shared, the one-line helper was a
 * chunk of its own, one more file for every widget to fetch (vitejs/vite#18551).
 *
 * The figure: waitlist.js 0.69 KB gzip smaller (measured when it was added, commit
 * 5953cd0). `npm run size` measures every entry again.
 */
import type { Plugin } from 'vite';

const PRELOAD_HELPER = '\0vite/preload-helper.js';

/** Dynamic imports as plain calls, each module with its own helper; a CSS file fails the build. */
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
    generateBundle(_options, bundle) {
      const css = Object.keys(bundle).filter((file) => file.endsWith('.css'));
      if (css.length > 0) this.error(`Widget CSS must be imported with ?inline (it lives in shadow roots): ${css.join(', ')}`);
    },
  };
}
