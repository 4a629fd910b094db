import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { fillStepOne, rowsFor, uniqueEmail } from './backend-rows';
import { BACKEND, PARTNER, SITE } from './ports.mjs';
import { errorNotices } from './notices';

const GENERIC = 'There was a problem submitting your form. Please try again.';
const REST = `${BACKEND}/rest/v1/waitlist**`;
const CORS = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*', 'Access-Control-Allow-Methods': 'POST' };

/** Answers a preflight as the gateway would, and the insert itself with `answer`. */
function failWith(answer: (route: Route) => Promise<void>) {
  return async (route: Route) => {
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 200, headers: CORS });
    return answer(route);
  };
}

/** What a fault's start leaves for its wait: for a hang, the moment the request went out. */
interface Started {
  sent?: Promise<void>;
}

interface Fault {
  name: string;
  shown: string;
  /** Sets the fault up; what it resolves with is passed to wait. */
  start: (page: Page) => Promise<Started | object | void>;
  /** What happens between the click and the notice (the clock moving on, for a hang). */
  wait?: (page: Page, started: Started) => Promise<unknown>;
  stop: (page: Page) => Promise<unknown>;
}

const FAULTS: Fault[] = [
  {
    name: 'a response that never comes',
    shown: GENERIC,
    start: async (page) => {
      let sent!: () => void;
      const started = { sent: new Promise<void>((resolve) => (sent = resolve)) };
      await page.route(REST, () => sent() /* and never answered: only the 15 s timeout ends it */);
      return started;
    },
    // The timeout starts just before the request goes out. Paused from then, the page's clock
    // moves only with runFor: a slow machine's real seconds do not count (as in waitlist.spec).
    wait: async (page, { sent }) => {
      await sent;
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
      await page.clock.runFor(15_500);
    },
    stop: (page) => page.unroute(REST),
  },
  {
    name: 'offline',
    shown: GENERIC,
    start: (page) => page.context().setOffline(true),
    stop: (page) => page.context().setOffline(false),
  },
  {
    name: 'connection refused',
    shown: GENERIC,
    start: (page) => page.route(REST, (route) => route.abort('connectionrefused')),
    stop: (page) => page.unroute(REST),
  },
  {
    name: 'HTTP 500 with a PostgREST body',
    shown: 'canceling statement due to statement timeout',
    start: (page) =>
      page.route(REST, failWith((route) => route.fulfill({
        status: 500,
        headers: { ...CORS, 'Content-Type': 'application/json' },
        body: JSON.stringify({ code: '57014', details: null, hint: null, message: 'canceling statement due to statement timeout' }),
      }))),
    stop: (page) => page.unroute(REST),
  },
  {
    name: 'HTTP 503 from a proxy',
    shown: GENERIC,
    start: (page) =>
      page.route(REST, failWith((route) => route.fulfill({ status: 503, headers: { ...CORS, 'Content-Type': 'text/html' }, body: '<html><body><h1>503 Service Unavailable</h1></body></html>' }))),
    stop: (page) => page.unroute(REST),
  },
  {
    name: 'a 4xx with a PostgREST error body',
    shown: 'new row for relation "waitlist" violates check constraint "waitlist_name_check"',
    start: (page) =>
      page.route(REST, failWith((route) => route.fulfill({
        status: 400,
        headers: { ...CORS, 'Content-Type': 'application/json' },
        body: JSON.stringify({ code: '23514', details: null, hint: null, message: 'new row for relation "waitlist" violates check constraint "waitlist_name_check"' }),
      }))),
    stop: (page) => page.unroute(REST),
  },
  {
    name: 'a non-JSON body',
    shown: GENERIC,
    start: (page) => page.route(REST, failWith((route) => route.fulfill({ status: 502, headers: { ...CORS, 'Content-Type': 'text/plain' }, body: 'Bad Gateway' }))),
    stop: (page) => page.unroute(REST),
  },
  {
    // A URL that reaches another JSON API, or a proxy answering for the backend: no row named.
    name: 'a success answer without the new row',
    shown: GENERIC,
    start: (page) => page.route(REST, failWith((route) => route.fulfill({ status: 201, headers: { ...CORS, 'Content-Type': 'application/json' }, body: '{}' }))),
    stop: (page) => page.unroute(REST),
  },
  {
    // A real server that sends no CORS headers: the widgets' own static origin.
    name: 'a CORS failure',
    shown: GENERIC,
    start: (page) => pointBackendAt(page, SITE),
    stop: (page) => pointBackendAt(page, BACKEND),
  },
];

function pointBackendAt(page: Page, url: string) {
  return page.evaluate((value) => {
    for (const element of document.querySelectorAll('rosterkit-waitlist, rosterkit-waitlist-modal')) {
      element.setAttribute('data-supabase-url', value);
    }
  }, url);
}

