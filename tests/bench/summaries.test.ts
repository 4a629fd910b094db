import { describe, expect, it } from 'vitest';
import { DEMO_HOST_CASE, FLOOR_CASE, type BenchCase } from '../../bench/pages.mjs';
import {
  compareBuilds, landingFcpMet, landingHydratedMet, summariseLanding, summarisePageLoads, summariseScaling, timeToFloor, type MeasuredPages,
} from '../../bench/summaries.mjs';

const LANDING: BenchCase = { name: 'landing', origin: 'site', script: '/widgets/landing.js', tag: 'rosterkit-landing', count: 1, ready: 'first control enabled' };
const FORMS = [1, 5].map((count): BenchCase => ({ ...LANDING, name: `${count} waitlist forms`, tag: 'rosterkit-waitlist', count }));

const run = (readyMs: number, longestTaskMs: number, extra: { fcpMs?: number, hydratedMs?: number, scriptHydratedMs?: number } = {}) => ({
  readyMs, requests: 3, longestTaskMs, blockingTimeMs: Math.max(0, longestTaskMs - 50), idleLongestTaskMs: longestTaskMs + 10, settledMs: readyMs + 1000, fcpMs: extra.fcpMs ?? readyMs / 2, hydratedMs: extra.hydratedMs ?? null,
  scriptHydratedMs: extra.scriptHydratedMs ?? null,
});
const cpu = (cpuMs: number, heapUsedMB: number) => ({ cpuMs, heapUsedMB });

const measured: MeasuredPages = new Map([
  [FLOOR_CASE.name, { runs: [run(300, 20), run(400, 30), run(500, 25)], cpu: [cpu(30, 1.3), cpu(32, 1.4), cpu(34, 1.3)] }],
  [LANDING.name, { runs: [run(450, 40), run(500, 62), run(600, 45)], cpu: [cpu(45, 2.2), cpu(48, 2.3), cpu(50, 2.2)] }],
  [DEMO_HOST_CASE.name, { runs: [180, 200, 220].map((fcpMs, index) => run(300, 80, { fcpMs, hydratedMs: 440 + index * 20, scriptHydratedMs: 600 + index * 40 })), cpu: [] }],
  [FORMS[0]!.name, { runs: [run(400, 30), run(420, 35)], cpu: [cpu(40, 1.7), cpu(40, 1.8)] }],
  [FORMS[1]!.name, { runs: [run(500, 40), run(520, 55)], cpu: [cpu(60, 2.0), cpu(60, 2.1)] }],
]);

describe('the time-to-ready rows', () => {
  const [floor, landing] = summarisePageLoads([FLOOR_CASE, LANDING], measured);

  it('should give each page its median ready time against the floor\'s', () => {
    expect(landing?.medianMs).toBe(500);
    expect(landing?.ratioToFloor).toBe(1.25);
    expect(floor?.ratioInterval).toEqual([1, 1]);
  });

  it('should give the median of each run\'s longest task and the worst run', () => {
    expect(landing?.longestTaskMs).toBe(45);
    expect(landing?.longestTaskWorstMs).toBe(62);
    expect(landing?.longestTaskRunsMs).toEqual([40, 62, 45]);
  });

  it('should read the CPU time and the heap from the runs without throttling', () => {
    expect(landing?.cpuMs).toBe(48);
    expect(landing?.cpuRatioToFloor).toBe(1.5);
    expect(landing?.heapMB).toBe(2.2);
  });

  it('should say why a page has no figures', () => {
    const [failed] = summarisePageLoads([{ ...LANDING, name: 'broken' }], new Map([['broken', { runs: [], cpu: [], error: 'no control' }]]));
    expect(failed?.error).toBe('no control');
    expect(failed?.medianMs).toBeNaN();
  });
});

