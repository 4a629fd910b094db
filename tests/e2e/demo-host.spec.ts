import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { consoleProblems } from './console-problems';
import { holdScript, mainThreadIdle } from './hold-script';
import { BACKEND } from './ports.mjs';
import { expectAtItsScrollMargin } from './sections';

/** The page's Content-Security-Policy <meta>, each directive with its sources. */
async function cspOf(page: Page): Promise<Record<string, string[]>> {
  const content = (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? '';
  return Object.fromEntries(content.split(';').map((directive) => directive.trim().split(/\s+/)).map(([name = '', ...sources]) => [name, sources]));
}

/** 'self', then inline code allowed by its hash alone: never 'unsafe-inline', a host or a scheme. */
function expectSelfAndHashes(sources: string[] | undefined) {
  expect(sources?.[0]).toBe("'self'");
  expect(sources?.length).toBeGreaterThan(1);
  for (const source of sources?.slice(1) ?? []) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
}

/** The page's apple-touch-icon: a 180 px square PNG, opaque (iOS shows transparent corners black). */
async function expectTouchIcon(page: Page) {
  const href = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  const response = await page.request.get(href ?? '/apple-touch-icon.png');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const icon = sharp(await response.body());
  expect(await icon.metadata()).toMatchObject({ format: 'png', width: 180, height: 180 });
  expect((await icon.stats()).isOpaque).toBe(true);
}

for (const width of [375, 768, 1280]) {
  test.describe(`given the demo host ${width} px wide`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the home page is the landing page, with proper head, a strict CSP and no failed request', async ({ page }) => {
      const problems = consoleProblems(page, { failedAnswers: true });
      page.on('requestfailed', (request) => problems.push(`failed ${request.url()}`));

      const response = await page.goto('/');
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle('Rosterkit | Live media kits and talent rosters for agencies');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /media kits/);
      await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', 'width=device-width, initial-scale=1');
      const csp = await cspOf(page);
      expect(Object.keys(csp).sort()).toEqual(['base-uri', 'connect-src', 'default-src', 'img-src', 'script-src', 'style-src']);
      expect(csp).toMatchObject({ 'default-src': ["'self'"], 'img-src': ["'self'", 'data:'], 'connect-src': ["'self'", BACKEND], 'base-uri': ["'none'"] });
      expectSelfAndHashes(csp['script-src']);
      expectSelfAndHashes(csp['style-src']);
      // The host's own styles are inline, allowed by their hash: blocked, the body would keep its 8 px margin.
      expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
      const favicon = await page.locator('link[rel="icon"]').getAttribute('href');
      expect((await page.request.get(favicon ?? '/favicon.ico')).status()).toBe(200);
      await expectTouchIcon(page);

      await expect(page.getByRole('heading', { name: 'Revolutionize Your Media Kits & Talent Roster' })).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'hello@rosterkit.io' })).toHaveAttribute('href', 'mailto:hello@rosterkit.io');
      // Every image is the bundle's own: loaded from this origin, none broken.
      await page.getByRole('article', { name: 'Sofia Martinez' }).scrollIntoViewIfNeeded();
      await expect.poll(() =>
        page.locator('rosterkit-landing').locator('img').evaluateAll((images) =>
          images.every((image) => new URL((image as HTMLImageElement).src).origin === location.origin),
        ),
      ).toBe(true);
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      expect(problems).toEqual([]);
    });

    test('nothing shifts while the widgets mount', async ({ page }) => {
      await page.addInitScript(() => {
        const shifts: PerformanceEntry[] = [];
        const observer = new PerformanceObserver((list) => shifts.push(...list.getEntries()));
        observer.observe({ type: 'layout-shift', buffered: true });
        // Entries not yet handed to the callback are taken when read.
        (window as unknown as { layoutShifts: () => PerformanceEntry[] }).layoutShifts = () => [...shifts, ...observer.takeRecords()];
      });
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Mounted in full: the sections after the first frame, the footer, every image and lazy part.
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const shifts = await page.evaluate(() =>
        (window as unknown as { layoutShifts: () => PerformanceEntry[] })
          .layoutShifts()
          .filter((entry) => !(entry as PerformanceEntry & { hadRecentInput: boolean }).hadRecentInput)
          .map((entry) => (entry as PerformanceEntry & { value: number }).value),
      );
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
    });

    test('an unknown path answers 404 with the not-found page, logs the path and links home', async ({ page }) => {
      const logged: string[] = [];
      page.on('console', (message) => logged.push(message.text()));
      const response = await page.goto('/no/such/page');
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle('Page not found | Rosterkit');
      await expect(page.getByRole('heading', { name: '404', level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: '404', level: 1 })).toHaveCSS('font-size', '120px');
      // SPEC's words, whole: not a part of other words.
      await expect(page.getByText('Oops! Page not found', { exact: true })).toBeVisible();
      await expect.poll(() => logged.some((text) => text.includes('/no/such/page'))).toBe(true);
      await expectTouchIcon(page);
      // Its styles by their hashes; no script and no request to the backend.
      const csp = await cspOf(page);
      expect(Object.keys(csp).sort()).toEqual(['base-uri', 'default-src', 'img-src', 'style-src']);
      expect(csp).toMatchObject({ 'default-src': ["'self'"], 'img-src': ["'self'", 'data:'], 'base-uri': ["'none'"] });
      expectSelfAndHashes(csp['style-src']);

      await page.getByRole('link', { name: 'Return to Home', exact: true }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { name: 'Revolutionize Your Media Kits & Talent Roster' })).toBeVisible();
    });
  });
}