const VARIANTS = [
  {
    name: 'inline form',
    open: async (page: Page) => page.locator('rosterkit-waitlist'),
  },
  {
    name: 'modal',
    open: async (page: Page) => {
      await page.getByRole('button', { name: 'Join the Waitlist' }).click();
      return page.getByRole('dialog', { name: 'Join the Acme Waitlist' });
    },
  },
];

async function fillBothSteps(form: Locator, email: string) {
  await fillStepOne(form, email);
  await form.getByLabel('Phone number').fill('555 0100');
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByLabel('How important is this solution to you?').selectOption('somewhat');
  await form.getByLabel('White Label Solution').check();
  await form.getByLabel('Is there a feature you would like us to build?').fill('Contracts');
}

/** Writes `state` under the key of the draft the form has saved, as a host page's own script could. */
async function overwriteDraft(page: Page, state: Record<string, unknown>) {
  const draftKey = () => page.evaluate(() => Object.keys(sessionStorage).find((name) => name.startsWith('rosterkit-draft:')) ?? '');
  await expect.poll(draftKey).toMatch(/^rosterkit-draft:/);
  await page.evaluate(([key, draft]) => sessionStorage.setItem(key, draft), [await draftKey(), JSON.stringify({ state, version: 0 })] as const);
}

async function expectEverythingKept(form: Locator, email: string) {
  await expect(form.getByLabel('How important is this solution to you?')).toHaveValue('somewhat');
  await expect(form.getByLabel('White Label Solution')).toBeChecked();
  await expect(form.getByLabel('Is there a feature you would like us to build?')).toHaveValue('Contracts');
  await form.getByRole('button', { name: 'Back' }).click();
  await expect(form.getByLabel('Full name')).toHaveValue('Ada Lovelace');
  await expect(form.getByLabel('Email address')).toHaveValue(email);
  await expect(form.getByLabel('Company name')).toHaveValue('Analytical Agency');
  await expect(form.getByLabel('Phone number')).toHaveValue('555 0100');
  await expect(form.getByLabel('How many creators do you manage?')).toHaveValue('6-20');
  await form.getByRole('button', { name: 'Next' }).click();
}

for (const variant of VARIANTS) {
  test.describe(`given the waitlist ${variant.name} and a failing backend`, () => {
    for (const fault of FAULTS) {
      test(`${fault.name}: it shows the right text, keeps every value, and a retry inserts one row`, async ({ page }) => {
        // A clock the test can move on; it ticks in real time until then.
        await page.clock.install();
        await page.goto(`${PARTNER}/waitlist.html`);
        const form = await variant.open(page);
        const email = uniqueEmail('fault');
        await fillBothSteps(form, email);
        const started = (await fault.start(page)) ?? {};
        await form.getByRole('button', { name: 'Submit' }).click();
        await fault.wait?.(page, started);
        await expect(errorNotices(page).filter({ hasText: fault.shown })).toContainText('Submission Error');
        await expect(form.getByRole('button', { name: 'Submit' })).toBeEnabled();
        await expectEverythingKept(form, email);
        await fault.stop(page);
        await form.getByRole('button', { name: 'Submit' }).click();
        await expect(form.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
        expect(await rowsFor(email)).toHaveLength(1);
      });
    }
  });
}

test.describe('given a proxy that drops the Accept header asking for one row', () => {
  test('the row comes back as an array of one: the form thanks the visitor and names the stored row', async ({ page }) => {
    await page.route(REST, (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const headers = Object.fromEntries(Object.entries(route.request().headers()).filter(([name]) => name !== 'accept'));
      return route.continue({ headers });
    });
    await page.goto(`${PARTNER}/waitlist.html`);
    const success = page.evaluate(
      () => new Promise<string>((resolve) => document.addEventListener('rosterkit-waitlist-success', (event) => resolve((event as CustomEvent<{ id: string }>).detail.id))),
    );
    const form = page.locator('rosterkit-waitlist');
    const email = uniqueEmail('accept');
    await fillBothSteps(form, email);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(await success).toBe(rows[0]?.id);
  });
});

test.describe('given an impatient visitor', () => {
  test('a double click, a triple click and Enter pressed twice each send one request and store one row', async ({ page }) => {
    await page.goto(`${PARTNER}/waitlist.html`);
    const form = page.locator('rosterkit-waitlist');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().startsWith(`${BACKEND}/rest/`)) posts.push(request.url());
    });
    // Slow answers make the bursts land while the first request is in flight.
    await page.route(REST, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    const bursts: ((submit: Locator) => Promise<void>)[] = [
      (submit) => submit.dblclick(),
      (submit) => submit.click({ clickCount: 3 }),
      async (submit) => {
        await submit.focus();
        await page.keyboard.press('Enter');
        await page.keyboard.press('Enter');
      },
    ];
    for (const burst of bursts) {
      const email = uniqueEmail('burst');
      await page.reload();
      await fillBothSteps(form, email);
      const before = posts.length;
      await burst(form.getByRole('button', { name: 'Submit' }));
      await expect(form.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
      expect(posts.length - before).toBe(1);
      expect(await rowsFor(email)).toHaveLength(1);
    }
  });
});

