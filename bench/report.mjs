// @ts-check
// The benchmark's tables, as Markdown: printed, written to bench/results/latest.md, and
// the README's "Performance" section (bench/README-section.md).
import { kb, markdownTable, sizeTable } from '../scripts/sizes.mjs';
import { TARGETS } from './lighthouse.mjs';
import { LIGHTHOUSE_TARGETS, QUIET_LOAD_AVERAGE, QUIET_WAIT_CAP_MS } from './lighthouse-runs.mjs';
import {
  LANDING_FCP_RATIO_TARGET, LANDING_HYDRATED_INTERVAL_TARGET, LANDING_HYDRATED_RATIO_TARGET, LONGEST_TASK_TARGET_MS,
  landingFcpMet, landingHydratedMet,
} from './summaries.mjs';

export const READY_RATIO_TARGET = 1.3;
export const TWENTY_FORMS_RATIO_TARGET = 3;

/** @typedef {import('./run.mjs').BenchResults} BenchResults */

/** @param {number} value @param {number} [digits] */
const fixed = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '-');
/** @param {boolean} met */
const mark = (met) => (met ? 'yes' : '**no**');
/** A longest task in ms, in bold when over its target. @param {number} ms */
const taskMs = (ms) => (ms > LONGEST_TASK_TARGET_MS ? `**${fixed(ms)}**` : fixed(ms));
/** @param {[number, number]} interval */
const interval = ([low, high]) => `${fixed(low, 2)}-${fixed(high, 2)}`;