describe('the rows of many forms on one page', () => {
  it('should compare time and heap with one form', () => {
    const [one, five] = summariseScaling(FORMS, measured);
    expect(one?.timeRatio).toBe(1);
    expect(five?.timeRatio).toBeCloseTo(510 / 410);
    expect(five?.heapRatio).toBeCloseTo(2.05 / 1.75);
    expect(five?.longestTaskMs).toBe(47.5);
  });
});

describe('the landing on the demo host', () => {
  const landing = summariseLanding(LANDING, measured);

  it('should give first contentful paint and hydrated against the floor\'s median ready time', () => {
    expect(landing.floorMedianMs).toBe(400);
    expect(landing.fcp.ratioToFloor).toBe(0.5);
    expect(landing.hydrated.medianMs).toBe(460);
    expect(landing.hydrated.ratioToFloor).toBe(1.15);
    expect(landing.scriptHydrated.medianMs).toBe(640);
    expect(landing.scriptHydrated.ratioToFloor).toBe(1.6);
    expect(landing.widgetFcp.medianMs).toBe(250);
  });

  it('should say so when the demo host could not be measured', () => {
    const broken = summariseLanding(LANDING, new Map([...measured, [DEMO_HOST_CASE.name, { runs: [], cpu: [], error: 'no dialog' }]]));
    expect(broken.error).toBe('no dialog');
  });
});

describe('the landing\'s targets', () => {
  const floor = [400, 400, 400];

  it('should hold first contentful paint to half the floor\'s ready time', () => {
    expect(landingFcpMet(timeToFloor([200, 200, 200], floor))).toBe(true);
    expect(landingFcpMet(timeToFloor([210, 210, 210], floor))).toBe(false);
  });

  it('should hold hydrated to 1.25 times the floor, the interval\'s upper end to 1.3', () => {
    expect(landingHydratedMet(timeToFloor([500, 500, 500], floor))).toBe(true);
    expect(landingHydratedMet(timeToFloor([510, 510, 510], floor))).toBe(false);
    expect(landingHydratedMet({ medianMs: 480, ratioToFloor: 1.2, ratioInterval: [1.1, 1.31], runsMs: [] })).toBe(false);
  });

  it('should leave out runs without the figure', () => {
    expect(timeToFloor([200, Number.NaN, 220], floor).runsMs).toEqual([200, 220]);
  });

  it('should not count a figure that was not measured as met', () => {
    expect(landingHydratedMet(timeToFloor([], floor))).toBe(false);
    expect(landingFcpMet(timeToFloor([], floor))).toBe(false);
  });
});

describe('two builds of one page compared', () => {
  const runs = (readyMs: number[], longestTaskMs: number[]) => readyMs.map((ms, index) => ({ ...run(ms, longestTaskMs[index] ?? 0) }));
  const [ready, longest, blocking] = compareBuilds(runs([1000, 1100, 1200], [120, 150, 90]), runs([900, 950, 1100], [60, 80, 70]));

  it('should give each figure\'s medians, OLD and NEW, and NEW / OLD', () => {
    expect(ready).toMatchObject({ id: 'readyMs', label: 'ready for input', oldMs: 1100, newMs: 950 });
    expect(ready?.ratio).toBeCloseTo(950 / 1100);
    expect(longest).toMatchObject({ id: 'longestTaskMs', oldMs: 120, newMs: 70 });
    expect(blocking).toMatchObject({ id: 'blockingTimeMs', label: 'total blocking time', oldMs: 70, newMs: 20 });
  });

  it('should give the ratio\'s 95% interval around it', () => {
    const [low, high] = ready?.ratioInterval ?? [Number.NaN, Number.NaN];
    expect(low).toBeLessThanOrEqual(950 / 1100);
    expect(high).toBeGreaterThanOrEqual(950 / 1100);
  });

  it('should give no ratio where OLD blocked nothing', () => {
    const [, , none] = compareBuilds(runs([1000], [40]), runs([1000], [45]));
    expect(none).toMatchObject({ oldMs: 0, newMs: 0 });
    expect(none?.ratio).toBeNaN();
  });
});
