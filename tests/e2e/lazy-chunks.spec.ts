import { expect, test, type Locator, type Page } from '@playwright/test';
import { chunkWith } from './chunks';
import { fillStepOne, rowsFor, submitBothSteps, uniqueEmail } from './backend-rows';
import { claimedByReact, holdScript, mainThreadIdle } from './hold-script';
import { PARTNER, SITE } from './ports.mjs';
import { ATTEMPTS_PER_NEED } from '../../src/lazy/lazy-chunk';
import { notices } from './notices';

/**
 * Fails the first request for a chunk as a network blip would, whenever it comes (the idle
 * preload, intent, or the need itself), and lets every later one through. Resolves once
 * the blip has happened.
 */
async function blipOnce(page: Page, chunk: string, folder = 'widgets/chunks'): Promise<{ happened: Promise<void> }> {
  let blipped!: () => void;
  const happened = new Promise<void>((resolve) => (blipped = resolve));
  let first = true;
  await page.route(`**/${folder}/${chunk}*`, async (route) => {
    if (!first) return route.continue();
    first = false;
    await route.abort('internetdisconnected');
    blipped();
  });
  return { happened };
}

const WAITLIST_CHUNKS = [
  { name: 'step 2', text: 'Step 2 of 2: your interests' },
  { name: 'supabase-js', text: 'X-Client-Info' },
  { name: 'the notices', text: 'Dismiss notification' },
];

for (const { name, text } of WAITLIST_CHUNKS) {
  test.describe(`given the inline waitlist, and a blip on the first fetch of ${name}`, () => {
    test('the sign-up is still stored, and the visitor sees the success notice', async ({ page }) => {
      const blip = await blipOnce(page, chunkWith(text));
      await page.goto(`${PARTNER}/waitlist.html`);
      const form = page.locator('rosterkit-waitlist');
      // The first fetch of the chunk comes when the page is idle or on intent; it fails.
      await form.getByLabel('Full name').focus();
      await blip.happened;
      const email = uniqueEmail('blip');
      await submitBothSteps(form, email, '21-50');
      await expect(notices(form).filter({ hasText: 'Success!' })).toBeVisible();
      await expect(form.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
      expect(await rowsFor(email)).toHaveLength(1);
    });
  });
}

const ROSTER_CHUNKS = [
  { name: 'the detail view', text: 'Go to profile' },
  { name: 'the charts', text: 'recharts_measurement_span' },
];

for (const { name, text } of ROSTER_CHUNKS) {
  test.describe(`given the roster demo, and a blip on the first fetch of ${name}`, () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test('opening a talent still shows the detail view with its charts', async ({ page }) => {
      const blip = await blipOnce(page, chunkWith(text));
      await page.goto(`${PARTNER}/roster-demo.html`);
      const demo = page.locator('rosterkit-roster-demo');
      // The first fetch comes when the page is idle or on intent (a pointer over a card); it fails.
      await demo.getByRole('button', { name: 'Maya Chen', exact: true }).hover();
      await blip.happened;
      await demo.getByRole('button', { name: 'Maya Chen', exact: true }).click();
      await expect(demo.getByRole('heading', { name: 'Maya Chen', level: 3 })).toBeVisible();
      await expect(demo.locator('.recharts-pie-sector')).toHaveCount(2);
    });
  });
}

