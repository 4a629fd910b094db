// @ts-check
// Chromium traces of one page load, over the DevTools protocol: the tasks of the page's
// main thread, found by the page's ready mark (the renderer process may change with the
// navigation), and what the bench reads from them.

/**
 * @typedef {{ name: string, ph: string, pid: number, tid: number, ts: number, dur?: number, tdur?: number, args?: { name?: string } }} TraceEvent
 * @typedef {{ ts: number, dur: number, tdur: number }} Task  times in microseconds, as traces have them
 */

/**
 * Tasks of a thread's run loop, User Timing marks and the navigation's steps: little enough
 * not to slow the page down much.
 */
const CATEGORIES = 'toplevel,blink.user_timing,navigation';
/** The renderer's side of committing a navigation: the task that makes the page's document and its JavaScript context. */
const COMMIT_EVENT = 'RenderFrameImpl::CommitNavigation';
/** A task of a thread's run loop in a trace, by Chromium's older and newer names. */
const TASK_EVENTS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/**
 * Starts tracing; the function it returns ends the trace and resolves with its events.
 * @param {import('./browser.mjs').Session} cdp  a page's side of the protocol
 * @param {string} [categories]
 * @returns {Promise<() => Promise<TraceEvent[]>>}
 */
export async function startTrace(cdp, categories = CATEGORIES) {
  /** @type {TraceEvent[]} */
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(.../** @type {TraceEvent[]} */ (/** @type {unknown} */ (value))));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories, transferMode: 'ReportEvents' });
  return async () => {
    await cdp.send('Tracing.end');
    await complete;
    return events;
  };
}

/**
 * The page's User Timing mark `markName`, every task of the renderer main thread that set it, and
 * the end of that thread's last navigation commit (0 if none): making the document costs every
 * page the same, so the page's own work is counted from there.
 * @param {TraceEvent[]} events
 * @param {string} markName
 * @returns {{ mark: TraceEvent, tasks: Task[], commitEndUs: number }}
 */
export function mainThreadTasks(events, markName) {
  const mark = events.find((event) => event.name === markName);
  const main = events.find((event) => event.name === 'thread_name' && event.pid === mark?.pid && event.args?.name === 'CrRendererMain');
  if (!mark || !main) throw new Error(`the trace holds no ${markName} mark or no renderer main thread`);
  const tasks = events
    .filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && TASK_EVENTS.has(event.name))
    .map((event) => ({ ts: event.ts, dur: event.dur ?? 0, tdur: event.tdur ?? 0 }));
  const commits = events.filter((event) => event.name === COMMIT_EVENT && event.pid === main.pid && event.tid === main.tid && event.ts <= mark.ts);
  const commit = commits.at(-1);
  const commitTask = commit && tasks.find((task) => task.ts <= commit.ts && commit.ts <= task.ts + task.dur);
  return { mark, tasks, commitEndUs: commitTask ? commitTask.ts + commitTask.dur : 0 };
}

/**
 * The thread time, in ms, of the tasks that start by `untilUs`: the CPU the thread spent,
 * without the time it waited on other processes.
 * @param {Task[]} tasks @param {number} untilUs
 */
export function threadTimeMs(tasks, untilUs) {
  return tasks.filter((task) => task.ts <= untilUs).reduce((sum, task) => sum + task.tdur, 0) / 1000;
}

/**
 * The wall time, in ms, of the longest task that runs at some point between `fromUs` and
 * `toUs` (a task under way at either end counts whole): how long the page could not answer
 * a tap. 0 when none does.
 * @param {Task[]} tasks @param {number} fromUs @param {number} toUs
 */
export function longestTaskMs(tasks, fromUs, toUs) {
  return tasks.filter((task) => task.ts < toUs && task.ts + task.dur > fromUs).reduce((longest, task) => Math.max(longest, task.dur), 0) / 1000;
}

/** A task longer than this blocks input: Lighthouse's total blocking time counts what is over it. */
const BLOCKING_TASK_MS = 50;

/**
 * The total blocking time, in ms, of the tasks that run at some point between `fromUs` and
 * `toUs` (counted whole, as longestTaskMs counts them): the sum of each one's wall time over
 * BLOCKING_TASK_MS.
 * @param {Task[]} tasks @param {number} fromUs @param {number} toUs
 */
export function blockingTimeMs(tasks, fromUs, toUs) {
  return tasks
    .filter((task) => task.ts < toUs && task.ts + task.dur > fromUs)
    .reduce((sum, task) => sum + Math.max(0, task.dur / 1000 - BLOCKING_TASK_MS), 0);
}

/**
 * The wall time, in ms, of the longest module evaluation (V8's `v8.evaluateModule`, in the `v8`
 * category) on the main thread of the renderer that painted first, after that paint: on the
 * demo host, the landing's script and its chunks. 0 when there is none.
 * @param {TraceEvent[]} events
 */
export function longestEvaluationAfterPaintMs(events) {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) throw new Error('the trace holds no first contentful paint');
  return events
    .filter((event) => event.name === 'v8.evaluateModule' && event.pid === paint.pid && event.tid === paint.tid && event.ts > paint.ts)
    .reduce((longest, event) => Math.max(longest, (event.dur ?? 0) / 1000), 0);
}
