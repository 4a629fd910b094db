import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLE_CAP_MS, SETTLE_QUIET_MS, allRootsLive, probeHydration, settleDeadline, watchClick, type ClickRecord } from '../../bench/probes.mjs';

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

type ClickWindow = Window & { __benchClick?: (settled: boolean) => ClickRecord };

/**
 * The demo host as the lost-click probe sees it: the landing's shadow root with its dialogs, an
 * FAQ item and the photo strip, and the roster demo's shadow root inside it.
 */
function demoHost() {
  const landing = document.createElement('rosterkit-landing');
  landing.setAttribute('data-brand', 'Acme');
  const root = landing.attachShadow({ mode: 'open' });
  root.innerHTML = `<div class="rk-root">
    <button id="join">Join the Waitlist</button>
    <dialog id="waitlist" aria-labelledby="waitlist-title"><h2 id="waitlist-title">Join the  Acme Waitlist</h2></dialog>
    <dialog id="contact" aria-labelledby="contact-title"><h2 id="contact-title">Contact our team</h2></dialog>
    <details class="lp-faq-item" data-value="item-0"><summary class="lp-faq-trigger">Question</summary></details>
    <div class="lp-profile"><div class="lp-carousel-track" style="column-gap: 12px"><div class="lp-slide"></div><div class="lp-slide"></div></div></div>
    <rosterkit-roster-demo></rosterkit-roster-demo>
  </div>`;
  const demo = root.querySelector('rosterkit-roster-demo')!.attachShadow({ mode: 'open' });
  demo.innerHTML = '<div class="rk-root"><div class="rd-body"><button class="rd-card-open">Ava</button></div><button class="rd-favourite" aria-pressed="false">Favourite</button></div>';
  document.body.append(landing);
  return { root, demo, get: (selector: string) => root.querySelector<HTMLElement>(selector)! };
}

/** A visitor's click on `target`: trusted, as the browser's own input is. */
function click(target: Element, { trusted = true } = {}) {
  const events = ['pointerdown', 'click'].map((type) => {
    const event = new MouseEvent(type, { bubbles: true, composed: true });
    if (trusted) Object.defineProperty(event, 'isTrusted', { value: true });
    return event;
  });
  for (const event of events) target.dispatchEvent(event);
  return events[1]!.timeStamp;
}

const record = (settled = false) => (window as ClickWindow).__benchClick!(settled);

describe('the lost-click watcher', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    delete (window as ClickWindow).__benchClick;
  });

  it('should give the trusted click\'s time and the first frame after it with the dialog open', async () => {
    const host = demoHost();
    watchClick({ kind: 'dialog', root: 'landing', title: 'Join the {brand} Waitlist' });
    const clickMs = click(host.get('#join'));
    await frames(2);
    expect(record()).toMatchObject({ clickMs, seenMs: null, times: 0, trustedClicks: 1 });
    host.get('#waitlist').setAttribute('open', '');
    await frames(2);
    expect(record().seenMs).toBeGreaterThanOrEqual(clickMs);
    expect(record()).toMatchObject({ times: 1, changes: 1, target: 'button Join the Waitlist' });
  });

  it('should not take a click the page made itself (a held click replayed) for the visitor\'s', async () => {
    const host = demoHost();
    watchClick({ kind: 'dialog', root: 'landing', title: 'Join the {brand} Waitlist' });
    click(host.get('#join'), { trusted: false });
    host.get('#waitlist').setAttribute('open', '');
    await frames(2);
    expect(record()).toMatchObject({ clickMs: null, seenMs: null, trustedClicks: 0 });
  });

  it('should count two open dialogs as twice, and another dialog as not its effect', async () => {
    const host = demoHost();
    watchClick({ kind: 'dialog', root: 'landing', title: 'Contact our team' });
    click(host.get('#join'));
    host.get('#contact').setAttribute('open', '');
    expect(record().times).toBe(1);
    host.get('#waitlist').setAttribute('open', '');
    expect(record().times).toBe(-1);
    host.get('#waitlist').querySelector('h2')!.textContent = 'Contact our team';
    expect(record().times).toBe(2);
  });

  it('should see a toggle that went back, by how often it changed', async () => {
    const host = demoHost();
    watchClick({ kind: 'pressed', root: 'roster', selector: '.rd-favourite', toggles: true });
    const favourite = host.demo.querySelector('.rd-favourite')!;
    click(favourite);
    favourite.setAttribute('aria-pressed', 'true');
    await frames(2);
    favourite.setAttribute('aria-pressed', 'false');
    await frames(2);
    expect(record()).toMatchObject({ times: 0, changes: 2 });
    expect(record().seenMs).not.toBeNull();
  });

  it('should see an FAQ item opened by the browser, as a native <details>', async () => {
    const host = demoHost();
    watchClick({ kind: 'open', root: 'landing', selector: '.lp-faq-item[data-value="item-0"]', toggles: true });
    click(host.get('summary'));
    host.get('details').setAttribute('open', '');
    await frames(2);
    expect(record()).toMatchObject({ times: 1, changes: 1 });
  });

  it('should look for a shown effect as it ends once settled', async () => {
    const host = demoHost();
    watchClick({ kind: 'shown', root: 'roster', selector: '.rd-detail, .rd-detail-loading', settled: '.rd-detail' });
    click(host.demo.querySelector('.rd-card-open')!);
    host.demo.querySelector('.rd-body')!.innerHTML = '<p class="rd-detail-loading" role="status">Loading Ava…</p>';
    await frames(2);
    expect(record().seenMs).not.toBeNull();
    expect(record(true).times).toBe(0);
    host.demo.querySelector('.rd-body')!.innerHTML = '<article class="rd-detail"></article>';
    expect(record(true).times).toBe(1);
  });

  it('should count the photos moved at all as once, and past one and a half photos as twice', async () => {
    const host = demoHost();
    const track = host.get('.lp-carousel-track');
    vi.spyOn(host.get('.lp-slide'), 'getBoundingClientRect').mockReturnValue({ width: 300 } as DOMRect);
    watchClick({ kind: 'next-slide', root: 'landing', track: '.lp-profile .lp-carousel-track' });
    click(host.get('.lp-carousel-track'));
    track.scrollLeft = 20;
    expect(record().times).toBe(1);
    track.scrollLeft = 312;
    expect(record().times).toBe(1);
    track.scrollLeft = 624;
    expect(record().times).toBe(2);
    vi.restoreAllMocks();
  });
});

describe('whether every widget root is live', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('should wait for the roots in shadow roots inside shadow roots too', () => {
    const host = demoHost();
    expect(allRootsLive()).toBe(false);
    host.root.querySelector('.rk-root')!.setAttribute('data-rk-live', '');
    expect(allRootsLive()).toBe(false);
    host.demo.querySelector('.rk-root')!.setAttribute('data-rk-live', '');
    expect(allRootsLive()).toBe(true);
  });

  it('should not call a page without widget roots live', () => {
    expect(allRootsLive()).toBe(false);
  });
});