test.describe('given a deep link to a section', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('/#faq opens scrolled to the FAQ, although it lives in a shadow root', async ({ page }) => {
    await page.goto('/#faq');
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    await expectAtItsScrollMargin(faq, 'FAQ');
  });

  for (const moved of ['scrolled', 'moved the focus'] as const) {
    test(`/#faq: a visitor who has ${moved} before the script ran is left there`, async ({ page }) => {
      const release = await holdScript(page, '**/widgets/landing.js');
      await page.goto('/#faq');
      const join = page.locator('rosterkit-landing').getByRole('banner').getByRole('button', { name: 'Join Waitlist', exact: true });
      if (moved === 'scrolled') {
        // With the wheel, as a visitor scrolls: the browser goes on taking the page to the anchor
        // of /#faq as it lays out, until the visitor scrolls; a script's scrollTo does not count.
        const landed = await page.evaluate(() => scrollY);
        await page.mouse.move(640, 400);
        await page.mouse.wheel(0, 300);
        await expect.poll(() => page.evaluate(() => scrollY)).not.toBe(landed);
        await mainThreadIdle(page);
      } else await join.focus();
      const scrolled = await page.evaluate(() => scrollY);
      release();
      // Hydrated: the header's button is React's, which opens the dialog itself.
      await expect(join).not.toHaveAttribute('commandfor');
      await mainThreadIdle(page);
      expect(await page.evaluate(() => scrollY)).toBe(scrolled);
      if (moved === 'moved the focus') await expect(join).toBeFocused();
    });
  }

  test('/#faq: when the page is already at the FAQ as the script runs, the FAQ takes the focus', async ({ page }) => {
    const release = await holdScript(page, '**/widgets/landing.js');
    await page.goto('/#faq');
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    // Where the browser's own scroll to the anchor puts it, when it reaches it.
    await faq.evaluate((section) => section.scrollIntoView({ block: 'start' }));
    release();
    await expect(faq).toBeFocused();
    expect(await faq.evaluate((section) => section.getBoundingClientRect().top)).toBeLessThan(120);
  });

  test('a fragment that is not valid percent-encoding (/#100%) leaves the page whole', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/#100%');
    // The deep link is looked up as the landing hydrates: after that, the header's button is React's.
    const join = page.locator('rosterkit-landing').getByRole('banner').getByRole('button', { name: 'Join Waitlist', exact: true });
    await expect(join).not.toHaveAttribute('commandfor');
    await mainThreadIdle(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Frequently asked questions' })).toBeAttached();
    expect(errors).toEqual([]);
  });
});
