// @ts-check
// Lighthouse on three pages, interleaved: D, the demo host; S, its HTML without its scripts; F,
// the floor page. After a warm-up run of each, LIGHTHOUSE_RUNS rounds (default 5) on a quiet
// machine, then as many with one core kept busy, each round running every page once in a new
// order. Per condition: the demo host's median and worst run against the targets, and D against
// S and F (what the demo host's scripts cost over its HTML alone, against what React alone costs).
import { loadavg } from 'node:os';
import { withBusyCore } from './busy-core.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { median, medianAndWorst, medianIndex, seededRandom, shuffled } from './stats.mjs';

export const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));

/**
 * @typedef {import('./lighthouse.mjs').LighthouseFigures} LighthouseFigures
 * @typedef {import('./lighthouse.mjs').LighthouseResult} LighthouseResult
 * @typedef {'demo' | 'static' | 'floor'} LighthousePage
 * @typedef {{ id: keyof LighthouseFigures, label: string, worse: 'higher' | 'lower', target: number, worstTarget?: number }} LighthouseTarget
 * @typedef {{ id: keyof LighthouseFigures, median: number, worst: number, met: boolean }} LighthouseSummaryRow
 * @typedef {{ runs: LighthouseFigures[], errors: string[] }} PageRuns
 * @typedef {{ performance: number, fcpMs: number, tbtMs: number }} PageMedians
 * @typedef {{ id: 'tbt' | 'fcp', label: string, leftMs: number, rightMs: number, met: boolean }} LighthouseVerdict
 * @typedef {{ name: string, busyCores: number, loadAverageAtStart: number, waitedForQuietS?: number | undefined,
 *   pages: Record<LighthousePage, PageRuns>, summary: LighthouseSummaryRow[], medians: Record<LighthousePage, PageMedians>,
 *   verdicts: LighthouseVerdict[] }} LighthouseCondition
 * @typedef {{ runsPerCondition: number, urls: Record<LighthousePage, string>, conditions: LighthouseCondition[],
 *   medianRun: LighthouseResult | null }} LighthouseBench
 */

/** The pages, by the letters the verdicts name them with. */
export const LIGHTHOUSE_PAGES = /** @type {const} */ ([
  { id: 'demo', letter: 'D', label: 'the demo host' },
  { id: 'static', letter: 'S', label: 'its HTML without its scripts' },
  { id: 'floor', letter: 'F', label: 'the floor page (React alone)' },
]);

/** TBT(D) - TBT(S) may be at most this many times TBT(F)... */
export const TBT_OVER_STATIC_FLOOR_FACTOR = 1.25;
/** ...or this, whichever is more: a floor that blocks nothing would allow nothing. */
export const TBT_OVER_STATIC_MIN_MS = 50;
/** FCP(D) may be at most this many times FCP(S): the scripts must not hold the first paint back. */
export const FCP_OVER_STATIC_FACTOR = 1.05;

/**
 * Each target holds for the median of a condition's runs; the performance score's worst
 * run has a target of its own. Times in ms.
 * @type {LighthouseTarget[]}
 */
export const LIGHTHOUSE_TARGETS = [
  { id: 'performance', label: 'performance score', worse: 'lower', target: 100, worstTarget: 98 },
  { id: 'fcpMs', label: 'first contentful paint', worse: 'higher', target: 1000 },
  { id: 'lcpMs', label: 'largest contentful paint', worse: 'higher', target: 1200 },
  { id: 'tbtMs', label: 'total blocking time', worse: 'higher', target: 50 },
  { id: 'cls', label: 'cumulative layout shift', worse: 'higher', target: 0 },
];

/**
 * The median and worst of some runs for every target, and whether it is met.
 * @param {LighthouseFigures[]} runs
 * @returns {LighthouseSummaryRow[]}
 */
export function summariseLighthouseRuns(runs) {
  return LIGHTHOUSE_TARGETS.map(({ id, worse, target, worstTarget }) => {
    const { median, worst } = medianAndWorst(runs.map((run) => run[id]), worse);
    const met = worse === 'lower' ? median >= target && worst >= (worstTarget ?? target) : median <= target;
    return { id, median, worst, met: runs.length > 0 && met };
  });
}

/**
 * The median performance score, first contentful paint and total blocking time of a page's runs.
 * @param {LighthouseFigures[]} runs
 * @returns {PageMedians}
 */
export function pageMedians(runs) {
  return { performance: median(runs.map((run) => run.performance)), fcpMs: median(runs.map((run) => run.fcpMs)), tbtMs: median(runs.map((run) => run.tbtMs)) };
}

/**
 * The verdicts on D against S and F, from their medians, with both sides of each:
 * TBT(D) - TBT(S) <= max(1.25 x TBT(F), 50 ms), and FCP(D) <= 1.05 x FCP(S). A side that lacks
 * a page's runs is NaN, and its verdict not met.
 * @param {Record<LighthousePage, PageMedians>} medians
 * @returns {LighthouseVerdict[]}
 */
