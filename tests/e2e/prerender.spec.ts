import { expect, test, type Page } from '@playwright/test';
import { readManifest } from '../../scripts/sizes.mjs';
import { FEATURE_DESCRIPTIONS } from '../../widgets/landing/content';
import { fillStepOne } from './backend-rows';
import { consoleProblems } from './console-problems';
import { claimedByReact, elementDefined, holdScript } from './hold-script';
import { imagesInViewLoaded } from './images';
import { followRequests } from './network';
import { pixelDifference } from './pixels';
import { SITE } from './ports.mjs';
import { withoutPopovers } from './notices';
import { openFaqItems } from './sections';

/*
 * The demo host's landing page arrives drawn in the HTML (build/prerender.ts): a declarative
 * shadow root, styled by a linked stylesheet, that its script hydrates.
 */

const THIS_YEAR = new Date().getFullYear();
/** The build's manifest: each source module's built file and the chunks it imports. */
type Manifest = Record<string, { file: string; imports?: string[] }>;
const landing = (page: Page) => page.locator('rosterkit-landing');

/** The landing's sections, top to bottom, as a visitor finds them. */
function sectionsInOrder(page: Page, width: number) {
  const root = landing(page);
  return [
    root.getByRole('heading', { level: 1, name: 'Revolutionize Your Media Kits & Talent Roster' }),
    ...(width >= 768 ? [root.getByRole('region', { name: 'Talent roster demo' })] : []),
    root.getByRole('heading', { level: 2, name: 'Everything your agency needs, in one place' }),
    root.getByRole('heading', { level: 2, name: 'Real-time Data' }),
    root.getByRole('heading', { level: 2, name: /Ready to revolutionize/ }),
    root.getByRole('heading', { level: 2, name: 'Frequently asked questions' }),
    root.getByRole('contentinfo'),
  ];
}

/** What a frame of the drawn page is about to paint: where its header and hero are, and whether the demo is shown. */
type DrawnFrame = { headerTop: number; heroTop: number | null; demo: boolean };

const headerJoin = (page: Page) => landing(page).getByRole('banner').getByRole('button', { name: 'Join Waitlist', exact: true });
const waitlistDialog = (page: Page) => page.getByRole('dialog', { name: 'Join the Waitlist', exact: true });

/**
 * The page is hydrated: the header's 'Join Waitlist' is React's, and no longer opens its
 * dialog by itself (commandfor), as the HTML has it do before the script; a click opens it.
 */
