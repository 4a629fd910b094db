import { useEffect, useState } from 'react';
import { LOGO_CYCLE_MS, LOGO_SPIN_MS, WORDMARK_VISIBLE_MS } from '../../src/config/timing';
import { usePrefersReducedMotion } from './reduced-motion';

export interface LogoState {
  spinning: boolean;
  wordmarkVisible: boolean;
}

/** Still: what a visitor who asked for reduced motion sees, and the state between cycles' steps. */
const STILL_LOGO: LogoState = { spinning: false, wordmarkVisible: true };

/**
 * Runs the logo's cycle: spin for LOGO_SPIN_MS, show the wordmark for WORDMARK_VISIBLE_MS, repeat
 * every LOGO_CYCLE_MS. Returns a stop function that clears every timer it started.
 */
export function startLogoCycle(onChange: (state: LogoState) => void): () => void {
  const timeouts = new Set<ReturnType<typeof setTimeout>>();
  let state = STILL_LOGO;
  const update = (patch: Partial<LogoState>) => {
    state = { ...state, ...patch };
    onChange(state);
  };
  const after = (delayMs: number, patch: Partial<LogoState>) => {
    const timeout = setTimeout(() => {
      timeouts.delete(timeout);
      update(patch);
    }, delayMs);
    timeouts.add(timeout);
  };
  const cycle = () => {
    update({ spinning: true, wordmarkVisible: true });
    after(LOGO_SPIN_MS, { spinning: false });
    after(WORDMARK_VISIBLE_MS, { wordmarkVisible: false });
  };
  cycle();
  const interval = setInterval(cycle, LOGO_CYCLE_MS);
  return () => {
    clearInterval(interval);
    for (const timeout of timeouts) clearTimeout(timeout);
    timeouts.clear();
  };
}

export function useLogoCycle(): LogoState {
  const reducedMotion = usePrefersReducedMotion();
  const [state, setState] = useState(STILL_LOGO);
  useEffect(() => {
    if (reducedMotion) return;
    const stop = startLogoCycle(setState);
    return () => {
      stop();
      setState(STILL_LOGO);
    };
  }, [reducedMotion]);
  return reducedMotion ? STILL_LOGO : state;
}
