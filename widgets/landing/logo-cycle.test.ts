import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLogoCycle, type LogoState } from './logo-cycle';

describe('given the header logo cycle', () => {
  let states: LogoState[];
  let stop: () => void;
  const latest = () => states.at(-1);

  beforeEach(() => {
    vi.useFakeTimers();
    states = [];
    stop = startLogoCycle((state) => states.push(state));
  });

  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('spins at once for 600 ms with the wordmark shown', () => {
    expect(latest()).toEqual({ spinning: true, wordmarkVisible: true });
    vi.advanceTimersByTime(599);
    expect(latest()?.spinning).toBe(true);
    vi.advanceTimersByTime(1);
    expect(latest()).toEqual({ spinning: false, wordmarkVisible: true });
  });

  it('hides the wordmark at 6000 ms and starts again at 10000 ms', () => {
    vi.advanceTimersByTime(5999);
    expect(latest()?.wordmarkVisible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(latest()).toEqual({ spinning: false, wordmarkVisible: false });
    vi.advanceTimersByTime(4000);
    expect(latest()).toEqual({ spinning: true, wordmarkVisible: true });
    vi.advanceTimersByTime(600);
    expect(latest()?.spinning).toBe(false);
  });

  it('leaves no timer behind once stopped, even mid-cycle', () => {
    vi.advanceTimersByTime(300);
    stop();
    expect(vi.getTimerCount()).toBe(0);
    const count = states.length;
    vi.advanceTimersByTime(30_000);
    expect(states.length).toBe(count);
  });
});
