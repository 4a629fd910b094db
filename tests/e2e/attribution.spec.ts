import { expect, test } from '@playwright/test';
import { rowsFor, signUp, submitBothSteps, uniqueEmail, type StoredRow } from './backend-rows';
import { PARTNER } from './ports.mjs';
import { holdScript } from './hold-script';
import { notices } from './notices';

const ATTRIBUTION_COLUMNS: Array<keyof StoredRow> = ['page_url', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'source', 'widget'];
const NOTHING = Object.fromEntries(ATTRIBUTION_COLUMNS.map((column) => [column, null]));

/** The attribution columns of the one row stored for an email. */
async function attributionOf(email: string): Promise<Record<string, unknown>> {
  const rows = await rowsFor(email);
  expect(rows).toHaveLength(1);
  return Object.fromEntries(ATTRIBUTION_COLUMNS.map((column) => [column, rows[0]![column]]));
}

test.describe('given a partner page opened with UTM values, a fragment and a private query', () => {
  test('the sign-up stores exactly the UTM values, the page, the label and the widget, and nothing else of the URL', async ({ page }) => {
    const email = uniqueEmail('utm');
    await page.goto(`${PARTNER}/attribution.html?utm_source=newsletter&utm_medium=email&utm_campaign=launch&utm_term=agency+tools&utm_content=hero&email=ada%40example.com&token=s3cret#signup`);
    await signUp(page.locator('rosterkit-waitlist'), email);
    const stored = await attributionOf(email);
    expect(stored).toEqual({
      page_url: `${PARTNER}/attribution.html`,
      referrer: null,
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'launch',
      utm_term: 'agency tools',
      utm_content: 'hero',
      source: 'acme-blog',
      widget: 'waitlist',
    });
    const row = JSON.stringify((await rowsFor(email))[0]);
    expect(row).not.toContain('s3cret');
    expect(row).not.toContain('token');
    expect(row).not.toContain('signup');
  });
});

test.describe('given a visitor who arrives with UTM values and clicks to another page of the site', () => {
  test('the sign-up there keeps the first page\'s UTM values and stores that page as the referrer', async ({ page }) => {
    const email = uniqueEmail('visit');
    await page.goto(`${PARTNER}/attribution.html?utm_source=partner&utm_campaign=spring`);
    await expect(page.locator('rosterkit-waitlist').getByLabel('Full name')).toBeVisible();
    await page.getByRole('link', { name: 'Read the next post' }).click();
    await expect(page).toHaveURL(/attribution-next\.html\?page=2$/);
    await signUp(page.locator('rosterkit-waitlist'), email);
    expect(await attributionOf(email)).toEqual({
      ...NOTHING,
      page_url: `${PARTNER}/attribution-next.html`,
      referrer: `${PARTNER}/attribution.html`,
      utm_source: 'partner',
      utm_campaign: 'spring',
      source: 'acme-blog-next',
      widget: 'waitlist',
    });
  });
});

test.describe('given an app that changes its address before the widget has run', () => {
  test("the sign-up keeps the UTM values of the address the visitor arrived on", async ({ page }) => {
    const email = uniqueEmail('routed');
    const release = await holdScript(page, '**/widgets/waitlist.js');
    await page.goto(`${PARTNER}/attribution.html?utm_source=app&utm_campaign=routed`, { waitUntil: 'commit' });
    // A client-side router moves on (a Next.js app), or a script tidies the address, with no new page.
    await page.evaluate(() => history.pushState(null, '', '/join'));
    release();
    await signUp(page.locator('rosterkit-waitlist'), email);
    expect(await attributionOf(email)).toEqual({
      ...NOTHING,
      page_url: `${PARTNER}/join`,
      utm_source: 'app',
      utm_campaign: 'routed',
      source: 'acme-blog',
      widget: 'waitlist',
    });
  });
});

test.describe('given attribution values of 5,000 characters', () => {
  test('the sign-up still succeeds, with each value cut to its column\'s bound', async ({ page }) => {
    const email = uniqueEmail('long');
    const long = 'x'.repeat(5000);
    await page.goto(`${PARTNER}/attribution.html?utm_campaign=${long}&utm_source=${long}`);
    const form = page.locator('rosterkit-waitlist');
    await form.evaluate((element, value) => element.setAttribute('data-source', value), long);
    await signUp(form, email);
    const stored = await attributionOf(email);
    expect(stored.utm_campaign).toBe('x'.repeat(200));
    expect(stored.utm_source).toBe('x'.repeat(200));
    expect(stored.source).toBe('x'.repeat(200));
  });
});

test.describe('given data-attribution="off" on a page with UTM values', () => {
  test('the sign-up stores no page, referrer or UTM value, only the label and the widget', async ({ page }) => {
    const email = uniqueEmail('private');
    await page.goto(`${PARTNER}/attribution.html?utm_source=newsletter`);
    const form = page.locator('rosterkit-waitlist');
    await form.evaluate((element) => element.setAttribute('data-attribution', 'off'));
    await signUp(form, email);
    expect(await attributionOf(email)).toEqual({ ...NOTHING, source: 'acme-blog', widget: 'waitlist' });
  });
});

test.describe('given the landing page embedded with a source label', () => {
  test('its waitlist stores widget = landing and the label', async ({ page }) => {
    const email = uniqueEmail('landing');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${PARTNER}/plain.html?tag=rosterkit-landing&script=landing`);
    const landing = page.locator('rosterkit-landing');
    await landing.evaluate((element) => element.setAttribute('data-source', 'landing-test'));
    await landing.getByRole('button', { name: 'Join Waitlist' }).first().click();
    const dialog = landing.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await signUp(dialog, email);
    expect(await attributionOf(email)).toMatchObject({ source: 'landing-test', widget: 'landing', page_url: `${PARTNER}/plain.html` });
  });
});

for (const width of [375, 1280]) {
  test.describe(`given a host page that left a non-string UTM value in sessionStorage, at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the sign-up succeeds and stores this page's own UTM values", async ({ page }) => {
      // The host page shares sessionStorage with the widget, and wrote this under its key.
      await page.addInitScript(() => sessionStorage.setItem('rosterkit-campaign', '{"utm_source":{"x":1}}'));
      const email = uniqueEmail('poisoned');
      await page.goto(`${PARTNER}/attribution.html?utm_source=newsletter`);
      const form = page.locator('rosterkit-waitlist');
      await submitBothSteps(form, email);
      await expect(notices(form).filter({ hasText: 'Success!' })).toBeVisible();
      await expect(form.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
      expect(await attributionOf(email)).toMatchObject({ utm_source: 'newsletter', utm_medium: null });
    });
  });
}
