import type { ReactNode } from 'react';
import { DEFAULT_ASPECT_RATIO } from './constants';

interface AspectRatioProps {
  /** Width divided by height. */
  ratio?: number;
  className: string;
  children: ReactNode;
}

/**
 * The charts' fixed-ratio container (default ratio 1), which SPEC's audience insights block asks
 * for by name: keep it even while one chart alone uses it. The ratio is a size, set through
 * the CSSOM by React, never as a style attribute string a strict CSP would refuse.
 */
export function AspectRatio({ ratio = DEFAULT_ASPECT_RATIO, className, children }: AspectRatioProps) {
  return (
    <div className={className} style={{ aspectRatio: ratio }}>
      {children}
    </div>
  );
}
