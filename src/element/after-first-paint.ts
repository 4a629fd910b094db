import { startTransition, useEffect, useState } from 'react';
import { useFromHtml } from './from-html';

/**
 * False in a widget's first frame, true from the frame after. What that frame does not
 * show (sections below the fold, another widget) renders then, in a transition that
 * yields to input, so the visible part is painted and usable sooner. A widget that arrived
 * drawn in the HTML has all of it already: true from the start.
 */
export function useAfterFirstPaint(): boolean {
  const fromHtml = useFromHtml();
  const [painted, setPainted] = useState(fromHtml);
  useEffect(() => {
    if (fromHtml) return;
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
  }, [fromHtml]);
  return painted;
}
