// @ts-check
// The benchmark's tables, as Markdown: printed, written to bench/results/latest.md, and
// the README's "Performance" section (bench/README-section.md).
import { markdownTable, sizeTable } from '../scripts/sizes.mjs';
import { TARGETS } from './lighthouse.mjs';

export const READY_RATIO_TARGET = 1.3;
export const TWENTY_FORMS_RATIO_TARGET = 3;

/** @typedef {import('./run.mjs').BenchResults} BenchResults */

/** @param {number} value @param {number} [digits] */
const fixed = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '-');
/** @param {boolean} met */
const mark = (met) => (met ? 'yes' : '**no**');

/** @param {BenchResults} results */
export function pageLoadTable(results) {
  const header = ['page', 'ready when', 'median ms', 'min-max ms', 'x floor (medians)', `target <= ${READY_RATIO_TARGET}`, 'x floor, 95% interval', 'main-thread CPU ms, not throttled (x floor)', 'heap MB', 'requests'];
  const floor = results.pageLoads[0];
  const rows = results.pageLoads.map((load) => {
    if (load.error) return [load.name, load.ready, `not measured: ${load.error}`, '', '', '', '', '', '', ''];
    const isFloor = load === floor;
    return [
      load.name, load.ready, fixed(load.medianMs), `${fixed(load.minMs)}-${fixed(load.maxMs)}`,
      isFloor ? '1.00' : fixed(load.ratioToFloor, 2), isFloor ? '' : mark(load.ratioToFloor <= READY_RATIO_TARGET),
      // How far the ratio moves with the noise of the runs (bootstrap, bench/stats.mjs).
      isFloor ? '' : `${fixed(load.ratioInterval[0], 2)}-${fixed(load.ratioInterval[1], 2)}`,
      `${fixed(load.cpuMs, 1)} (${fixed(load.cpuRatioToFloor, 2)})`,
      fixed(load.heapMB, 2), String(load.requests),
    ];
  });
  return markdownTable(header, rows);
}

/** @param {BenchResults} results */
export function scalingTable(results) {
  const header = ['waitlist forms on one page', 'median ms to all ready', 'x 1 form', 'JS heap MB (after GC)', 'x 1 form', `target: 20 forms < ${TWENTY_FORMS_RATIO_TARGET}x`];
  const rows = results.scaling.map((row) => [
    String(row.count), fixed(row.medianMs), fixed(row.timeRatio, 2), fixed(row.heapMB, 2), fixed(row.heapRatio, 2),
    row.count === 20 ? mark(row.timeRatio < TWENTY_FORMS_RATIO_TARGET && row.heapRatio < TWENTY_FORMS_RATIO_TARGET) : '',
  ]);
  return markdownTable(header, rows);
}

/** @param {BenchResults} results */
export function lighthouseSection(results) {
  const lh = results.lighthouse;
  if ('error' in lh) return `Lighthouse did not run: ${lh.error}`;
  const targets = /** @type {Record<string, number>} */ (TARGETS);
  const rows = Object.entries(lh.scores).map(([id, score]) => [id, String(score), `>= ${targets[id]}`, mark(score >= (targets[id] ?? 100))]);
  rows.push(['cumulative layout shift', fixed(lh.cumulativeLayoutShift, 3), '0', mark(lh.cumulativeLayoutShift === 0)]);
  const metrics = Object.entries(lh.metrics).map(([id, value]) => `${id} ${value}`).join(', ');
  const failing = lh.failing.length === 0
    ? 'None: every audit that counts towards a score is at 100.'
    : lh.failing.map((audit) =>
      `- ${audit.category} / \`${audit.id}\` (${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ''}, score ${fixed((audit.score ?? 0) * 100)}, weight ${audit.weight})` +
      audit.why.map((line) => `\n  - ${line}`).join('')).join('\n');
  const hints = lh.hints.map((audit) => `\`${audit.id}\`${audit.displayValue ? ` (${audit.displayValue})` : ''}`).join(', ') || 'none';
  return `${markdownTable(['Lighthouse (mobile)', 'score', 'target', 'met'], rows)}\n\nLighthouse ${lh.lighthouseVersion} on ${lh.url}: ${metrics}.\n\nAudits under 100 that count towards a score:\n${failing}\n\nFlagged, without weight in any score: ${hints}.`;
}

/** @param {BenchResults} results */
export function backendTable(results) {
  const load = results.backendLoad;
  if (!load) return 'Not measured: bench/backend-load.mjs is not in this checkout.';
  if ('error' in load) return `Not measured: ${load.error}`;
  const rows = load.levels.map((level) => [
    String(level.clients), String(level.insertsPerSecond), fixed(level.p50Ms, 1), fixed(level.p99Ms, 1), String(level.errors),
    fixed(level.peakRssMiB), fixed(level.endRssMiB),
  ]);
  return `${markdownTable(['concurrent clients', 'inserts/s', 'p50 ms', 'p99 ms', 'errors', 'backend RSS MiB (peak)', 'at end'], rows)}\n\n` +
    `Each level runs ${load.levelSeconds} s or ${load.maxInsertsPerLevel} inserts; start on a fresh data directory ${load.freshStartMs} ms. ` +
    'PGlite has one connection: requests take turns, one transaction each, so p50 grows with the clients waiting.';
}

/** @param {BenchResults} results */
export function sizesSection(results) {
  const table = sizeTable(results.sizes);
  return `${markdownTable(table.header, table.rows)}\n\n${markdownTable(table.lazyHeader, table.lazyRows)}`;
}

