import { expect, test, type Page } from '@playwright/test';
import { ELEMENTS } from '../../widgets/registry.mjs';
import { fillStepOne, rowsFor, signUp, uniqueEmail } from './backend-rows';
import { consoleProblems } from './console-problems';
import { claimedByReact, elementDefined, focusFormOverStep2Draft, holdScript, mainThreadIdle, openWithScriptHeld } from './hold-script';
import { PARTNER } from './ports.mjs';

/*
 * A partner's Node server draws a widget with dist/ssr/ (renderWidget, docs/embedding.md#server-rendering)
 * and the page loads embed.js: the element is there, styled, before any script, and the
 * script hydrates it. tests/e2e/servers.mjs draws the hosts' %DRAWN% the way the guide shows.
 */

const drawnPage = (tag: string, csp = false) => `${PARTNER}/${csp ? 'csp-' : ''}server-rendered.html?tag=${tag}`;
const form = (page: Page) => page.locator('rosterkit-waitlist');
/** A failed answer is a problem, but for the partner page's own missing favicon. */
const PARTNER_PAGE = { failedAnswers: true, except: /\/favicon\.ico$/ };
/** Step 1 as this file's visitor fills it. */
const GRACE = { name: 'Grace Hopper', company: 'Compiler Agency', creators: '1-5' };

test.describe('given a partner page whose server drew the waitlist form, JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const width of [375, 1280]) {
    test(`the form is there and styled before any script, ${width} px wide`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(drawnPage('rosterkit-waitlist'));
      await expect(form(page).getByLabel('Full name')).toBeVisible();
      await expect(form(page).getByLabel('How many creators do you manage?')).toBeVisible();
      await expect(form(page).getByRole('button', { name: 'Next' })).toBeVisible();
      // The card's own styles, from the linked stylesheet.
      const card = form(page).locator('[part="card"]');
      expect(await card.evaluate((node) => getComputedStyle(node).borderTopStyle)).toBe('solid');
      expect((await card.boundingBox())?.width).toBeLessThanOrEqual(width);
    });
  }
});

