// @ts-check
// Lighthouse on the demo host, after a warm-up run: LIGHTHOUSE_RUNS times (default 5) on a quiet
// machine, then as many with one core kept busy; per condition, the median and worst run of the
// performance score and the metrics, against their targets.
import { loadavg } from 'node:os';
import { withBusyCore } from './busy-core.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { medianAndWorst, medianIndex } from './stats.mjs';

export const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));

/**
 * @typedef {import('./lighthouse.mjs').LighthouseFigures} LighthouseFigures
 * @typedef {import('./lighthouse.mjs').LighthouseResult} LighthouseResult
 * @typedef {{ id: keyof LighthouseFigures, label: string, worse: 'higher' | 'lower', target: number, worstTarget?: number }} LighthouseTarget
 * @typedef {{ id: keyof LighthouseFigures, median: number, worst: number, met: boolean }} LighthouseSummaryRow
 * @typedef {{ name: string, busyCores: number, loadAverageAtStart: number, waitedForQuietS?: number | undefined, runs: LighthouseFigures[], errors: string[],
 *   summary: LighthouseSummaryRow[] }} LighthouseCondition
 * @typedef {{ runsPerCondition: number, conditions: LighthouseCondition[], medianRun: LighthouseResult | null }} LighthouseBench
 */

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
 * Both conditions, one after the other; the quiet condition's median run by performance
 * score also gives the other categories' scores and the audits under 100.
 * @param {string} url
 * @param {number} [runs]
 * @returns {Promise<LighthouseBench>}
 */
export async function runLighthouseConditions(url, runs = LIGHTHOUSE_RUNS) {
  // A warm-up run, discarded: the first Lighthouse run scores well behind the ones after it.
  process.stdout.write('Lighthouse, warm-up run\n');
  await runLighthouse(url).catch(() => undefined);
  process.stdout.write(`Lighthouse, waiting for the load average to fall under ${QUIET_LOAD_AVERAGE}\n`);
  const quiet = await runCondition(url, runs, 'quiet', 0, await waitForQuiet());
  const busy = await withBusyCore(() => runCondition(url, runs, 'one core busy (a second process)', 1));
  const middle = medianIndex(quiet.results.map((result) => result.figures.performance));
  return { runsPerCondition: runs, conditions: [quiet.condition, busy.condition], medianRun: quiet.results[middle] ?? null };
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
 * @param {string} url @param {number} runs @param {string} name @param {number} busyCores
 * @param {number} [waitedForQuietS] how long the machine was waited for to be quiet
 * @returns {Promise<{ condition: LighthouseCondition, results: LighthouseResult[] }>}
 */
async function runCondition(url, runs, name, busyCores, waitedForQuietS) {
  const loadAverageAtStart = Math.round((loadavg()[0] ?? 0) * 10) / 10;
  /** @type {LighthouseResult[]} */
  const results = [];
  /** @type {string[]} */
  const errors = [];
  for (let run = 1; run <= runs; run++) {
    process.stdout.write(`Lighthouse, ${name}, run ${run} of ${runs}\r`);
    await runLighthouse(url).then(
      (result) => results.push(result),
      (/** @type {Error} */ error) => errors.push(error.message.split('\n')[0] ?? 'failed'),
    );
  }
  process.stdout.write('\n');
  const figures = results.map((result) => result.figures);
  return { condition: { name, busyCores, loadAverageAtStart, waitedForQuietS, runs: figures, errors, summary: summariseLighthouseRuns(figures) }, results };
}
