// @ts-check
// From each page's runs to the figures the report shows: medians, ratios to the floor
// with their 95% intervals, the longest main-thread task, the landing's first paint and
// hydration.
import { DEMO_HOST_CASE, FLOOR_CASE } from './pages.mjs';
import { median, medianAndWorst, ratioInterval } from './stats.mjs';

/**
 * @typedef {import('./pages.mjs').BenchCase} BenchCase
 * @typedef {import('./browser.mjs').Run} Run
 * @typedef {{ cpuMs: number, heapUsedMB: number }} CpuRun
 * @typedef {{ runs: Run[], cpu: CpuRun[], error?: string }} Measured
 * @typedef {Map<string, Measured>} MeasuredPages  by case name
 * @typedef {{ name: string, ready: string, error?: string, medianMs: number, minMs: number, maxMs: number,
 *   ratioToFloor: number, ratioInterval: [number, number], cpuMs: number, cpuRatioToFloor: number, heapMB: number,
 *   requests: number, longestTaskMs: number, longestTaskWorstMs: number, idleLongestTaskMs: number, idleLongestTaskWorstMs: number,
 *   fcpMs: number, runsMs: number[], longestTaskRunsMs: number[] }} PageLoad
 * @typedef {{ count: number, medianMs: number, heapMB: number, timeRatio: number, heapRatio: number, longestTaskMs: number }} ScalingRow
 * @typedef {{ medianMs: number, ratioToFloor: number, ratioInterval: [number, number], runsMs: number[] }} TimeToFloor
 * @typedef {{ name: string, page: string, error?: string, floorMedianMs: number, fcp: TimeToFloor, hydrated: TimeToFloor,
 *   scriptHydrated: TimeToFloor, widgetFcp: TimeToFloor, longestTaskMs: number, longestTaskWorstMs: number }} LandingLoad
 */

/** When the median of its runs' longest tasks is over this, a page misses its target (docs/performance.md). */
export const LONGEST_TASK_TARGET_MS = 50;
/** First contentful paint on the demo host, at most this share of the floor's ready time. */
export const LANDING_FCP_RATIO_TARGET = 0.5;
/** Hydrated on the demo host, at most this many times the floor's ready time... */
export const LANDING_HYDRATED_RATIO_TARGET = 1.25;
/** ...with the upper end of its 95% interval at most this. */
export const LANDING_HYDRATED_INTERVAL_TARGET = 1.3;

/** @param {MeasuredPages} measured */
const floorReadyTimes = (measured) => measured.get(FLOOR_CASE.name)?.runs.map((run) => run.readyMs) ?? [];

/**
 * @param {number[]} runsMs  ms, one a run; NaN for a run without the figure, left out
 * @param {number[]} floorTimes  the floor's ready times, from the same rounds
 * @returns {TimeToFloor}
 */
export function timeToFloor(runsMs, floorTimes) {
  const times = runsMs.filter(Number.isFinite);
  const medianMs = median(times);
  return { medianMs, ratioToFloor: medianMs / median(floorTimes), ratioInterval: ratioInterval(times, floorTimes), runsMs: times.map(Math.round) };
}

/**
 * @param {BenchCase[]} cases
 * @param {MeasuredPages} measured
 * @returns {PageLoad[]}
 */
export function summarisePageLoads(cases, measured) {
  const floorTimes = floorReadyTimes(measured);
  const floorCpuMs = median(measured.get(FLOOR_CASE.name)?.cpu.map((run) => run.cpuMs) ?? []);
  return cases.map((benchCase) => {
    const { runs = [], cpu = [], error } = measured.get(benchCase.name) ?? {};
    const times = runs.map((run) => run.readyMs);
    const longest = runs.map((run) => run.longestTaskMs);
    const medianMs = median(times);
    const cpuMs = median(cpu.map((run) => run.cpuMs));
    const tasks = medianAndWorst(longest);
    const idle = medianAndWorst(runs.map((run) => run.idleLongestTaskMs ?? 0));
    return {
      name: benchCase.name, ready: benchCase.ready, ...(error ? { error } : {}),
      medianMs, minMs: Math.min(...times), maxMs: Math.max(...times), ratioToFloor: medianMs / median(floorTimes),
      ratioInterval: benchCase === FLOOR_CASE ? [1, 1] : ratioInterval(times, floorTimes),
      cpuMs, cpuRatioToFloor: cpuMs / floorCpuMs, heapMB: median(cpu.map((run) => run.heapUsedMB)), requests: runs[0]?.requests ?? 0,
      longestTaskMs: tasks.median, longestTaskWorstMs: tasks.worst, idleLongestTaskMs: idle.median, idleLongestTaskWorstMs: idle.worst,
      fcpMs: median(runs.map((run) => run.fcpMs).filter(Number.isFinite)),
      runsMs: times.map(Math.round), longestTaskRunsMs: longest.map((ms) => Math.round(ms * 10) / 10),
    };
  });
}