test.describe('given a half-filled form', () => {
  test('a reload brings back both steps until a successful submit clears the draft', async ({ page }) => {
    await page.goto(`${PARTNER}/waitlist.html`);
    const form = page.locator('rosterkit-waitlist');
    const email = uniqueEmail('draft');
    await fillBothSteps(form, email);
    await page.reload();
    await expectEverythingKept(form, email);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await page.reload();
    await expect(form.getByLabel('Full name')).toHaveValue('');
    await expect(form.getByLabel('Email address')).toHaveValue('');
  });

  test('a draft the host page wrote over brings back what fits, and the form still signs up', async ({ page }) => {
    await page.goto(`${PARTNER}/waitlist.html`);
    const form = page.locator('rosterkit-waitlist');
    await form.getByLabel('Full name').fill('Ada Lovelace');
    // The host page shares sessionStorage: its own script may write anything under the draft's key.
    await overwriteDraft(page, { name: 'Grace Hopper', email: 42, companyName: null, featureChoices: 'Payments', creatorCount: ['6-20'], step: 'interests' });
    await page.reload();
    await expect(form.getByLabel('Full name')).toHaveValue('Grace Hopper');
    await expect(form.getByLabel('Email address')).toHaveValue('');
    const email = uniqueEmail('foreign-draft');
    await fillBothSteps(form, email);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    expect(await rowsFor(email)).toHaveLength(1);
  });

  // A draft of an older version of the form, or the host page's, may hold choices the form no longer
  // offers: no box could untick them, and the database would refuse every sign-up with them.
  test('a draft with choices the form does not offer comes back without them, and the form signs up', async ({ page }) => {
    await page.goto(`${PARTNER}/waitlist.html`);
    const form = page.locator('rosterkit-waitlist');
    await form.getByLabel('Full name').fill('Ada Lovelace');
    const email = uniqueEmail('stale-draft');
    await overwriteDraft(page, { name: 'Ada Lovelace', email, companyName: 'Analytical Agency', creatorCount: 'lots', importance: 'urgent', featureChoices: ['Bogus', 'Payments'], step: 'details' });
    await page.reload();
    await expect(form.getByLabel('Email address')).toHaveValue(email);
    await expect(form.getByLabel('How many creators do you manage?')).toHaveValue('');
    await form.getByLabel('How many creators do you manage?').selectOption('6-20');
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(form.getByLabel('Payments')).toBeChecked();
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    expect(await rowsFor(email)).toEqual([expect.objectContaining({ creator_count: '6-20', importance: null, feature_choices: ['Payments'] })]);
  });

  /** The inline form's step 1, filled with an address an email input refuses. */
  async function withInvalidEmail(page: Page) {
    await page.goto(`${PARTNER}/waitlist.html`);
    const form = page.locator('rosterkit-waitlist');
    await fillStepOne(form, 'ada-at-example', { name: 'Ada', company: 'Co', creators: '0' });
    return form;
  }

  test('an invalid email is named beside the field, which keeps its value', async ({ page }) => {
    const form = await withInvalidEmail(page);
    await form.getByRole('button', { name: 'Next' }).click();
    const email = form.getByLabel('Email address');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address, like name@agency.com.');
    await expect(email).toBeFocused();
    await expect(email).toHaveValue('ada-at-example');
    await email.fill('ada@example.com');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(form.getByRole('button', { name: 'Submit' })).toBeVisible();
  });

  test('an invalid email sent with Enter from its own field is announced, as the focus does not move, and again at each press', async ({ page }) => {
    const form = await withInvalidEmail(page);
    await form.getByLabel('Email address').press('Enter');
    const alert = form.getByRole('alert');
    await expect(alert).toHaveText('Please enter a valid email address, like name@agency.com.');
    // A screen reader announces an alert added to the page: the second press adds a new one.
    await alert.evaluate((element) => Object.assign(element, { announced: true }));
    await form.getByLabel('Email address').press('Enter');
    await expect(alert).toHaveText('Please enter a valid email address, like name@agency.com.');
    expect(await alert.evaluate((element) => 'announced' in element)).toBe(false);
  });
});
