import { expect, test, type Locator, type Page } from '@playwright/test';
import { chunkWith, expectFetchedAfterLoad } from './chunks';
import { fillStepOne, rowsFor, uniqueEmail } from './backend-rows';
import { LOCAL_ANON_KEY } from '../../backend/keys.mjs';
import { BACKEND, LIMITED_BACKEND, PARTNER } from './ports.mjs';
import { showRightAfterClose } from './dialog-host';
import { holdScript, mainThreadIdle } from './hold-script';
import { errorNotices, notices, withoutPopovers } from './notices';

const DIALOG_TEXT = 'Be the first to know when we launch and get early access to our platform!';

async function fillDetails(scope: Locator, email: string) {
  await fillStepOne(scope, email, { creators: '21-50' });
  await scope.getByLabel('Phone number').fill('+44 20 7946 0000');
}

async function fillInterests(scope: Locator) {
  await scope.getByLabel('How important is this solution to you?').selectOption('important');
  await scope.getByLabel('Agency Roster').check();
  await scope.getByLabel('Payments').check();
  await scope.getByLabel('Is there a feature you would like us to build?').fill('Invoices in euros');
}

/**
 * Submits step 2 of a form whose insert fails: the Submission Error notice with `message`,
 * the error event with `code`, the button usable again and every value of both steps kept.
 */
async function expectKeptAfterFailedSubmit(page: Page, form: Locator, email: string, { code, message }: { code: string; message: string }) {
  const errorEvent = page.evaluate(
    () => new Promise<{ code: string; message: string }>((resolve) =>
      document.addEventListener('rosterkit-waitlist-error', (event) => resolve((event as CustomEvent).detail)),
    ),
  );
  await form.getByRole('button', { name: 'Submit' }).click();
  const notice = errorNotices(form);
  await expect(notice).toContainText('Submission Error');
  await expect(notice).toContainText(message);
  expect(await errorEvent).toEqual({ code, message });
  await expect(form.getByRole('button', { name: 'Submit' })).toBeEnabled();
  await expect(form.getByLabel('Agency Roster')).toBeChecked();
  await expect(form.getByLabel('Is there a feature you would like us to build?')).toHaveValue('Invoices in euros');
  await form.getByRole('button', { name: 'Back' }).click();
  await expect(form.getByLabel('Email address')).toHaveValue(email);
}

/**
 * Steps a page clock installed before the sign-up through its 15 s limit: still "Submitting..."
 * at 13.5 s, then a notice with `text` at 15.5 s, and Submit enabled again.
 */
async function expectSubmitEndsAt15s(page: Page, form: Locator, text: string) {
  // Paused, the page's clock moves only with runFor: a slow machine's real seconds do not count.
  // A second ahead, so that the pause is never in the past by the time it arrives.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  await page.clock.runFor(12_500);
  await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  await page.clock.runFor(2_000);
  await expect(errorNotices(form)).toContainText(text);
  await expect(form.getByRole('button', { name: 'Submit' })).toBeEnabled();
}

/** Holds the page's sign-ups until the returned function is called. */
const holdInserts = (page: Page) => holdScript(page, `${BACKEND}/rest/v1/waitlist**`);

/** The URLs of the sign-ups the page sends from now on, as they go out. */
function insertsSent(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => request.method() === 'POST' && request.url().startsWith(`${BACKEND}/rest/v1/waitlist`) && sent.push(request.url()));
  return sent;
}

const LATER_STEPS = 'Step 2 of 2: your interests';
const SUPABASE_JS = 'X-Client-Info';

function inlineForm(page: Page) {
  return page.locator('rosterkit-waitlist');
}

/** The partner page's inline form, step 1 filled under a new address labelled `label`, with step 2's code held until `release`. */
async function filledWithStep2Held(page: Page, label: string) {
  const release = await holdScript(page, `**/widgets/chunks/${chunkWith(LATER_STEPS)}`);
  await page.goto(`${PARTNER}/waitlist.html`);
  const form = inlineForm(page);
  await fillDetails(form, uniqueEmail(label));
  return { form, release };
}

