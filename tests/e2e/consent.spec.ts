// data-consent-label in a browser: the checkbox the form shows, and what the database
// stores for a ticked or an unticked box (contact_consent, consent_text, consented_at).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { fillStepOne, rowsFor, uniqueEmail } from './backend-rows';
import { holdScript } from './hold-script';
import { BACKEND, PARTNER } from './ports.mjs';

const LABEL = 'I agree to receive product news';

async function fillDetails(form: Locator, email: string) {
  await fillStepOne(form, email);
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByText('Step 2 of 2: your interests')).toBeVisible();
}

const asking = (page: Page) => page.locator('#asks');

test.describe('given a waitlist form with data-consent-label', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(`${PARTNER}/consent.html`);
  });

  test('it shows an unticked checkbox with exactly that text, and a ticked one stores consent, its text and its time', async ({ page }) => {
    const form = asking(page);
    const email = uniqueEmail('consent-ticked');
    await fillDetails(form, email);
    const consent = form.getByRole('checkbox', { name: LABEL, exact: true });
    await expect(consent).toBeVisible();
    await expect(consent).not.toBeChecked();
    await expect(form.locator('label').filter({ has: page.getByRole('checkbox', { name: LABEL, exact: true }) })).toHaveText(LABEL);
    // Optional: nothing stops a submit without it.
    expect(await consent.evaluate((box) => (box as HTMLInputElement).required)).toBe(false);

    await consent.check();
    // Kept like every other value through Back and Next.
    await form.getByRole('button', { name: 'Back' }).click();
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(consent).toBeChecked();
    const before = Date.now();
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('heading', { name: 'Thank You!' })).toBeVisible();

    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ contact_consent: true, consent_text: LABEL, source: 'consent-page', widget: 'waitlist' });
    // The database's clock, not the browser's: within a minute of the click on this machine.
    expect(Math.abs(Date.parse(rows[0]?.consented_at ?? '') - before)).toBeLessThan(60_000);
  });

  test('a sign-up with the box left unticked stores no consent, no text and no time', async ({ page }) => {
    const form = asking(page);
    const email = uniqueEmail('consent-unticked');
    await fillDetails(form, email);
    await expect(form.getByRole('checkbox', { name: LABEL, exact: true })).not.toBeChecked();
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('heading', { name: 'Thank You!' })).toBeVisible();

    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ contact_consent: false, consent_text: null, consented_at: null });
  });

  test('while a sign-up is sent, its consent and every other field of step 2 stay as sent', async ({ page }) => {
    const form = asking(page);
    const email = uniqueEmail('consent-in-flight');
    await fillDetails(form, email);
    const consent = form.getByRole('checkbox', { name: LABEL, exact: true });
    const payments = form.getByLabel('Payments');
    const importance = form.getByLabel('How important is this solution to you?');
    const feature = form.getByLabel('Is there a feature you would like us to build?');
    await consent.check();
    await payments.check();
    await importance.selectOption('somewhat');
    await feature.fill('Contracts');
    const release = await holdScript(page, `${BACKEND}/rest/v1/waitlist**`);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    for (const field of [consent, payments, importance, feature]) await expect(field).toBeDisabled();
    release();
    await expect(form.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    expect((await rowsFor(email))[0]).toMatchObject({
      contact_consent: true, consent_text: LABEL, feature_choices: ['Payments'], importance: 'somewhat', proposed_feature: 'Contracts',
    });
  });

  test('a changed attribute relabels the checkbox without a reload, and a sign-up stores the new text', async ({ page }) => {
    const form = asking(page);
    const email = uniqueEmail('consent-relabelled');
    await fillDetails(form, email);
    const relabelled = 'I agree to hear about partner offers';
    await form.evaluate((element, label) => element.setAttribute('data-consent-label', label), relabelled);
    await expect(form.getByRole('checkbox', { name: LABEL, exact: true })).toHaveCount(0);
    await form.getByRole('checkbox', { name: relabelled, exact: true }).check();
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('heading', { name: 'Thank You!' })).toBeVisible();

    const [row] = await rowsFor(email);
    expect(row).toMatchObject({ contact_consent: true, consent_text: relabelled });
  });

  test('the waitlist dialog asks too, and stores consent with its own widget', async ({ page }) => {
    const email = uniqueEmail('consent-modal');
    await page.getByRole('button', { name: 'Join the Waitlist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Join the Acme Waitlist' });
    await fillDetails(dialog, email);
    await dialog.getByRole('checkbox', { name: LABEL, exact: true }).check();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('heading', { name: 'Thank You!' })).toBeVisible();

    const [row] = await rowsFor(email);
    expect(row).toMatchObject({ contact_consent: true, consent_text: LABEL, widget: 'waitlist-modal' });
    expect(row?.consented_at).not.toBeNull();
  });
});

test.describe('given a waitlist form without data-consent-label', () => {
  test('it shows no consent checkbox, only the six feature checkboxes', async ({ page }) => {
    await page.goto(`${PARTNER}/consent.html`);
    const form = page.locator('#silent');
    await fillDetails(form, uniqueEmail('consent-absent'));
    await expect(form.getByRole('checkbox')).toHaveCount(6);
    await expect(form.locator('input[name="contactConsent"]')).toHaveCount(0);
    await expect(form).not.toContainText(LABEL);
  });
});

test('the consent snippet of the embedding guide asks with its text', async ({ page }) => {
  await page.goto(`${PARTNER}/snippet/consent.html`);
  const form = page.locator('rosterkit-waitlist');
  await fillDetails(form, uniqueEmail('consent-snippet'));
  await expect(form.getByRole('checkbox', { name: LABEL, exact: true })).not.toBeChecked();
});
