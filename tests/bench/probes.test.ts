import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLE_CAP_MS, SETTLE_QUIET_MS, probeHydration, settleDeadline } from '../../bench/probes.mjs';

describe('when a page load has settled', () => {
  it('should be a quiet while after ready when no long task follows', () => {
    expect(settleDeadline(400, [])).toBe(400 + SETTLE_QUIET_MS);
  });

  it('should not count long tasks that ended before ready', () => {
    expect(settleDeadline(400, [120, 390])).toBe(400 + SETTLE_QUIET_MS);
  });

  it('should wait a quiet while after the last long task', () => {
    expect(settleDeadline(400, [900, 650])).toBe(900 + SETTLE_QUIET_MS);
  });

  it('should stop waiting some time after ready however busy the page stays', () => {
    expect(settleDeadline(400, [1200, 2100, 3000])).toBe(400 + SETTLE_CAP_MS);
  });

  it('should take other windows', () => {
    expect(settleDeadline(0, [100], { quietMs: 50, capMs: 120 })).toBe(120);
  });
});

type ProbedWindow = Window & { __benchHydrated?: Promise<number>, __benchScriptHydrated?: Promise<number> };

/** A landing element whose header button opens a dialog once `hydrate()` has run, `opening` deciding when. */
function landing(opening: 'in the click' | 'in a microtask' | 'in the next frame') {
  const host = document.createElement('test-landing');
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = '<header><button>Contact us</button><button>Join Waitlist</button></header><section><button>Join Waitlist</button></section>';
  document.body.append(host);
  let clicks = 0;
  const open = () => root.append(Object.assign(document.createElement('dialog'), { open: true }));
  const hydrate = () => {
    root.querySelector('header button:last-child')?.addEventListener('click', () => {
      clicks += 1;
      if (opening === 'in the click') open();
      else if (opening === 'in a microtask') queueMicrotask(open);
      else requestAnimationFrame(open);
    });
  };
  return { hydrate, clicks: () => clicks };
}

const frames = (count: number) =>
  Array.from({ length: count }).reduce<Promise<unknown>>((previous) => previous.then(() => new Promise((resolve) => requestAnimationFrame(resolve))), Promise.resolve());

describe('the hydration probe', () => {
  // happy-dom paints nothing: the page's first contentful paint is there once `painted`.
  let painted = true;
  beforeEach(() => {
    painted = true;
    vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) =>
      name === 'first-contentful-paint' && painted ? [{ name, startTime: 1 } as PerformanceEntry] : []);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
    delete (window as ProbedWindow).__benchHydrated;
    delete (window as ProbedWindow).__benchScriptHydrated;
  });

  for (const opening of ['in the click', 'in a microtask', 'in the next frame'] as const) {
    it(`should resolve with the time of the first click that opens the dialog, ${opening}`, async () => {
      const page = landing(opening);
      probeHydration({ tag: 'test-landing', label: 'Join Waitlist' });
      let hydratedMs: number | undefined;
      void (window as ProbedWindow).__benchHydrated?.then((ms) => (hydratedMs = ms));
      await frames(3);
      expect(hydratedMs).toBeUndefined();
      const before = performance.now();
      page.hydrate();
      await frames(4);
      expect(hydratedMs).toBeGreaterThanOrEqual(before);
      expect(page.clicks()).toBe(1);
    });
  }

  it('should not click before the page has painted, as no visitor can', async () => {
    const page = landing('in the click');
    page.hydrate();
    painted = false;
    probeHydration({ tag: 'test-landing', label: 'Join Waitlist' });
    await frames(3);
    expect(page.clicks()).toBe(0);
    painted = true;
    await frames(2);
    expect(page.clicks()).toBe(1);
  });

  it('should click only the header button labelled exactly so', async () => {
    const page = landing('in the click');
    const root = document.querySelector('test-landing')?.shadowRoot;
    const section = root?.querySelector('section button');
    let sectionClicks = 0;
    section?.addEventListener('click', () => (sectionClicks += 1));
    probeHydration({ tag: 'test-landing', label: 'Join' });
    page.hydrate();
    await frames(3);
    expect(page.clicks()).toBe(0);
    expect(sectionClicks).toBe(0);
  });

  it('should tell apart the first frame in which the header button is React\'s', async () => {
    landing('in the click');
    probeHydration({ tag: 'test-landing', label: 'Join Waitlist' });
    let scriptHydratedMs: number | undefined;
    void (window as ProbedWindow).__benchScriptHydrated?.then((ms) => (scriptHydratedMs = ms));
    await frames(3);
    expect(scriptHydratedMs).toBeUndefined();
    const before = performance.now();
    const button = document.querySelector('test-landing')?.shadowRoot?.querySelector('header button:last-child');
    Object.assign(button!, { __reactFiber$test: {} });
    await frames(2);
    expect(scriptHydratedMs).toBeGreaterThanOrEqual(before);
  });
});
