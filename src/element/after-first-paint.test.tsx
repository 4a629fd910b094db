import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePaintedFrames } from './after-first-paint';
import { HtmlRenderContext } from './from-html';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Frame callbacks wait here, by id, until a test paints a frame.
const frameCallbacks = new Map<number, FrameRequestCallback>();
let lastFrameId = 0;
let root: Root | null = null;
const seen: number[] = [];

function Counter({ upTo }: { upTo: number }) {
  const painted = usePaintedFrames(upTo);
  seen.push(painted);
  return <p>{painted}</p>;
}

async function mount(tree: ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(tree));
  return () => Number(container.textContent);
}

/** Runs the frame callbacks asked for so far, then the task each queued after the paint. */
async function paintFrame() {
  const callbacks = [...frameCallbacks.values()];
  frameCallbacks.clear();
  await act(async () => {
    for (const callback of callbacks) callback(performance.now());
    await new Promise((resolve) => setTimeout(resolve));
  });
}

beforeEach(() => {
  seen.length = 0;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frameCallbacks.set(++lastFrameId, callback);
    return lastFrameId;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => frameCallbacks.delete(id));
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  frameCallbacks.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('given a widget drawn by a script', () => {
  it('should count one more painted frame after each frame, up to its limit', async () => {
    const painted = await mount(<Counter upTo={2} />);
    expect(painted()).toBe(0);
    await paintFrame();
    expect(painted()).toBe(1);
    await paintFrame();
    expect(painted()).toBe(2);
    await paintFrame();
    expect(painted()).toBe(2);
    expect(frameCallbacks.size).toBe(0);
  });

  it('should wait for a frame: a task alone changes nothing', async () => {
    const painted = await mount(<Counter upTo={2} />);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(painted()).toBe(0);
  });

  it('in a hidden page, which paints nothing, should count on without frames', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const painted = await mount(<Counter upTo={2} />);
    for (let step = 0; step < 2; step += 1) await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(painted()).toBe(2);
    expect(seen).toContain(1);
    expect(frameCallbacks.size).toBe(0);
  });
});

describe('given a widget drawn in the HTML', () => {
  it('should have every frame from its first render, as the HTML has every part', async () => {
    const painted = await mount(
      <HtmlRenderContext value={{ renderedYear: 2026 }}>
        <Counter upTo={2} />
      </HtmlRenderContext>,
    );
    expect(seen[0]).toBe(2);
    expect(painted()).toBe(2);
    expect(frameCallbacks.size).toBe(0);
  });
});