export function lighthouseVerdicts({ demo, static: html, floor }) {
  const tbt = { leftMs: demo.tbtMs - html.tbtMs, rightMs: Math.max(TBT_OVER_STATIC_FLOOR_FACTOR * floor.tbtMs, TBT_OVER_STATIC_MIN_MS) };
  const fcp = { leftMs: demo.fcpMs, rightMs: FCP_OVER_STATIC_FACTOR * html.fcpMs };
  return [
    { id: 'tbt', label: `TBT(D) − TBT(S) ≤ max(${TBT_OVER_STATIC_FLOOR_FACTOR} × TBT(F), ${TBT_OVER_STATIC_MIN_MS} ms)`, ...tbt, met: tbt.leftMs <= tbt.rightMs },
    { id: 'fcp', label: `FCP(D) ≤ ${FCP_OVER_STATIC_FACTOR} × FCP(S)`, ...fcp, met: fcp.leftMs <= fcp.rightMs },
  ];
}

/**
 * Both conditions, one after the other; the quiet condition's median run of the demo host by
 * performance score also gives the other categories' scores and the audits under 100.
 * @param {Record<LighthousePage, string>} urls
 * @param {number} [runs]
 * @returns {Promise<LighthouseBench>}
 */
export async function runLighthouseConditions(urls, runs = LIGHTHOUSE_RUNS) {
  // A warm-up run of each page, discarded: the first Lighthouse run scores well behind the ones
  // after it, and the server compresses each file on its first request.
  process.stdout.write('Lighthouse, warm-up runs\n');
  for (const { id } of LIGHTHOUSE_PAGES) await runLighthouse(urls[id]).catch(() => undefined);
  process.stdout.write(`Lighthouse, waiting for the load average to fall under ${QUIET_LOAD_AVERAGE}\n`);
  const quiet = await runCondition(urls, runs, 'quiet', 0, await waitForQuiet());
  const busy = await withBusyCore(() => runCondition(urls, runs, 'one core busy (a second process)', 1));
  const middle = medianIndex(quiet.demoResults.map((result) => result.figures.performance));
  return { runsPerCondition: runs, urls, conditions: [quiet.condition, busy.condition], medianRun: quiet.demoResults[middle] ?? null };
}

/** The quiet condition starts once the 1-minute load average is under this... */
export const QUIET_LOAD_AVERAGE = 1;
/** ...or after this long, whichever comes first. */
export const QUIET_WAIT_CAP_MS = 180_000;

/**
 * Waits, for `capMs` at most, until the 1-minute load average is under `below`, polled every
 * `pollMs`: the page loads before Lighthouse leave it high, and it trails the machine's load.
 * Resolves with the seconds waited.
 * @param {{ below?: number, capMs?: number, pollMs?: number, load?: () => number, sleep?: (ms: number) => Promise<unknown> }} [options]
 * @returns {Promise<number>}
 */
export async function waitForQuiet({
  below = QUIET_LOAD_AVERAGE,
  capMs = QUIET_WAIT_CAP_MS,
  pollMs = 5000,
  load = () => loadavg()[0] ?? 0,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
} = {}) {
  let waitedMs = 0;
  while (load() >= below && waitedMs < capMs) {
    await sleep(pollMs);
    waitedMs += pollMs;
  }
  return Math.round(waitedMs / 1000);
}

/**
 * `runs` rounds, each running every page once, in an order shuffled anew each round (seeded), so
 * that drift on the machine touches the three alike.
 * @param {Record<LighthousePage, string>} urls @param {number} runs @param {string} name @param {number} busyCores
 * @param {number} [waitedForQuietS] how long the machine was waited for to be quiet
 * @returns {Promise<{ condition: LighthouseCondition, demoResults: LighthouseResult[] }>}
 */
async function runCondition(urls, runs, name, busyCores, waitedForQuietS) {
  const loadAverageAtStart = Math.round((loadavg()[0] ?? 0) * 10) / 10;
  /** @type {LighthouseResult[]} */
  const demoResults = [];
  const pages = /** @type {Record<LighthousePage, PageRuns>} */ ({ demo: { runs: [], errors: [] }, static: { runs: [], errors: [] }, floor: { runs: [], errors: [] } });
  const random = seededRandom(runs + busyCores);
  for (let round = 1; round <= runs; round++) {
    process.stdout.write(`Lighthouse, ${name}, round ${round} of ${runs}\r`);
    for (const { id } of shuffled([...LIGHTHOUSE_PAGES], random)) {
      await runLighthouse(urls[id]).then(
        (result) => {
          pages[id].runs.push(result.figures);
          if (id === 'demo') demoResults.push(result);
        },
        (/** @type {Error} */ error) => pages[id].errors.push(error.message.split('\n')[0] ?? 'failed'),
      );
    }
  }
  process.stdout.write('\n');
  const medians = /** @type {Record<LighthousePage, PageMedians>} */ ({
    demo: pageMedians(pages.demo.runs), static: pageMedians(pages.static.runs), floor: pageMedians(pages.floor.runs),
  });
  return {
    condition: {
      name, busyCores, loadAverageAtStart, waitedForQuietS, pages, summary: summariseLighthouseRuns(pages.demo.runs), medians,
      verdicts: lighthouseVerdicts(medians),
    },
    demoResults,
  };
}