test.describe('given the waitlist modal on a partner page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(`${PARTNER}/waitlist.html`);
  });

  test('it submits both steps into the database and closes 2000 ms after the thank-you view', async ({ page }) => {
    const email = uniqueEmail('modal');
    const success = page.evaluate(
      () => new Promise<{ id: string; bubbles: boolean; composed: boolean }>((resolve) =>
        document.addEventListener('rosterkit-waitlist-success', (event) => {
          const e = event as CustomEvent<{ id: string }>;
          resolve({ id: e.detail.id, bubbles: e.bubbles, composed: e.composed });
        }),
      ),
    );
    await page.getByRole('button', { name: 'Join the Waitlist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Join the Acme Waitlist' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(DIALOG_TEXT);
    await expect(page.locator('rosterkit-waitlist-modal')).toHaveAttribute('open', '');

    const next = dialog.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    await fillDetails(dialog, email);
    await expect(next).toBeEnabled();
    await next.click();

    await fillInterests(dialog);
    // Hold the insert so the in-flight state can be seen.
    const release = await holdInserts(page);
    const inserts = insertsSent(page);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const submitting = dialog.getByRole('button', { name: 'Submitting...' });
    await expect(submitting).toBeDisabled();
    // Said, not disabled under the focus: the focus stays on it, in the dialog, and a second press sends nothing (counted below).
    await expect(submitting).toBeFocused();
    await page.keyboard.press('Enter');
    // The page's clock stands still from here: the close is timed on it, not on this machine's load.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1));
    release();

    await expect(notices(page).filter({ hasText: 'Success!' })).toContainText("You've been added to our waitlist.");
    await expect(dialog.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await expect(dialog).toContainText("You've been added to our waitlist. We'll notify you when the product launches!");
    await page.clock.runFor(2000 - 1); // SPEC: the modal closes after 2 seconds
    await expect(dialog).toBeVisible();
    await page.clock.runFor(1);
    await expect(dialog).toBeHidden();
    await expect(page.locator('rosterkit-waitlist-modal')).not.toHaveAttribute('open', '');

    const event = await success;
    expect(event.bubbles && event.composed).toBe(true);
    expect(inserts).toHaveLength(1);
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: event.id,
      name: 'Ada Lovelace',
      email,
      company_name: 'Analytical Agency',
      phone_number: '+44 20 7946 0000',
      importance: 'important',
      contact_consent: false,
      creator_count: '21-50',
      feature_choices: ['Agency Roster', 'Payments'],
      proposed_feature: 'Invoices in euros',
    });

    // Opened again, it starts from a fresh first step, with the focus in its first field.
    await page.getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(dialog.getByLabel('Full name')).toHaveValue('');
    await expect(dialog.getByLabel('Full name')).toBeFocused();
  });

  test('opened on a draft saved at step 2, with its code already there, it focuses that step', async ({ page }) => {
    const dialog = page.getByRole('dialog', { name: 'Join the Acme Waitlist' });
    await page.getByRole('button', { name: 'Join the Waitlist' }).click();
    await fillDetails(dialog, uniqueEmail('modal-draft'));
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByLabel('How important is this solution to you?')).toBeVisible();
    // The dialog's code and step 2's are fetched when the page is idle: both are there before this opening.
    const code = ['/chunks/modal-dialog-', '/chunks/later-'].map((chunk) => page.waitForResponse((response) => response.url().includes(chunk)));
    await page.reload();
    await Promise.all(code);
    await page.getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(dialog.getByLabel('How important is this solution to you?')).toBeFocused();
  });

  test('added to the page already open, on a draft saved at step 2 and with its code there, it focuses that step', async ({ page }) => {
    const dialog = page.getByRole('dialog', { name: 'Join the Acme Waitlist' });
    await page.getByRole('button', { name: 'Join the Waitlist' }).click();
    await fillDetails(dialog, uniqueEmail('mounted-open-draft'));
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByLabel('How important is this solution to you?')).toBeVisible();
    await page.keyboard.press('Escape');
    // As an app's route that shows the dialog open: a new element, open from the start.
    await page.evaluate(() => {
      document.querySelector('rosterkit-waitlist-modal')?.remove();
      document.body.insertAdjacentHTML('beforeend', '<rosterkit-waitlist-modal open data-brand="Acme"></rosterkit-waitlist-modal>');
    });
    await expect(dialog.getByLabel('How important is this solution to you?')).toBeFocused();
  });

  test('closed while its sign-up is in flight, it opens again on a fresh form once the sign-up is stored', async ({ page }) => {
    const email = uniqueEmail('closed-in-flight');
    await page.getByRole('button', { name: 'Join the Waitlist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Join the Acme Waitlist' });
    await fillDetails(dialog, email);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await fillInterests(dialog);
    const release = await holdInserts(page);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    release();
    await expect(notices(page).filter({ hasText: 'Success!' })).toBeVisible();
    expect(await rowsFor(email)).toHaveLength(1);

    await page.getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(dialog.getByLabel('Full name')).toHaveValue('');
    await expect(dialog.getByRole('heading', { name: 'Thank You!' })).toHaveCount(0);
  });

  test('Next stays disabled while a required field is blank, and Back keeps what was typed', async ({ page }) => {
    await page.getByRole('button', { name: 'Join the Waitlist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Join the Acme Waitlist' });
    const next = dialog.getByRole('button', { name: 'Next' });
    await dialog.getByLabel('Full name').fill('   ');
    await dialog.getByLabel('Email address').fill('a@b.co');
    await dialog.getByLabel('Company name').fill('Co');
    await dialog.getByLabel('How many creators do you manage?').selectOption('0');
    await expect(next).toBeDisabled();
    await dialog.getByLabel('Full name').fill('Grace');
    await expect(next).toBeEnabled();
    // The phone number is optional.
    await expect(dialog.getByLabel('Phone number')).toHaveValue('');

    const creatorOptions = await dialog.getByLabel('How many creators do you manage?').locator('option:not([disabled])').allTextContents();
    expect(creatorOptions).toEqual(['0', '1-5', '6-20', '21-50', '51-100', '101-200', '200+']);

    await next.click();
    const importance = await dialog.getByLabel('How important is this solution to you?').locator('option').evaluateAll((options) =>
      options.map((option) => [(option as HTMLOptionElement).value, option.textContent]),
    );
    expect(importance.slice(1)).toEqual([
      ['very-important', 'Very important - I need this now'],
      ['important', 'Important - Looking forward to using it'],
      ['somewhat', 'Somewhat important - Curious to try'],
      ['not-important', 'Not important - Just browsing'],
    ]);
    for (const feature of ['Synced Social Media Analytics', 'Agency Roster', 'Payments', 'Leads Email Collector', 'White Label Solution', 'Advertising Packages']) {
      await expect(dialog.getByRole('checkbox', { name: feature })).not.toBeChecked();
    }
    await fillInterests(dialog);
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog.getByLabel('Full name')).toHaveValue('Grace');
    await expect(dialog.getByLabel('How many creators do you manage?')).toHaveValue('0');
    await next.click();
    await expect(dialog.getByLabel('Agency Roster')).toBeChecked();
    await expect(dialog.getByLabel('Is there a feature you would like us to build?')).toHaveValue('Invoices in euros');
  });

  test('it closes on Escape, on its close button and on a click outside, and answers show() and close()', async ({ page }) => {
    const modal = page.locator('rosterkit-waitlist-modal');
    const dialog = page.getByRole('dialog', { name: 'Join the Acme Waitlist' });
    const events: string[] = [];
    await page.exposeFunction('recordEvent', (name: string) => events.push(name));
    await page.evaluate(() => {
      for (const type of ['rosterkit-open', 'rosterkit-close']) {
        document.addEventListener(type, (event) => {
          const detail = (event as CustomEvent<{ dialog: string }>).detail;
          (window as unknown as { recordEvent: (name: string) => void }).recordEvent(`${type}:${detail.dialog}`);
        });
      }
    });

    await page.getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(modal).not.toHaveAttribute('open', '');

    await modal.evaluate((element) => (element as HTMLElement & { show(): void }).show());
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Open the waitlist from the host' }).click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();

    await modal.evaluate((element) => element.setAttribute('open', ''));
    await expect(dialog).toBeVisible();
    await modal.evaluate((element) => (element as HTMLElement & { close(): void }).close());
    await expect(dialog).toBeHidden();
    await expect.poll(() => events).toEqual([
      'rosterkit-open:waitlist', 'rosterkit-close:waitlist',
      'rosterkit-open:waitlist', 'rosterkit-close:waitlist',
      'rosterkit-open:waitlist', 'rosterkit-close:waitlist',
      'rosterkit-open:waitlist', 'rosterkit-close:waitlist',
    ]);
  });

  test('text selected in a field and released over the backdrop leaves it open; a click on the backdrop closes it', async ({ page }) => {
    await page.getByRole('button', { name: 'Join the Waitlist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Join the Acme Waitlist' });
    const name = dialog.getByLabel('Full name');
    await name.fill('Ada Lovelace');
    const box = (await name.boundingBox())!;
    await page.mouse.move(box.x + box.width - 4, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(5, 5, { steps: 5 });
    await page.mouse.up();
    await expect(dialog).toBeVisible();
    await expect(name).toHaveValue('Ada Lovelace');
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
  });

  test('a notice shown over it can be read and dismissed, one shown as it closes outlives it, and it takes one in', async ({ page }) => {
    // A clock the test moves on once the sign-up is stored: the dialog's 2 s and the notice's 6 s
    // are stepped through, so a slow machine cannot let the notice go before it is dismissed.
    await page.clock.install();
    await page.reload();
    await page.getByRole('button', { name: 'Join the Waitlist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Join the Acme Waitlist' });
    await fillDetails(dialog, uniqueEmail('modal-notice'));
    await dialog.getByRole('button', { name: 'Next' }).click();
    await fillInterests(dialog);
    await page.route(`${BACKEND}/rest/v1/waitlist**`, (route) => route.abort('connectionrefused'));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const notice = errorNotices(page);
    await expect(notice).toContainText('Submission Error');
    // Inside the dialog, the notice is in its Tab cycle, at the end.
    const dismiss = page.getByRole('button', { name: 'Dismiss notification' });
    await dismiss.focus();
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('How important is this solution to you?')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dismiss).toBeFocused();
    // Hit-testable: a page made inert by the modal dialog would send this click to its backdrop.
    await page.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(notice).toHaveCount(0);
    await expect(dialog).toBeVisible();

    await page.unroute(`${BACKEND}/rest/v1/waitlist**`);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const success = notices(page).filter({ hasText: 'Success!' });
    await expect(success).toBeVisible();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await page.clock.runFor(2_000);
    await expect(dialog).toBeHidden();
    await expect(success).toBeVisible();

    // Opened again while that notice shows, the dialog takes it in: it can still be dismissed.
    await page.getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(dialog).toBeVisible();
    await page.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(success).toHaveCount(0);
    await expect(dialog).toBeVisible();
  });

  test('show() right after close() reopens it, even before the close event of the first has fired', async ({ page }) => {
    const modal = page.locator('rosterkit-waitlist-modal');
    await modal.evaluate((element) => (element as HTMLElement & { show(): void }).show());
    await expect(page.getByRole('dialog', { name: 'Join the Acme Waitlist' })).toBeVisible();
    await showRightAfterClose(modal);
    await expect(modal).toHaveAttribute('open', '');
    await expect(page.getByRole('dialog', { name: 'Join the Acme Waitlist' })).toBeVisible();
  });

  test('a brand change after mount retitles the dialog without a reload', async ({ page }) => {
    await page.locator('rosterkit-waitlist-modal').evaluate((element) => element.setAttribute('data-brand', 'Globex'));
    await page.getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(page.getByRole('dialog', { name: 'Join the Globex Waitlist' })).toBeVisible();
  });
});

