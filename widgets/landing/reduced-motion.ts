import { useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToMotion(onChange: () => void): () => void {
  const query = matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Follows the visitor's motion setting live, not just at mount. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeToMotion, () => matchMedia(REDUCED_MOTION).matches, () => false);
}