async function expectHydrated(page: Page) {
  const join = headerJoin(page);
  await expect(async () => {
    expect(await claimedByReact(join)).toBe(true);
    await expect(join).not.toHaveAttribute('commandfor');
  }).toPass();
  await join.click();
  await expect(waitlistDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
}

/**
 * The most pairs of font size and weight the drawn page may use, below 768 px and from it: text
 * in a pair the page has not used yet costs a font lookup, a round trip to the browser process.
 */
const FONT_PAIRS = { narrow: 12, wide: 15 };

for (const width of [375, 768, 1280]) {
  test.describe(`given the demo host ${width} px wide with JavaScript off`, () => {
    test.use({ viewport: { width, height: 900 }, javaScriptEnabled: false, reducedMotion: 'reduce' });

    test('every section of the landing page is there in order, styled', async ({ page }) => {
      await page.goto('/');
      const sections = sectionsInOrder(page, width);
      const tops: number[] = [];
      for (const section of sections) {
        await expect(section).toBeVisible();
        tops.push((await section.boundingBox())?.y ?? -1);
      }
      expect(tops).toEqual([...tops].sort((a, b) => a - b));
      // Styled by the linked stylesheet, not the browser's defaults.
      const title = landing(page).getByRole('heading', { level: 1 });
      expect(await title.evaluate((node) => getComputedStyle(node).fontWeight)).toBe('800');
      expect(await landing(page).getByRole('banner').evaluate((node) => getComputedStyle(node).position)).toBe('sticky');
    });

    test(`the page draws its text in at most ${FONT_PAIRS[width < 768 ? 'narrow' : 'wide']} pairs of font size and weight`, async ({ page }) => {
      await page.goto('/');
      const pairs = await landing(page).evaluate((host) => {
        const found = new Set<string>();
        const visit = (root: ShadowRoot | null | undefined) => {
          for (const element of root?.querySelectorAll('*') ?? []) {
            visit(element.shadowRoot);
            const hasText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
            if (!hasText || !element.checkVisibility()) continue;
            const style = getComputedStyle(element);
            found.add(`${style.fontSize} ${style.fontWeight}`);
          }
        };
        visit(host.shadowRoot);
        return [...found];
      });
      expect(pairs.length, pairs.join(', ')).toBeGreaterThan(5);
      expect(pairs.length, pairs.join(', ')).toBeLessThanOrEqual(FONT_PAIRS[width < 768 ? 'narrow' : 'wide']);
    });

    test("the header's 'Join Waitlist' opens the waitlist form, and Escape and its close button close it", async ({ page }) => {
      await page.goto('/');
      await headerJoin(page).click();
      const dialog = waitlistDialog(page);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('Full name')).toBeFocused();
      // Without script nothing checks step 1, so Next stays as drawn, disabled; nothing typed is lost.
      await dialog.getByLabel('Full name').fill('Ada Lovelace');
      await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await headerJoin(page).click();
      await expect(dialog.getByLabel('Full name')).toHaveValue('Ada Lovelace');
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    });

    test('the features, the FAQ answers, the email and the year are in the HTML', async ({ page }) => {
      await page.goto('/');
      const root = landing(page);
      for (const [name, description] of Object.entries(FEATURE_DESCRIPTIONS)) {
        await expect(root.getByRole('heading', { name, exact: true })).toBeVisible();
        await expect(root.getByText(description, { exact: true })).toBeVisible();
      }
      const faq = await faqOnPage(page);
      expect(faq).toHaveLength(7);
      for (const { answer } of faq) expect(answer.length).toBeGreaterThan(40);
      // Seven closed <details> of one name (the browser keeps one open), their answers in the HTML, hidden.
      const items = root.locator('details.lp-faq-item');
      await expect(items).toHaveCount(7);
      const drawn = await items.evaluateAll((all) => all.map((item) => ({ open: (item as HTMLDetailsElement).open, name: item.getAttribute('name') })));
      expect(drawn.every(({ open, name }) => !open && !!name && name === drawn[0]?.name)).toBe(true);
      await expect(root.locator('.lp-faq-panel').filter({ visible: true })).toHaveCount(0);
      await expect(root.getByRole('contentinfo').getByRole('link', { name: 'hello@rosterkit.io' })).toBeVisible();
      await expect(root.getByRole('contentinfo')).toContainText(`© ${THIS_YEAR} Rosterkit. All rights reserved.`);
    });

    test('it looks the same as the hydrated page', async ({ page, browser }) => {
      await page.goto('/');
      await imagesInViewLoaded(landing(page));
      const drawn = await page.screenshot();

      // A context of the test's options, but for JavaScript.
      const context = await browser.newContext({ javaScriptEnabled: true });
      const hydrated = await context.newPage();
      await hydrated.goto('/');
      // Hydrated to its last node; no click, whose focus ring would show.
      await expect.poll(() => claimedByReact(landing(hydrated).locator('.lp-copyright'))).toBe(true);
      await imagesInViewLoaded(landing(hydrated));
      const after = await hydrated.screenshot();
      await context.close();
      await test.info().attach('drawn', { body: drawn, contentType: 'image/png' });
      await test.info().attach('hydrated', { body: after, contentType: 'image/png' });
      expect(await pixelDifference(drawn, after)).toBeLessThan(0.002);
    });
  });
}

