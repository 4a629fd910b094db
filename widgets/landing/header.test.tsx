import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Header } from './header';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let container: HTMLElement;
const logo = () => container.querySelector('a[aria-label="Acme home"]');

beforeEach(() => {
  vi.useFakeTimers();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  container.remove();
});

describe('given the mounted header', () => {
  it('spins its logo at once, stops after 600 ms, and leaves no timer once unmounted', async () => {
    await act(async () => root.render(<Header brand="Acme" onContact={() => {}} onJoinWaitlist={() => {}} />));
    expect(logo()?.getAttribute('data-spinning')).toBe('true');
    await act(async () => vi.advanceTimersByTime(600));
    expect(logo()?.getAttribute('data-spinning')).toBe('false');
    await act(async () => root.unmount());
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('given a visitor who asked for reduced motion', () => {
  it('keeps the logo still with its wordmark shown and starts no timer', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }));
    await act(async () => root.render(<Header brand="Acme" onContact={() => {}} onJoinWaitlist={() => {}} />));
    expect(logo()?.getAttribute('data-spinning')).toBe('false');
    expect(logo()?.getAttribute('data-wordmark')).toBe('shown');
    expect(vi.getTimerCount()).toBe(0);
    await act(async () => root.unmount());
  });
});
