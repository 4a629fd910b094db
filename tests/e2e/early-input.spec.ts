import { expect, test, type Locator, type Page } from '@playwright/test';
import { fillStepOne } from './backend-rows';
import { holdScript, mainThreadIdle } from './hold-script';
import { errorNotices } from './notices';

/*
 * The demo host's landing page is drawn in the HTML and works before its script: the browser opens
 * the dialogs (commandfor) and the FAQ (<details name>) by itself, and a click on any other button
 * is held from the first paint (src/element/early-input.ts) and carried out once, when its part is
 * hydrated. Every control is clicked as soon as it is visible, on a slow phone and network.
 */

const landing = (page: Page) => page.locator('rosterkit-landing');
const roster = (page: Page) => page.locator('rosterkit-roster-demo');
const openDialogs = (page: Page) => page.locator('dialog[open]');

/** A waitlist or contact dialog, open, the only one: its title. */
async function expectOneDialog(page: Page, title: string | RegExp) {
  await expect(openDialogs(page)).toHaveCount(1);
  await expect(openDialogs(page).locator('h2')).toHaveText(title);
}

interface Control {
  name: string;
  /** The roster demo is shown from 768 px only. */
  wideOnly?: boolean;
  find: (page: Page) => Locator;
  /** Passes once the click has acted, and still after the page settled: it acted once. */
  acted: (page: Page) => Promise<void>;
}

const BRANDED = /^Join the .+ Waitlist$/;
const button = (page: Page, name: string) => landing(page).getByRole('button', { name, exact: true }).first();
const favourite = (page: Page) => roster(page).getByRole('button', { name: 'Favourite Maya Chen' });
const listView = (page: Page) => roster(page).getByRole('button', { name: 'List view' });
const track = (page: Page) => landing(page).locator('.lp-carousel-track');

/** The carousel has moved `photos` photos on: more than one fewer, less than one more. */
async function movedPhotos(page: Page, photos = 1) {
  const step = await track(page).evaluate((node) => (node.firstElementChild as HTMLElement).offsetWidth);
  await expect.poll(() => track(page).evaluate((node) => node.scrollLeft)).toBeGreaterThan(step * (photos - 0.5));
  expect(await track(page).evaluate((node) => node.scrollLeft)).toBeLessThan(step * (photos + 0.5));
}

const CONTROLS: Control[] = [
  { name: "the header's 'Join Waitlist'", find: (page) => button(page, 'Join Waitlist'), acted: (page) => expectOneDialog(page, 'Join the Waitlist') },
  { name: "the hero's 'Join the Waitlist'", find: (page) => button(page, 'Join the Waitlist'), acted: (page) => expectOneDialog(page, BRANDED) },
  { name: "'Get Notified When We Launch'", find: (page) => button(page, 'Get Notified When We Launch'), acted: (page) => expectOneDialog(page, BRANDED) },
  { name: "a 'Learn more'", find: (page) => button(page, 'Learn more'), acted: (page) => expectOneDialog(page, BRANDED) },
  { name: 'the call to action', find: (page) => button(page, 'Join the Waiting List'), acted: (page) => expectOneDialog(page, BRANDED) },
  { name: "'Contact us'", find: (page) => button(page, 'Contact us'), acted: (page) => expectOneDialog(page, 'Contact our team') },
  { name: "'Reach out to our team'", find: (page) => button(page, 'Reach out to our team'), acted: (page) => expectOneDialog(page, 'Contact our team') },
  { name: "the profile's 'Contact'", find: (page) => button(page, 'Contact'), acted: (page) => expectOneDialog(page, 'Contact our team') },
  {
    name: 'an FAQ question',
    find: (page) => landing(page).locator('.lp-faq-item[data-value="item-0"] summary'),
    acted: async (page) => {
      await expect(landing(page).locator('.lp-faq-item[open]')).toHaveCount(1);
      await expect(landing(page).locator('.lp-faq-item[data-value="item-0"]')).toHaveAttribute('open');
    },
  },
  { name: "the carousel's 'Next photo'", find: (page) => button(page, 'Next photo'), acted: (page) => movedPhotos(page) },
  {
    name: 'a talent card',
    wideOnly: true,
    find: (page) => roster(page).getByRole('button', { name: 'Maya Chen', exact: true }),
    acted: (page) => expect(roster(page).getByRole('heading', { name: 'Maya Chen' })).toBeVisible(),
  },
  {
    name: 'a favourite',
    wideOnly: true,
    find: favourite,
    acted: async (page) => {
      await expect(favourite(page)).toHaveAttribute('aria-pressed', 'true');
      await expect(favourite(page)).not.toHaveAttribute('aria-busy');
    },
  },
  { name: "'List view'", wideOnly: true, find: listView, acted: (page) => expect(listView(page)).toHaveAttribute('aria-pressed', 'true') },
  { name: "'Create media kit'", wideOnly: true, find: (page) => roster(page).getByRole('button', { name: 'Create media kit' }), acted: (page) => expectOneDialog(page, BRANDED) },
];