for (const width of [375, 768, 1280]) {
  test.describe(`given the demo host ${width} px wide with JavaScript on`, () => {
    test.use({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });

    test('the sections below the first screen are drawn as the visitor nears them, in the height they held', async ({ page }) => {
      await page.goto('/');
      await expect.poll(() => claimedByReact(landing(page).locator('.lp-copyright'))).toBe(true);
      const sections = await landing(page).evaluate(async (host) => {
        const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const all = [...(host.shadowRoot?.querySelectorAll<HTMLElement>('.lp-section, .lp-cta, .lp-footer') ?? [])];
        // A skipped section keeps its box; what it holds is neither laid out nor painted.
        const drawn = (section: HTMLElement) => section.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? false;
        const found = all.map((section) => ({
          section,
          name: section.id || section.className,
          skipped: !drawn(section),
          held: section.getBoundingClientRect().height,
          height: Number.NaN,
        }));
        const length = document.documentElement.scrollHeight;
        for (let y = 0; y < length; y += innerHeight / 2) {
          scrollTo(0, y);
          await frame();
          for (const entry of found) if (Number.isNaN(entry.height) && drawn(entry.section)) entry.height = entry.section.getBoundingClientRect().height;
        }
        return {
          found: found.map(({ name, skipped, held, height }) => ({ name, skipped, held, height })),
          length,
          lengthAfter: document.documentElement.scrollHeight,
        };
      });
      const skipped = sections.found.filter((section) => section.skipped);
      // The FAQ and the footer, at least, wait at every width.
      expect(skipped.map((section) => section.name)).toEqual(expect.arrayContaining(['faq', 'contact']));
      for (const section of skipped) expect(Math.abs(section.height - section.held), section.name).toBeLessThanOrEqual(2);
      expect(Math.abs(sections.lengthAfter - sections.length)).toBeLessThanOrEqual(2);
    });
  });
}

test.describe('given links from other pages to a section, with JavaScript off', () => {
  test.use({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false });

  for (const [hash, name] of [['features', 'Everything your agency needs, in one place'], ['faq', 'Frequently asked questions']] as const) {
    test(`/#${hash} lands on its section`, async ({ page }) => {
      await page.goto(`/#${hash}`);
      const heading = landing(page).getByRole('heading', { level: 2, name });
      await expect(heading).toBeInViewport();
      // Just under the sticky header, not somewhere below the fold.
      expect(await page.evaluate(() => scrollY)).toBeGreaterThan(800);
    });
  }

  test('/#contact lands on the footer', async ({ page }) => {
    await page.goto('/#contact');
    await expect(landing(page).getByRole('contentinfo').getByRole('link', { name: 'hello@rosterkit.io' })).toBeInViewport();
  });

  // The browser's scroll to the section stops once the page has loaded, which without a script
  // to wait for may come before a frame a held-back section would first be drawn in.
  test('no part of the page is held back for a later frame', async ({ page }) => {
    await page.goto('/#faq');
    const parts = landing(page).locator('.lp-body, .lp-body > *, .lp-main > *');
    // The body, the main and the footer, and the main's sections: a renamed class would leave none to check.
    expect(await parts.count()).toBeGreaterThan(5);
    const held = await parts.evaluateAll((nodes) => nodes.filter((part) => getComputedStyle(part).animationName !== 'none').map((part) => part.className));
    expect(held).toEqual([]);
  });
});

test.describe("given a host page's own CSS around the drawn landing", () => {
  // A style of the host's own, which the demo host's CSP would refuse.
  test.use({ viewport: { width: 1280, height: 800 }, bypassCSP: true });

  // The anchors are spans in the page's own DOM (slotted), where a theme's span rules reach them.
  test("a host page's span rules leave the sections' anchors taking no room", async ({ page }) => {
    await page.goto('/');
    const faqTop = () => landing(page).getByRole('heading', { level: 2, name: 'Frequently asked questions' }).evaluate((node) => node.getBoundingClientRect().top + scrollY);
    const before = await faqTop();
    await page.addStyleTag({ content: 'span { display: inline-block; margin: 13px; padding: 7px; border: 3px solid #f0f; background: #ff0; }' });
    for (const id of ['features', 'faq', 'contact']) {
      expect(await page.locator(`rosterkit-landing > span#${id}`).evaluate((node) => node.getBoundingClientRect().height)).toBe(0);
    }
    expect(await faqTop()).toBe(before);
  });
});

