/**
 * What the demo host's pages carry inline, each with its hash for the CSP (no 'unsafe-inline'):
 * their stylesheet, as a linked one holds the first paint for a request, and the module that
 * asks for the landing's script once the page has painted.
 */
import { readFileSync } from 'node:fs';
import { transform } from 'lightningcss';
import { minifySync, transformWithOxc, type Rolldown } from 'vite';
import { staticImports } from './chunk-graph.mjs';
import { cspHash } from './csp-hash.ts';

/** The landing's script: the element is drawn in the HTML, so the page asks for it once painted. */
const LANDING_ENTRY = 'widgets/landing.js';

/**
 * demo-host/host.css, which both pages share, and not-found.css, the 404 page's alone, minified, with
 * their hashes. Minified as the widgets' styles are: the home page must arrive in a new connection's
 * first round trip (ten TCP segments, tests/e2e/prerender.spec.ts).
 */
export function hostStyles() {
  const read = (file: string) => {
    const code = readFileSync(new URL(`../demo-host/${file}`, import.meta.url));
    return transform({ filename: file, code, minify: true }).code.toString();
  };
  const [css, notFoundCss] = [read('host.css'), read('not-found.css')];
  return { HOST_CSS: css, HOST_CSS_HASH: cspHash(css), NOT_FOUND_CSS: notFoundCss, NOT_FOUND_CSS_HASH: cspHash(notFoundCss) };
}

/** demo-host/load-after-first-paint.ts, called with the landing's script and chunks, minified, and its hash. */
export async function landingScript(bundle: Rolldown.OutputBundle) {
  const source = readFileSync(new URL('../demo-host/load-after-first-paint.ts', import.meta.url), 'utf8');
  const chunks = staticImports(bundle, LANDING_ENTRY).map((file) => `/${file}`);
  const call = `loadAfterFirstPaint(${JSON.stringify(`/${LANDING_ENTRY}`)}, ${JSON.stringify(chunks)});`;
  // Nothing imports the page's module: without its export, the minifier may shorten the name too.
  const inlined = source.replace(/^export (?=function loadAfterFirstPaint\()/m, '');
  if (inlined === source) throw new Error('demo-host/load-after-first-paint.ts no longer exports loadAfterFirstPaint');
  const { code } = await transformWithOxc(`${inlined}\n${call}\n`, 'load-after-first-paint.ts');
  const script = minifySync('load-after-first-paint.js', code, { module: true }).code.trim();
  return { LANDING_SCRIPT: script, LANDING_SCRIPT_HASH: cspHash(script) };
}