/**
 * @param {BenchCase[]} cases  the pages of one to many waitlist forms
 * @param {MeasuredPages} measured
 * @returns {ScalingRow[]}
 */
export function summariseScaling(cases, measured) {
  const rows = cases.map((benchCase) => {
    const { runs = [], cpu = [] } = measured.get(benchCase.name) ?? {};
    return {
      count: benchCase.count, medianMs: median(runs.map((run) => run.readyMs)), heapMB: median(cpu.map((run) => run.heapUsedMB)),
      longestTaskMs: median(runs.map((run) => run.longestTaskMs)),
    };
  });
  const one = rows.find((row) => row.count === 1);
  return rows.map((row) => ({ ...row, timeRatio: row.medianMs / (one?.medianMs ?? Number.NaN), heapRatio: row.heapMB / (one?.heapMB ?? Number.NaN) }));
}

/**
 * The demo host's first contentful paint and hydration against the floor's ready time,
 * and the landing widget's first contentful paint on a host page made here, to compare.
 * @param {BenchCase | undefined} widgetCase  the landing on a host page, when built
 * @param {MeasuredPages} measured
 * @returns {LandingLoad}
 */
export function summariseLanding(widgetCase, measured) {
  const floorTimes = floorReadyTimes(measured);
  const { runs = [], error } = measured.get(DEMO_HOST_CASE.name) ?? {};
  const tasks = medianAndWorst(runs.map((run) => run.longestTaskMs));
  return {
    name: DEMO_HOST_CASE.name, page: DEMO_HOST_CASE.page ?? '/', ...(error ? { error } : {}), floorMedianMs: median(floorTimes),
    fcp: timeToFloor(runs.map((run) => run.fcpMs), floorTimes),
    hydrated: timeToFloor(runs.map((run) => run.hydratedMs ?? Number.NaN), floorTimes),
    scriptHydrated: timeToFloor(runs.map((run) => run.scriptHydratedMs ?? Number.NaN), floorTimes),
    widgetFcp: timeToFloor((widgetCase && measured.get(widgetCase.name)?.runs.map((run) => run.fcpMs)) ?? [], floorTimes),
    longestTaskMs: tasks.median, longestTaskWorstMs: tasks.worst,
  };
}

/** @param {TimeToFloor} fcp */
export const landingFcpMet = (fcp) => fcp.ratioToFloor <= LANDING_FCP_RATIO_TARGET;
/** @param {TimeToFloor} hydrated */
export const landingHydratedMet = (hydrated) =>
  hydrated.ratioToFloor <= LANDING_HYDRATED_RATIO_TARGET && hydrated.ratioInterval[1] <= LANDING_HYDRATED_INTERVAL_TARGET;

/**
 * @typedef {'readyMs' | 'longestTaskMs' | 'blockingTimeMs'} ComparedFigure
 * @typedef {{ id: ComparedFigure, label: string, oldMs: number, newMs: number, ratio: number, ratioInterval: [number, number] }} BuildComparison
 */

/** What bench/compare-builds.mjs compares, with each figure's row label. @type {{ id: ComparedFigure, label: string }[]} */
const COMPARED_FIGURES = [
  { id: 'readyMs', label: 'ready for input' },
  { id: 'longestTaskMs', label: 'longest task' },
  { id: 'blockingTimeMs', label: 'total blocking time' },
];

/**
 * Two builds' runs of one page from the same interleaved rounds: each figure's medians, NEW / OLD,
 * and that ratio's 95% interval (a bootstrap of both builds' runs, as a page's against the floor's).
 * @param {Run[]} oldRuns @param {Run[]} newRuns
 * @returns {BuildComparison[]}
 */
export function compareBuilds(oldRuns, newRuns) {
  return COMPARED_FIGURES.map(({ id, label }) => {
    const before = oldRuns.map((run) => run[id]);
    const after = newRuns.map((run) => run[id]);
    const oldMs = median(before);
    const newMs = median(after);
    return { id, label, oldMs, newMs, ratio: newMs / oldMs, ratioInterval: ratioInterval(after, before) };
  });
}
