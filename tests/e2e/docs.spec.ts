import { expect, test, type Page } from '@playwright/test';
import { rowsFor, signUp, uniqueEmail } from './backend-rows';
import { widgetRendered } from './hold-script';
import { PARTNER } from './ports.mjs';

/** Each snippet of docs/embedding.md, loaded as a page of its own on a second origin. */
async function openSnippet(page: Page, name: string) {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  const response = await page.goto(`${PARTNER}/snippet/${name}.html`);
  expect(response?.status(), `snippet ${name} exists in the guide`).toBe(200);
  return errors;
}

test.describe('given the snippets of the embedding guide', () => {
  test('embed.js renders the waitlist form', async ({ page }) => {
    const errors = await openSnippet(page, 'embed');
    await expect(page.locator('rosterkit-waitlist').getByLabel('Full name')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the inline waitlist renders', async ({ page }) => {
    const errors = await openSnippet(page, 'waitlist');
    await expect(page.locator('rosterkit-waitlist').getByRole('button', { name: 'Next' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the attribution snippet stores its source label with the sign-up', async ({ page }) => {
    const errors = await openSnippet(page, 'attribution');
    const form = page.locator('rosterkit-waitlist');
    const email = uniqueEmail('snippet');
    await signUp(form, email);
    const rows = await rowsFor(email);
    expect(rows[0]).toMatchObject({ source: 'acme-blog', widget: 'waitlist', page_url: `${PARTNER}/snippet/attribution.html` });
    expect(errors).toEqual([]);
  });

  test("the waitlist dialog opens from the page's own button", async ({ page }) => {
    const errors = await openSnippet(page, 'waitlist-modal');
    await page.getByRole('button', { name: 'Get early access' }).click();
    await expect(page.getByRole('dialog', { name: 'Join the Rosterkit Waitlist' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the events snippet hands the events to the analytics layer', async ({ page }) => {
    const errors = await openSnippet(page, 'events');
    await page.getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(page.getByRole('dialog', { name: 'Join the Rosterkit Waitlist' })).toBeVisible();
    await page.keyboard.press('Escape');
    // 'rosterkit-close' follows the dialog's own close event, after React has rendered the change.
    const events = () => page.evaluate(() => (window as unknown as { dataLayer: { event: string; dialog?: string }[] }).dataLayer);
    await expect.poll(events).toEqual([
      { event: 'rosterkit-open', dialog: 'waitlist' },
      { event: 'rosterkit-close', dialog: 'waitlist' },
    ]);
    expect(errors).toEqual([]);
  });

  test('the theming snippet recolours the widget', async ({ page }) => {
    const errors = await openSnippet(page, 'theming');
    const next = page.locator('rosterkit-waitlist').getByRole('button', { name: 'Next' });
    await expect(next).toHaveCSS('background-color', 'rgb(15, 118, 110)');
    await expect(next).toHaveCSS('border-top-left-radius', '4px');
    expect(errors).toEqual([]);
  });

  test('the placeholder div becomes the widget', async ({ page }) => {
    const errors = await openSnippet(page, 'placeholder');
    await expect(page.locator('[data-rosterkit-element]')).toHaveCount(0);
    await expect(page.locator('rosterkit-waitlist')).toHaveAttribute('data-brand', 'Rosterkit');
    await expect(page.locator('rosterkit-waitlist').getByLabel('Full name')).toBeVisible();
    expect(errors).toEqual([]);
  });

  for (const [name, tag] of [
    ['contact', 'rosterkit-contact'],
    ['roster-demo', 'rosterkit-roster-demo'],
    ['landing', 'rosterkit-landing'],
  ] as const) {
    test(`the ${name} snippet renders <${tag}>`, async ({ page }) => {
      const errors = await openSnippet(page, name);
      await widgetRendered(page, page.locator(tag));
      expect(errors).toEqual([]);
    });
  }
});
