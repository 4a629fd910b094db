import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fillStepOne, rowsFor, signUp, uniqueEmail } from './backend-rows';
import { holdScript, openWithScriptHeld, widgetRendered } from './hold-script';
import { imagesInViewLoaded } from './images';
import { pixelDifference } from './pixels';
import { PARTNER, SITE } from './ports.mjs';
import { ELEMENTS as WIDGETS } from '../../widgets/registry.mjs';

/** The registry's element of that tag: a test written for one element fails loudly if it goes. */
function widgetOf(tag: string): (typeof WIDGETS)[number] {
  const widget = WIDGETS.find((element) => element.tag === tag);
  if (!widget) throw new Error(`widgets/registry.mjs has no <${tag}>`);
  return widget;
}

async function openWidget(page: Page, file: string, widget: (typeof WIDGETS)[number]) {
  await page.goto(`${PARTNER}/${file}?tag=${widget.tag}&script=${widget.script}`);
  const element = page.locator(widget.tag);
  if (widget.dialog) {
    await element.getByRole('button', { name: 'Open' }).click();
    const dialog = element.getByRole('dialog');
    await expect(dialog).toBeVisible();
    return dialog;
  }
  await expect(element.getByRole('button').first()).toBeVisible();
  await allFramesDrawn(element);
  await imagesInViewLoaded(element);
  return element;
}

/**
 * A widget drawn by its script paints in steps: the landing its header, then its hero, then
 * the sections down to its footer; the roster demo its header and toolbar, then its cards
 * (data-first-frame until then). Its first button shows with the first step; this waits for the last.
 */
async function allFramesDrawn(element: Locator) {
  await expect
    .poll(() =>
      element.evaluate((host) => {
        const nodes = (root: ShadowRoot | null): Element[] => (root ? [...root.querySelectorAll('*')].flatMap((node) => [node, ...nodes(node.shadowRoot)]) : []);
        const drawn = nodes(host.shadowRoot);
        const lastStep = host.localName !== 'rosterkit-landing' || drawn.some((node) => node.localName === 'footer');
        return lastStep && !drawn.some((node) => node.hasAttribute('data-first-frame'));
      }),
    )
    .toBe(true);
}

/**
 * What a visitor sees of the widget, screen by screen down its height: a section of the
 * landing out of view is not drawn until the visitor nears it (content-visibility), so one
 * capture of the whole element would leave it blank.
 */
async function screens(page: Page, element: Locator): Promise<Buffer[]> {
  // Where the widget ends, measured at each screen: a section's height is an estimate until it is drawn.
  const bounds = () =>
    element.evaluate((host) => {
      const box = host.getBoundingClientRect();
      return { top: box.top + scrollY, bottom: box.bottom + scrollY };
    });
  const shots: Buffer[] = [];
  for (let y = (await bounds()).top; y < (await bounds()).bottom; y += 800) {
    // Instant: Bootstrap makes the root scroll smoothly, and a capture mid-scroll would be off by the distance left.
    await page.evaluate((to) => scrollTo({ top: to, behavior: 'instant' }), y);
    await imagesInViewLoaded(element);
    shots.push(await stillScreenshot(page));
  }
  return shots;
}

/**
 * A screenshot once the page has stopped changing, two in a row alike: on a busy machine a section
 * scrolled to may still be drawing when the first is taken.
 */
async function stillScreenshot(page: Page): Promise<Buffer> {
  let last = await page.screenshot({ animations: 'disabled' });
  for (let tries = 0; tries < 10; tries++) {
    const next = await page.screenshot({ animations: 'disabled' });
    if (next.equals(last)) return next;
    last = next;
  }
  return last;
}

test.describe('given a host page with Bootstrap and aggressive resets', () => {
  for (const widget of WIDGETS) {
    test(`<${widget.tag}> renders as on a plain page (under 1% of pixels differ)`, async ({ page }) => {
      // A still clock: the landing's header animation shows the same frame on both pages.
      await page.clock.install();
      await page.setViewportSize({ width: 1280, height: 1000 });
      const plain = await screens(page, await openWidget(page, 'plain.html', widget));
      const hostile = await screens(page, await openWidget(page, 'hostile.html', widget));
      expect(hostile).toHaveLength(plain.length);
      for (const [index, shot] of plain.entries()) {
        const difference = await pixelDifference(shot, hostile[index]!);
        // Both screens in the report when they differ, to see what did.
        if (difference >= 0.01) {
          await test.info().attach(`screen ${index + 1} on the plain page`, { body: shot, contentType: 'image/png' });
          await test.info().attach(`screen ${index + 1} on the Bootstrap page`, { body: hostile[index]!, contentType: 'image/png' });
        }
        expect(difference, `screen ${index + 1}`).toBeLessThan(0.01);
      }
    });
  }
});

