/**
 * React's scheduler (the `scheduler` package React DOM runs on): the one function of it the
 * widgets call, which no published types declare.
 */
declare module 'scheduler' {
  /** From now on, a task of React's work loop yields after 1000 / fps ms (0 < fps <= 125; 0 restores the default, 5 ms). */
  export function unstable_forceFrameRate(fps: number): void;
}