const DIALOGS: { name: string; page: string; tag: string; trigger: string; title: string; text: string; works: (dialog: Locator) => Promise<void> }[] = [
  {
    // The modal's code, by its close button's icon: the drawn dialogs' opener has its class names too.
    name: 'the waitlist dialog', page: 'waitlist.html', tag: 'rosterkit-waitlist-modal', trigger: 'Join the Waitlist', title: 'Join the Acme Waitlist', text: 'M6 6l12 12M18 6L6 18',
    works: async (dialog) => {
      const email = uniqueEmail('blip-dialog');
      await submitBothSteps(dialog, email);
      await expect(dialog.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
      expect(await rowsFor(email)).toHaveLength(1);
    },
  },
  {
    name: 'the contact dialog', page: 'contact.html', tag: 'rosterkit-contact', trigger: 'Contact us', title: 'Contact our team', text: 'Send message',
    works: async (dialog) => {
      await dialog.getByLabel('Name').fill('Ada Lovelace');
      await dialog.getByLabel('Email').fill('ada@example.com');
      await dialog.getByLabel('Message').fill('We manage 40 creators.');
      await dialog.getByRole('button', { name: 'Send message' }).click();
      await expect(dialog.getByRole('status')).toHaveText("Thank you! We'll reply soon.");
    },
  },
];

for (const dialog of DIALOGS) {
  test.describe(`given ${dialog.name}, and a blip on the first fetch of its code`, () => {
    test('its trigger still opens it, and it works', async ({ page }) => {
      const blip = await blipOnce(page, chunkWith(dialog.text));
      await page.goto(`${PARTNER}/${dialog.page}`);
      // The first fetch comes when the page is idle; it fails.
      await blip.happened;
      await page.locator(dialog.tag).getByRole('button', { name: dialog.trigger }).click();
      const opened = page.getByRole('dialog', { name: dialog.title });
      await expect(opened).toBeVisible();
      await dialog.works(opened);
    });
  });
}

test.describe("given the contact dialog's trigger clicked while the idle preload of its code is still trying, and all its tries fail", () => {
  test('the click asks for the code itself, and opens the dialog', async ({ page }) => {
    let asked!: () => void;
    const held = new Promise<void>((resolve) => (asked = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let requests = 0;
    await page.route(`**/widgets/chunks/${chunkWith('Send message')}*`, async (route) => {
      asked();
      await released;
      // The preload's tries fail; any after them go through.
      if (requests++ < ATTEMPTS_PER_NEED) return route.abort('internetdisconnected');
      return route.continue();
    });
    await page.goto(`${PARTNER}/contact.html`);
    await held;
    await page.locator('rosterkit-contact').getByRole('button', { name: 'Contact us' }).click();
    release();
    await expect(page.getByRole('dialog', { name: 'Contact our team' }).getByRole('button', { name: 'Send message' })).toBeVisible();
    expect(requests).toBe(ATTEMPTS_PER_NEED + 1);
  });
});

test.describe("given the roster demo drawn by its partner's server, and its dialog's code failing until the visitor opens it", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("'Create media kit' asks for the code again, and opens the dialog", async ({ page }) => {
    let online = false;
    let requests = 0;
    let failed!: () => void;
    const failedOnce = new Promise<void>((resolve) => (failed = resolve));
    await page.route(`**/widgets/chunks/${chunkWith('M6 6l12 12M18 6L6 18')}*`, async (route) => {
      requests++;
      if (online) return route.continue();
      await route.abort('internetdisconnected');
      failed();
    });
    await page.goto(`${PARTNER}/server-rendered.html?tag=rosterkit-roster-demo`);
    const demo = page.locator('rosterkit-roster-demo');
    // Hydration needs the drawn dialog's code: it fails, and the demo hydrates without it.
    await failedOnce;
    await expect(demo.locator('.rk-root[data-rk-live]')).toBeAttached();
    // Every try so far, the idle preload's too, has failed: only the click can ask now.
    await mainThreadIdle(page);
    const before = requests;
    online = true;
    await demo.getByRole('button', { name: 'Create media kit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Join the Acme Waitlist' });
    await expect(dialog.getByLabel('Full name')).toBeVisible();
    expect(requests).toBe(before + 1);
    await mainThreadIdle(page);
    await expect(dialog.getByLabel('Full name')).toBeVisible();
  });
});

test.describe("given the roster demo drawn by its partner's server, and its dialog's code never coming", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a card clicked before the script opens its talent, and only the dialog is drawn anew', async ({ page }) => {
    await page.route(`**/widgets/chunks/${chunkWith('M6 6l12 12M18 6L6 18')}*`, (route) => route.abort('internetdisconnected'));
    const release = await holdScript(page, '**/widgets/embed.js');
    await page.goto(`${PARTNER}/server-rendered.html?tag=rosterkit-roster-demo`, { waitUntil: 'commit' });
    const demo = page.locator('rosterkit-roster-demo');
    const heading = demo.getByRole('heading', { name: 'Your company' });
    await heading.evaluate((node) => ((window as unknown as { drawnHeading: Element }).drawnHeading = node));
    await demo.getByRole('button', { name: 'Maya Chen', exact: true }).click();
    release();

    await expect(demo.getByRole('heading', { name: 'Maya Chen' })).toBeFocused();
    await demo.getByRole('button', { name: 'Back to roster' }).click();
    // Hydrated, not drawn anew: the node the server drew is React's.
    expect(await heading.evaluate((node) => node === (window as unknown as { drawnHeading: Element }).drawnHeading)).toBe(true);
    expect(await claimedByReact(heading)).toBe(true);
  });
});

/**
 * Fails every request for a chunk until `need()` is called, then the first after it, as a blip
 * on the visitor's own need would, and lets the rest through. `before` resolves at the first failure.
 */
async function failUntilNeededThenOnce(page: Page, chunk: string) {
  let failedBefore!: () => void;
  const before = new Promise<void>((resolve) => (failedBefore = resolve));
  let needed = false;
  let failedAfter = false;
  await page.route(`**/widgets/chunks/${chunk}*`, async (route) => {
    if (needed && failedAfter) return route.continue();
    if (needed) failedAfter = true;
    await route.abort('internetdisconnected');
    failedBefore();
  });
  return { before, need: () => (needed = true) };
}