test.describe('given the inline waitlist form served to another origin', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(`${PARTNER}/waitlist.html`);
  });

  test('it submits into the database and stays on the thank-you view', async ({ page }) => {
    // A clock the test can move on: the modal's 2 s close must not apply inline.
    await page.clock.install();
    await page.reload();
    const email = uniqueEmail('inline');
    const form = inlineForm(page);
    await fillDetails(form, email);
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await expect(notices(form).filter({ hasText: 'Success!' })).toBeVisible();
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ importance: null, feature_choices: [], proposed_feature: null, contact_consent: false });
    await page.clock.runFor(2_500);
    await expect(form.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  });

  test('while its sign-up is in flight, Submit keeps its colour under the pointer, as it takes no press', async ({ page }) => {
    const form = inlineForm(page);
    await fillDetails(form, uniqueEmail('busy-hover'));
    await form.getByRole('button', { name: 'Next' }).click();
    const release = await holdInserts(page);
    const submit = form.getByRole('button', { name: 'Submit' });
    const background = (button: Locator) => button.evaluate((element) => getComputedStyle(element).backgroundColor);
    await page.mouse.move(0, 0);
    const resting = await background(submit);
    await submit.hover();
    expect(await background(submit)).not.toBe(resting);
    await page.mouse.move(0, 0);
    await submit.click();
    const busy = form.getByRole('button', { name: 'Submitting...' });
    await expect(busy).toBeDisabled();
    await busy.hover();
    expect(await background(busy)).toBe(resting);
    release();
    await expect(form.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  });

  test('a duplicate email in other letter case shows the Submission Error notice and keeps every value', async ({ page }) => {
    const email = uniqueEmail('dup');
    const form = inlineForm(page);
    await fillDetails(form, email);
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('heading', { name: 'Thank You!' })).toBeVisible();

    await page.reload();
    await fillDetails(form, email.toUpperCase());
    await form.getByRole('button', { name: 'Next' }).click();
    await fillInterests(form);
    await expectKeptAfterFailedSubmit(page, form, email.toUpperCase(), { code: '23505', message: 'This email is already on the waitlist.' });
    expect(await rowsFor(email)).toHaveLength(1);
  });

  test('a feature idea pasted past 2,000 characters is kept whole, and Submit asks for it shorter', async ({ page }) => {
    const inserts = insertsSent(page);
    const email = uniqueEmail('long-idea');
    const form = inlineForm(page);
    await fillDetails(form, email);
    await form.getByRole('button', { name: 'Next' }).click();
    const idea = form.getByLabel('Is there a feature you would like us to build?');
    await idea.focus();
    await page.keyboard.insertText('x'.repeat(2_100));
    await expect(idea).toHaveValue('x'.repeat(2_100));
    await expect(idea).toHaveAccessibleDescription('You have 100 characters too many');
    await expect(idea).toHaveAttribute('aria-invalid', 'true');

    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(idea).toBeFocused();
    await expect(form.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await page.keyboard.press('Control+End');
    for (let i = 0; i < 150; i += 1) await page.keyboard.press('Backspace');
    await expect(idea).toHaveAccessibleDescription('You have 50 characters remaining');
    await expect(idea).not.toHaveAttribute('aria-invalid');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    // The refused Submit sent nothing: one insert, with the text as shortened.
    expect(inserts).toHaveLength(1);
    expect((await rowsFor(email))[0]?.proposed_feature).toBe('x'.repeat(1_950));
  });

  test('a network failure shows the generic text, keeps the values, and a retry inserts one row', async ({ page }) => {
    const email = uniqueEmail('offline');
    const form = inlineForm(page);
    await fillDetails(form, email);
    await form.getByRole('button', { name: 'Next' }).click();
    await page.route(`${BACKEND}/rest/v1/waitlist**`, (route) => route.abort('connectionrefused'));
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(errorNotices(form)).toContainText('There was a problem submitting your form. Please try again.');
    await expect(form.getByRole('button', { name: 'Submit' })).toBeEnabled();

    await page.unroute(`${BACKEND}/rest/v1/waitlist**`);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    expect(await rowsFor(email)).toHaveLength(1);
  });

  test('a sign-up whose supabase-js never arrives ends after 15 s with the connection text', async ({ page }) => {
    // Before the page: the idle-time fetch of supabase-js is held too, and never answered.
    let asked!: () => void;
    const askedFor = new Promise<void>((resolve) => (asked = resolve));
    await page.route(`**/widgets/chunks/${chunkWith(SUPABASE_JS)}`, () => asked());
    await page.clock.install();
    await page.reload();
    const form = inlineForm(page);
    await fillDetails(form, uniqueEmail('hang-client'));
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByRole('button', { name: 'Submit' }).click();
    await askedFor;
    await expectSubmitEndsAt15s(page, form, 'Database connection not available. Please try again later.');
  });

  test('a request that never answers ends after 15 s with an error notice and the button enabled', async ({ page }) => {
    await page.clock.install();
    await page.reload();
    const form = inlineForm(page);
    const email = uniqueEmail('hang');
    await fillDetails(form, email);
    await form.getByRole('button', { name: 'Next' }).click();
    let sent!: () => void;
    const inFlight = new Promise<void>((resolve) => (sent = resolve));
    await page.route(`${BACKEND}/rest/v1/waitlist**`, () => sent() /* and never answered */);
    await form.getByRole('button', { name: 'Submit' }).click();
    await inFlight;
    await expectSubmitEndsAt15s(page, form, 'There was a problem submitting your form. Please try again.');
    await expect(form.getByLabel('Is there a feature you would like us to build?')).toBeVisible();
  });
});