/** Every widget root of the page has its React root: nothing is held any more. */
async function settled(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const roots: Element[] = [];
        const visit = (root: Document | ShadowRoot) => {
          for (const element of root.querySelectorAll('*')) if (element.shadowRoot) visit(element.shadowRoot);
          roots.push(...root.querySelectorAll('.rk-root'));
        };
        visit(document);
        // The roots not yet React's, by their element, for the failure message.
        return roots
          .filter((root) => !root.hasAttribute('data-rk-live'))
          .map((root) => (root.getRootNode() as ShadowRoot).host.localName)
          .map((tag) => (customElements.get(tag) ? tag : `${tag} (its script has not run)`));
      }),
      { timeout: 30_000, message: 'every widget root is React\'s' },
    )
    .toEqual([])
    .catch(async (error: unknown) => {
      // Whether the demo host's loader had its cue, and what it fetched, should a load stall again.
      const loader = await page.evaluate(() => ({
        firstContentfulPaint: performance.getEntriesByName('first-contentful-paint').length > 0,
        visibility: document.visibilityState,
        scripts: performance
          .getEntriesByType('resource')
          .filter(({ name }) => name.includes('/widgets/'))
          .map((entry) => `${entry.name.split('/').pop()} ${(entry as PerformanceResourceTiming).responseStatus}`),
      }));
      throw new Error(`${String(error)}\nloader: ${JSON.stringify(loader)}`);
    });
  // Bounded, unlike Playwright's own wait, so that a load that never goes quiet says so.
  await page.waitForLoadState('networkidle', { timeout: 30_000 });
  await mainThreadIdle(page);
}

/**
 * A slow phone: 4x CPU, and every response held for a 150 ms round trip and its bytes at 1.6 Mbps.
 * The network is slowed by routes, not by Chromium's emulation: under that emulation, once in about
 * a hundred loads, six widget requests (as many as Chromium's connections to one host) never completed.
 */
async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.route('**/*', async (route) => {
    const response = await route.fetch();
    const body = await response.body();
    // What came over the wire (compressed), though the body handed back here is decoded.
    const bytes = Number(response.headers()['content-length'] ?? body.length);
    await new Promise((resolve) => setTimeout(resolve, 150 + (bytes / 200_000) * 1000));
    const headers = response.headers();
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({ status: response.status(), headers, body });
  });
}

