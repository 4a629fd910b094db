import { startTransition, useEffect, useState } from 'react';
import { useFromHtml } from './from-html';

/**
 * How many of a widget's frames have been painted since it mounted, counted up to `upTo`:
 * 0 in its first frame, 1 in the frame after, and so on. What a frame does not show (the
 * hero after the header, sections below the fold, another widget) renders once the frame
 * before has painted, in a transition that yields to input: each frame's layout, and the
 * font lookups of its text, are a task of their own, and the first is painted and usable
 * sooner. A widget that arrived drawn in the HTML has all of it already: `upTo` from the start.
 */
export function usePaintedFrames(upTo: number): number {
  const fromHtml = useFromHtml();
  const [painted, setPainted] = useState(fromHtml ? upTo : 0);
  useEffect(() => {
    if (painted >= upTo) return;
    const next = () => startTransition(() => setPainted((count) => count + 1));
    // A hidden page paints nothing and runs no frame callbacks.
    if (document.visibilityState === 'hidden') {
      const timer = setTimeout(next);
      return () => clearTimeout(timer);
    }
    // A frame callback runs just before the paint; a task queued from it runs just after.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(next);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted, upTo]);
  return painted;
}

/** False in a widget's first frame, true from the frame after (usePaintedFrames). */
export function useAfterFirstPaint(): boolean {
  return usePaintedFrames(1) === 1;
}