for (const width of [375, 1280]) {
  for (const dialog of DIALOGS) {
    test.describe(`given ${dialog.name} at ${width} px, its idle preload failed and its own import failing once`, () => {
      test.use({ viewport: { width, height: 900 } });

      test('one click on its trigger opens it, with its own code, and it works', async ({ page }) => {
        const errors: Error[] = [];
        page.on('pageerror', (error) => errors.push(error));
        const blips = await failUntilNeededThenOnce(page, chunkWith(dialog.text));
        await page.goto(`${PARTNER}/${dialog.page}`);
        await blips.before;
        blips.need();
        await page.locator(dialog.tag).getByRole('button', { name: dialog.trigger }).click();
        const opened = page.getByRole('dialog', { name: dialog.title });
        await expect(opened).toBeVisible();
        await dialog.works(opened);
        expect(errors).toEqual([]);
      });
    });
  }
}

test.describe('given embed.js, and a blip on the first fetch of a widget\'s script', () => {
  test('the widget still comes once the browser is back online', async ({ page }) => {
    const blip = await blipOnce(page, 'waitlist.js', 'widgets');
    await page.goto(`${PARTNER}/snippet/placeholder.html`);
    await blip.happened;
    const form = page.locator('rosterkit-waitlist');
    // The page hears of its failed import a moment after the blip: 'online' until it has.
    await expect(async () => {
      await page.evaluate(() => dispatchEvent(new Event('online')));
      await expect(form.getByLabel('Full name')).toBeVisible({ timeout: 1000 });
    }).toPass();
  });
});

test.describe("given a widget its partner's server drew, and embed.js's fetches of its script failing while the page loads", () => {
  test("the visitor's next press asks for the script again, and the widget comes alive", async ({ page }) => {
    let requests = 0;
    await page.route(`${SITE}/widgets/waitlist.js`, (route) => (++requests <= ATTEMPTS_PER_NEED ? route.abort('internetdisconnected') : route.continue()));
    await page.goto(`${PARTNER}/server-rendered.html?tag=rosterkit-waitlist`);
    await expect.poll(() => requests).toBe(ATTEMPTS_PER_NEED);
    const root = page.locator('rosterkit-waitlist .rk-root');
    // The page hears of its failed import a moment after the blip: a press until it has.
    await expect(async () => {
      await page.getByRole('heading', { name: 'Partner page' }).click();
      await expect(root).toHaveAttribute('data-rk-live', '', { timeout: 1000 });
    }).toPass();
  });
});

test.describe("given a widget its partner's server drew, clicked while embed.js's fetch of its script is under way and failing", () => {
  test('the script is asked for again at once, and the click acts once it has run', async ({ page }) => {
    let requests = 0;
    let fail!: () => void;
    const failing = new Promise<void>((resolve) => (fail = resolve));
    await page.route(`${SITE}/widgets/waitlist.js`, async (route) => {
      const request = ++requests;
      if (request > ATTEMPTS_PER_NEED) return route.continue();
      if (request === 1) await failing;
      return route.abort('internetdisconnected');
    });
    await page.goto(`${PARTNER}/server-rendered.html?tag=rosterkit-waitlist`);
    await expect.poll(() => requests).toBe(1);
    const form = page.locator('rosterkit-waitlist');
    await fillStepOne(form, uniqueEmail('held-retry'));
    // Held, as every click on a drawn widget is until its script has run.
    await form.getByRole('button', { name: 'Next' }).click();
    fail();
    await expect(form.locator('.rk-root[data-rk-live]')).toBeAttached();
    const step2 = form.getByText('Step 2 of 2: your interests');
    await expect(step2).toBeVisible();
    // Once: a second press would have gone on from step 2.
    await mainThreadIdle(page);
    await expect(step2).toBeVisible();
    expect(requests).toBe(ATTEMPTS_PER_NEED + 1);
  });
});

test.describe('given the roster demo, while its detail view cannot be fetched', () => {
  test('a card opened from the keyboard gives the focus to a way back, loading and after the fetch failed', async ({ page }) => {
    let fail!: () => void;
    const failing = new Promise<void>((resolve) => (fail = resolve));
    await page.route(`**/widgets/chunks/${chunkWith('Go to profile')}*`, async (route) => {
      await failing;
      await route.abort('internetdisconnected');
    });
    await page.goto(`${PARTNER}/roster-demo.html`);
    const demo = page.locator('rosterkit-roster-demo');
    const card = demo.getByRole('button', { name: 'Maya Chen', exact: true });
    await card.focus();
    await page.keyboard.press('Enter');
    await expect(demo.getByRole('status')).toHaveText('Loading Maya Chen…');
    const back = demo.getByRole('button', { name: 'Back to roster' });
    await expect(back).toBeFocused();

    fail();
    await expect(demo.getByRole('alert')).toHaveText('This talent could not be loaded. Please check your connection.');
    await expect(back).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(card).toBeFocused();
  });
});
