// @ts-check
// The host pages of the benchmark: one per element of the registry whose script the build
// holds, so a widget added to the registry is measured without changes here.
import { LOCAL_ANON_KEY } from '../backend/keys.mjs';
import { ELEMENTS } from '../widgets/registry.mjs';

/** @typedef {import('../widgets/registry.mjs').ElementEntry} ElementEntry */

/** A widget is ready for input when the first control of its shadow root is rendered and enabled. */
const CONTROL = 'input, select, textarea, button';
const SCALING_COUNTS = [1, 5, 20];
/** The User Timing mark a page sets when it is ready (also seen in traces). */
export const READY_MARK = 'rosterkit-ready';

/**
 * @typedef {object} BenchCase
 * @property {string} name     row label
 * @property {'floor' | 'site'} origin  where its script comes from
 * @property {string} script   path of its entry script on that origin
 * @property {string} tag      the element the page holds
 * @property {number} count    how many of them
 * @property {boolean} [trigger]  a dialog element: rendered with its trigger button
 * @property {string} ready    what 'ready' means, for the report
 * @property {string} [page]   a page of the build loaded as it is (its path on the widgets' origin), instead of a host page made here
 * @property {string} [hydrationButton]  the header button whose click must open a dialog: the page is hydrated then (bench/probes.mjs)
 */

export const FLOOR_CASE = /** @type {BenchCase} */ ({
  name: 'floor: React alone', origin: 'floor', script: '/widgets/floor.js', tag: 'rosterkit-floor', count: 1, ready: 'its button rendered',
});

/**
 * The demo host's landing page (dist/index.html) as the build writes it, with its own origin,
 * CSP, styles and pre-rendered HTML. Timed to first contentful paint and to hydrated: the
 * first moment a click on the header's 'Join Waitlist' opens the waitlist dialog.
 */
export const DEMO_HOST_CASE = /** @type {BenchCase} */ ({
  name: 'landing on the demo host (dist/index.html)', origin: 'site', script: '/widgets/landing.js', tag: 'rosterkit-landing', count: 1,
  ready: 'first control enabled', page: '/', hydrationButton: 'Join Waitlist',
});

/** A row's name: the element without its prefix; a dialog is measured by its trigger. @param {ElementEntry} element */
const caseName = (element) => `${element.tag.replace(/^rosterkit-/, '')}${element.dialog ? ' (trigger)' : ''}`;

/**
 * A page per element of the registry whose script the build holds, and embed.js loading
 * the first of them.
 * @param {string[]} entries  script names of the build, e.g. ['embed', 'waitlist']
 * @returns {BenchCase[]}
 */
export function widgetCases(entries) {
  /** @param {ElementEntry} element @param {string} name @param {string} script @returns {BenchCase} */
  const caseFor = (element, name, script) => ({
    name, origin: 'site', script: `/widgets/${script}.js`, tag: element.tag, count: 1,
    trigger: element.dialog !== null, ready: element.dialog ? 'trigger button enabled' : 'first control enabled',
  });
  const built = ELEMENTS.filter((element) => entries.includes(element.script));
  const cases = built.map((element) => caseFor(element, caseName(element), element.script));
  const first = built.find((element) => element.dialog === null);
  if (entries.includes('embed') && first) cases.push(caseFor(first, `embed.js loading the ${caseName(first)}`, 'embed'));
  return cases;
}

/** @returns {BenchCase[]} */
export function scalingCases() {
  return SCALING_COUNTS.map((count) => ({
    name: `${count} waitlist form${count === 1 ? '' : 's'}`, origin: 'site', script: '/widgets/waitlist.js',
    tag: 'rosterkit-waitlist', count, ready: 'every form\'s first field enabled',
  }));
}

/**
 * Polls with requestAnimationFrame until every element's first control is rendered and
 * enabled, then marks the moment; window.__benchReady resolves with performance.now().
 * Inline in the host pages made here; an init script on a page of the build.
 * @param {string} tag @param {number} count
 */
export function readyScript(tag, count) {
  return `(() => {
  const ready = (element) => {
    const control = element.shadowRoot && element.shadowRoot.querySelector(${JSON.stringify(CONTROL)});
    return Boolean(control) && !control.disabled && control.getClientRects().length > 0;
  };
  window.__benchReady = new Promise((resolve) => {
    const check = () => {
      const elements = document.querySelectorAll(${JSON.stringify(tag)});
      if (elements.length === ${count} && [...elements].every(ready)) {
        performance.mark(${JSON.stringify(READY_MARK)});
        resolve(performance.now());
      } else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
})();`;
}

/**
 * @param {BenchCase} benchCase
 * @param {{ site: string, floor: string, backend: string }} origins
 */
export function pageFor(benchCase, origins) {
  const scriptOrigin = benchCase.origin === 'floor' ? origins.floor : origins.site;
  const attributes = [
    'data-brand="Acme"',
    `data-supabase-url="${origins.backend}"`,
    `data-supabase-key="${LOCAL_ANON_KEY}"`,
    'data-contact-email="hello@acme.test"',
    ...(benchCase.trigger ? ['data-trigger-label="Open"'] : []),
  ].join(' ');
  const element = `<${benchCase.tag} ${attributes}></${benchCase.tag}>`;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Bench: ${benchCase.name}</title>
    <link rel="icon" href="data:," />
    <script>${readyScript(benchCase.tag, benchCase.count)}</script>
    <script type="module" src="${scriptOrigin}${benchCase.script}"></script>
  </head>
  <body>
    <main style="max-width: 640px; margin: 0 auto; padding: 16px">
      ${Array.from({ length: benchCase.count }, () => element).join('\n      ')}
    </main>
  </body>
</html>
`;
}

/** @param {BenchCase} benchCase */
export const pathFor = (benchCase) => `/${benchCase.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.html`;

/**
 * Where a case is loaded from: a page of the build on the widgets' origin, or the host page made for it.
 * @param {BenchCase} benchCase @param {{ host: string, site: string }} servers
 */
export const urlFor = (benchCase, servers) => (benchCase.page ? servers.site + benchCase.page : servers.host + pathFor(benchCase));

/**
 * Where the bench serves the demo host's page without its scripts, on the widgets' origin:
 * Lighthouse's S page, what the HTML alone costs (bench/lighthouse-runs.mjs).
 */
export const STATIC_HOST_PATH = '/bench/static-host.html';

/**
 * A page's HTML without its scripts: every `<script>` but JSON-LD (data, never run) is taken
 * out; the rest, its CSP meta too, is kept as it is.
 * @param {string} html
 */
export function withoutScripts(html) {
  return html.replace(/<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi, (script, attributes) =>
    /\btype\s*=\s*(["']?)application\/ld\+json\1/i.test(attributes) ? script : '');
}