test.describe('given a sign-up sent from the keyboard that fails', () => {
  // Submit keeps the focus while the sign-up is sent: the next try starts from it, not from the page's top.
  for (const where of ['the inline form', 'the dialog'] as const) {
    test(`${where} keeps the focus on Submit`, async ({ page }) => {
      await page.goto(`${PARTNER}/waitlist.html`);
      let form = inlineForm(page);
      if (where === 'the dialog') {
        await page.getByRole('button', { name: 'Join the Waitlist' }).click();
        form = page.getByRole('dialog', { name: 'Join the Acme Waitlist' });
      }
      await fillDetails(form, uniqueEmail('refocus'));
      await form.getByRole('button', { name: 'Next' }).click();
      await page.route(`${BACKEND}/rest/v1/waitlist**`, (route) => route.abort('connectionrefused'));
      const submit = form.getByRole('button', { name: 'Submit' });
      await submit.focus();
      await page.keyboard.press('Enter');
      await expect(errorNotices(form).or(errorNotices(page))).toContainText('Submission Error');
      await expect(submit).toBeFocused();
    });
  }
});

test.describe('given the inline waitlist form, used from the keyboard', () => {
  test('Next and Back move the focus to the first field of the step they show', async ({ page }) => {
    await page.goto(`${PARTNER}/waitlist.html`);
    const form = inlineForm(page);
    await fillDetails(form, uniqueEmail('keyboard'));
    await form.getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('Enter');
    await expect(form.getByLabel('How important is this solution to you?')).toBeFocused();
    await form.getByRole('button', { name: 'Back' }).focus();
    await page.keyboard.press('Enter');
    await expect(form.getByLabel('Full name')).toBeFocused();
    await expect(form.getByLabel('Company name')).toHaveValue('Analytical Agency');
  });

  test('Submit, pressed from the keyboard, leaves the focus on the thanks that take its place', async ({ page }) => {
    await page.goto(`${PARTNER}/waitlist.html`);
    const form = inlineForm(page);
    const email = uniqueEmail('keyboard-submit');
    await fillDetails(form, email);
    await form.getByRole('button', { name: 'Next' }).click();
    await fillInterests(form);
    await form.getByRole('button', { name: 'Submit' }).focus();
    await page.keyboard.press('Enter');
    const thanks = form.getByRole('status').filter({ hasText: 'Thank You!' });
    await expect(thanks).toBeFocused();
    expect(await rowsFor(email)).toHaveLength(1);
  });

  test('a visitor who clicked elsewhere on the page and scrolled on while Submit was sending is left where they are', async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/rest/v1/waitlist**', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${PARTNER}/waitlist.html`);
    await page.evaluate(() => document.body.append(Object.assign(document.createElement('div'), { id: 'below', style: 'height: 3000px' })));
    const form = inlineForm(page);
    const email = uniqueEmail('scrolled-on');
    await fillDetails(form, email);
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('button', { name: 'Submitting...' })).toBeVisible();
    // A click on the page's text puts the focus on the page, as Submit's going does.
    await page.getByRole('heading', { name: 'Partner page' }).click();
    await page.evaluate(() => scrollTo(0, 2000));
    // What the visitor reads: where the page below the form is in the window. (The browser keeps
    // it there as the form above gets shorter, by scrolling as much.)
    const seen = () => page.evaluate(() => ({ focused: document.activeElement?.localName, below: document.getElementById('below')?.getBoundingClientRect().top }));
    const before = await seen();
    release();
    await expect(form.getByText('Thank You!')).toBeAttached();
    await mainThreadIdle(page);
    expect(await seen()).toEqual({ ...before, focused: 'body' });
    expect(await rowsFor(email)).toHaveLength(1);
  });

  test('a visitor who goes elsewhere while step 2 is loading keeps their focus there', async ({ page }) => {
    const { form, release } = await filledWithStep2Held(page, 'keyboard-away');
    await form.getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('Enter');
    // Waiting for step 2, which is held: the focus moves away while it loads.
    await expect(form.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-busy', 'true');
    const elsewhere = page.getByRole('button', { name: 'Open the waitlist from the host' });
    await elsewhere.focus();
    release();
    await expect(form.getByLabel('How important is this solution to you?')).toBeVisible();
    await expect(elsewhere).toBeFocused();
  });
});

