import { useEffect, useState } from 'react';
import type { LazyChunk } from './lazy-chunk';

export interface LazyState<T> {
  /** The module once it has arrived, else null. */
  module: T | null;
  /** The last load failed; the next time the part is needed, it is asked for again. */
  failed: boolean;
}

/**
 * A chunk's module for rendering. While `needed`, fetches it if it has not arrived (again
 * after a failure) and re-renders when it does; a component that turns `needed` off and on
 * again (closing and reopening a talent) tries a failed chunk again.
 */
export function useLazyChunk<T>(chunk: LazyChunk<T>, needed = true): LazyState<T> {
  const [failed, setFailed] = useState(false);
  const [, setArrived] = useState<T | null>(null);
  // A new need starts without the last failure (React's pattern for state that follows a prop).
  const [wasNeeded, setWasNeeded] = useState(needed);
  if (needed !== wasNeeded) {
    setWasNeeded(needed);
    if (needed) setFailed(false);
  }
  const module = chunk.current();
  // Waits on the chunk whenever this render went without it, even if it has arrived since
  // (an idle preload that lands between the render and this effect): load() then answers
  // at once, and the component renders with it.
  useEffect(() => {
    if (!needed || module) return;
    let live = true;
    chunk.load().then(
      (arrived) => live && setArrived(() => arrived),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [chunk, needed, module]);
  return { module, failed: module === null && failed };
}