/** @param {BenchResults} results */
export function pageLoadTable(results) {
  const header = [
    'page', 'ready when', 'median ms', 'min-max ms', 'x floor (medians)', `target <= ${READY_RATIO_TARGET}`, 'x floor, 95% interval',
    'main-thread CPU ms, not throttled (x floor)', 'heap MB', 'requests', 'longest main-thread task ms, 4x CPU, until loaded and ready: median (worst)',
    `target <= ${LONGEST_TASK_TARGET_MS}`, 'then, when idle (preloads), until settled: median (worst)',
  ];
  const floor = results.pageLoads[0];
  const rows = results.pageLoads.map((load) => {
    if (load.error) return [load.name, load.ready, `not measured: ${load.error}`, '', '', '', '', '', '', '', '', '', ''];
    const isFloor = load === floor;
    return [
      load.name, load.ready, fixed(load.medianMs), `${fixed(load.minMs)}-${fixed(load.maxMs)}`,
      isFloor ? '1.00' : fixed(load.ratioToFloor, 2), isFloor ? '' : mark(load.ratioToFloor <= READY_RATIO_TARGET),
      // How far the ratio moves with the noise of the runs (bootstrap, bench/stats.mjs).
      isFloor ? '' : interval(load.ratioInterval),
      `${fixed(load.cpuMs, 1)} (${fixed(load.cpuRatioToFloor, 2)})`,
      fixed(load.heapMB, 2), String(load.requests),
      `${taskMs(load.longestTaskMs)} (${taskMs(load.longestTaskWorstMs)})`, mark(load.longestTaskMs <= LONGEST_TASK_TARGET_MS),
      `${taskMs(load.idleLongestTaskMs)} (${taskMs(load.idleLongestTaskWorstMs)})`,
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

/** How each Lighthouse figure reads, with its target. @type {Record<string, (value: number) => string>} */
const LIGHTHOUSE_FORMAT = {
  // The median of an even count of runs can fall between two scores.
  performance: (score) => fixed(score, Number.isInteger(score) ? 0 : 1),
  fcpMs: (ms) => `${fixed(ms / 1000, 2)} s`,
  lcpMs: (ms) => `${fixed(ms / 1000, 2)} s`,
  tbtMs: (ms) => `${fixed(ms)} ms`,
  cls: (shift) => fixed(shift, 3),
};

/** @param {import('./lighthouse-runs.mjs').LighthouseTarget} target */
function lighthouseTarget({ id, worse, target, worstTarget }) {
  const format = LIGHTHOUSE_FORMAT[id] ?? String;
  if (worse === 'lower') return `${format(target)}${worstTarget === undefined ? '' : ` (worst >= ${format(worstTarget)})`}`;
  return target === 0 ? format(target) : `<= ${format(target)}`;
}

/** @param {BenchResults} results */
export function lighthouseSection(results) {
  const lh = results.lighthouse;
  if ('error' in lh) return `Lighthouse did not run: ${lh.error}`;
  const header = [`Lighthouse (mobile), ${lh.runsPerCondition} run${lh.runsPerCondition === 1 ? '' : 's'} each`, 'target (median)', ...lh.conditions.flatMap((condition) => [`${condition.name}: median`, 'worst', 'met'])];
  const rows = LIGHTHOUSE_TARGETS.map((target) => {
    const format = LIGHTHOUSE_FORMAT[target.id] ?? String;
    return [target.label, lighthouseTarget(target), ...lh.conditions.flatMap((condition) => {
      const row = condition.summary.find((summary) => summary.id === target.id);
      return row ? [format(row.median), format(row.worst), mark(row.met)] : ['-', '-', ''];
    })];
  });
  const conditions = lh.conditions.map((condition) =>
    `${condition.name}: load average ${condition.loadAverageAtStart} at its start` +
    (condition.waitedForQuietS === undefined ? '' : ` (after ${condition.waitedForQuietS} s waiting for it to fall under ${QUIET_LOAD_AVERAGE})`) +
    `, ${condition.runs.length} of ${lh.runsPerCondition} runs` +
    (condition.errors.length > 0 ? ` (failed: ${[...new Set(condition.errors)].join('; ')})` : '')).join('; ');
  const table = `${markdownTable(header, rows)}\n\n${conditions}.`;
  const median = lh.medianRun;
  if (!median) return `${table}\n\nNo quiet run finished: no category scores.`;
  const targets = /** @type {Record<string, number>} */ (TARGETS);
  const categories = Object.entries(median.scores).filter(([id]) => id in targets)
    .map(([id, score]) => [id, String(score), `>= ${targets[id]}`, mark(score >= (targets[id] ?? 100))]);
  const metrics = Object.entries(median.metrics).map(([id, value]) => `${id} ${value}`).join(', ');
  const failing = median.failing.length === 0
    ? 'None: every audit that counts towards a score is at 100.'
    : median.failing.map((audit) =>
      `- ${audit.category} / \`${audit.id}\` (${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ''}, score ${fixed((audit.score ?? 0) * 100)}, weight ${audit.weight})` +
      audit.why.map((line) => `\n  - ${line}`).join('')).join('\n');
  const hints = median.hints.map((audit) => `\`${audit.id}\`${audit.displayValue ? ` (${audit.displayValue})` : ''}`).join(', ') || 'none';
  return `${table}\n\n${markdownTable(['other categories (the quiet median run)', 'score', 'target', 'met'], categories)}\n\n` +
    `The quiet median run (by performance score), Lighthouse ${median.lighthouseVersion} on ${median.url}: ${metrics}.\n\n` +
    `Audits under 100 that count towards a score:\n${failing}\n\nFlagged, without weight in any score: ${hints}.`;
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
export function landingSection(results) {
  const landing = results.landing;
  if (landing.error) return `Not measured: ${landing.error}`;
  const header = ['figure, 4x CPU', 'median ms', 'x floor\'s ready (medians)', 'target', 'met', 'x floor, 95% interval'];
  const rows = [
    ['first contentful paint', fixed(landing.fcp.medianMs), fixed(landing.fcp.ratioToFloor, 2), `<= ${LANDING_FCP_RATIO_TARGET}`,
      mark(landingFcpMet(landing.fcp)), interval(landing.fcp.ratioInterval)],
    ['hydrated: a click on \'Join Waitlist\' opens the dialog', fixed(landing.hydrated.medianMs), fixed(landing.hydrated.ratioToFloor, 2),
      `<= ${LANDING_HYDRATED_RATIO_TARGET}, interval's upper end <= ${LANDING_HYDRATED_INTERVAL_TARGET}`, mark(landingHydratedMet(landing.hydrated)),
      interval(landing.hydrated.ratioInterval)],
    ['to compare: its script has hydrated the header (\'Join Waitlist\' is React\'s; before, the browser opens the dialog itself)',
      fixed(landing.scriptHydrated.medianMs), fixed(landing.scriptHydrated.ratioToFloor, 2), '', '', interval(landing.scriptHydrated.ratioInterval)],
    ['to compare: first contentful paint of the landing widget on a host page (the table above)', fixed(landing.widgetFcp.medianMs),
      fixed(landing.widgetFcp.ratioToFloor, 2), '', '', interval(landing.widgetFcp.ratioInterval)],
  ];
  return `${markdownTable(header, rows)}\n\n` +
    `The floor's median ready time: ${fixed(landing.floorMedianMs)} ms. Longest main-thread task on \`${landing.page}\` up to settled, ` +
    `the clicks on 'Join Waitlist' and the dialog they open included: median ${taskMs(landing.longestTaskMs)} ms, worst ${taskMs(landing.longestTaskWorstMs)} ms.`;
}

/** @param {BenchResults} results */
export function sizesSection(results) {
  const table = sizeTable(results.sizes);
  const pages = results.hostPages.map((page) => [page.file, kb(page.bytes), kb(page.gzipBytes), page.brotliBytes === undefined ? '-' : kb(page.brotliBytes)]);
  return `${markdownTable(table.header, table.rows)}\n\n${markdownTable(table.lazyHeader, table.lazyRows)}\n\n` +
    markdownTable(['demo host page (dist/)', 'KB', 'gzip KB', 'Brotli KB, as `npm start` sends it'], pages);
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
    `Machine: ${machineLine(results)}. CPU slowed down ${results.settings.cpuSlowdown}x; median of ${results.settings.runs} runs, each a first visit in a fresh browser context; ${results.durationMinutes} minutes.`,
    '## Size (gzip -9; what each entry loads before the visitor interacts; the demo host\'s HTML)', sizesSection(results),
    '## Time to ready for input', pageLoadTable(results),
    '## Landing on the demo host: first paint and hydration', landingSection(results),
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
    'What keeps it small and quick: the demo host\'s landing page arrives drawn in the HTML (a declarative shadow root, its ' +
      'styles inline, allowed by their hashes in its CSP, `build/prerender.ts`), so it paints before any script, and its script hydrates it; ' +
      'that script and its chunks are asked for once the page has painted, all at once, by an inline module its CSP allows by its hash ' +
      '(`demo-host/load-after-first-paint.ts`), so that nothing the first paint does not need arrives before it; every first render, ' +
      'hydration and update is a React transition, rendered in slices of 25 ms (`RENDER_SLICE_MS`) that yield to the browser, its root made and ' +
      'its styles parsed in a task of its own, not in the one that evaluates the widget\'s modules (the roster\'s reserved height, a sheet of its ' +
      'own, comes with its element), and an element drawn in the ' +
      'HTML does not parse its styles again; each entry and lazy chunk imports every chunk it needs by name, so a widget\'s code ' +
      'arrives in one round of requests (`build/flat-imports.ts`), and `embed.js` announces a widget\'s chunks with its ' +
      'script (`widgetChunks`); the chunks a widget runs to render carry V8\'s ' +
      'compile hint and are compiled off the main thread while they stream in (`compileHints`); supabase-js, recharts, the ' +
      'roster\'s detail view and the waitlist\'s step 2 are dynamic imports, each with its own styles, fetched on intent (focus, ' +
      'pointer) or, before it, once the page has loaded and the browser is idle (not for a visitor with Save-Data or on 2G: ' +
      '`preloadWhenIdle`); recharts, the longest of them to run, is only fetched and compiled then (a modulepreload link, ' +
      '`prefetchChunk`, with the URL `build/chunk-url.ts` gives it) and runs on intent or when a talent opens, so a visitor who ' +
      'opens none does not pay for it; ' +
      'a dialog\'s code and styles arrive once the page is idle or with its first opening (the landing page\'s with the page), ' +
      'and a waitlist reads its saved draft from sessionStorage only when its form is first shown; drawn by a script or in the HTML, the landing ' +
      'page paints its header first, its hero in the next frame and the sections below in the one after, ' +
      'so that each frame\'s layout, with the font lookups of its text, is a task of its own and the first paint waits only for the header\'s ' +
      '(by a script, `usePaintedFrames`, the styles of the sections parsed with them; in the HTML, before any script, an animation that starts ' +
      'at `display: none`, `landing.css`, only where scripts run: without one, the browser\'s own scroll to a linked section ends at load, which may come first); drawn in the HTML, the header\'s \'Join Waitlist\' opens the waitlist dialog, drawn closed after the ' +
      'header, by itself (an invoker command, `commandfor`) until its script has hydrated it, which takes the open dialog over with what was ' +
      'typed in it; drawn either way, the ' +
      'sections below the first screen are laid out and painted only as the visitor nears them (`content-visibility: auto`), each ' +
      'holding its measured height until then (a link\'s scroll that a section drawn on the way left short goes the rest of the way once it ends); images are sized and lazy, the roster\'s too though in view, so they are ' +
      'fetched after its first frame; the roster demo, drawn by a script, paints its header and toolbar first, in the height it reserves, ' +
      'and its cards and footer in the next frame; each first view draws its text in a few pairs of font size and weight, as each pair costs a font ' +
      'lookup the first time (checked in `tests/e2e/embedding.spec.ts`; buttons share the labels\' 14 px bold, fields the host\'s 16 px), and the whole drawn landing page in at most 12 on a phone and 15 ' +
      'wider (text in weights 400 and 700, headings in 800; `tests/e2e/prerender.spec.ts`); the demo host\'s own styles are inline, allowed ' +
      'by their hash in its CSP; its page fits in the first round trip of a new connection (ten TCP segments, 14.6 KB with its headers): ' +
      '`npm start` sends it as Brotli, and its JSON-LD ends the body, where gzip finds the FAQ answers it repeats; the landing\'s dialogs ' +
      'open in the commit of the click that asks for them, and opening one leaves the sections below the hero, which may still be ' +
      'hydrating, as they are.',
    '| command | what it does |\n|---|---|\n' +
      '| `npm run size` | builds, then prints each entry\'s gzip size (level 9, what it loads before the visitor interacts: the entry and its static imports) beside its budget and the floor, and what loads later; fails when an entry is over budget. Part of `npm test`. |\n' +
      '| `npm run bench` | builds, then measures on loopback in Debian\'s Chromium: time to ready for input against the floor, with each page\'s longest main-thread task; the demo host\'s landing page to first paint and to hydrated; 1, 5 and 20 forms on one page; Lighthouse on the demo host, quiet and with one core busy; and the local backend under load (`bench/backend-load.mjs`). Writes `bench/results/latest.{json,md}` and this section. `BENCH_RUNS` sets the runs per page: 9 by default, for a quick look; the committed figures come from `BENCH_RUNS=' + results.settings.runs + '` (the figures\' line below says how long that run took; 151 when there is an hour for it), as with the CPU throttled a page\'s runs spread so widely that a ratio\'s 95% interval is about 0.3 wide at 41 runs and about 0.13 at 151. `LIGHTHOUSE_RUNS` sets Lighthouse\'s runs per condition: 5 by default. |',
    'How it measures: sizes in KB of 1024 bytes; the demo host\'s pages (`dist/index.html`, `dist/404.html`) are weighed gzip -9 and as `npm start` sends them (Brotli, quality 11), ' +
      'beside the scripts (no budget). Page loads: each run a first visit in a fresh browser context, driven over the DevTools protocol with only the ' +
      'domains the bench needs (Page, Emulation, Tracing; not Runtime, which Playwright enables and with which V8 parses a widget\'s ' +
      'code a second time to collect its source positions, a cost no visitor pays: `bench/browser.mjs`), CPU slowed down ' +
      `${results.settings.cpuSlowdown}x (\`Emulation.setCPUThrottlingRate\`), every page once per round, in a new random order each round; a widget is ready when the ` +
      'first control of its shadow root is rendered and enabled (polled with requestAnimationFrame and marked with performance.now()). ' +
      'The same loads are traced, still throttled, until the page has settled: ' +
      `${results.settings.settleQuietMs / 1000} s after ready without a long task or long animation frame (50 ms or more, as the page's observers report them), ` +
      `or ${results.settings.settleCapMs / 1000} s after ready, whichever comes first; a page's longest main-thread task is the longest \`RunTask\` ` +
      'of its renderer\'s main thread in the trace (wall time, so the throttling is in it) from the end of the navigation\'s commit (the ' +
      'browser making the document and its JavaScript context, the same for every page, the floor\'s too) until the page has loaded and ' +
      'is ready (or hydrated), and then, apart, until settled: what the page does once the browser is idle, the lazy parts it preloads ' +
      'then. The table gives the median of each run\'s longest and the worst run. The demo host\'s landing page (`dist/index.html` as built, with its CSP, on the ' +
      'widgets\' origin) is loaded in the same rounds: its first contentful paint is the browser\'s paint entry, and it is hydrated at the ' +
      'first click on the header\'s \'Join Waitlist\' (clicked every animation frame once the page has painted, as no visitor clicks before, and the button exists) that leaves an open dialog in its shadow ' +
      'root (looked for at once, after the click\'s microtasks and at the next frame); both against the floor\'s median ready time. Drawn in the ' +
      'HTML, that button opens its dialog by itself before the script has run (`commandfor`), so the first frame in which the button is ' +
      'React\'s is given too, as its script having hydrated the header. A click ' +
      'opens the dialog, and one during a hydration makes React finish it at once, so the demo host\'s longest task, which holds them, ' +
      'is given apart from the table\'s. Each round also loads every page but the demo host once more without throttling and ' +
      'sums the thread time of its main thread\'s tasks up to ready, from a trace: a figure that moves far less between runs ' +
      '(waits on other processes, such as font lookups, are not in it); then, at ready, the JS heap is read after a forced garbage collection ' +
      '(not after the throttled runs\' settling, by when the chunks preloaded once the page is idle are in it). ' +
      'Host pages, widget scripts and the floor come from three loopback origins, so ' +
      'every script loads cross-origin as on a partner\'s site, compressed as a CDN sends it (Brotli: Chromium asks for it on loopback too). Lighthouse runs its default mobile preset, ' +
      `after a warm-up run left out, ${results.settings.lighthouseRuns} times on a quiet machine (once its 1-minute load average is under ${QUIET_LOAD_AVERAGE}, or after ${QUIET_WAIT_CAP_MS / 60_000} minutes of waiting for it), then ${results.settings.lighthouseRuns} times while a second process keeps one core busy ` +
      '(`bench/busy-core.mjs`); each target holds for the median of a condition\'s runs, and the performance score\'s worst run must also be at least 98. ' +
      'The other categories\' scores and the audits under 100 are the quiet median run\'s.',
    `Latest figures (${results.date.slice(0, 10)}), on ${machineLine(results)}. Median of ${results.settings.runs} runs per page; the run took ${results.durationMinutes} minutes. ` +
      'Time figures move with other load on the machine; compare ratios to the floor, which is measured in the same rounds. ' +
      'With the CPU throttled, one page\'s runs spread widely, so each ratio comes with its 95% interval (a bootstrap of both ' +
      'pages\' runs, `bench/stats.mjs`): where the interval spans the target, the run cannot tell whether the target is met.',
    '### Size', sizesSection(results),
    '### Time to ready for input', pageLoadTable(results),
    '### Landing on the demo host: first paint and hydration', landingSection(results),
    '### Many forms on one page', scalingTable(results),
    '### Lighthouse (demo host)', lighthouseSection(results),
    '### Local backend under load', backendTable(results),
  ].join('\n\n') + '\n';
}
