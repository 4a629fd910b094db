import { startTransition, useEffect, useState } from 'react';
import { useFromHtml } from './from-html';

/**
 * How many of a widget's frames have painted since it mounted, up to `upTo` (0 in its first). Each
 * later frame renders in a transition, so its layout and font lookups are a task of their own and
 * the first frame is usable sooner. Drawn in the HTML, a widget has every frame: `upTo` at once.
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
