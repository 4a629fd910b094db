// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { lighthouseVerdicts, pageMedians, summariseLighthouseRuns, waitForQuiet } from '../../bench/lighthouse-runs.mjs';

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

describe('the demo host against its HTML alone and the floor', () => {
  const page = (tbtMs: number, fcpMs: number) => ({ performance: 90, tbtMs, fcpMs });
  const verdicts = (demo: ReturnType<typeof page>, html: ReturnType<typeof page>, floor: ReturnType<typeof page>) =>
    Object.fromEntries(lighthouseVerdicts({ demo, static: html, floor }).map((verdict) => [verdict.id, verdict]));

  it('should take each page\'s median score, first contentful paint and total blocking time', () => {
    expect(pageMedians([run(90, 700, 800, 300), run(95, 650, 800, 100), run(80, 900, 800, 500)])).toEqual({ performance: 90, fcpMs: 700, tbtMs: 300 });
  });

  it('should allow the scripts 1.25 times the floor\'s blocking time over the HTML\'s', () => {
    const { tbt } = verdicts(page(300, 700), page(50, 700), page(200, 600));
    expect(tbt).toMatchObject({ leftMs: 250, rightMs: 250, met: true });
    expect(verdicts(page(301, 700), page(50, 700), page(200, 600)).tbt?.met).toBe(false);
  });

  it('should allow 50 ms when the floor blocks for less than 40', () => {
    expect(verdicts(page(60, 700), page(10, 700), page(0, 600)).tbt).toMatchObject({ leftMs: 50, rightMs: 50, met: true });
    expect(verdicts(page(61, 700), page(10, 700), page(30, 600)).tbt).toMatchObject({ rightMs: 50, met: false });
  });

  it('should hold the first contentful paint to 1.05 times the HTML\'s', () => {
    expect(verdicts(page(0, 1050), page(0, 1000), page(0, 600)).fcp).toMatchObject({ leftMs: 1050, rightMs: 1050, met: true });
    expect(verdicts(page(0, 1060), page(0, 1000), page(0, 600)).fcp?.met).toBe(false);
  });

  it('should name each verdict with its formula', () => {
    expect(lighthouseVerdicts({ demo: page(0, 0), static: page(0, 0), floor: page(0, 0) }).map((verdict) => verdict.label)).toEqual([
      'TBT(D) − TBT(S) ≤ max(1.25 × TBT(F), 50 ms)', 'FCP(D) ≤ 1.05 × FCP(S)',
    ]);
  });

  it('should meet neither when a page has no runs', () => {
    const none = pageMedians([]);
    expect(lighthouseVerdicts({ demo: page(0, 500), static: none, floor: page(0, 500) }).every((verdict) => !verdict.met)).toBe(true);
    expect(verdicts(page(0, 500), page(0, 500), none).tbt?.met).toBe(false);
  });
});
