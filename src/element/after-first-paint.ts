import { startTransition, useEffect, useState } from 'react';

/**
 * False in a widget's first frame, true from the frame after. What that frame does not
 * show (sections below the fold, another widget) renders then, in a transition that
 * yields to input, so the visible part is painted and usable sooner.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const show = () => startTransition(() => setPainted(true));
    // A hidden page paints nothing and runs no frame callbacks.
    if (document.visibilityState === 'hidden') {
      const timer = setTimeout(show);
      return () => clearTimeout(timer);
    }
    // A frame callback runs just before the paint; a task queued from it runs just after.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(show);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
