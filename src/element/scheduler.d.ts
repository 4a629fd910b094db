/**
 * React's scheduler (the `scheduler` package React DOM runs on): the functions of it the
 * widgets call, which no published types declare.
 */
declare module 'scheduler' {
  /** From now on, a task of React's work loop yields after 1000 / fps ms (0 < fps <= 125; 0 restores the default, 5 ms). */
  export function unstable_forceFrameRate(fps: number): void;
  /** A scheduled callback, for unstable_cancelCallback. */
  export interface Task {
    readonly id: number;
  }
  /** Priority of a callback that answers the visitor (below Immediate, above React's transitions, which are Normal). */
  export const unstable_UserBlockingPriority: 2;
  /** Runs `callback` in a task of the scheduler's work loop (posted, never in the caller's task). */
  export function unstable_scheduleCallback(priority: 2, callback: () => void): Task;
  export function unstable_cancelCallback(task: Task): void;
}