for (const width of [375, 1280]) {
  test.describe(`given the demo host ${width} px wide on a slow phone`, () => {
    test.use({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
    for (const control of CONTROLS.filter(({ wideOnly }) => !wideOnly || width >= 768)) {
      test(`${control.name}, clicked as soon as it shows, acts once`, async ({ page }) => {
        test.slow();
        await slowPhone(page);
        await page.goto('/', { waitUntil: 'commit' });
        const target = control.find(page);
        await target.click();
        await control.acted(page);
        await settled(page);
        await control.acted(page);
        // Recharts, fetched once the page is idle, may still be held.
        await page.unrouteAll({ behavior: 'ignoreErrors' });
      });
    }
  });

  test.describe(`given the demo host ${width} px wide with JavaScript off`, () => {
    test.use({ viewport: { width, height: 900 }, javaScriptEnabled: false });

    test('every button that opens a dialog opens the right one, and it closes', async ({ page }) => {
      await page.goto('/');
      const openers = CONTROLS.filter(({ name }) => /Join|Notified|Learn|action|Contact|Reach out|media kit/.test(name));
      for (const opener of openers.filter(({ wideOnly }) => !wideOnly || width >= 768)) {
        await opener.find(page).click();
        await opener.acted(page);
        await openDialogs(page).getByRole('button', { name: 'Close' }).click();
        await expect(openDialogs(page)).toHaveCount(0);
      }
    });
  });

  test.describe(`given the demo host ${width} px wide before its script has run`, () => {
    test.use({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });

    test('in a browser without invoker commands, a dialog opener clicked before the script opens its dialog once it has run', async ({ page }) => {
      // Such a browser has no commandForElement, and a click on a button with commandfor does nothing.
      await page.addInitScript(() => {
        delete (HTMLButtonElement.prototype as Partial<HTMLButtonElement>).commandForElement;
        document.addEventListener(
          'click',
          (event) => {
            if (event.composedPath().some((node) => node instanceof Element && node.hasAttribute('commandfor'))) event.preventDefault();
          },
          true,
        );
      });
      const release = await holdScript(page, '**/widgets/landing.js');
      await page.goto('/', { waitUntil: 'commit' });
      await button(page, 'Contact us').click();
      await expect(openDialogs(page)).toHaveCount(0);
      release();
      await expectOneDialog(page, 'Contact our team');
      await settled(page);
      await expectOneDialog(page, 'Contact our team');
    });

    test('when the script failed to load, a press asks for it again, and the held click acts once', async ({ page }) => {
      let requests = 0;
      await page.route('**/widgets/landing.js', (route) => (++requests === 1 ? route.abort('internetdisconnected') : route.continue()));
      await page.goto('/');
      await expect.poll(() => requests).toBe(1);
      const next = button(page, 'Next photo');
      await next.click();
      // The page may hear of the failure a moment after it: until then, a press is not a retry.
      // Shift, which acts on nothing: a second click would act itself once the script has run.
      await expect(async () => {
        await page.keyboard.press('Shift');
        expect(requests).toBe(2);
      }).toPass();
      await settled(page);
      await movedPhotos(page);
    });

    test('a click made while the script is on its way, which then fails, asks for it again at once and acts once', async ({ page }) => {
      let requests = 0;
      let fail!: () => void;
      const failing = new Promise<void>((resolve) => (fail = resolve));
      await page.route('**/widgets/landing.js', async (route) => {
        if (++requests > 1) return route.continue();
        await failing;
        return route.abort('internetdisconnected');
      });
      await page.goto('/');
      await expect.poll(() => requests).toBe(1);
      await button(page, 'Next photo').click();
      fail();
      await settled(page);
      await movedPhotos(page);
      expect(requests).toBe(2);
    });

    test('a notice in a dialog opened before the script is shown in it: read, dismissed, and the dialog stays', async ({ page }) => {
      const release = await holdScript(page, '**/widgets/landing.js');
      await page.goto('/', { waitUntil: 'commit' });
      await button(page, 'Join Waitlist').click();
      await expectOneDialog(page, 'Join the Waitlist');
      release();
      await settled(page);
      const dialog = openDialogs(page);
      await fillStepOne(dialog, 'ada@example.com', { creators: '1-5' });
      await dialog.getByRole('button', { name: 'Next' }).click();
      await page.route('**/rest/v1/waitlist**', (route) => route.abort('connectionrefused'));
      // Where each notice arrives: a live region inserted with a notice in it is not read out.
      await landing(page).evaluate((host) => {
        const arrivals: string[] = [];
        Object.assign(window, { arrivals });
        new MutationObserver((records) => {
          for (const node of records.flatMap((record) => [...record.addedNodes])) {
            if (node instanceof Element && node.matches('li.rk-toast, :has(li.rk-toast)')) arrivals.push(`${node.localName}${node.closest('dialog') ? ' in the dialog' : ''}`);
          }
        }).observe(host.shadowRoot!, { childList: true, subtree: true });
      });
      await dialog.getByRole('button', { name: 'Submit' }).click();
      // Outside the modal dialog the notice would be inert: neither heard nor dismissed.
      const notice = errorNotices(dialog);
      await expect(notice).toContainText('Submission Error');
      // Added on its own to the notification area, once that is in the dialog: not moved in with it.
      expect(await page.evaluate(() => (window as unknown as { arrivals: string[] }).arrivals)).toContain('li in the dialog');
      await dialog.getByRole('button', { name: 'Dismiss notification' }).click({ timeout: 5000 });
      await expect(notice).toHaveCount(0);
      await expectOneDialog(page, 'Join the Waitlist');
    });

    test("the carousel swiped to its end before the script has its buttons say so once it has run", async ({ page }) => {
      const release = await holdScript(page, '**/widgets/landing.js');
      await page.goto('/', { waitUntil: 'commit' });
      await track(page).evaluate((node) => node.scrollTo({ left: node.scrollWidth }));
      release();
      await settled(page);
      await expect(button(page, 'Previous photo')).toHaveAttribute('aria-disabled', 'false');
      await expect(button(page, 'Next photo')).toHaveAttribute('aria-disabled', 'true');
    });

    test("'Next photo' pressed twice before the script moves the photos on by two once it has run", async ({ page }) => {
      const release = await holdScript(page, '**/widgets/landing.js');
      await page.goto('/', { waitUntil: 'commit' });
      await button(page, 'Next photo').click();
      await button(page, 'Next photo').click();
      release();
      await settled(page);
      await movedPhotos(page, 2);
    });

    test('a talent card clicked before the script is dimmed while held, and leaves a visitor who scrolled on where they are', async ({ page }) => {
      test.skip(width < 768, 'the roster demo is shown from 768 px');
      const release = await holdScript(page, '**/widgets/landing.js');
      await page.goto('/', { waitUntil: 'commit' });
      await roster(page).getByRole('button', { name: 'Maya Chen', exact: true }).click();
      // The whole card, not its name alone: a touch screen shows no busy cursor.
      const card = roster(page).locator('.rd-card').filter({ has: page.getByRole('button', { name: 'Maya Chen', exact: true }) });
      await expect(card).toHaveCSS('opacity', '0.8');
      const demoBottom = () => roster(page).evaluate((node) => node.getBoundingClientRect().bottom);
      await page.evaluate(() => scrollTo(0, 2500));
      expect(await demoBottom()).toBeLessThan(0);
      release();
      await settled(page);
      // Told by the focus, which moves to the detail, and not pulled back up to the demo.
      await expect(roster(page).getByRole('heading', { name: 'Maya Chen' })).toBeFocused();
      expect(await demoBottom()).toBeLessThan(0);
    });

    test("a click on an open dialog's backdrop before the script closes it, and it stays closed", async ({ page }) => {
      const release = await holdScript(page, '**/widgets/landing.js');
      await page.goto('/', { waitUntil: 'commit' });
      // A double click's second lands on the backdrop of the dialog its first opened: it stays.
      await button(page, 'Contact us').dblclick();
      await expectOneDialog(page, 'Contact our team');
      await page.mouse.click(5, 5);
      await expect(openDialogs(page)).toHaveCount(0);
      release();
      await settled(page);
      await expect(openDialogs(page)).toHaveCount(0);
    });

    test('a favourite tapped twice before the script stays as it was, and the last layout chosen is the one shown', async ({ page }) => {
      test.skip(width < 768, 'the roster demo is shown from 768 px');
      const release = await holdScript(page, '**/widgets/landing.js');
      await page.goto('/', { waitUntil: 'commit' });
      const heart = favourite(page);
      const before = await heart.getAttribute('aria-pressed');
      await heart.click();
      await heart.click();
      await listView(page).click();
      await roster(page).getByRole('button', { name: 'Grid view' }).click();
      await listView(page).click();
      release();
      await settled(page);
      await expect(heart).toHaveAttribute('aria-pressed', before ?? 'false');
      await expect(heart).not.toHaveAttribute('aria-busy');
      await expect(listView(page)).toHaveAttribute('aria-pressed', 'true');
    });

    test('a press held in a dialog the visitor then closed is given up, and what they typed stays', async ({ page }) => {
      const release = await holdScript(page, '**/widgets/landing.js');
      await page.goto('/', { waitUntil: 'commit' });
      await page.evaluate(() => document.addEventListener('rosterkit-contact-submit', () => Object.assign(window, { sent: true })));
      await button(page, 'Contact us').click();
      await expectOneDialog(page, 'Contact our team');
      const dialog = openDialogs(page);
      await dialog.getByLabel('Name').fill('Ada Lovelace');
      await dialog.getByLabel('Email').fill('ada@example.com');
      await dialog.getByLabel('Message').fill('We manage 40 creators.');
      await dialog.getByRole('button', { name: 'Send message' }).click();
      await expect(dialog.getByRole('button', { name: 'Send message' })).toHaveAttribute('aria-busy', 'true');
      await page.keyboard.press('Escape');
      await expect(openDialogs(page)).toHaveCount(0);
      release();
      await settled(page);
      expect(await page.evaluate(() => 'sent' in window)).toBe(false);
      await button(page, 'Contact us').click();
      await expectOneDialog(page, 'Contact our team');
      await expect(openDialogs(page).getByLabel('Message')).toHaveValue('We manage 40 creators.');
      await expect(openDialogs(page).getByRole('button', { name: 'Send message' })).not.toHaveAttribute('aria-busy');
    });

    test('Enter and Space on a held button show it busy, and each acts when the script has run', async ({ page }) => {
      const release = await holdScript(page, '**/widgets/landing.js');
      await page.goto('/', { waitUntil: 'commit' });
      const next = button(page, 'Next photo');
      await next.focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Space');
      await expect(next).toHaveAttribute('aria-busy', 'true');
      expect(await next.evaluate((node) => getComputedStyle(node).cursor)).toBe('progress');
      // The dialogs' own buttons are the browser's: Enter opens one before any script.
      await button(page, 'Contact us').focus();
      await page.keyboard.press('Enter');
      await expectOneDialog(page, 'Contact our team');
      await page.keyboard.press('Escape');
      release();
      await settled(page);
      await expect(next).not.toHaveAttribute('aria-busy');
      await movedPhotos(page, 2);
    });
  });
}
