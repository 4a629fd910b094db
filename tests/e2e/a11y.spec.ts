import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { fillStepOne, submitBothSteps, uniqueEmail } from './backend-rows';
import { widgetRendered } from './hold-script';
import { PARTNER, SITE } from './ports.mjs';
import { ELEMENTS } from '../../widgets/registry.mjs';
import { errorNotices } from './notices';

/** WCAG's contrast ratio of two computed colours, `rgb(…)` or `rgba(…)` (opaque ones). */
/** The inline form on a page that gives it no backend: a sign-up there gets an error notice. */
async function unconfiguredForm(page: Page): Promise<Locator> {
  await page.goto(`${PARTNER}/waitlist-unconfigured.html`);
  return page.locator('rosterkit-waitlist');
}

function contrast(one: string, other: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((channel) => {
      const c = Number(channel) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

for (const width of [375, 1280]) {
  test.describe(`given the waitlist at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('axe finds no WCAG 2.2 A/AA violation in step 1, step 2, with errors, and on the thank-you view', async ({ page }) => {
      await page.goto(`${PARTNER}/waitlist.html`);
      await expectNoViolations(page, 'the inline form, step 1');
      await page.getByRole('button', { name: 'Join the Waitlist' }).click();
      const dialog = page.getByRole('dialog');
      await expectNoViolations(page, 'modal step 1');
      await fillStepOne(dialog, 'not-an-email', { name: 'Ada', company: 'Co', creators: '0' });
      await dialog.getByRole('button', { name: 'Next' }).click();
      await expectNoViolations(page, 'modal step 1 with an email error');
      await dialog.getByLabel('Email address').fill(uniqueEmail('axe'));
      await dialog.getByRole('button', { name: 'Next' }).click();
      await expectNoViolations(page, 'modal step 2');
      await page.route('**/rest/v1/waitlist**', (route) => route.abort('connectionrefused'));
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expect(errorNotices(page)).toBeVisible();
      await expectNoViolations(page, 'modal step 2 with an error notice');
      await page.unroute('**/rest/v1/waitlist**');
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expect(dialog.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
      await expectNoViolations(page, 'the thank-you view');
    });
  });
}

for (const width of [375, 1280]) {
  test.describe(`given the roster demo at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('axe finds no WCAG 2.2 A/AA violation in grid, list, detail Statistics and Packages', async ({ page }) => {
      await page.goto(`${PARTNER}/roster-demo.html`);
      const demo = page.locator('rosterkit-roster-demo');
      await expect(demo.getByRole('button', { name: 'Login' })).toBeVisible();
      await expectNoViolations(page, 'the roster grid');
      await demo.getByRole('button', { name: 'List view' }).click();
      await expectNoViolations(page, 'the roster list');
      await demo.getByRole('button', { name: 'Maya Chen', exact: true }).click();
      await expect(demo.getByRole('tab', { name: 'Statistics' })).toHaveAttribute('aria-selected', 'true');
      await expect(demo.locator('svg.recharts-surface').first()).toBeVisible();
      await expectNoViolations(page, 'the detail, Statistics');
      await demo.getByRole('tab', { name: 'Packages' }).click();
      await expectNoViolations(page, 'the detail, Packages');
    });
  });
}

test.describe('given the roster demo, which marks the selected tab', () => {
  const background = (locator: Locator) => locator.evaluate((node) => getComputedStyle(node).backgroundColor);

  test("the selected tab's mark is 3:1 on the tab, not only a white a shade off its list", async ({ page }) => {
    await page.goto(`${PARTNER}/roster-demo.html`);
    const demo = page.locator('rosterkit-roster-demo');
    await demo.getByRole('button', { name: 'Maya Chen', exact: true }).click();
    const selected = demo.getByRole('tab', { name: 'Statistics' });
    await expect(selected).toHaveAttribute('aria-selected', 'true');
    const mark = (await selected.evaluate((node) => getComputedStyle(node).boxShadow)).match(/rgba?\([^)]*\)/)?.[0] ?? 'none';
    // Opaque: the shadow under a tab is a colour at 12 % and marks nothing.
    expect(mark).toMatch(/^rgb\(/);
    expect(contrast(mark, await background(selected))).toBeGreaterThanOrEqual(3);
  });
});

test.describe("given the landing's sample dashboard", () => {
  // The bars carry the growth, and show no figure: each must stand out from its card (WCAG 1.4.11).
  test('every monthly growth bar is 3:1 against its card', async ({ page }) => {
    await page.goto(`${SITE}/`);
    const chart = page.locator('rosterkit-landing').getByRole('img', { name: /^Follower growth over 12 months/ });
    await expect(chart.locator('rect')).toHaveCount(12);
    const card = await chart.evaluate((svg) => getComputedStyle(svg.closest('figure')!).backgroundColor);
    const fills = await chart.locator('rect').evaluateAll((bars) => bars.map((bar) => getComputedStyle(bar).fill));
    expect(fills.filter((fill) => contrast(fill, card) < 3)).toEqual([]);
  });
});

test.describe('given a keyboard-only visitor', () => {
  test('on the landing at 400 % zoom, the sticky header never covers the control with the focus', async ({ page }) => {
    // 400 % of a 1280 x 1024 window (WCAG 2.4.11).
    await page.setViewportSize({ width: 320, height: 256 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${SITE}/`);
    const landing = page.locator('rosterkit-landing');
    const learnMore = landing.getByRole('button', { name: 'Learn more' });
    // The next control just below the top of the window: under the header, yet in view.
    await learnMore.nth(1).evaluate((button) => scrollBy(0, button.getBoundingClientRect().top - 14));
    await learnMore.nth(0).evaluate((button) => (button as HTMLElement).focus({ preventScroll: true }));
    await page.keyboard.press('Tab');
    await expect(learnMore.nth(1)).toBeFocused();
    const headerBottom = await landing.getByRole('banner').evaluate((node) => node.getBoundingClientRect().bottom);
    expect(await learnMore.nth(1).evaluate((node) => node.getBoundingClientRect().top)).toBeGreaterThanOrEqual(headerBottom);
  });

  test('on the landing at 200 % zoom, the sticky header never covers a control of the roster demo inside it', async ({ page }) => {
    // 200 % of a 1536 x 1024 window: the demo is shown from 768 px.
    await page.setViewportSize({ width: 768, height: 512 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${SITE}/`);
    const landing = page.locator('rosterkit-landing');
    const demo = landing.locator('rosterkit-roster-demo');
    const cards = demo.locator('.rd-card-open');
    await expect(cards.nth(1)).toBeVisible();
    // The demo's own shadow root: the landing's rules do not reach its controls.
    await cards.nth(1).evaluate((card) => scrollBy(0, card.getBoundingClientRect().top - 14));
    await demo.getByRole('button', { name: /^Favourite / }).first().evaluate((button) => (button as HTMLElement).focus({ preventScroll: true }));
    await page.keyboard.press('Tab');
    await expect(cards.nth(1)).toBeFocused();
    const headerBottom = await landing.getByRole('banner').evaluate((node) => node.getBoundingClientRect().bottom);
    expect(await cards.nth(1).evaluate((node) => node.getBoundingClientRect().top)).toBeGreaterThanOrEqual(headerBottom);
  });

  test('the waitlist modal opens, traps focus, completes, and gives focus back to its trigger', async ({ page }) => {
    await page.goto(`${PARTNER}/waitlist.html`);
    const trigger = page.getByRole('button', { name: 'Join the Waitlist' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Join the Acme Waitlist' });
    await expect(dialog.getByLabel('Full name')).toBeFocused();
    await page.keyboard.type('Ada Lovelace');
    await page.keyboard.press('Tab');
    await page.keyboard.type(uniqueEmail('keys'));
    await page.keyboard.press('Tab');
    await page.keyboard.type('Analytical');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('How many creators do you manage?')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(dialog.getByLabel('How many creators do you manage?')).not.toHaveValue('');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Next' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByLabel('How important is this solution to you?')).toBeVisible();

    // Focus never leaves the dialog, forwards or backwards.
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let step = 0; step < 14; step += 1) {
        await page.keyboard.press(key);
        const inside = await page.evaluate(() => {
          let active = document.activeElement;
          while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
          return Boolean(active?.closest('dialog'));
        });
        expect(inside, `${key} #${step + 1} stays in the dialog`).toBe(true);
      }
    }
    await dialog.getByLabel('Payments').focus();
    await page.keyboard.press('Space');
    await expect(dialog.getByLabel('Payments')).toBeChecked();
    await dialog.getByRole('button', { name: 'Submit' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 5000 });
    await expect(trigger).toBeFocused();
  });

  test('Escape closes the dialog and focus returns to the trigger', async ({ page }) => {
    await page.goto(`${PARTNER}/waitlist.html`);
    const trigger = page.getByRole('button', { name: 'Join the Waitlist' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('the focused control shows a visible focus ring', async ({ page }) => {
    await page.goto(`${PARTNER}/waitlist.html`);
    const form = page.locator('rosterkit-waitlist');
    await form.getByLabel('Full name').focus();
    for (const control of [form.getByLabel('Email address'), form.getByLabel('Company name')]) {
      await page.keyboard.press('Tab');
      await expect(control).toBeFocused();
      await expect(control).toHaveCSS('outline-style', 'solid');
      await expect(control).toHaveCSS('outline-width', '2px');
    }
    await page.getByRole('button', { name: 'Join the Waitlist' }).focus();
    await expect(page.getByRole('button', { name: 'Join the Waitlist' })).toHaveCSS('outline-style', 'solid');
  });

  test('on the dark call to action, footer and error notice, the focus ring is white', async ({ page }) => {
    const white = 'rgb(255, 255, 255)';
    await page.goto(`${PARTNER}/landing.html`);
    // Drawn, not only coloured: with no outline, outline-color would be the white text's colour.
    const expectWhiteRing = async (control: Locator) => {
      await expect(control).toBeFocused();
      await expect(control).toHaveCSS('outline-style', 'solid');
      await expect(control).toHaveCSS('outline-width', '2px');
      await expect(control).toHaveCSS('outline-color', white);
    };
    for (const control of [page.getByRole('button', { name: 'Join the Waiting List' }), page.getByRole('link', { name: 'team@acme.test' })]) {
      await control.focus();
      await expectWhiteRing(control);
    }
    const form = await unconfiguredForm(page);
    await submitBothSteps(form, uniqueEmail('ring'));
    // Reached from the keyboard, as a ring is only drawn then: the notice is next after Submit.
    await expect(form.getByRole('button', { name: 'Dismiss notification' })).toBeVisible();
    await form.getByRole('button', { name: 'Submit' }).focus();
    await page.keyboard.press('Tab');
    await expectWhiteRing(form.getByRole('button', { name: 'Dismiss notification' }));
  });

  test("a notice's dismiss button is a target of 24 px square or more (WCAG 2.5.8)", async ({ page }) => {
    await page.goto(`${PARTNER}/landing.html`);
    const form = await unconfiguredForm(page);
    await submitBothSteps(form, uniqueEmail('target'));
    const box = await form.getByRole('button', { name: 'Dismiss notification' }).boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(24);
    expect(box?.height).toBeGreaterThanOrEqual(24);
  });

  test("every field's border shows on its surface, at 3:1 or more, on both steps", async ({ page }) => {
    await page.goto(`${PARTNER}/waitlist.html`);
    const form = page.locator('rosterkit-waitlist');
    /** The border and surface colours of each field `selector` finds in the form. */
    const borders = (selector: string) =>
      form.evaluate(
        (host, fields) =>
          [...host.shadowRoot!.querySelectorAll(fields)].map((field) => {
            const style = getComputedStyle(field);
            return [style.borderTopColor, style.backgroundColor] as const;
          }),
        selector,
      );
    const stepOne = await borders('input:not([type=checkbox]):not([tabindex="-1"]), select, textarea');
    await fillStepOne(form, uniqueEmail('border'));
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(form.getByRole('button', { name: 'Submit' })).toBeVisible();
    // Step 2's importance and proposed feature.
    const stepTwo = await borders('select, textarea');
    expect([stepOne.length, stepTwo.length]).toEqual([5, 2]);
    for (const [border, surface] of [...stepOne, ...stepTwo]) expect(contrast(border, surface)).toBeGreaterThanOrEqual(3);
  });

  test("the roster's pressed view shows beside the other, at 3:1 or more", async ({ page }) => {
    await page.goto(`${PARTNER}/roster-demo.html`);
    // The other view's button is transparent: it shows the group's surface.
    const layout = page.locator('rosterkit-roster-demo').getByRole('group', { name: 'Layout' });
    const pressed = layout.getByRole('button', { name: 'Grid view' });
    await expect(pressed).toHaveAttribute('aria-pressed', 'true');
    const [background, surface] = await Promise.all([pressed, layout].map((part) => part.evaluate((element) => getComputedStyle(element).backgroundColor)));
    expect(contrast(background!, surface!)).toBeGreaterThanOrEqual(3);
  });

  test('notices are announced through a live region, open since the frame before each is added', async ({ page }) => {
    const form = (await unconfiguredForm(page)).first();
    // A second form on the page, whose notices' code the first one's notice brings.
    await page.evaluate(() => document.body.append(document.createElement('rosterkit-waitlist')));
    const second = page.locator('rosterkit-waitlist').nth(1);
    await widgetRendered(page, second);
    const liveRegions = form.locator('[aria-live="polite"]');
    await expect(liveRegions).toHaveCount(1);
    // A closed popover is not rendered, and a live region shown with a notice already in it is
    // not read out: for each notice, whether its area was open at the frame before it came.
    await page.evaluate(() => {
      const roots = [...document.querySelectorAll('rosterkit-waitlist')].map((host) => host.shadowRoot!);
      let openLastFrame = new WeakSet<Element>();
      const sample = () => {
        openLastFrame = new WeakSet(roots.flatMap((root) => [...root.querySelectorAll('.rk-toaster:popover-open')]));
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
      const heard: boolean[] = [];
      Object.assign(window, { heard });
      const observer = new MutationObserver((records) => {
        for (const node of records.flatMap((record) => [...record.addedNodes])) {
          const area = node instanceof HTMLLIElement ? node.closest('.rk-toaster') : null;
          if (area) heard.push(openLastFrame.has(area));
        }
      });
      for (const root of roots) observer.observe(root, { childList: true, subtree: true });
    });
    await submitBothSteps(form, uniqueEmail('live'));
    await expect(liveRegions).toContainText('Submission Error');
    // Again, with the notices' code at hand from the first: it no longer delays the second.
    await form.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(liveRegions).toBeEmpty();
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(liveRegions).toContainText('Submission Error');
    // And the other form's first.
    await submitBothSteps(second, uniqueEmail('live-second'));
    await expect(second.locator('[aria-live="polite"]')).toContainText('Submission Error');
    expect(await page.evaluate(() => (window as unknown as { heard: boolean[] }).heard)).toEqual([true, true, true]);
  });
});

test.describe('given each widget embedded alone', () => {
  for (const width of [375, 1280]) {
    for (const { tag, script } of ELEMENTS) {
      test(`<${tag}> at ${width} px has no axe violation`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${PARTNER}/empty.html?script=${script}`);
        await page.evaluate((name) => {
          const element = document.createElement(name);
          element.setAttribute('data-brand', 'Acme');
          element.setAttribute('data-trigger-label', 'Open');
          document.querySelector('#slot')!.append(element);
        }, tag);
        await widgetRendered(page, page.locator(tag));
        await expectNoViolations(page, `<${tag}> alone`);
      });
    }
  }

  // A screen reader reads each widget's words as English on a page in another language (WCAG 3.1.2).
  test('on a page in French, every widget says its words are English', async ({ page }) => {
    const tags = ELEMENTS.map(({ tag }) => tag);
    await page.goto(`${PARTNER}/empty.html?script=embed`);
    await page.evaluate((names) => {
      document.documentElement.lang = 'fr';
      for (const name of names) document.querySelector('#slot')!.append(document.createElement(name));
    }, tags);
    const english = () =>
      page.evaluate((names) => names.map((name) => document.querySelector(name)?.shadowRoot?.querySelector('.rk-root')?.matches(':lang(en)') ?? null), tags);
    await expect.poll(english).toEqual(tags.map(() => true));
  });

  test('the 404 page has no axe violation', async ({ page }) => {
    await page.goto('/no/such/page');
    await expectNoViolations(page, 'the 404 page');
  });
});