test.describe("given a host page whose theme rings whatever has the focus", () => {
  // A shadow host matches :focus while a node in its shadow root has the focus.
  test('a field taking the focus draws no ring round the whole widget', async ({ page }) => {
    const form = await openWidget(page, 'hostile.html', widgetOf('rosterkit-waitlist'));
    await form.getByLabel('Full name').focus();
    await expect(page.locator('rosterkit-waitlist')).toHaveCSS('outline-style', 'none');
  });
});

test.describe('given a host page with a strict Content-Security-Policy', () => {
  for (const widget of WIDGETS) {
    test(`<${widget.tag}> renders styled with no CSP violation`, async ({ page }) => {
      const violations = await cspViolations(page);
      const shown = await openWidget(page, 'csp-strict.html', widget);
      // The primary colour comes from the adopted stylesheet: styles were applied.
      const primary = shown.locator('.rk-button:not([data-variant])').first();
      await expect(primary).toHaveCSS('background-color', 'rgb(109, 40, 217)');
      await page.waitForLoadState('networkidle');
      expect(violations).toEqual([]);
    });
  }

  // Each adds modulepreload links: embed.js for a widget script's chunks, the roster demo for its
  // charts once the browser is idle (src/lazy/prefetch-chunk.ts).
  for (const { tag, script, preloads } of [
    { tag: 'rosterkit-waitlist', script: 'embed', preloads: /\/widgets\/chunks\/react-/ },
    { tag: 'rosterkit-roster-demo', script: 'roster-demo', preloads: /\/widgets\/chunks\/insight-charts-/ },
  ]) {
    test(`${script}.js on a page whose CSP allows scripts by nonce alone preloads <${tag}>'s code, with no CSP violation`, async ({ page }) => {
      const violations = await cspViolations(page);
      // Each preload link the page is given, and whether it loaded or was refused.
      await page.addInitScript(() => {
        const links: string[] = [];
        Object.assign(window, { links });
        new MutationObserver((records) => {
          for (const node of records.flatMap((record) => [...record.addedNodes])) {
            if (!(node instanceof HTMLLinkElement) || node.rel !== 'modulepreload') continue;
            node.addEventListener('load', () => links.push(`loaded ${node.href}`));
            node.addEventListener('error', () => links.push(`refused ${node.href}`));
          }
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(`${PARTNER}/csp-nonce-only.html?tag=${tag}&script=${script}`);
      await expect(page.locator(tag).locator('.rk-button:not([data-variant])').first()).toHaveCSS('background-color', 'rgb(109, 40, 217)');
      const links = () => page.evaluate(() => (window as unknown as { links: string[] }).links);
      await expect.poll(async () => (await links()).some((link) => link.startsWith('loaded') && preloads.test(link))).toBe(true);
      await page.waitForLoadState('networkidle');
      expect((await links()).filter((link) => link.startsWith('refused'))).toEqual([]);
      expect(violations).toEqual([]);
    });
  }

  test('the waitlist renders styled, submits, and no CSP violation is reported', async ({ page }) => {
    const violations = await cspViolations(page);
    await page.goto(`${PARTNER}/csp-strict.html?tag=rosterkit-waitlist&script=waitlist`);
    const form = page.locator('rosterkit-waitlist');
    await expect(form.getByRole('button', { name: 'Next' })).toHaveCSS('background-color', 'rgb(109, 40, 217)');
    const email = uniqueEmail('csp');
    await signUp(form, email, '1-5');
    expect(await rowsFor(email)).toHaveLength(1);
    expect(violations).toEqual([]);
  });
});

/**
 * The first use of each font size and weight costs Chromium a font lookup, a blocking
 * call to its browser process, so the text of a
 * widget's first frame keeps to a few pairs (docs/performance.md).
 */
const FIRST_FRAME_FONT_PAIRS: Record<string, number> = {
  'rosterkit-waitlist': 3,
  'rosterkit-waitlist-modal': 1,
  'rosterkit-roster-demo': 4,
  'rosterkit-contact': 1,
  'rosterkit-landing': 3,
};

/** Every element of the registry needs its own entry: a new widget without one fails here, by name. */
function mostFontPairs(tag: string): number {
  const most = FIRST_FRAME_FONT_PAIRS[tag];
  if (most === undefined) throw new Error(`FIRST_FRAME_FONT_PAIRS has no entry for <${tag}>: add how many size and weight pairs its first frame may use.`);
  return most;
}

test.describe('given a plain host page, in the frame a widget first shows a control', () => {
  const stale = Object.keys(FIRST_FRAME_FONT_PAIRS).filter((tag) => !WIDGETS.some((widget) => widget.tag === tag));
  if (stale.length) throw new Error(`FIRST_FRAME_FONT_PAIRS names tags widgets/registry.mjs does not have: ${stale.join(', ')}`);
  for (const widget of WIDGETS) {
    const most = mostFontPairs(widget.tag);
    test(`<${widget.tag}> draws its text in at most ${most} pair${most === 1 ? '' : 's'} of font size and weight`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      // Read in a frame callback, before anything rendered after the first paint.
      await page.addInitScript((tag) => {
        const pairs = (root: Document | ShadowRoot, found: Set<string>): Set<string> => {
          for (const element of root.querySelectorAll('*')) {
            if (element.shadowRoot) pairs(element.shadowRoot, found);
            // A field's value, placeholder or chosen option is text in its font too.
            const field = element.matches('select, textarea, input:not([type="checkbox"], [type="radio"], [type="hidden"])');
            const hasText = field || [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
            if (!hasText || element.getClientRects().length === 0) continue;
            const style = getComputedStyle(element);
            found.add(`${style.fontSize} ${style.fontWeight}`);
          }
          return found;
        };
        const check = () => {
          const root = document.querySelector(tag)?.shadowRoot;
          const control = root?.querySelector('input, select, textarea, button');
          if (root && control && control.getClientRects().length > 0) {
            Object.assign(window, { firstFramePairs: [...pairs(root, new Set())] });
          } else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }, widget.tag);
      await page.goto(`${PARTNER}/plain.html?tag=${widget.tag}&script=${widget.script}`);
      const pairs = await (await page.waitForFunction(() => (window as { firstFramePairs?: string[] }).firstFramePairs)).jsonValue();
      expect(pairs?.length, `${pairs?.join(', ')}`).toBeGreaterThan(0);
      expect(pairs?.length, `${pairs?.join(', ')}`).toBeLessThanOrEqual(most);
    });
  }
});

test.describe('given every widget on one page', () => {
  test('React and the shared code are fetched once, and every widget renders', async ({ page }) => {
    const urls: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${SITE}/widgets/`) && request.url().endsWith('.js')) urls.push(request.url());
    });
    await page.goto(`${PARTNER}/all-widgets.html`);
    for (const tag of WIDGETS.map((widget) => widget.tag)) await widgetRendered(page, page.locator(`body > ${tag}`));
    expect(new Set(urls).size).toBe(urls.length);
    // Fetched again for their bodies: a response event's body can be gone from the browser by then.
    const scripts = await Promise.all(urls.map(async (url) => ({ url, body: await (await page.request.get(url)).text() })));
    expect(scripts.filter((script) => script.body.includes('__reactContainer$'))).toHaveLength(1);
  });
});

test.describe('given embed.js alone', () => {
  test('it loads only the scripts of the elements on the page, and more when one appears', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${SITE}/widgets/`)) requested.push(new URL(request.url()).pathname);
    });
    await page.goto(`${PARTNER}/plain.html?tag=rosterkit-waitlist&script=embed`);
    await expect(page.locator('rosterkit-waitlist').getByLabel('Full name')).toBeVisible();
    expect(requested).toContain('/widgets/waitlist.js');
    expect(requested.some((path) => /roster-demo|landing|contact/.test(path))).toBe(false);

    await page.evaluate(() => document.body.append(document.createElement('rosterkit-roster-demo')));
    await expect.poll(() => requested).toContain('/widgets/roster-demo.js');
    await widgetRendered(page, page.locator('rosterkit-roster-demo'));
  });

  test("it loads the script of an element in a host page's own component's shadow root", async ({ page }) => {
    await page.goto(`${PARTNER}/plain.html?tag=rosterkit-contact&script=embed`);
    // A Lit or Stencil site draws its parts in shadow roots, which a search of the document does not reach.
    await page.evaluate(() => {
      const configured = document.querySelector('rosterkit-contact')!;
      customElements.define('partner-card', class extends HTMLElement {
        connectedCallback() {
          const form = document.createElement('rosterkit-waitlist');
          for (const name of ['data-brand', 'data-supabase-url', 'data-supabase-key']) form.setAttribute(name, configured.getAttribute(name)!);
          this.attachShadow({ mode: 'open' }).append(form);
        }
      });
      document.body.append(document.createElement('partner-card'));
    });
    await expect(page.locator('partner-card rosterkit-waitlist').getByLabel('Full name')).toBeVisible();
  });

  test('a placeholder naming its element in other letter case or padded becomes it; one naming none is told on the console', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${PARTNER}/plain.html?tag=rosterkit-contact&script=embed`);
    await page.evaluate(() =>
      document.body.insertAdjacentHTML('beforeend', '<div data-rosterkit-element=" Rosterkit-Waitlist " data-brand="Acme"></div><div data-rosterkit-element="rosterkit-wait-list"></div>'),
    );
    await expect(page.locator('rosterkit-waitlist[data-brand="Acme"]').getByLabel('Full name')).toBeVisible();
    await expect.poll(() => errors).toContainEqual(expect.stringMatching(/^\[rosterkit\] data-rosterkit-element="rosterkit-wait-list" names no widget: use one of rosterkit-/));
  });

  test('an opener naming no dialog, in another letter case say, is told on the console', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith('[rosterkit]')) errors.push(message.text());
    });
    await page.goto(`${PARTNER}/plain.html?tag=rosterkit-waitlist-modal&script=embed`);
    await page.evaluate(() => document.body.insertAdjacentHTML('afterbegin', '<button type="button" data-rosterkit-open="Waitlist" style="margin-top: 80px">Join us</button>'));
    await page.getByRole('button', { name: 'Join us' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(errors).toEqual(['[rosterkit] data-rosterkit-open="Waitlist" names no dialog: use waitlist or contact.']);
  });

  test('an opener for a dialog the page does not have is told on the console', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().startsWith('[rosterkit]')) warnings.push(message.text());
    });
    await page.goto(`${PARTNER}/plain.html?tag=rosterkit-waitlist-modal&script=embed`);
    await page.evaluate(() => document.body.insertAdjacentHTML('afterbegin', '<button type="button" data-rosterkit-open="contact" style="margin-top: 80px">Talk to us</button>'));
    await page.getByRole('button', { name: 'Talk to us' }).click();
    await expect.poll(() => warnings).toEqual(['[rosterkit] data-rosterkit-open="contact" was clicked, but the page has no <rosterkit-contact>.']);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test("a host page's opener clicked before the dialog's script has arrived opens the dialog when it does; one naming no dialog does nothing", async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const release = await openWithScriptHeld(page, `${PARTNER}/plain.html?tag=rosterkit-waitlist-modal&script=embed`, '**/widgets/waitlist.js');
    await page.evaluate(() => {
      document.body.insertAdjacentHTML('afterbegin', '<button type="button" data-rosterkit-open="waitlist" style="margin-top: 80px">Join us</button>');
      (window as unknown as { opened: number }).opened = 0;
      document.addEventListener('rosterkit-open', () => (window as unknown as { opened: number }).opened++);
    });
    // A kind that is a name of every object's prototype, not of a dialog.
    await page.evaluate(() => document.body.insertAdjacentHTML('afterbegin', '<button type="button" data-rosterkit-open="constructor">Odd</button>'));
    await page.getByRole('button', { name: 'Odd' }).click();
    await page.getByRole('button', { name: 'Join us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Join the Acme Waitlist' });
    await expect(dialog).toBeHidden();
    release();
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { opened: number }).opened)).toBe(1);
    expect(errors).toEqual([]);
  });

  test("it defines every element at once: a dialog's show() before its script has come opens it when it does", async ({ page }) => {
    const release = await openWithScriptHeld(page, `${PARTNER}/plain.html?tag=rosterkit-waitlist-modal&script=embed`, '**/widgets/waitlist.js');
    const tags = WIDGETS.map(({ tag }) => tag);
    expect(await page.evaluate((names) => names.filter((name) => !customElements.get(name)), tags)).toEqual([]);
    type Dialog = HTMLElement & { show(): void; close(): void };
    await page.evaluate(() => (document.querySelector('rosterkit-waitlist-modal') as Dialog).show());
    const dialog = page.getByRole('dialog', { name: 'Join the Acme Waitlist' });
    await expect(dialog).toBeHidden();
    release();
    await expect(dialog).toBeVisible();
    await page.evaluate(() => (document.querySelector('rosterkit-waitlist-modal') as Dialog).close());
    await expect(dialog).toBeHidden();
  });

  test("it fetches a widget's chunks beside its script, not after it, and leaves nothing in the head", async ({ page }) => {
    // The chunks waitlist.js imports, as the build's manifest lists them (its lazy chunks come later, when idle).
    const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string; imports?: string[] }>;
    const chunks = (manifest['widgets/waitlist/index.ts']?.imports ?? []).map((key) => `/${manifest[key]!.file}`);
    expect(chunks.length).toBeGreaterThan(0);
    const requested = new Set<string>();
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (chunks.includes(path)) requested.add(path);
    });
    // The widget script held back: chunks it names itself could only be asked for once it arrives.
    const release = await holdScript(page, `${SITE}/widgets/waitlist.js`);
    const loaded = page.goto(`${PARTNER}/plain.html?tag=rosterkit-waitlist&script=embed`);
    await expect.poll(() => [...requested].sort()).toEqual([...chunks].sort());
    release();
    await loaded;
    await expect(page.locator('rosterkit-waitlist').getByLabel('Full name')).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.querySelectorAll('link[rel="modulepreload"]').length)).toBe(0);
  });
});

test.describe('given host-page theming', () => {
  test('CSS custom properties on the element and ::part() rules restyle it', async ({ page }) => {
    await page.goto(`${PARTNER}/plain.html?tag=rosterkit-waitlist&script=waitlist`);
    await page.addStyleTag({
      content: `rosterkit-waitlist { --rk-color-primary: rgb(200, 0, 0); --rk-radius: 0px; --rk-font-family: monospace; }
                rosterkit-waitlist::part(input) { border-color: rgb(0, 0, 255); }`,
    });
    const form = page.locator('rosterkit-waitlist');
    await expect(form.getByRole('button', { name: 'Next' })).toHaveCSS('background-color', 'rgb(200, 0, 0)');
    await expect(form.getByRole('button', { name: 'Next' })).toHaveCSS('border-top-left-radius', '0px');
    await expect(form.getByLabel('Full name')).toHaveCSS('border-top-color', 'rgb(0, 0, 255)');
    await expect(form.getByLabel('Full name')).toHaveCSS('font-family', 'monospace');
  });
});

test.describe('given hostile values', () => {
  const HOSTILE = `<img src=x onerror="window.__pwned=1"> "quotes" 'single' שלום عربي 🎉🚀 ${'long '.repeat(30)}`;

  test('attributes and fields are shown as text, nothing runs, and the row stores them exactly', async ({ page }) => {
    await page.goto(`${PARTNER}/plain.html?tag=rosterkit-waitlist-modal&script=waitlist`);
    const modal = page.locator('rosterkit-waitlist-modal');
    await modal.evaluate((element, value) => {
      element.setAttribute('data-brand', value);
      element.setAttribute('data-trigger-label', value);
    }, HOSTILE);
    await modal.getByRole('button', { name: HOSTILE.trim() }).click();
    const dialog = modal.getByRole('dialog');
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(`Join the ${HOSTILE.trim()} Waitlist`);

    const email = uniqueEmail('hostile');
    const name = HOSTILE.slice(0, 200);
    await fillStepOne(dialog, email, { name, company: '<b>bold</b> & "co" 🎉', creators: '200+' });
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByLabel('Is there a feature you would like us to build?').fill(`<script>alert(1)</script>\nRTL: مرحبا`);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('heading', { name: 'Thank You!' })).toBeVisible();

    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await modal.evaluate((element) => element.shadowRoot?.querySelectorAll('img, script, b').length)).toBe(0);
    const [row] = await rowsFor(email);
    expect(row).toMatchObject({
      name: name.trim(),
      company_name: '<b>bold</b> & "co" 🎉',
      proposed_feature: `<script>alert(1)</script>\nRTL: مرحبا`,
    });
  });
});

test.describe('given hostile attribute values on every other widget', () => {
  const HOSTILE = '<img src=x onerror="window.__pwned=1">"🎉 שלום';
  for (const widget of WIDGETS.filter(({ tag }) => !tag.startsWith('rosterkit-waitlist'))) {
    test(`<${widget.tag}> shows them as text and runs nothing`, async ({ page }) => {
      await page.goto(`${PARTNER}/plain.html?tag=${widget.tag}&script=${widget.script}`);
      const element = page.locator(`body > ${widget.tag}`);
      await element.evaluate((node, value) => {
        for (const name of ['data-brand', 'data-contact-email', 'data-trigger-label']) node.setAttribute(name, value);
      }, HOSTILE);
      if (widget.dialog) await element.getByRole('button', { name: HOSTILE }).click();
      else await expect.poll(() => element.evaluate((node) => node.shadowRoot?.textContent ?? '')).toContain(HOSTILE);
      expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
      const injected = await element.evaluate((node) =>
        [...(node.shadowRoot?.querySelectorAll('img') ?? [])].filter((img) => img.getAttribute('src') === 'x').length,
      );
      expect(injected).toBe(0);
    });
  }
});

test.describe('given a host page that hides or mutes what holds a widget', () => {
  test('a container hidden by visibility hides the form, and one taking no pointer events lets clicks through', async ({ page }) => {
    await page.goto(`${PARTNER}/waitlist.html`);
    const form = page.locator('rosterkit-waitlist');
    const name = form.getByLabel('Full name');
    await expect(name).toBeVisible();
    // As Bootstrap's closed off-canvas, its .invisible and an A/B test's anti-flicker rule hide.
    await form.evaluate((element) => (element.parentElement!.style.visibility = 'hidden'));
    await expect(name).toBeHidden();
    await form.evaluate((element) => {
      element.parentElement!.style.visibility = '';
      element.parentElement!.style.pointerEvents = 'none';
    });
    await expect(name).toBeVisible();
    const box = (await name.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(name).not.toBeFocused();
  });

  test('a dialog opened from a hidden and muted container shows in the top layer, takes clicks, and its notice outlives it', async ({ page }) => {
    await page.goto(`${PARTNER}/waitlist.html`);
    const modal = page.locator('rosterkit-waitlist-modal');
    await expect(modal.getByRole('button', { name: 'Join the Waitlist' })).toBeVisible();
    await modal.evaluate((element) => Object.assign(element.parentElement!.style, { visibility: 'hidden', pointerEvents: 'none' }));
    // As a data-rosterkit-open button elsewhere on the page does.
    await modal.evaluate((element) => (element as HTMLElement & { show(): void }).show());
    const name = modal.getByRole('dialog').getByLabel('Full name');
    await expect(name).toBeVisible();
    await name.click();
    await expect(name).toBeFocused();
    // The dialog closes itself after a sign-up; its notice stays, seen and dismissable.
    await signUp(modal.getByRole('dialog'), uniqueEmail('muted'));
    await expect(modal.getByRole('dialog')).toHaveCount(0);
    await expect(modal.getByText('Success!')).toBeVisible();
    await modal.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(modal.getByText('Success!')).toHaveCount(0);
  });
});

test.describe('given a host page of its own', () => {
  test('loading every widget, and signing up, adds no global to window', async ({ page }) => {
    await page.goto(`${PARTNER}/plain.html?tag=&script=none`);
    const before = await page.evaluate(() => Object.getOwnPropertyNames(window));
    await page.goto(`${PARTNER}/all-widgets.html`);
    for (const tag of WIDGETS.map((widget) => widget.tag)) await widgetRendered(page, page.locator(`body > ${tag}`));
    // The code fetched later runs too: step 2 and supabase-js by a sign-up, the rest at idle.
    await signUp(page.locator('body > rosterkit-waitlist'), uniqueEmail('no-globals'));
    await page.waitForLoadState('networkidle');
    const after = await page.evaluate(() => Object.getOwnPropertyNames(window));
    expect(after.filter((name) => !before.includes(name))).toEqual([]);
  });

  for (const widget of [widgetOf('rosterkit-waitlist-modal'), widgetOf('rosterkit-landing')]) {
    test(`<${widget.tag}> removed, re-added and moved throws nothing and leaks no listener or timer`, async ({ page }) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await page.addInitScript(() => {
        // Count what the widgets' own code (by its script URL in the stack) leaves behind.
        const ours = () => (new Error().stack ?? '').includes('/widgets/');
        const live = { listeners: new Set<unknown>(), timers: new Set<number>() };
        (window as unknown as { __live: typeof live }).__live = live;
        for (const target of [window, document]) {
          const add = target.addEventListener.bind(target);
          const remove = target.removeEventListener.bind(target);
          type Args = [string, EventListenerOrEventListenerObject, (boolean | AddEventListenerOptions)?];
          target.addEventListener = (...args: Args) => {
            if (ours()) live.listeners.add(args[1]);
            add(...args);
          };
          target.removeEventListener = (...args: Args) => {
            live.listeners.delete(args[1]);
            remove(...args);
          };
        }
        const { setInterval, clearInterval, setTimeout, clearTimeout } = window;
        window.setInterval = ((handler: () => void, ms?: number) => {
          const id = setInterval(handler, ms);
          if (ours()) live.timers.add(id);
          return id;
        }) as typeof window.setInterval;
        window.setTimeout = ((handler: () => void, ms?: number) => {
          const id = setTimeout(() => (live.timers.delete(id), handler()), ms);
          if (ours()) live.timers.add(id);
          return id;
        }) as typeof window.setTimeout;
        window.clearInterval = ((id?: number) => (live.timers.delete(id as number), clearInterval(id))) as typeof window.clearInterval;
        window.clearTimeout = ((id?: number) => (live.timers.delete(id as number), clearTimeout(id))) as typeof window.clearTimeout;
      });
      await page.goto(`${PARTNER}/empty.html?script=${widget.script}`);
      await page.waitForLoadState('networkidle');
      const count = () =>
        page.evaluate(() => {
          const live = (window as unknown as { __live: { listeners: Set<unknown>; timers: Set<number> } }).__live;
          return { listeners: live.listeners.size, timers: live.timers.size };
        });
      const element = page.locator(widget.tag);
      const mount = async () => {
        await page.evaluate((tag) => document.querySelector('#slot')!.append(document.createElement(tag)), widget.tag);
        await expect.poll(() => element.evaluate((node) => node.shadowRoot?.childElementCount ?? 0)).toBeGreaterThan(0);
      };
      // A first mount and removal: React DOM listens to the document once, for good.
      await mount();
      await page.evaluate((tag) => document.querySelector(tag)!.remove(), widget.tag);
      const before = await count();
      await mount();
      for (let round = 0; round < 5; round += 1) {
        await page.evaluate((tag) => {
          const node = document.querySelector(tag)!;
          const holder = document.createElement('section');
          document.body.append(holder);
          holder.append(node); // a move
          node.remove(); // a removal
          document.querySelector('#slot')!.append(node); // re-added
          holder.remove();
        }, widget.tag);
        await expect.poll(() => element.evaluate((node) => node.shadowRoot?.querySelector('.rk-root')?.childElementCount ?? 0)).toBeGreaterThan(0);
      }
      await page.evaluate((tag) => document.querySelector(tag)!.remove(), widget.tag);
      await expect.poll(count).toEqual(before);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('given a bot that fills the honeypot', () => {
  test('it sees success and nothing is stored', async ({ page }) => {
    await page.goto(`${PARTNER}/plain.html?tag=rosterkit-waitlist&script=waitlist`);
    const form = page.locator('rosterkit-waitlist');
    const email = uniqueEmail('bot');
    const honeypot = form.locator('input[name="website"]');
    await expect(honeypot).not.toBeInViewport();
    expect(await honeypot.getAttribute('tabindex')).toBe('-1');
    // Password managers skip it: one that filled it would drop a real visitor's sign-up.
    for (const [name, value] of [['data-1p-ignore', ''], ['data-lpignore', 'true'], ['data-bwignore', ''], ['data-form-type', 'other'], ['autocomplete', 'off']]) {
      expect(await honeypot.getAttribute(name!), name).toBe(value);
    }
    await expect(form.getByRole('textbox', { name: 'Website' })).toHaveCount(0);
    await honeypot.fill('http://spam.example', { force: true });
    await signUp(form, email, '0');
    expect(await rowsFor(email)).toHaveLength(0);
  });
});

/** What the console says a Content-Security-Policy refused, each violation also told by its event. */
async function cspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}