test.describe('given the demo host with JavaScript on', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the script hydrates the drawn page: the same h1 node, no mismatch logged', async ({ page }) => {
    const problems = consoleProblems(page);
    // Its script waits until the drawn page has been looked at.
    const release = await holdScript(page, '**/widgets/landing.js');
    await page.goto('/', { waitUntil: 'commit' });
    const title = landing(page).getByRole('heading', { level: 1 });
    await expect(title).toBeVisible();
    await title.evaluate((node) => ((window as unknown as { drawnTitle: Element }).drawnTitle = node));
    expect(await elementDefined(page, 'rosterkit-landing')).toBe(false);
    release();

    await expectHydrated(page);
    expect(await title.evaluate((node) => node === (window as unknown as { drawnTitle: Element }).drawnTitle)).toBe(true);
    expect(await claimedByReact(title)).toBe(true);
    expect(problems).toEqual([]);
  });

  test('in a browser without popovers, the script takes the drawn page over and keeps it', async ({ page }) => {
    const problems = consoleProblems(page);
    await withoutPopovers(page);
    await page.goto('/');
    await expectHydrated(page);
    await expect(landing(page).getByRole('heading', { level: 1 })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('before its script, its first frame holds the header, the next the hero, the one after the demo, moving nothing drawn', async ({ page }) => {
    // Read in frame callbacks: what each frame is about to paint.
    await page.addInitScript(() => {
      const frames: DrawnFrame[] = [];
      Object.assign(window, { drawnFrames: frames });
      const record = () => {
        const root = document.querySelector('rosterkit-landing')?.shadowRoot;
        const shown = (selector: string) => (root?.querySelector(selector)?.getClientRects().length ?? 0) > 0;
        const header = root?.querySelector('header');
        if (root && header && shown('header')) {
          frames.push({
            headerTop: header.getBoundingClientRect().top,
            heroTop: shown('h1') ? root.querySelector('h1')!.getBoundingClientRect().top : null,
            demo: shown('.lp-demo'),
          });
        }
        if (frames.at(-1)?.demo !== true) requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    });
    const release = await holdScript(page, '**/widgets/landing.js');
    await page.goto('/', { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as unknown as { drawnFrames: { demo: boolean }[] }).drawnFrames.at(-1)?.demo === true);
    const frames = await page.evaluate(() => (window as unknown as { drawnFrames: DrawnFrame[] }).drawnFrames);
    release();
    expect(frames[0]).toMatchObject({ heroTop: null, demo: false });
    const heroFirst = frames.findIndex((frame) => frame.heroTop !== null);
    expect(heroFirst).toBeGreaterThan(0);
    expect(frames[heroFirst]?.demo).toBe(false);
    expect(new Set(frames.map(({ headerTop }) => headerTop)).size).toBe(1);
    expect(new Set(frames.slice(heroFirst).map(({ heroTop }) => heroTop)).size).toBe(1);
  });

  test("'Join Waitlist' clicked before the script opens the form; what was typed stays, and the script takes the open dialog over", async ({ page }) => {
    const problems = consoleProblems(page);
    const release = await holdScript(page, '**/widgets/landing.js');
    await page.goto('/', { waitUntil: 'commit' });
    await headerJoin(page).click();
    const dialog = waitlistDialog(page);
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Full name').fill('Ada Lovelace');
    await dialog.getByLabel('Email address').fill('ada@agency.com');
    // Half filled in, Next waits for the rest (SPEC), before the script as after it.
    const next = dialog.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    expect(await elementDefined(page, 'rosterkit-landing')).toBe(false);
    release();

    // Hydrated: the form is React's, still open, with what was typed; Next still waits.
    await expect.poll(() => claimedByReact(next)).toBe(true);
    await expect(headerJoin(page)).not.toHaveAttribute('commandfor');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Full name')).toHaveValue('Ada Lovelace');
    await expect(dialog.getByLabel('Email address')).toHaveValue('ada@agency.com');
    await dialog.getByLabel('Company name').fill('Analytical Agency');
    await dialog.getByLabel('How many creators do you manage?').selectOption({ index: 1 });
    await expect(next).toBeEnabled();
    // The page knows the dialog is open: its close button closes it through React.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await headerJoin(page).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Company name')).toHaveValue('Analytical Agency');
    expect(problems).toEqual([]);
  });

  test("a dialog's Next, its step 1 filled before the script, is enabled then and once hydrated; the other dialog's is not", async ({ page }) => {
    const problems = consoleProblems(page);
    const release = await holdScript(page, '**/widgets/landing.js');
    await page.goto('/', { waitUntil: 'commit' });
    await headerJoin(page).click();
    const dialog = waitlistDialog(page);
    const next = dialog.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    await fillStepOne(dialog, 'ada@agency.com', { creators: '0' });
    await expect(next).toBeEnabled();
    // The branded dialog's form, in the same root, is its own: still blank, its Next disabled.
    const nextButtons = landing(page).locator('dialog button[type="submit"]', { hasText: 'Next' });
    await expect(nextButtons).toHaveCount(3);
    expect(await nextButtons.evaluateAll((buttons) => buttons.filter((button) => !(button as HTMLButtonElement).disabled).length)).toBe(1);
    expect(await elementDefined(page, 'rosterkit-landing')).toBe(false);
    release();

    await expect.poll(() => claimedByReact(next)).toBe(true);
    await expect(next).toBeEnabled();
    await dialog.getByLabel('Full name').fill(' ');
    await expect(next).toBeDisabled();
    expect(problems).toEqual([]);
  });

  test("'Join Waitlist' clicked before the script, on a draft saved at step 2, keeps the visitor in step 1's field, the draft's values in it", async ({ page }) => {
    await page.goto('/');
    await expectHydrated(page);
    await headerJoin(page).click();
    const dialog = waitlistDialog(page);
    await fillStepOne(dialog, 'ada@agency.com', { creators: '0' });
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText('Step 2 of 2: your interests')).toBeVisible();

    const release = await holdScript(page, '**/widgets/landing.js');
    await page.reload({ waitUntil: 'commit' });
    await headerJoin(page).click();
    const name = dialog.getByLabel('Full name');
    await expect(name).toBeFocused();
    release();

    // Hydrated: step 2 would have taken the focused field away.
    const next = dialog.getByRole('button', { name: 'Next' });
    await expect.poll(() => claimedByReact(next)).toBe(true);
    await expect(name).toHaveValue('Ada Lovelace');
    await expect(name).toBeFocused();
    await expect(next).toBeEnabled();
  });

  test("'Contact us' clicked before the script opens the form, and what was typed stays once hydrated", async ({ page }) => {
    const problems = consoleProblems(page);
    const release = await holdScript(page, '**/widgets/landing.js');
    await page.goto('/', { waitUntil: 'commit' });
    await landing(page).getByRole('banner').getByRole('button', { name: 'Contact us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact our team' });
    await dialog.getByLabel('Name').fill('Ada Lovelace');
    await dialog.getByLabel('Email').fill('ada@agency.com');
    await dialog.getByLabel('Message').fill('We manage forty creators.');
    release();

    const send = dialog.getByRole('button', { name: 'Send message' });
    await expect.poll(() => claimedByReact(send)).toBe(true);
    await expect(dialog.getByLabel('Name')).toHaveValue('Ada Lovelace');
    await expect(dialog.getByLabel('Email')).toHaveValue('ada@agency.com');
    await expect(dialog.getByLabel('Message')).toHaveValue('We manage forty creators.');
    await send.click();
    await expect(dialog.getByRole('status')).toHaveText("Thank you! We'll reply soon.");
    expect(problems).toEqual([]);
  });

  test('an FAQ item opened before the script stays open once hydrated, and the accordion goes on', async ({ page }) => {
    const problems = consoleProblems(page);
    const release = await holdScript(page, '**/widgets/landing.js');
    await page.goto('/', { waitUntil: 'commit' });
    const items = landing(page).getByRole('region', { name: 'Frequently asked questions' }).getByRole('group');
    const openItems = () => openFaqItems(items);
    await items.nth(2).locator('summary').click();
    await expect.poll(openItems).toEqual(['item-2']);
    expect(await elementDefined(page, 'rosterkit-landing')).toBe(false);
    release();

    // React hydrates the item without touching its open state, and the browser goes on running the accordion.
    await expect.poll(() => claimedByReact(items.nth(2))).toBe(true);
    expect(await openItems()).toEqual(['item-2']);
    await items.nth(4).locator('summary').click();
    await expect.poll(openItems).toEqual(['item-4']);
    expect(problems).toEqual([]);
  });

  test('hydration yields to the browser: a task of the page runs while the landing is half hydrated', async ({ page }) => {
    await page.addInitScript(() => {
      // A task every turn of the event loop, noting whether React had claimed the first
      // heading but not yet the footer: a hydration in one task never shows that state.
      const state = { halfway: 0 };
      (window as unknown as { hydration: typeof state }).hydration = state;
      const channel = new MessageChannel();
      const claimed = (node: Element | null | undefined) => !!node && Object.keys(node).some((key) => key.startsWith('__reactFiber'));
      channel.port1.onmessage = () => {
        const root = document.querySelector('rosterkit-landing')?.shadowRoot;
        if (claimed(root?.querySelector('h1')) && !claimed(root?.querySelector('.lp-copyright'))) state.halfway += 1;
        if (!claimed(root?.querySelector('.lp-copyright'))) channel.port2.postMessage(null);
      };
      channel.port2.postMessage(null);
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/');
    await expectHydrated(page);
    expect(await page.evaluate(() => (window as unknown as { hydration: { halfway: number } }).hydration.halfway)).toBeGreaterThan(0);
  });

  test('a build from an earlier year shows this year once hydrated', async ({ page }) => {
    // React's server output separates the line's text nodes with empty comments.
    const html = (await (await page.request.get('/')).text()).replaceAll('<!-- -->', '');
    expect(html).toContain(`© ${THIS_YEAR} Rosterkit`);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.clock.install({ time: new Date(`${THIS_YEAR + 5}-02-01T10:00:00Z`) });
    await page.goto('/');
    await expectHydrated(page);
    await expect(landing(page).getByRole('contentinfo')).toContainText(`© ${THIS_YEAR + 5} Rosterkit. All rights reserved.`);
    expect(problems).toEqual([]);
  });

  test('the landing\'s chunks and then its script are asked for once the page has painted, all in one round', async ({ page }) => {
    // The chunks landing.js imports, as the build's manifest lists them (its lazy chunks come later, when idle).
    const manifest = readManifest('dist') as Manifest;
    const landingChunks = (manifest['widgets/landing/index.ts']?.imports ?? []).map((key) => `/${manifest[key]!.file}`);
    await page.goto('/');
    await expectHydrated(page);
    const { firstPaint, script, chunks } = await page.evaluate((files) => {
      const scripts = performance.getEntriesByType('resource').filter((entry) => /\/widgets\/.*\.js$/.test(entry.name)) as PerformanceResourceTiming[];
      const landingScript = scripts.find((entry) => entry.name.endsWith('/widgets/landing.js'));
      const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href);
      return {
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        script: landingScript ? { start: landingScript.startTime, end: landingScript.responseEnd } : null,
        chunks: scripts.filter((entry) => links.includes(entry.name) && files.includes(new URL(entry.name).pathname)).map((entry) => entry.startTime),
      };
    }, landingChunks);
    expect(script).not.toBeNull();
    expect(script!.start).toBeGreaterThanOrEqual(firstPaint);
    // Announced before the script, not found in it: asked for before it.
    expect(landingChunks.length).toBeGreaterThan(1);
    expect(chunks).toHaveLength(landingChunks.length);
    for (const start of chunks) {
      expect(start).toBeGreaterThanOrEqual(firstPaint);
      expect(start).toBeLessThanOrEqual(script!.start);
    }
  });

  test('on a phone, which hides the roster demo, its detail and charts are fetched only once it shows', async ({ page }) => {
    const manifest = readManifest('dist') as Manifest;
    const files = ['widgets/roster-demo/talent-detail.tsx', 'widgets/roster-demo/insight-charts.tsx'].map((key) => `/${manifest[key]!.file}`);
    const requests = followRequests(page);
    const fetched = () => files.filter((file) => requests.urls.some((url) => new URL(url).pathname === file));
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await expectHydrated(page);
    await expect.poll(() => claimedByReact(landing(page).locator('rosterkit-roster-demo section.rd-demo'))).toBe(true);
    await page.waitForLoadState('networkidle');
    // An idle callback asked for now runs after the widgets' own idle preloads.
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
    expect(fetched()).toEqual([]);
    // Turned, or a window widened: the demo shows, and its lazy parts come when the browser is idle.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(fetched).toEqual(files);
  });

  test("a page whose first paint is never reported asks for its script at the visitor's first press", async ({ page }) => {
    await page.addInitScript(() => {
      const observe = PerformanceObserver.prototype.observe;
      PerformanceObserver.prototype.observe = function (this: PerformanceObserver, options?: PerformanceObserverInit) {
        if (options?.type !== 'paint') observe.call(this, options);
      };
    });
    const asked = () => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('/widgets/landing.js')));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(await asked()).toBe(false);
    await page.keyboard.press('Tab');
    await expectHydrated(page);
    expect(await asked()).toBe(true);
  });

  test('a page opened in the background, which paints nothing until shown, loads its script at once', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Document.prototype, 'visibilityState', { get: () => 'hidden' });
      // No paint is ever reported, as in a background tab.
      const observe = PerformanceObserver.prototype.observe;
      PerformanceObserver.prototype.observe = function (this: PerformanceObserver, options?: PerformanceObserverInit) {
        if (options?.type !== 'paint') observe.call(this, options);
      };
    });
    await page.goto('/');
    await expectHydrated(page);
  });
});

