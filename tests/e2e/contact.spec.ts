import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { PARTNER } from './ports.mjs';
import { showRightAfterClose } from './dialog-host';
import { mainThreadIdle } from './hold-script';

const THANK_YOU = "Thank you! We'll reply soon.";

function contactDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Contact our team' });
}

async function recordEvents(page: Page): Promise<string[]> {
  const events: string[] = [];
  await page.exposeFunction('recordEvent', (entry: string) => events.push(entry));
  await page.evaluate(() => {
    for (const type of ['rosterkit-open', 'rosterkit-close', 'rosterkit-contact-submit']) {
      document.addEventListener(type, (event) => {
        const { detail, bubbles, composed } = event as CustomEvent;
        (window as unknown as { recordEvent: (entry: string) => void }).recordEvent(
          `${type} ${JSON.stringify(detail)} ${bubbles && composed ? 'bubbling' : 'local'}`,
        );
      });
    }
  });
  return events;
}

for (const width of [375, 768, 1280]) {
  test.describe(`given the contact widget on a partner page ${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } });

    test.beforeEach(async ({ page }) => {
      await page.goto(`${PARTNER}/contact.html`);
    });

    test('it thanks the visitor without any request, then closes after 2000 ms with the fields cleared', async ({ page }) => {
      const events = await recordEvents(page);
      await page.getByRole('button', { name: 'Contact us' }).click();
      const dialog = contactDialog(page);
      await expect(dialog).toBeVisible();
      await expect(page.locator('rosterkit-contact')).toHaveAttribute('open', '');
      await expect(dialog.getByLabel('Email')).toHaveAttribute('type', 'email');

      await dialog.getByLabel('Name').fill('Ada Lovelace');
      await dialog.getByLabel('Email').fill('ada@example.com');
      await dialog.getByLabel('Message').fill('We manage 40 creators.');
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      // A paused fake clock: the 2000 ms close delay is stepped through, not waited for.
      const now = new Date('2026-03-02T09:00:00Z');
      await page.clock.install({ time: now });
      await page.clock.pauseAt(new Date(now.getTime() + 1000));
      await dialog.getByRole('button', { name: 'Send message' }).click();

      await expect(dialog.getByRole('status')).toHaveText(THANK_YOU);
      // Where the gone button was: not at the top of the page.
      await expect(dialog.getByRole('status')).toBeFocused();
      await page.clock.runFor(1900);
      await expect(dialog).toBeVisible();
      await page.clock.runFor(200);
      await expect(dialog).toBeHidden();
      await expect(page.locator('rosterkit-contact')).not.toHaveAttribute('open', '');
      expect(requests).toEqual([]);
      expect(events).toEqual([
        'rosterkit-open {"dialog":"contact"} bubbling',
        'rosterkit-contact-submit {} bubbling',
        'rosterkit-close {"dialog":"contact"} bubbling',
      ]);

      await page.getByRole('button', { name: 'Contact us' }).click();
      await expect(dialog.getByLabel('Name')).toHaveValue('');
      await expect(dialog.getByLabel('Email')).toHaveValue('');
      await expect(dialog.getByLabel('Message')).toHaveValue('');
    });

    test('it requires every field, ties each error to its field and keeps what was typed', async ({ page }) => {
      const events = await recordEvents(page);
      await page.getByRole('button', { name: 'Contact us' }).click();
      const dialog = contactDialog(page);
      await dialog.getByLabel('Message').fill('Keep this message');
      await dialog.getByRole('button', { name: 'Send message' }).click();

      const name = dialog.getByLabel('Name');
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(name).toHaveAccessibleDescription('Please enter your name.');
      await expect(name).toBeFocused();
      await expect(dialog.getByLabel('Email')).toHaveAccessibleDescription('Please enter your email address.');
      await expect(dialog.getByLabel('Message')).toHaveValue('Keep this message');
      await expect(dialog.getByLabel('Message')).not.toHaveAttribute('aria-invalid', 'true');

      await name.fill('Ada');
      await expect(name).not.toHaveAttribute('aria-invalid', 'true');
      // A comma for a dot: an email input refuses it, and so does the form.
      await dialog.getByLabel('Email').fill('ada@example,com');
      // Sent with Enter from the field itself, the focus does not move: the error is announced.
      await dialog.getByLabel('Email').press('Enter');
      await expect(dialog.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address, e.g. name@example.com.');
      await expect(dialog.getByRole('alert')).toHaveText('Please enter a valid email address, e.g. name@example.com.');
      await expect(dialog.getByRole('status')).toHaveText('');
      // Pressed again, the error is a new alert, which a screen reader announces again.
      await dialog.getByRole('alert').evaluate((element) => Object.assign(element, { announced: true }));
      await dialog.getByLabel('Email').press('Enter');
      await expect(dialog.getByRole('alert')).toHaveText('Please enter a valid email address, e.g. name@example.com.');
      expect(await dialog.getByRole('alert').evaluate((element) => 'announced' in element)).toBe(false);
      expect(events.filter((entry) => entry.startsWith('rosterkit-contact-submit'))).toEqual([]);

      await expectNoViolations(page, 'the dialog with an email error');
      await dialog.getByLabel('Email').fill('ada@example.com');
      await dialog.getByRole('button', { name: 'Send message' }).click();
      await expect(dialog.getByRole('status')).toHaveText(THANK_YOU);
      await expectNoViolations(page, 'the thank-you view');
    });

    test('a message pasted past 5,000 characters is kept whole, counted, and refused until shortened', async ({ page }) => {
      const events = await recordEvents(page);
      await page.getByRole('button', { name: 'Contact us' }).click();
      const dialog = contactDialog(page);
      await dialog.getByLabel('Name').fill('Ada');
      await dialog.getByLabel('Email').fill('ada@example.com');
      const message = dialog.getByLabel('Message');
      await message.focus();
      await page.keyboard.insertText('x'.repeat(4_600));
      await expect(message).toHaveAccessibleDescription('You have 400 characters remaining');
      await page.keyboard.insertText('y'.repeat(500));
      await expect(message).toHaveValue('x'.repeat(4_600) + 'y'.repeat(500));
      await expect(message).toHaveAccessibleDescription('You have 100 characters too many');
      await expect(message).toHaveAttribute('aria-invalid', 'true');

      // Sent with the name cleared too: both are refused, the focus goes to the first.
      await dialog.getByLabel('Name').clear();
      await dialog.getByRole('button', { name: 'Send message' }).click();
      await expect(dialog.getByLabel('Name')).toBeFocused();
      await expect(dialog.getByLabel('Name')).toHaveAccessibleDescription('Please enter your name.');
      await expect(message).toHaveAccessibleDescription('You have 100 characters too many');
      await dialog.getByLabel('Name').fill('Ada');
      await dialog.getByRole('button', { name: 'Send message' }).click();
      await expect(message).toBeFocused();
      await expect(message).toHaveValue('x'.repeat(4_600) + 'y'.repeat(500));
      expect(events.filter((entry) => entry.startsWith('rosterkit-contact-submit'))).toEqual([]);

      await page.keyboard.press('Control+End');
      for (let i = 0; i < 100; i += 1) await page.keyboard.press('Backspace');
      await expect(message).toHaveAccessibleDescription('You have 0 characters remaining');
      await dialog.getByRole('button', { name: 'Send message' }).click();
      await expect(dialog.getByRole('status')).toHaveText(THANK_YOU);
      await expect.poll(() => events.filter((entry) => entry.startsWith('rosterkit-contact-submit')).length).toBe(1);
    });

    test('closed by the browser without asking, as a repeated back gesture does, it stays closed', async ({ page }) => {
      const contact = page.locator('rosterkit-contact');
      await page.getByRole('button', { name: 'Contact us' }).click();
      await expect(contactDialog(page)).toBeVisible();
      // Every time the dialog opens or closes from here.
      await contact.evaluate(async (element) => {
        const dialog = element.shadowRoot!.querySelector('dialog')!;
        const seen: boolean[] = ((window as unknown as { openings: boolean[] }).openings = []);
        new MutationObserver(() => seen.push(dialog.open)).observe(dialog, { attributeFilter: ['open'] });
        dialog.close();
        while (element.hasAttribute('open')) await new Promise(requestAnimationFrame);
      });
      // The element has heard of the close, and a reopen it rendered would show by now.
      await mainThreadIdle(page);
      expect(await page.evaluate(() => (window as unknown as { openings: boolean[] }).openings)).toEqual([false]);
      await expect(contactDialog(page)).toBeHidden();
    });

    test('it closes on Escape, on its close button and on a click outside, and answers show(), close() and host triggers', async ({ page }) => {
      const contact = page.locator('rosterkit-contact');
      const dialog = contactDialog(page);

      await page.getByRole('button', { name: 'Contact us' }).click();
      await dialog.getByLabel('Name').fill('Draft');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(contact).not.toHaveAttribute('open', '');

      await contact.evaluate((element) => (element as HTMLElement & { show(): void }).show());
      await expect(dialog).toBeVisible();
      // An unsent draft survives closing.
      await expect(dialog.getByLabel('Name')).toHaveValue('Draft');
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();

      await page.getByRole('button', { name: 'Write to us from the host' }).click();
      await expect(dialog).toBeVisible();
      await page.mouse.click(3, 3);
      await expect(dialog).toBeHidden();
      // Closed once the element no longer reflects it, so that setting `open` is a change.
      await expect(contact).not.toHaveAttribute('open', '');

      await contact.evaluate((element) => element.setAttribute('open', ''));
      await expect(dialog).toBeVisible();
      await contact.evaluate((element) => (element as HTMLElement & { close(): void }).close());
      await expect(dialog).toBeHidden();
    });

    test('show() right after close() reopens it, even before the close event of the first has fired', async ({ page }) => {
      const contact = page.locator('rosterkit-contact');
      await contact.evaluate((element) => (element as HTMLElement & { show(): void }).show());
      await expect(contactDialog(page)).toBeVisible();
      await showRightAfterClose(contact);
      await expect(contact).toHaveAttribute('open', '');
      await expect(contactDialog(page)).toBeVisible();
    });
  });
}
