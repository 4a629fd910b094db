/**
 * Why: Vite wraps each import() in a helper that adds <link> tags for the chunk's CSS and
 * imports to the host page's <head>; widgets have neither to add (modulePreload is off, CSS
 * is `?inline` in shadow roots), so each module gets a one-line helper that just loads, and
 * no shared helper chunk is fetched (vitejs/vite#18551). CSS that would need links fails the build.
 * Risk on upgrade: it replaces Vite's internal module `\0vite/preload-helper.js` (vite is
 * pinned); if Vite's own helper reaches the bundle again, the build fails.
 */
import type { Plugin } from 'vite';

export const PRELOAD_HELPER = '\0vite/preload-helper.js';
const STUB = `${PRELOAD_HELPER}?for=`;

/** Vite's preload helper as a pass-through, one per module; widget CSS must be inline. */
export function noPreloadLinks(): Plugin {
  return {
    name: 'rosterkit-no-preload-links',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === PRELOAD_HELPER ? `${STUB}${importer ?? ''}` : null;
    },
    load(id) {
      return id.startsWith(STUB) ? 'export const __vitePreload = (load) => load();' : null;
    },
    generateBundle(_options, bundle) {
      const css = Object.keys(bundle).filter((file) => file.endsWith('.css'));
      if (css.length > 0) this.error(`Widget CSS must be imported with ?inline (it lives in shadow roots): ${css.join(', ')}`);
      const helper = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.moduleIds.some((id) => /preload-helper/.test(id) && !id.startsWith(STUB)));
      if (helper) this.error(`Vite's own preload helper is in ${helper.fileName}: its module id changed, update build/no-preload-links.ts.`);
    },
  };
}
