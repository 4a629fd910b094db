import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdleOrTouched } from './when-idle-or-touched';

let idle: (() => void)[] = [];
let container: HTMLElement;

beforeEach(() => {
  idle = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  vi.stubGlobal('cancelIdleCallback', (id: number) => (idle[id - 1] = () => undefined));
  container = document.body.appendChild(document.createElement('div'));
  container.append(document.createElement('input'));
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('given a drawn widget waiting for the browser to be idle', () => {
  it('should start once, on the visitor first reaching for it, however many ways follow', () => {
    const start = vi.fn();
    whenIdleOrTouched(container, start);
    const input = container.querySelector('input')!;
    input.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
    input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    input.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    idle.forEach((callback) => callback());
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('should start once when the browser is idle, and not again when the visitor then reaches for it', () => {
    const start = vi.fn();
    whenIdleOrTouched(container, start);
    idle.forEach((callback) => callback());
    container.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('should not start at all once cancelled', () => {
    const start = vi.fn();
    whenIdleOrTouched(container, start)();
    container.querySelector('input')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    idle.forEach((callback) => callback());
    expect(start).not.toHaveBeenCalled();
  });
});
