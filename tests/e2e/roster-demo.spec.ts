import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { chunkWith, expectFetchedAfterLoad } from './chunks';
import { followRequests } from './network';
import { PARTNER, SITE } from './ports.mjs';

/** The chunk that holds recharts, found by a string only recharts' code contains. */
const chartChunk = () => chunkWith('recharts_measurement_span');

async function openDemo(page: Page) {
  await page.goto(`${PARTNER}/roster-demo.html`);
  const demo = page.locator('rosterkit-roster-demo');
  await expect(demo.getByRole('button', { name: 'Maya Chen', exact: true })).toBeVisible();
  return demo;
}

/** What a frame of the roster demo is about to paint, read in its frame callback. */
interface RosterFrame {
  cards: number;
  footer: boolean;
  height: number;
  toolbarTop: number;
}

const card = (demo: Locator, name: string) =>
  demo.getByRole('listitem').filter({ has: demo.page().getByRole('button', { name, exact: true }) });

test.describe('given the roster demo on a partner page at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('it should show the company header, three talents in a grid and the footer', async ({ page }) => {
    const demo = await openDemo(page);
    await expect(demo.getByRole('heading', { name: 'Your company' })).toBeVisible();
    await expect(demo.getByText('Top 1 agency in the world managing over 200 talents')).toBeVisible();
    await expect(demo.getByRole('list', { name: 'Talents' }).getByRole('listitem').filter({ has: page.getByRole('heading') })).toHaveCount(3);
    const prices = [['Maya Chen', '2,500'], ['Lucas Moreau', '500'], ['Amara Okafor', '2,500']];
    for (const [name, price] of prices) {
      const talent = card(demo, name!);
      await expect(talent).toContainText('Starting from');
      await expect(talent).toContainText(`$${price}`);
      await expect(talent.getByRole('list', { name: 'Followers' })).toContainText(/Instagram:.*YouTube:/);
    }
    await expect(demo.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
    await expect(demo.getByText('Powered by Acme')).toBeVisible();
    const logo = demo.locator('[part~="logo"]');
    await expect(logo).toHaveJSProperty('complete', true);
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // SPEC's figures, not the code's constants: a constant that drifts from SPEC must fail here.
    expect((await demo.boundingBox())?.width).toBe(900);
  });

  test('it should lay the three cards in one row, and one per row after choosing the list', async ({ page }) => {
    const demo = await openDemo(page);
    const tops = async () => Promise.all(['Maya Chen', 'Lucas Moreau', 'Amara Okafor'].map(async (name) => (await card(demo, name).boundingBox())!.y));
    expect(new Set(await tops()).size).toBe(1);
    const grid = await demo.getByRole('list', { name: 'Talents' }).boundingBox();
    expect(grid!.width).toBe(600);
    await demo.getByRole('button', { name: 'List view' }).click();
    await expect(demo.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    await expect(demo.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'false');
    const [a, b, c] = await tops();
    expect(a! < b! && b! < c!).toBe(true);
  });

  test('it should toggle each favourite on its own, locally, without any request', async ({ page }) => {
    const network = followRequests(page);
    const demo = await openDemo(page);
    // Hovering fetches the detail code ahead of a click; let that finish first.
    await card(demo, 'Maya Chen').hover();
    await network.untilQuiet();
    const maya = demo.getByRole('button', { name: 'Favourite Maya Chen' });
    const lucas = demo.getByRole('button', { name: 'Favourite Lucas Moreau' });
    const amara = demo.getByRole('button', { name: 'Favourite Amara Okafor' });
    await maya.click();
    await amara.click();
    await expect(maya).toHaveAttribute('aria-pressed', 'true');
    await expect(lucas).toHaveAttribute('aria-pressed', 'false');
    await expect(amara).toHaveAttribute('aria-pressed', 'true');
    await amara.click();
    await expect(amara).toHaveAttribute('aria-pressed', 'false');
    await expect(demo.getByRole('heading', { name: 'Maya Chen' })).toHaveCount(1);
    expect(network.urls).toEqual([]);

    // Another demo on the same page has favourites of its own.
    await page.evaluate(() => document.querySelector('main')!.append(document.createElement('rosterkit-roster-demo')));
    const second = page.locator('rosterkit-roster-demo').nth(1);
    await expect(second.getByRole('button', { name: 'Favourite Maya Chen' })).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await expect(demo.getByRole('button', { name: 'Favourite Maya Chen' })).toHaveAttribute('aria-pressed', 'false');
  });

  test("'Login' and 'Download roster' should do nothing: no navigation, request or dialog", async ({ page }) => {
    const network = followRequests(page);
    const demo = await openDemo(page);
    await network.untilQuiet();
    const url = page.url();
    await demo.getByRole('button', { name: 'Login' }).click();
    await demo.getByRole('button', { name: 'Download roster' }).click();
    // What the clicks start (a request, a navigation, a dialog) has started by the next frame.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
    expect(page.url()).toBe(url);
    expect(network.urls).toEqual([]);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(page.context().pages()).toHaveLength(1);
  });

  test("'Create media kit' should open 'Join the Acme Waitlist', retitled when data-brand changes", async ({ page }) => {
    const demo = await openDemo(page);
    await page.evaluate(() => {
      const seen: string[] = ((window as unknown as { seen: string[] }).seen = []);
      for (const type of ['rosterkit-open', 'rosterkit-close']) {
        document.addEventListener(type, (event) => seen.push(`${type}:${(event as CustomEvent<{ dialog: string }>).detail.dialog}`));
      }
    });
    await demo.getByRole('button', { name: 'Create media kit' }).click();
    const dialog = demo.getByRole('dialog', { name: 'Join the Acme Waitlist' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Be the first to know when we launch and get early access to our platform!');
    await expect(dialog.getByLabel('Full name')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual(['rosterkit-open:waitlist', 'rosterkit-close:waitlist']);

    await page.locator('rosterkit-roster-demo').evaluate((element) => element.setAttribute('data-brand', 'Globex'));
    await expect(demo.getByText('Powered by Globex')).toBeVisible();
    await demo.getByRole('button', { name: 'Create media kit' }).click();
    await expect(demo.getByRole('dialog', { name: 'Join the Globex Waitlist' })).toBeVisible();
  });

  test('it should reserve its height before the first render, so mounting moves nothing', async ({ page }) => {
    await openDemo(page);
    const reserved = await page.evaluate(() => {
      const element = document.createElement('rosterkit-roster-demo');
      element.id = 'added';
      document.querySelector('main')!.append(element);
      return element.getBoundingClientRect().height;
    });
    // Rendered in full: the footer comes with the cards.
    const added = page.locator('#added');
    await expect(added.getByText('Powered by', { exact: false })).toBeVisible();
    const rendered = await added.evaluate((element) => element.getBoundingClientRect().height);
    expect(Math.abs(reserved - rendered)).toBeLessThanOrEqual(8);
  });

  test('its first frame should draw the header and toolbar in the reserved height, the cards and footer the next, moving nothing drawn', async ({ page }) => {
    // Read in frame callbacks: what each frame is about to paint.
    await page.addInitScript(() => {
      const frames: RosterFrame[] = [];
      Object.assign(window, { rosterFrames: frames });
      const record = () => {
        const host = document.querySelector('rosterkit-roster-demo');
        const toolbar = host?.shadowRoot?.querySelector('[part~="toolbar"]');
        if (host && toolbar) {
          frames.push({
            cards: host.shadowRoot!.querySelectorAll('[part~="card"]').length,
            footer: host.shadowRoot!.querySelector('[part~="footer"]') !== null,
            height: host.getBoundingClientRect().height,
            toolbarTop: toolbar.getBoundingClientRect().top,
          });
        }
        if (frames.at(-1)?.footer !== true) requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    });
    await openDemo(page);
    // Until the frame that paints the footer has been read: React may add it after the last callback.
    const read = () => page.evaluate(() => (window as unknown as { rosterFrames: RosterFrame[] }).rosterFrames);
    await expect.poll(async () => (await read()).at(-1)?.footer).toBe(true);
    const frames = await read();
    expect(frames[0]).toMatchObject({ cards: 0, footer: false });
    expect(frames.at(-1)).toMatchObject({ cards: 3, footer: true });
    expect(new Set(frames.map(({ toolbarTop }) => toolbarTop)).size).toBe(1);
    expect(Math.abs(frames.at(-1)!.height - frames[0]!.height)).toBeLessThanOrEqual(8);
  });
});

test.describe('given the roster demo, before any interaction', () => {
  test('it should fetch recharts not for the first paint, but once the page has loaded and the browser is idle', async ({ page }) => {
    await openDemo(page);
    await expectFetchedAfterLoad(page, chartChunk());
  });

  test('once the browser is idle, recharts should be fetched but not run; a pointer over a card runs it', async ({ page }) => {
    // V8 counts each function's calls: a module that has run has called its top-level code.
    await page.coverage.startJSCoverage({ resetOnNavigation: false });
    const requests = followRequests(page);
    const demo = await openDemo(page);
    const chunk = chartChunk();
    await expect.poll(() => requests.urls.some((url) => url.endsWith(chunk))).toBe(true);
    await page.waitForLoadState('networkidle');
    // An idle callback asked for now runs after the widget's idle preload.
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
    const chartsRan = async () => {
      const scripts = await page.coverage.stopJSCoverage();
      await page.coverage.startJSCoverage({ resetOnNavigation: false, reportAnonymousScripts: false });
      return scripts.some(({ url, functions }) => url.endsWith(chunk) && functions.some(({ ranges }) => ranges[0]!.count > 0));
    };
    expect(await chartsRan()).toBe(false);
    await card(demo, 'Lucas Moreau').hover();
    await expect.poll(chartsRan).toBe(true);
  });

  test('given a visitor who spares data, it should fetch recharts only on pointer intent over a card', async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
    const requests = followRequests(page);
    const demo = await openDemo(page);
    await page.waitForLoadState('networkidle');
    // An idle callback asked for now runs after the widget's own, had it asked for one.
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
    const chunk = chartChunk();
    expect(requests.urls.some((url) => url.endsWith(chunk))).toBe(false);
    expect(requests.urls.every((url) => url.startsWith(SITE) || url.startsWith(PARTNER))).toBe(true);
    await card(demo, 'Lucas Moreau').hover();
    await expect.poll(() => requests.urls.some((url) => url.endsWith(chunk))).toBe(true);
  });

  test('it should not touch sessionStorage until its waitlist dialog opens, which brings back a draft after a reload', async ({ page }) => {
    // Counts every read of window.sessionStorage, the page's own and the widget's.
    await page.addInitScript(() => {
      const owner = [window, Window.prototype].find((target) => Object.getOwnPropertyDescriptor(target, 'sessionStorage'))!;
      const { get } = Object.getOwnPropertyDescriptor(owner, 'sessionStorage')!;
      const counted = window as unknown as { storageReads: number };
      counted.storageReads = 0;
      Object.defineProperty(window, 'sessionStorage', {
        configurable: true,
        get() {
          counted.storageReads += 1;
          return get!.call(window);
        },
      });
    });
    const storageReads = () => page.evaluate(() => (window as unknown as { storageReads: number }).storageReads);
    const demo = await openDemo(page);
    const dialog = demo.getByRole('dialog', { name: 'Join the Acme Waitlist' });
    await page.waitForLoadState('networkidle');
    // An idle callback asked for now runs after the widget's idle preload.
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
    expect(await storageReads()).toBe(0);
    await demo.getByRole('button', { name: 'Create media kit' }).click();
    await dialog.getByLabel('Full name').fill('Ada Lovelace');
    expect(await storageReads()).toBeGreaterThan(0);

    await page.reload();
    await expect(demo.getByRole('button', { name: 'Maya Chen', exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await storageReads()).toBe(0);
    await demo.getByRole('button', { name: 'Create media kit' }).click();
    await expect(dialog.getByLabel('Full name')).toHaveValue('Ada Lovelace');
  });

  test('its logo and portraits should be lazy-loaded and sized, and still show', async ({ page }) => {
    const demo = await openDemo(page);
    const images = demo.locator('img');
    await expect(images).toHaveCount(4);
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute('loading', 'lazy');
      await expect(image).toHaveAttribute('width', /\d+/);
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
  });

  test('it should fetch recharts when a talent is opened from the keyboard', async ({ page }) => {
    const requests = followRequests(page);
    const demo = await openDemo(page);
    const chunk = chartChunk();
    await demo.getByRole('button', { name: 'Amara Okafor', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(demo.getByRole('heading', { name: 'Amara Okafor' })).toBeFocused();
    await expect.poll(() => requests.urls.some((url) => url.endsWith(chunk))).toBe(true);
    await expect(demo.locator('.recharts-pie-sector')).toHaveCount(2);
  });

  // Its size against its budget is the size check's (npm run size); here, what it must leave to later.
  test('the script and its static imports should hold neither recharts nor supabase-js', async () => {
    const seen = new Set<string>();
    const walk = (path: string) => {
      if (seen.has(path)) return;
      seen.add(path);
      const code = readFileSync(path, 'utf8');
      for (const [, target] of code.matchAll(/import\s*(?:[\w$*{}\s,]+from\s*)?["']\.\/([^"']+\.js)["']/g)) {
        walk(`${path.replace(/[^/]+$/, '')}${target}`);
      }
    };
    walk('dist/widgets/roster-demo.js');
    const files = [...seen].map((path) => readFileSync(path, 'utf8'));
    expect(files.length).toBeGreaterThan(1);
    expect(files.some((code) => code.includes('recharts_measurement_span'))).toBe(false);
    expect(files.some((code) => code.includes('X-Client-Info'))).toBe(false);
  });
});

test.describe('given the roster demo on a page with a strict Content-Security-Policy', () => {
  test('it should render styled, draw its charts and show a tooltip without any violation', async ({ page }) => {
    await page.addInitScript(() => {
      const violations: string[] = ((window as unknown as { violations: string[] }).violations = []);
      document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    await page.goto(`${PARTNER}/roster-demo-csp.html`);
    const demo = page.locator('rosterkit-roster-demo');
    await demo.getByRole('button', { name: 'Maya Chen', exact: true }).click();
    const age = demo.getByRole('article', { name: 'Audience age' });
    const bar = age.locator('.recharts-bar-rectangle path').nth(3);
    await expect(bar).toBeVisible();
    await bar.hover();
    await expect(age.getByText('Age: 35-44')).toBeVisible();
    expect((await age.boundingBox())!.height).toBe(192); // 12rem at 16 px
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
  });
});

for (const width of [375, 768]) {
  test.describe(`given the roster demo at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('it should show every text of the roster and fit the viewport', async ({ page }) => {
      const demo = await openDemo(page);
      for (const text of ['Your company', 'Top 1 agency in the world managing over 200 talents', 'Powered by Acme']) {
        await expect(demo.getByText(text)).toBeVisible();
      }
      for (const name of ['Login', 'Download roster', 'Create media kit', 'Grid view', 'List view']) {
        await expect(demo.getByRole('button', { name })).toBeVisible();
      }
      await expect(demo.getByText('Starting from')).toHaveCount(3);
      const box = await demo.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBe(0);
    });
  });
}
