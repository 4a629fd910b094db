import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_FALLBACK_DELAY_MS, IDLE_PRELOAD_TIMEOUT_MS } from '../config/timing';
import { preloadWhenIdle, sparesData } from './preload-when-idle';

let idle: { callback: () => void; timeout: number | undefined }[] = [];
let readyState: DocumentReadyState = 'complete';

beforeEach(() => {
  idle = [];
  readyState = 'complete';
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  vi.stubGlobal('requestIdleCallback', (callback: () => void, options?: IdleRequestOptions) => idle.push({ callback, timeout: options?.timeout }));
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('given a visitor who spares data', () => {
  it('should say so for Save-Data and for 2G connections', () => {
    expect(sparesData({ saveData: true, effectiveType: '4g' })).toBe(true);
    expect(sparesData({ effectiveType: '2g' })).toBe(true);
    expect(sparesData({ effectiveType: 'slow-2g' })).toBe(true);
  });

  it('should not for a 3G or faster connection, nor where the browser does not tell', () => {
    expect(sparesData({ saveData: false, effectiveType: '3g' })).toBe(false);
    expect(sparesData({ effectiveType: '4g' })).toBe(false);
    expect(sparesData(undefined)).toBe(false);
  });

  it('should leave the preload to intent', () => {
    vi.stubGlobal('navigator', { connection: { saveData: true } });
    const preload = vi.fn();
    preloadWhenIdle(preload);
    expect(idle).toHaveLength(0);
    dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(0);
    expect(preload).not.toHaveBeenCalled();
  });
});

describe('given a page that is still loading', () => {
  it('should wait for its load event, then for the browser to be idle', () => {
    readyState = 'loading';
    const preload = vi.fn();
    preloadWhenIdle(preload);
    expect(idle).toHaveLength(0);
    readyState = 'complete';
    dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(1);
    expect(idle[0]!.timeout).toBe(IDLE_PRELOAD_TIMEOUT_MS);
    expect(preload).not.toHaveBeenCalled();
    idle[0]!.callback();
    expect(preload).toHaveBeenCalledTimes(1);
    dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(1);
  });
});

describe('given a page that has loaded', () => {
  it('should preload when the browser is next idle', () => {
    const preload = vi.fn();
    preloadWhenIdle(preload);
    expect(preload).not.toHaveBeenCalled();
    idle[0]!.callback();
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('should schedule a preload once, however many widgets ask for it', () => {
    const preload = vi.fn();
    for (let form = 0; form < 20; form += 1) preloadWhenIdle(preload);
    expect(idle).toHaveLength(1);
  });

  it('should preload a moment later where the browser has no idle callback', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const preload = vi.fn();
    preloadWhenIdle(preload);
    vi.advanceTimersByTime(IDLE_FALLBACK_DELAY_MS - 1);
    expect(preload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(preload).toHaveBeenCalledTimes(1);
  });
});
