// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { summariseLighthouseRuns, waitForQuiet } from '../../bench/lighthouse-runs.mjs';

const run = (performance: number, fcpMs: number, lcpMs: number, tbtMs = 0, cls = 0) => ({ performance, fcpMs, lcpMs, tbtMs, cls });
const byId = (rows: ReturnType<typeof summariseLighthouseRuns>) => Object.fromEntries(rows.map((row) => [row.id, row]));

describe('a condition of Lighthouse runs', () => {
  it('should give the median and the worst run of each figure', () => {
    const rows = byId(summariseLighthouseRuns([run(100, 900, 1100), run(99, 950, 1300, 40), run(100, 800, 1000), run(98, 1200, 1150, 10), run(100, 850, 1050)]));
    expect(rows.performance).toMatchObject({ median: 100, worst: 98 });
    expect(rows.fcpMs).toMatchObject({ median: 900, worst: 1200 });
    expect(rows.lcpMs).toMatchObject({ median: 1100, worst: 1300 });
    expect(rows.tbtMs).toMatchObject({ median: 0, worst: 40 });
  });

  it('should hold each target for the median run', () => {
    const rows = byId(summariseLighthouseRuns([run(100, 900, 1100), run(100, 1100, 1300), run(100, 950, 1250)]));
    expect(rows.fcpMs?.met).toBe(true);
    expect(rows.lcpMs?.met).toBe(false);
    expect(rows.cls?.met).toBe(true);
  });

  it('should hold the performance score to 100 and its worst run to 98', () => {
    expect(byId(summariseLighthouseRuns([run(100, 900, 1000), run(100, 900, 1000), run(98, 900, 1000)])).performance?.met).toBe(true);
    expect(byId(summariseLighthouseRuns([run(100, 900, 1000), run(100, 900, 1000), run(97, 900, 1000)])).performance?.met).toBe(false);
    expect(byId(summariseLighthouseRuns([run(99, 900, 1000), run(99, 900, 1000), run(100, 900, 1000)])).performance?.met).toBe(false);
  });

  it('should meet nothing when no run finished', () => {
    expect(summariseLighthouseRuns([]).every((row) => !row.met && Number.isNaN(row.median))).toBe(true);
  });
});

describe('waiting for a quiet machine before the quiet runs', () => {
  /** A machine whose load average reads as `readings`, one a poll, then stays at the last. */
  const machine = (...readings: number[]) => {
    let poll = 0;
    const slept: number[] = [];
    return { load: () => readings[Math.min(poll, readings.length - 1)] ?? 0, sleep: async (ms: number) => { slept.push(ms); poll += 1; }, slept };
  };

  it('should not wait when the load average is already under the mark', async () => {
    const { load, sleep, slept } = machine(0.4);
    expect(await waitForQuiet({ below: 1, capMs: 60_000, pollMs: 5000, load, sleep })).toBe(0);
    expect(slept).toEqual([]);
  });

  it('should poll until the load average falls under the mark, and say how long it waited', async () => {
    const { load, sleep, slept } = machine(5.8, 3.1, 1.4, 0.9);
    expect(await waitForQuiet({ below: 1, capMs: 60_000, pollMs: 5000, load, sleep })).toBe(15);
    expect(slept).toEqual([5000, 5000, 5000]);
  });

  it('should give up at the cap on a machine that never quietens', async () => {
    const { load, sleep, slept } = machine(3);
    expect(await waitForQuiet({ below: 1, capMs: 20_000, pollMs: 5000, load, sleep })).toBe(20);
    expect(slept).toHaveLength(4);
  });
});
