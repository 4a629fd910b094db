// @ts-check
// The benchmark's tables, as Markdown: printed, written to bench/results/latest.md, and
// written between the bench markers of docs/performance.md, whose prose people edit.
import { kb, markdownTable, sizeTable } from '../scripts/sizes.mjs';
import { fixed, interval, mark } from './cells.mjs';
import { limitsMarkdown } from './backend-limits.mjs';
import { lighthouseSection } from './lighthouse-report.mjs';
import {
  LANDING_FCP_RATIO_TARGET, LANDING_HYDRATED_INTERVAL_TARGET, LANDING_HYDRATED_RATIO_TARGET, LONGEST_TASK_TARGET_MS,
  landingFcpMet, landingHydratedMet,
} from './summaries.mjs';

export const READY_RATIO_TARGET = 1.3;
const TWENTY_FORMS_RATIO_TARGET = 3;

/** @typedef {import('./run.mjs').BenchResults} BenchResults */

/** A longest task in ms, in bold when over its target. @param {number} ms */
const taskMs = (ms) => (ms > LONGEST_TASK_TARGET_MS ? `**${fixed(ms)}**` : fixed(ms));

/** @param {BenchResults} results */
export function pageLoadTable(results) {
  const header = [
    'page', 'ready when', 'median ms', 'min-max ms', 'x floor (medians)', `target <= ${READY_RATIO_TARGET}`, 'x floor, 95% interval',
    'main-thread CPU ms, not throttled (x floor)', 'heap MB', 'requests', `longest main-thread task ms, ${results.settings.cpuSlowdown}x CPU, until loaded and ready: median (worst)`,
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
function scalingTable(results) {
  const header = ['waitlist forms on one page', 'median ms to all ready', 'x 1 form', 'JS heap MB (after GC)', 'x 1 form', `target: 20 forms < ${TWENTY_FORMS_RATIO_TARGET}x`];
  const rows = results.scaling.map((row) => [
    String(row.count), fixed(row.medianMs), fixed(row.timeRatio, 2), fixed(row.heapMB, 2), fixed(row.heapRatio, 2),
    row.count === 20 ? mark(row.timeRatio < TWENTY_FORMS_RATIO_TARGET && row.heapRatio < TWENTY_FORMS_RATIO_TARGET) : '',
  ]);
  return markdownTable(header, rows);
}

/**
 * The lost-click probe: each control's lost loads (and how many of them acted twice) and its click
 * to effect time at each width, against the target of none lost.
 * @param {BenchResults} results
 */
export function lostClicksSection(results) {
  const clicks = results.lostClicks;
  if ('error' in clicks) return `Not measured: ${clicks.error}`;
  const widths = [...new Set(clicks.summary.map((row) => row.width))];
  const header = ['control', 'what its click must leave', ...widths.flatMap((width) => [`${width} px: lost of loads (acted twice)`, 'click to effect ms: median (worst)']), 'target: 0 lost'];
  const controls = [...new Set(clicks.summary.map((row) => row.control))];
  const rows = controls.map((control) => {
    const byWidth = clicks.summary.filter((row) => row.control === control);
    const shown = byWidth.filter((row) => row.shown === 'shown');
    return [byWidth[0]?.label ?? control, byWidth[0]?.looksFor ?? '', ...widths.flatMap((width) => {
      const row = byWidth.find((candidate) => candidate.width === width);
      if (!row || row.shown !== 'shown') return [row?.shown ?? '-', ''];
      const lost = `${row.lost > 0 ? `**${row.lost}**` : '0'} of ${row.loads}${row.twice > 0 ? ` (${row.twice} twice)` : ''}`;
      return [lost, `${fixed(row.medianMs)} (${fixed(row.worstMs)})`];
    }), shown.length === 0 ? '' : mark(shown.every((row) => row.lost === 0 && row.loads > 0))];
  });
  const { network } = clicks;
  const unsettled = clicks.summary.reduce((sum, row) => sum + row.unsettled, 0);
  return `${markdownTable(header, rows)}\n\n` +
    `Each load cold, in a context of its own: ${clicks.cpuSlowdown}x CPU, ${network.latencyMs} ms round trip, ` +
    `${fixed((network.downloadBytesPerS * 8) / 1e6, 1)} Mbps down, ${fixed((network.uploadBytesPerS * 8) / 1e3)} kbps up, no cache. ` +
    `Lost: its effect not shown within ${fixed(clicks.effectTimeoutMs / 1000)} s, not there once settled (network idle, every widget root live, ` +
    `then ${fixed(clicks.settleExtraMs / 1000, 1)} s), or there twice.` +
    (unsettled > 0 ? ` Not settled after ${fixed(clicks.settleTimeoutMs / 1000)} s, so checked then: ${unsettled} load${unsettled === 1 ? '' : 's'}.` : '');
}

/** @param {BenchResults} results */
function backendTable(results) {
  const load = results.backendLoad;
  if ('error' in load) return `Not measured: ${load.error}`;
  const rows = load.levels.map((level) => [
    String(level.clients), String(level.insertsPerSecond), fixed(level.p50Ms, 1), fixed(level.p99Ms, 1), String(level.errors),
    fixed(level.peakRssMiB), fixed(level.endRssMiB),
  ]);
  return `${markdownTable(['concurrent clients', 'inserts/s', 'p50 ms', 'p99 ms', 'errors', 'backend RSS MiB (peak)', 'at end'], rows)}\n\n` +
    `Each level runs ${load.levelSeconds} s or ${load.maxInsertsPerLevel} inserts, with the sign-up limits off; start on a fresh data directory: ` +
    `${load.freshStartMs} ms.${load.limits ? `\n\n${limitsMarkdown(load.limits)}` : ''}`;
}

/** @param {BenchResults} results */
export function landingSection(results) {
  const landing = results.landing;
  if (landing.error) return `Not measured: ${landing.error}`;
  const header = [`figure, ${results.settings.cpuSlowdown}x CPU`, 'median ms', 'x floor\'s ready (medians)', 'target', 'met', 'x floor, 95% interval'];
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
    `The floor's median ready time: ${fixed(landing.floorMedianMs)} ms. Longest main-thread task on \`${landing.page}\` until loaded and hydrated, ` +
    `clicks and dialog included: median ${taskMs(landing.longestTaskMs)} ms, worst ${taskMs(landing.longestTaskWorstMs)} ms.`;
}

/** @param {BenchResults} results */
export function sizesSection(results) {
  const table = sizeTable(results.sizes);
  const pages = results.hostPages.map((page) => [page.file, kb(page.bytes), kb(page.gzipBytes), page.brotliBytes === undefined ? '-' : kb(page.brotliBytes)]);
  return `${markdownTable(table.header, table.rows)}\n\n${markdownTable(table.lazyHeader, table.lazyRows)}\n\n` +
    markdownTable(['demo host page (dist/)', 'KB', 'gzip KB', 'Brotli KB, as `npm start` sends it'], pages);
}

/**
 * Two builds compared by bench/compare-builds.mjs, small enough for a commit body: each figure's
 * medians, NEW / OLD and that ratio's 95% interval, then what OLD and NEW are.
 * @param {import('./summaries.mjs').BuildComparison[]} rows
 * @param {{ page: string, cpuSlowdown: number, rounds: number, old: string, new: string }} about
 */
export function buildComparisonTable(rows, { page, cpuSlowdown, rounds, old, new: next }) {
  const header = [`${page}, ${cpuSlowdown}x CPU`, 'OLD ms', 'NEW ms', 'NEW/OLD', '95% interval'];
  const body = rows.map((row) => [row.label, fixed(row.oldMs), fixed(row.newMs), fixed(row.ratio, 2), interval(row.ratioInterval)]);
  return `${markdownTable(header, body)}\n\nMedians of ${rounds} interleaved rounds; the interval is a bootstrap\nof both builds' runs.\nOLD: ${old}\nNEW: ${next}`;
}

/** The machine and the run, in one line. @param {BenchResults} results */
export function machineLine(results) {
  const { machine: m, settings } = results;
  return `Run of ${results.date.slice(0, 10)}: ${settings.runs} runs per page at ${settings.cpuSlowdown}x CPU, settled after ${settings.settleQuietMs / 1000} s ` +
    `without a long task or at ${settings.settleCapMs / 1000} s, ${results.durationMinutes} minutes; ${m.cpus} CPUs (${m.cpuModel}), ` +
    `${m.memoryGiB} GiB, Chromium ${m.chromium}, Node ${m.node}, ${m.os}; load average ${m.loadAverage.atStart} at the start, ${m.loadAverage.atEnd} at the end.`;
}

/** Everything, for bench/results/latest.md and the console. @param {BenchResults} results */
export function fullReport(results) {
  return [
    `# Benchmark (${results.date.slice(0, 10)})`,
    machineLine(results),
    '## Size (gzip -9; what each entry loads before the visitor interacts; the demo host\'s HTML)', sizesSection(results),
    '## Time to ready for input', pageLoadTable(results),
    '## Landing on the demo host: first paint and hydration', landingSection(results),
    '## Many forms on one page', scalingTable(results),
    '## Lost clicks on the demo host', lostClicksSection(results),
    '## Lighthouse: the demo host, its HTML alone, the floor', lighthouseSection(results),
    '## Local backend under load (a second process on loopback)', backendTable(results),
  ].join('\n\n') + '\n';
}

/** What the bench writes into docs/performance.md: the machine line and the tables, no prose. @param {BenchResults} results */
export function benchTables(results) {
  return [
    machineLine(results),
    '### Size', sizesSection(results),
    '### Time to ready for input', pageLoadTable(results),
    '### Landing on the demo host: first paint and hydration', landingSection(results),
    '### Many forms on one page', scalingTable(results),
    '### Lost clicks on the demo host', lostClicksSection(results),
    '### Lighthouse (demo host, its HTML alone, floor)', lighthouseSection(results),
    '### Local backend under load', backendTable(results),
  ].join('\n\n');
}

export const BENCH_START = '<!-- bench:start -->';
export const BENCH_END = '<!-- bench:end -->';

/**
 * The document with the text between its bench markers replaced by `tables`; every byte
 * outside them is kept. Throws when the markers are missing, repeated or out of order.
 * @param {string} markdown @param {string} tables @param {string} [file] named in the error
 */
export function replaceBenchRegion(markdown, tables, file = 'the document') {
  const start = markdown.indexOf(BENCH_START);
  const end = markdown.indexOf(BENCH_END);
  const once = (/** @type {string} */ marker) => markdown.indexOf(marker) === markdown.lastIndexOf(marker);
  if (start === -1 || end === -1 || end < start || !once(BENCH_START) || !once(BENCH_END)) {
    throw new Error(`${file} needs one ${BENCH_START} line and, after it, one ${BENCH_END} line: the bench writes its tables between them.`);
  }
  return `${markdown.slice(0, start + BENCH_START.length)}\n${tables.trim()}\n${markdown.slice(end)}`;
}