/** @param {BenchResults} results */
export function machineLine(results) {
  const m = results.machine;
  return `${m.cpus} CPUs (nproc; ${m.cpuModel}), ${m.memoryGiB} GiB memory, Chromium ${m.chromium}, Node ${m.node}, ${m.os}; ` +
    `load average ${m.loadAverage.atStart} at the start, ${m.loadAverage.atEnd} at the end`;
}

/** Everything, for bench/results/latest.md and the console. @param {BenchResults} results */
export function fullReport(results) {
  return [
    `# Benchmark (${results.date.slice(0, 10)})`,
    `Machine: ${machineLine(results)}. CPU slowed down ${results.settings.cpuSlowdown}x; median of ${results.settings.runs} runs, each a first visit in a fresh browser context.`,
    '## Size (gzip -9; what each entry loads before the visitor interacts)', sizesSection(results),
    '## Time to ready for input', pageLoadTable(results),
    '## Many forms on one page', scalingTable(results),
    '## Lighthouse on the demo host', lighthouseSection(results),
    '## Local backend under load (a second process on loopback)', backendTable(results),
  ].join('\n\n') + '\n';
}

/** The README's section, to paste as is. @param {BenchResults} results */
export function readmeSection(results) {
  return [
    '## Performance',
    'A widget pasted on someone else\'s page must cost that page almost nothing. The floor is React 19 itself: ' +
      '`bench/floor/` renders one element into a shadow root and is built by the widgets\' own pipeline (never shipped). ' +
      'Everything above it is ours to keep small.',
    'What keeps it small and quick: each entry and lazy chunk imports every chunk it needs by name, so a widget\'s code ' +
      'arrives in one round of requests (`flatImports` in `vite.config.ts`), and `embed.js` announces a widget\'s chunks with its ' +
      'script (`widgetChunks`); the chunks a widget runs to render carry V8\'s ' +
      'compile hint and are compiled off the main thread while they stream in (`compileHints`); supabase-js, recharts, the ' +
      'roster\'s detail view and the waitlist\'s step 2 are dynamic imports, each with its own styles, fetched on intent (focus, ' +
      'pointer) or, before it, once the page has loaded and the browser is idle (not for a visitor with Save-Data or on 2G: ' +
      '`preloadWhenIdle`); ' +
      'dialogs render their content on first opening, and a waitlist reads its saved draft from sessionStorage only when its form is first shown; the landing page paints its header and hero first and the sections ' +
      'below in the next frame, their styles parsed then; images are sized and lazy, the roster\'s too though in view, so they are ' +
      'fetched after its first frame; each first view draws its text in a few pairs of font size and weight, as each pair costs a font ' +
      'lookup the first time (checked in `tests/e2e/embedding.spec.ts`); the demo host\'s own styles are inline, allowed by their hash in its CSP.',
    '| command | what it does |\n|---|---|\n' +
      '| `npm run size` | builds, then prints each entry\'s gzip size (level 9, what it loads before the visitor interacts: the entry and its static imports) beside its budget and the floor, and what loads later; fails when an entry is over budget. Part of `npm test`. |\n' +
      '| `npm run bench` | builds, then measures on loopback in Debian\'s Chromium: time to ready for input against the floor, 1, 5 and 20 forms on one page, Lighthouse on the demo host, and the local backend under load (`bench/backend-load.mjs`). Writes `bench/results/latest.{json,md}` and this section. `BENCH_RUNS` sets the runs per page: 9 by default, for a quick look; the committed figures come from `BENCH_RUNS=151` (about 30 minutes here), as with the CPU throttled a page\'s runs spread so widely that a ratio\'s 95% interval is about 0.3 wide at 41 runs and about 0.13 at 151. |',
    'How it measures: sizes in KB of 1024 bytes. Page loads: each run a first visit in a fresh browser context, CPU slowed down ' +
      `${results.settings.cpuSlowdown}x (\`Emulation.setCPUThrottlingRate\`), every page once per round, in a new random order each round; a widget is ready when the ` +
      'first control of its shadow root is rendered and enabled (polled with requestAnimationFrame and marked with performance.now()); ' +
      'the JS heap is read after a forced garbage collection. Each round also loads every page once more without throttling and ' +
      'sums the thread time of its main thread\'s tasks up to ready, from a trace: a figure that moves far less between runs ' +
      '(waits on other processes, such as font lookups, are not in it). Host pages, widget scripts and the floor come from three loopback origins, so ' +
      'every script loads cross-origin as on a partner\'s site, gzipped as a CDN sends it. Lighthouse runs its default mobile preset.',
    `Latest figures (${results.date.slice(0, 10)}), on ${machineLine(results)}. Median of ${results.settings.runs} runs per page. ` +
      'Time figures move with other load on the machine; compare ratios to the floor, which is measured in the same rounds. ' +
      'With the CPU throttled, one page\'s runs spread widely, so each ratio comes with its 95% interval (a bootstrap of both ' +
      'pages\' runs, `bench/stats.mjs`): where the interval spans the target, the run cannot tell whether the target is met.',
    '### Size', sizesSection(results),
    '### Time to ready for input', pageLoadTable(results),
    '### Many forms on one page', scalingTable(results),
    '### Lighthouse (demo host)', lighthouseSection(results),
    '### Local backend under load', backendTable(results),
  ].join('\n\n') + '\n';
}