test.describe('given the inline waitlist form whose step 2 is on its way', () => {
  test('an address changed to an invalid one meanwhile is refused when step 2 comes', async ({ page }) => {
    const { form, release } = await filledWithStep2Held(page, 'changed-while-loading');
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(form.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-busy', 'true');
    const email = form.getByLabel('Email address');
    await email.fill('ada@');
    release();
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address, like name@agency.com.');
    await expect(email).toBeFocused();
    await expect(form.getByText('Step 1 of 2: about you')).toBeVisible();
    await email.fill('ada@example.com');
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(form.getByLabel('How important is this solution to you?')).toBeFocused();
  });
});

test.describe('given the inline waitlist form whose step 2 cannot be fetched', () => {
  test('Next shows the connection text, keeps every value, and works once the network is back', async ({ page }) => {
    const later = `**/widgets/chunks/${chunkWith(LATER_STEPS)}`;
    await page.route(later, (route) => route.abort('internetdisconnected'));
    await page.goto(`${PARTNER}/waitlist.html`);
    const form = inlineForm(page);
    const email = uniqueEmail('next-offline');
    await fillDetails(form, email);
    await form.getByRole('button', { name: 'Next' }).click();
    const notice = errorNotices(form);
    await expect(notice).toContainText('Submission Error');
    await expect(notice).toContainText('Database connection not available. Please try again later.');
    await expect(form.getByLabel('Email address')).toHaveValue(email);
    await expect(form.getByRole('button', { name: 'Next' })).toBeEnabled();

    await page.unroute(later);
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(form.getByLabel('How important is this solution to you?')).toBeFocused();
  });

  test("offline, with the notices' own code not fetched either, Next still shows the connection text", async ({ page }) => {
    for (const text of [LATER_STEPS, 'Dismiss notification']) {
      await page.route(`**/widgets/chunks/${chunkWith(text)}`, (route) => route.abort('internetdisconnected'));
    }
    await page.goto(`${PARTNER}/waitlist.html`);
    const form = inlineForm(page);
    await fillDetails(form, uniqueEmail('next-offline-bare'));
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(notices(form)).toHaveText('Submission Error: Database connection not available. Please try again later.');
    await expect(form.getByRole('region', { name: 'Notifications' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  test('Next pressed again while step 2 is on its way shows it busy, and its failure is told once', async ({ page }) => {
    let fail!: () => void;
    const failing = new Promise<void>((resolve) => (fail = resolve));
    const later = `**/widgets/chunks/${chunkWith(LATER_STEPS)}`;
    // Before the page: the idle-time preload is held too, and its failure is the one every press waits on.
    await page.route(later, async (route) => {
      await failing;
      await route.abort('internetdisconnected');
    });
    await page.goto(`${PARTNER}/waitlist.html`);
    const form = inlineForm(page);
    await fillDetails(form, uniqueEmail('next-waiting'));
    const next = form.getByRole('button', { name: 'Next' });
    await next.click();
    await expect(next).toHaveAttribute('aria-busy', 'true');
    await next.click();
    await next.click();
    fail();
    // Told as the one fetch fails: counted once every press has been answered, well before a
    // notice goes by time (6 s).
    await expect(errorNotices(form)).not.toHaveCount(0);
    await expect(next).not.toHaveAttribute('aria-busy');
    await mainThreadIdle(page);
    await expect(errorNotices(form)).toHaveCount(1);
  });

  test('a draft saved at step 2 comes back on step 1, every value kept, and Next tries again', async ({ page }) => {
    const later = `**/widgets/chunks/${chunkWith(LATER_STEPS)}`;
    await page.goto(`${PARTNER}/waitlist.html`);
    const form = inlineForm(page);
    const email = uniqueEmail('draft-offline');
    await fillDetails(form, email);
    await form.getByRole('button', { name: 'Next' }).click();
    await fillInterests(form);
    await page.route(later, (route) => route.abort('internetdisconnected'));
    await page.reload();
    await expect(form.getByLabel('Full name')).toHaveValue('Ada Lovelace');
    await expect(form.getByLabel('Email address')).toHaveValue(email);
    await expect(form.getByLabel('Company name')).toHaveValue('Analytical Agency');
    await expect(form.getByLabel('Phone number')).toHaveValue('+44 20 7946 0000');
    await expect(form.getByLabel('How many creators do you manage?')).toHaveValue('21-50');
    await expect(form.getByRole('button', { name: 'Next' })).toBeEnabled();

    await page.unroute(later);
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(form.getByLabel('How important is this solution to you?')).toBeFocused();
    await expect(form.getByLabel('How important is this solution to you?')).toHaveValue('important');
    await expect(form.getByLabel('Agency Roster')).toBeChecked();
    await expect(form.getByLabel('Payments')).toBeChecked();
    await expect(form.getByLabel('Is there a feature you would like us to build?')).toHaveValue('Invoices in euros');
  });
});

test.describe('given the inline waitlist form on a backend with its sign-up limits on', () => {
  test('a refusal by the limits shows its own text, keeps every value, and the button works again', async ({ page, request }) => {
    // First this address's quota goes, as to a script posting to the REST API with the page's key.
    const post = () =>
      request.post(`${LIMITED_BACKEND}/rest/v1/waitlist`, {
        headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
        data: { name: 'Script', email: uniqueEmail('flood'), company_name: 'Bots', creator_count: '0' },
      });
    let status = 0;
    for (let tries = 0; status !== 429 && tries < 20; tries++) status = (await post()).status();
    expect(status).toBe(429);

    await page.goto(`${PARTNER}/waitlist.html?backend=limited`);
    const email = uniqueEmail('limited');
    const form = inlineForm(page);
    await fillDetails(form, email);
    await form.getByRole('button', { name: 'Next' }).click();
    await fillInterests(form);
    const message = 'Too many sign-ups from your network. Please try again in a few minutes.';
    await expectKeptAfterFailedSubmit(page, form, email, { code: 'PT429', message });
    expect(await rowsFor(email, LIMITED_BACKEND)).toEqual([]);
  });
});

test.describe('given the inline waitlist form, before any interaction', () => {
  test('it should fetch step 2 and supabase-js not for the first paint, but once the page has loaded and the browser is idle', async ({ page }) => {
    await page.goto(`${PARTNER}/waitlist.html`);
    await expect(inlineForm(page).getByLabel('Full name')).toBeEnabled();
    for (const chunk of [chunkWith(LATER_STEPS), chunkWith(SUPABASE_JS)]) await expectFetchedAfterLoad(page, chunk);
  });

  test('given a visitor who spares data, it should fetch them only when the form is first focused', async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(`${PARTNER}/waitlist.html`);
    await page.waitForLoadState('networkidle');
    // An idle callback asked for now runs after the widget's own, had it asked for one.
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
    const chunks = [chunkWith(LATER_STEPS), chunkWith(SUPABASE_JS)];
    expect(requests.filter((url) => chunks.some((chunk) => url.endsWith(chunk)))).toEqual([]);
    await inlineForm(page).getByLabel('Full name').focus();
    for (const chunk of chunks) await expect.poll(() => requests.some((url) => url.endsWith(chunk))).toBe(true);
  });
});

test.describe('given a waitlist form with no backend configured', () => {
  test('it renders, names the missing attribute once when it is rendered, and shows the connection text on submit', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${PARTNER}/waitlist-unconfigured.html`);
    const form = inlineForm(page);
    await expect(form.getByLabel('Full name')).toBeVisible();
    // The partner learns it when pasting, from the console, not from the first visitor who fails.
    await expect.poll(() => errors.filter((text) => text.includes('data-supabase-url'))).toHaveLength(1);
    await fillDetails(form, uniqueEmail('none'));
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(errorNotices(form)).toContainText('Database connection not available. Please try again later.');
    await form.getByRole('button', { name: 'Submit' }).click();
    // Both notices, the second from this press: its submit has been handled when the count is read.
    await expect(errorNotices(form)).toHaveCount(2);
    await mainThreadIdle(page);
    expect(errors.filter((text) => text.includes('data-supabase-url'))).toHaveLength(1);
  });
});

test.describe('given a notice shown by the waitlist form', () => {
  test('its text is inside one live region, so a screen reader reads it out once', async ({ page }) => {
    await page.goto(`${PARTNER}/waitlist-unconfigured.html`);
    const form = inlineForm(page);
    await fillDetails(form, uniqueEmail('one-region'));
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByRole('button', { name: 'Submit' }).click();
    const notice = errorNotices(form);
    await expect(notice).toContainText('Database connection not available. Please try again later.');
    const liveRegions = await notice.getByText('Submission Error').evaluate((title) => {
      const implicit: Record<string, string> = { alert: 'assertive', status: 'polite', log: 'polite', marquee: 'off', timer: 'off' };
      let count = 0;
      for (let node: Element | null = title; node; node = node.parentElement) {
        const live = node.getAttribute('aria-live') ?? implicit[node.getAttribute('role') ?? ''];
        if (live && live !== 'off') count += 1;
      }
      return count;
    });
    expect(liveRegions).toBe(1);
  });

  test('in a browser without popovers, the form still works and its notice is told', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await withoutPopovers(page);
    await page.goto(`${PARTNER}/waitlist-unconfigured.html`);
    const form = inlineForm(page);
    await fillDetails(form, uniqueEmail('no-popover'));
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByRole('button', { name: 'Submit' }).click();
    // Chromium's own style sheet still hides a popover never shown, as such a browser does not.
    await expect(form.locator('.rk-toast-list')).toContainText('Database connection not available. Please try again later.');
    await expect(form.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(errors).toEqual([]);
  });

  test('it goes after 6 s, not while the focus is on it, and the pointer does not hold it', async ({ page }) => {
    await page.clock.install();
    await page.goto(`${PARTNER}/waitlist-unconfigured.html`);
    const form = inlineForm(page);
    await fillDetails(form, uniqueEmail('notice'));
    await form.getByRole('button', { name: 'Next' }).click();
    const submit = form.getByRole('button', { name: 'Submit' });
    const notice = errorNotices(form);
    // Paused, the page's clock moves only with runFor: the 6 s count from the click.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await submit.click();
    await expect(notice).toBeVisible();
    await page.clock.runFor(5_800);
    await expect(notice).toBeVisible();
    await page.clock.runFor(400);
    await expect(notice).toBeHidden();

    await submit.click();
    await form.getByRole('button', { name: 'Dismiss notification' }).focus();
    await page.clock.runFor(13_000);
    await expect(notice).toBeVisible();
    await submit.focus();
    await page.clock.runFor(6_500);
    await expect(notice).toBeHidden();

    // On a phone, the last tap's hover stays where it was: over a notice, it must not keep it.
    await submit.click();
    await notice.hover();
    await page.clock.runFor(6_500);
    await expect(notice).toBeHidden();
  });

  test('dismissed from the keyboard, it hands the focus to the next notice, then back to where it came from', async ({ page }) => {
    await page.goto(`${PARTNER}/waitlist-unconfigured.html`);
    const form = inlineForm(page);
    await fillDetails(form, uniqueEmail('dismiss-focus'));
    await form.getByRole('button', { name: 'Next' }).click();
    const submit = form.getByRole('button', { name: 'Submit' });
    await submit.click();
    await submit.click();
    await expect(notices(form)).toHaveCount(2);
    const dismiss = form.getByRole('button', { name: 'Dismiss notification' });
    await submit.focus();
    await page.keyboard.press('Tab');
    await expect(dismiss.first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(notices(form)).toHaveCount(1);
    await expect(dismiss).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(notices(form)).toHaveCount(0);
    await expect(submit).toBeFocused();
  });
});

test.describe('given the waitlist dialog on a phone, 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("a failure notice leaves step 2's Submit and Back free to tap", async ({ page }) => {
    await page.goto(`${PARTNER}/waitlist.html`);
    await page.getByRole('button', { name: 'Join the Waitlist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Join the Acme Waitlist' });
    await fillDetails(dialog, uniqueEmail('phone-notice'));
    await dialog.getByRole('button', { name: 'Next' }).click();
    await page.route(`${BACKEND}/rest/v1/waitlist**`, (route) => route.abort('connectionrefused'));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(errorNotices(page)).toContainText('Submission Error');
    // A trial click fails when another element, the notice, would take the tap.
    for (const name of ['Submit', 'Back']) await dialog.getByRole('button', { name }).click({ trial: true, timeout: 2_000 });
  });
});

test.describe('given the script pasted twice, once under another URL, after embed.js', () => {
  test('it throws nothing and renders one working form', async ({ page }) => {
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    await page.goto(`${PARTNER}/waitlist-twice.html`);
    const form = inlineForm(page);
    await expect(form.getByLabel('Full name')).toBeVisible();
    await expect(form.locator('form')).toHaveCount(1);
    const email = uniqueEmail('twice');
    await fillDetails(form, email);
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    expect(await rowsFor(email)).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });
});