test.describe('given a partner page whose server drew the waitlist form', () => {
  test('the script takes the drawn form over, and a sign-up is stored with the partner\'s label', async ({ page }) => {
    const problems = consoleProblems(page, PARTNER_PAGE);
    // Its script waits until the drawn page has been looked at.
    const release = await holdScript(page, '**/widgets/embed.js');
    await page.goto(drawnPage('rosterkit-waitlist'), { waitUntil: 'commit' });
    const name = form(page).getByLabel('Full name');
    await expect(name).toBeVisible();
    await name.evaluate((node) => ((window as unknown as { drawnInput: Element }).drawnInput = node));
    release();

    // Hydrated: React has claimed the drawn field, which is the field the visitor types in.
    await expect.poll(() => claimedByReact(name)).toBe(true);
    expect(await name.evaluate((node) => node === (window as unknown as { drawnInput: Element }).drawnInput)).toBe(true);
    const email = uniqueEmail('drawn');
    await signUp(form(page), email);
    const [row] = await rowsFor(email);
    expect(row).toMatchObject({ name: 'Ada Lovelace', source: 'drawn-by-partner', widget: 'waitlist' });
    expect(problems).toEqual([]);
  });

  test('what a visitor typed before the script ran is kept, and sent', async ({ page }) => {
    // Its script waits until the drawn page has been looked at.
    const release = await holdScript(page, '**/widgets/embed.js');
    await page.goto(drawnPage('rosterkit-waitlist'), { waitUntil: 'commit' });
    const email = uniqueEmail('typed-early');
    await fillStepOne(form(page), email, GRACE);
    // Typed into the drawn form: the script was held, and the element is not defined yet.
    expect(await elementDefined(page, 'rosterkit-waitlist')).toBe(false);
    release();
    await form(page).getByRole('button', { name: 'Next' }).click();
    await form(page).getByRole('button', { name: 'Submit' }).click();
    await expect(form(page).getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    expect(await rowsFor(email)).toMatchObject([{ name: GRACE.name, company_name: GRACE.company, creator_count: GRACE.creators }]);
  });

  test('a bot that filled the honeypot before the script ran sees success, and nothing is stored', async ({ page }) => {
    const release = await holdScript(page, '**/widgets/embed.js');
    await page.goto(drawnPage('rosterkit-waitlist'), { waitUntil: 'commit' });
    const email = uniqueEmail('drawn-bot');
    await fillStepOne(form(page), email, GRACE);
    await form(page).locator('input[name="website"]').fill('http://spam.example', { force: true });
    expect(await elementDefined(page, 'rosterkit-waitlist')).toBe(false);
    release();
    await form(page).getByRole('button', { name: 'Next' }).click();
    await form(page).getByRole('button', { name: 'Submit' }).click();
    await expect(form(page).getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    expect(await rowsFor(email)).toHaveLength(0);
  });

  test("Next stays disabled until step 1's required fields are non-blank, before the script as after it", async ({ page }) => {
    const problems = consoleProblems(page, PARTNER_PAGE);
    const release = await holdScript(page, '**/widgets/embed.js');
    await page.goto(drawnPage('rosterkit-waitlist'), { waitUntil: 'commit' });
    const field = (label: string) => form(page).getByLabel(label);
    const next = form(page).getByRole('button', { name: 'Next' });
    // SPEC: drawn disabled, and the page's inline script keeps to the widget's rule.
    await expect(next).toBeDisabled();
    await field('Full name').fill('Grace Hopper');
    await field('Email address').fill(uniqueEmail('next-drawn'));
    await field('Company name').fill('   ');
    await field('How many creators do you manage?').selectOption('1-5');
    await expect(next).toBeDisabled();
    await field('Company name').fill('Compiler Agency');
    await expect(next).toBeEnabled();
    await field('Full name').fill('');
    await expect(next).toBeDisabled();
    await field('Full name').fill('Grace Hopper');
    await expect(next).toBeEnabled();
    expect(await elementDefined(page, 'rosterkit-waitlist')).toBe(false);
    release();

    // Hydrated as the page had it; React's own rule from then on.
    await expect.poll(() => claimedByReact(next)).toBe(true);
    await mainThreadIdle(page);
    await expect(next).toBeEnabled();
    await field('Company name').fill('');
    await expect(next).toBeDisabled();
    expect(problems).toEqual([]);
  });

  test('a visitor in the drawn form when the script runs stays on step 1 over a draft saved at step 2, its values kept', async ({ page }) => {
    await page.goto(drawnPage('rosterkit-waitlist'));
    const name = await focusFormOverStep2Draft(page, form(page), '**/widgets/embed.js', uniqueEmail('drawn-draft'));

    // Hydrated: step 2 would have taken the focused field away.
    await expect.poll(() => claimedByReact(name)).toBe(true);
    await expect(name).toHaveValue('Grace Hopper');
    await mainThreadIdle(page);
    await expect(name).toBeFocused();
    await expect(form(page).getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  for (const width of [375, 1280]) {
    test(`Next, clicked and pressed before the script ran, shows it is busy and is carried out once, ${width} px wide`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const release = await holdScript(page, '**/widgets/embed.js');
      await page.goto(drawnPage('rosterkit-waitlist'), { waitUntil: 'commit' });
      await fillStepOne(form(page), uniqueEmail('held-next'), GRACE);
      const next = form(page).getByRole('button', { name: 'Next' });
      await next.click();
      // Enter in a field sends the form through the same button: held once, not twice.
      await form(page).getByLabel('Company name').press('Enter');
      await expect(next).toHaveAttribute('aria-busy', 'true');
      // Seen on a touch screen too, which shows no cursor.
      await expect(next).toHaveCSS('opacity', '0.8');
      expect(await elementDefined(page, 'rosterkit-waitlist')).toBe(false);
      release();

      const step2 = form(page).getByText('Step 2 of 2: your interests');
      await expect(step2).toBeVisible();
      await mainThreadIdle(page);
      await expect(step2).toBeVisible();
      expect(new URL(page.url()).search).toBe('?tag=rosterkit-waitlist');
    });
  }

  test('under a CSP that refuses the stylesheet, the script styles the form', async ({ page }) => {
    await page.goto(drawnPage('rosterkit-waitlist', true));
    const card = form(page).locator('[part="card"]');
    await expect(card).toHaveCSS('border-top-style', 'solid');
    const email = uniqueEmail('drawn-csp');
    await signUp(form(page), email);
    expect(await rowsFor(email)).toHaveLength(1);
  });

  test("under the CSP the guide gives, the form is styled and Next held before the script, and nothing is refused", async ({ page }) => {
    const problems = consoleProblems(page, PARTNER_PAGE);
    const release = await holdScript(page, '**/widgets/embed.js');
    await page.goto(`${drawnPage('rosterkit-waitlist', true)}&csp=documented`, { waitUntil: 'commit' });
    // Its stylesheet, from the CDN that style-src names.
    const card = form(page).locator('[part="card"]');
    await expect(card).toHaveCSS('border-top-style', 'solid');
    // The inline script, allowed by its hash: it enables Next as the form is filled, and holds its press.
    const email = uniqueEmail('drawn-documented-csp');
    await fillStepOne(form(page), email, GRACE);
    const next = form(page).getByRole('button', { name: 'Next' });
    await next.click();
    await expect(next).toHaveAttribute('aria-busy', 'true');
    expect(await elementDefined(page, 'rosterkit-waitlist')).toBe(false);
    release();
    await expect(form(page).getByText('Step 2 of 2: your interests')).toBeVisible();
    await form(page).getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => rowsFor(email)).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  for (const { tag } of ELEMENTS) {
    test(`<${tag}> drawn by the server hydrates without a mismatch`, async ({ page }) => {
      const problems = consoleProblems(page, PARTNER_PAGE);
      const release = await holdScript(page, '**/widgets/embed.js');
      await page.goto(drawnPage(tag), { waitUntil: 'commit' });
      const element = page.locator(tag);
      const first = element.locator('.rk-root > *').first();
      // The drawn root's first node, marked where React does not look: after a mismatch, React draws it afresh.
      await first.evaluate((node) => Object.assign(node, { drawnByServer: true }));
      release();
      // Hydrated: React has claimed that node, the one the server drew.
      await expect.poll(() => claimedByReact(first)).toBe(true);
      // Parts hydrated later (the landing's sections, in turn) report a mismatch of their own then.
      await mainThreadIdle(page);
      expect(await first.evaluate((node) => 'drawnByServer' in node)).toBe(true);
      expect(await element.evaluate((node) => node.shadowRoot?.querySelectorAll('.rk-root').length)).toBe(1);
      expect(problems).toEqual([]);
    });
  }

  test('<rosterkit-waitlist-modal open> drawn by the server hydrates its drawn dialog without a mismatch', async ({ page }) => {
    const problems = consoleProblems(page, PARTNER_PAGE);
    const release = await holdScript(page, '**/widgets/embed.js');
    await page.goto(`${drawnPage('rosterkit-waitlist-modal')}&open`, { waitUntil: 'commit' });
    const element = page.locator('rosterkit-waitlist-modal');
    // The server's <dialog>, marked where React does not look: after a mismatch, React draws a new one.
    await element.locator('dialog').evaluate((node) => Object.assign(node, { drawnByServer: true }));
    release();
    await expect(element.getByRole('dialog', { name: 'Join the Acme Waitlist' })).toBeVisible();
    expect(await element.locator('dialog').evaluate((node) => 'drawnByServer' in node)).toBe(true);
    expect(problems).toEqual([]);
  });

  test("a host page's opener clicked before the drawn dialog's script has come opens it then, with no mismatch", async ({ page }) => {
    const problems = consoleProblems(page, PARTNER_PAGE);
    const release = await openWithScriptHeld(page, drawnPage('rosterkit-waitlist-modal'), '**/widgets/waitlist.js');
    const element = page.locator('rosterkit-waitlist-modal');
    await page.evaluate(() => document.body.insertAdjacentHTML('afterbegin', '<button type="button" data-rosterkit-open="waitlist">Join us</button>'));
    await page.getByRole('button', { name: 'Join us' }).click();
    release();
    await expect(element.getByRole('dialog', { name: 'Join the Acme Waitlist' })).toBeVisible();
    await mainThreadIdle(page);
    expect(problems).toEqual([]);
  });
});
