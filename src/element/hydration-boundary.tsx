import { Suspense, useContext, type ReactNode } from 'react';
import { HtmlRenderContext } from './from-html';

/**
 * A part of a drawn widget that hydrates on its own, after what comes before it: the first click
 * hydrates only the part it touches (React hydrates a part clicked first), and a part that is not
 * what the server drew (a dialog whose code could not be fetched) is drawn anew alone, not the
 * whole widget with it. Drawn by a script, a boundary that never suspends changes nothing.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  if (useContext(HtmlRenderContext)?.suspenseBoundaries === false) return children;
  return <Suspense fallback={null}>{children}</Suspense>;
}
