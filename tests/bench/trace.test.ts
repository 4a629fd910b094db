import { describe, expect, it } from 'vitest';
import { blockingTimeMs, longestEvaluationAfterPaintMs, longestTaskMs, mainThreadTasks, threadTimeMs, type TraceEvent } from '../../bench/trace.mjs';

const RENDERER = 7;
const MAIN = 1;
const OTHER_THREAD = 2;
const OTHER_PROCESS = 9;

/** A run-loop task of `durMs` wall time starting at `atMs`, in trace microseconds. */
const task = (atMs: number, durMs: number, { pid = RENDERER, tid = MAIN, name = 'RunTask', cpuMs = durMs / 2 } = {}): TraceEvent => ({
  name, ph: 'X', pid, tid, ts: atMs * 1000, dur: durMs * 1000, tdur: cpuMs * 1000,
});

const trace: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', pid: OTHER_PROCESS, tid: MAIN, ts: 0, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', pid: RENDERER, tid: OTHER_THREAD, ts: 0, args: { name: 'Compositor' } },
  { name: 'thread_name', ph: 'M', pid: RENDERER, tid: MAIN, ts: 0, args: { name: 'CrRendererMain' } },
  task(5, 400, { pid: OTHER_PROCESS }),
  task(10, 300, { tid: OTHER_THREAD }),
  task(100, 20),
  task(130, 45, { name: 'ThreadControllerImpl::RunTask' }),
  task(180, 12),
  { name: 'rosterkit-ready', ph: 'R', pid: RENDERER, tid: MAIN, ts: 200_000 },
  task(900, 70),
  task(2500, 90),
];

describe('the tasks of a page load in a trace', () => {
  it('should take the main thread of the renderer that set the ready mark, under either name of a task', () => {
    const { mark, tasks } = mainThreadTasks(trace, 'rosterkit-ready');
    expect(mark.ts).toBe(200_000);
    expect(tasks.map((found) => found.ts / 1000)).toEqual([100, 130, 180, 900, 2500]);
  });

  it("should find where the navigation's commit ends: the page's own tasks start after it", () => {
    const withCommit: TraceEvent[] = [
      ...trace.slice(0, 3),
      task(40, 150),
      { name: 'RenderFrameImpl::CommitNavigation', ph: 'X', pid: RENDERER, tid: MAIN, ts: 45_000, dur: 1000 },
      task(195, 30),
      { name: 'rosterkit-ready', ph: 'R', pid: RENDERER, tid: MAIN, ts: 230_000 },
      task(400, 60),
    ];
    const { commitEndUs, tasks } = mainThreadTasks(withCommit, 'rosterkit-ready');
    expect(commitEndUs).toBe(190_000);
    expect(longestTaskMs(tasks, 0, 1_000_000)).toBe(150);
    expect(longestTaskMs(tasks, commitEndUs, 1_000_000)).toBe(60);
    expect(mainThreadTasks(trace, 'rosterkit-ready').commitEndUs).toBe(0);
  });

  it('should say so when the page never set its mark', () => {
    expect(() => mainThreadTasks(trace, 'rosterkit-settled')).toThrow(/rosterkit-settled/);
  });

  it('should sum the thread time of the tasks up to ready', () => {
    const { mark, tasks } = mainThreadTasks(trace, 'rosterkit-ready');
    expect(threadTimeMs(tasks, mark.ts)).toBe(10 + 22.5 + 6);
  });
});

describe('the longest task of a page load', () => {
  const { tasks } = mainThreadTasks(trace, 'rosterkit-ready');

  it('should be the longest in wall time between page start and settled', () => {
    expect(longestTaskMs(tasks, 0, 2000 * 1000)).toBe(70);
  });

  it('should count a task under way at either end of the window whole', () => {
    expect(longestTaskMs(tasks, 150 * 1000, 2520 * 1000)).toBe(90);
    expect(longestTaskMs(tasks, 160 * 1000, 170 * 1000)).toBe(45);
  });

  it('should leave out a task that starts once the page has settled', () => {
    expect(longestTaskMs(tasks, 0, 2500 * 1000)).toBe(70);
  });

  it('should be 0 when no task runs in the window', () => {
    expect(longestTaskMs(tasks, 3000 * 1000, 4000 * 1000)).toBe(0);
  });
});

describe('the total blocking time of a page load', () => {
  const { tasks } = mainThreadTasks(trace, 'rosterkit-ready');

  it('should sum what each task runs over 50 ms', () => {
    expect(blockingTimeMs(tasks, 0, 2000 * 1000)).toBe(20);
    expect(blockingTimeMs(tasks, 0, 3000 * 1000)).toBe(20 + 40);
  });

  it('should count a task under way at either end of the window whole, as the longest task does', () => {
    expect(blockingTimeMs(tasks, 950 * 1000, 2520 * 1000)).toBe(20 + 40);
  });

  it('should be 0 when no task is over 50 ms', () => {
    expect(blockingTimeMs(tasks, 0, 500 * 1000)).toBe(0);
  });
});

describe('the longest module evaluation after the first paint', () => {
  const paint: TraceEvent = { name: 'firstContentfulPaint', ph: 'R', pid: RENDERER, tid: MAIN, ts: 300_000 };
  const evaluation = (atMs: number, durMs: number, { pid = RENDERER, tid = MAIN } = {}) => task(atMs, durMs, { pid, tid, name: 'v8.evaluateModule' });

  it("should take the painting thread's longest evaluation after the paint", () => {
    const events = [evaluation(100, 90), paint, evaluation(400, 20), evaluation(900, 35), evaluation(950, 80, { tid: OTHER_THREAD }), evaluation(990, 70, { pid: OTHER_PROCESS })];
    expect(longestEvaluationAfterPaintMs(events)).toBe(35);
  });

  it('should be 0 when nothing is evaluated after the paint', () => {
    expect(longestEvaluationAfterPaintMs([evaluation(100, 90), paint])).toBe(0);
  });

  it('should refuse a trace without a first paint', () => {
    expect(() => longestEvaluationAfterPaintMs([evaluation(100, 90)])).toThrow(/first contentful paint/);
  });
});