test.describe('given a crawler or a link preview, which runs no script', () => {
  test('the head has the canonical URL, the share card and JSON-LD whose FAQ is the page\'s', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const meta = (selector: string) => page.locator(selector).getAttribute('content');
    // The SITE_URL the build was given (tests/e2e/servers.mjs): where the page is served.
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toBe(`${SITE}/`);
    expect(await meta('meta[property="og:url"]')).toBe(canonical);
    expect(await meta('meta[property="og:title"]')).toBe(await page.title());
    expect(await meta('meta[property="og:description"]')).toBe(await meta('meta[name="description"]'));
    expect(await meta('meta[property="og:type"]')).toBe('website');
    expect(await meta('meta[property="og:site_name"]')).toBe('Rosterkit');
    expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(await meta('meta[property="og:image:alt"]')).toContain('Rosterkit');
    const image = new URL((await meta('meta[property="og:image"]')) ?? '');
    expect(image.href.startsWith(canonical ?? '-')).toBe(true);
    /** A PNG's width and height, from its header. */
    const pngSize = async (url: string) => {
      const png = await page.request.get(url);
      expect(png.headers()['content-type']).toBe('image/png');
      const bytes = await png.body();
      return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
    };
    expect(await pngSize(image.href)).toEqual([1200, 630]);

    const graph = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')['@graph'] as {
      '@type': string; logo?: string; mainEntity?: { name: string; acceptedAnswer: { text: string } }[];
    }[];
    expect(graph.map((node) => node['@type']).sort()).toEqual(['FAQPage', 'Organization', 'WebSite']);
    // A raster logo of at least 112 px, as Google asks of an organisation's: not the 40-unit SVG icon.
    expect(Math.min(...(await pngSize(graph.find((node) => node['@type'] === 'Organization')?.logo ?? '-')))).toBeGreaterThanOrEqual(112);
    const faqPage = graph.find((node) => node['@type'] === 'FAQPage');
    const fromJsonLd = faqPage?.mainEntity?.map(({ name, acceptedAnswer }) => ({ question: name, answer: acceptedAnswer.text }));
    expect(fromJsonLd).toEqual(await faqOnPage(page));
    await context.close();
  });

  test('the home page arrives in a new connection\'s first round trip: ten TCP segments with its headers', async ({ request }) => {
    const response = await request.get('/', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.headers()['content-encoding']).toBe('br');
    const headerBytes = response.headersArray().reduce((sum, { name, value }) => sum + name.length + value.length + 4, 'HTTP/1.1 200 OK\r\n\r\n'.length);
    const bodyBytes = Number(response.headers()['content-length']);
    expect(bodyBytes).toBeGreaterThan(5000);
    expect(headerBytes + bodyBytes).toBeLessThanOrEqual(10 * 1460);
  });

  test('robots.txt names the sitemap, which lists the home page; both have their types', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const sitemapUrl = /^Sitemap: (\S+)$/m.exec(await robots.text())?.[1] ?? '';
    const sitemap = await request.get(new URL(sitemapUrl).pathname);
    expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8');
    const home = new URL(sitemapUrl);
    home.pathname = home.pathname.replace(/sitemap\.xml$/, '');
    expect(await sitemap.text()).toContain(`<loc>${home.href}</loc>`);
  });

  test('the not-found page says noindex; the home page does not', async ({ request }) => {
    const missing = await request.get('/no-such-page');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('<meta name="robots" content="noindex" />');
    expect(await (await request.get('/')).text()).not.toContain('noindex');
  });
});

/** The FAQ's questions and answers as the page shows them (answers of closed items included). */
async function faqOnPage(page: Page) {
  return landing(page)
    .locator('details.lp-faq-item')
    .evaluateAll((items) =>
      items.map((item) => ({
        question: item.querySelector(':scope > summary')?.textContent?.trim() ?? '',
        answer: item.querySelector('.lp-faq-panel')?.textContent?.trim() ?? '',
      })),
    );
}
