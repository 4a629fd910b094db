import { readdir, readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { fillStepOne, rowsFor, signUp, uniqueEmail } from './backend-rows';
import { consoleProblems } from './console-problems';
import { claimedByReact, focusFormOverStep2Draft, holdScript, mainThreadIdle } from './hold-script';
import { PORTS } from './ports.mjs';

/** What only React's own module (react, not react-dom) has, in a production build: one per copy. */
const REACT_19 = /__COMPILER_RUNTIME/g;
const REACT_18 = /\.unstable_act\s*=/g;
/** The widgets' primary button, #6d28d9 (src/styles/base.css): the package's styles are there. */
const PRIMARY = 'rgb(109, 40, 217)';
/** --rk-color-primary as the React 18 server-drawn app sets it (#047857). */
const THEMED = 'rgb(4, 120, 87)';

/*
 * Host apps that install @rosterkit/react from its packed tarball (tests/hosts/build.mjs) and
 * render it with their own React: a Vite app on React 19, and one on React 18.3, which hands
 * props to custom elements differently.
 */
const HOSTS = [
  { name: 'a Vite app on React 19', folder: 'vite-react19', url: `http://127.0.0.1:${PORTS.viteReact19}/`, react: REACT_19 },
  { name: 'an app on React 18.3', folder: 'react18', url: `http://127.0.0.1:${PORTS.react18}/`, react: REACT_18 },
];

/** The text of every script a host app's build wrote to `folder`, under tests/hosts/, joined. */
async function builtScripts(folder: string): Promise<string> {
  const url = new URL(`../hosts/${folder}`, import.meta.url);
  const scripts = (await readdir(url)).filter((file) => file.endsWith('.js'));
  return (await Promise.all(scripts.map((file) => readFile(new URL(file, url), 'utf8')))).join('\n');
}

/** Counts the React renderers that announce themselves to React DevTools' hook: one per copy of react-dom. */
async function countRenderers(page: Page) {
  await page.addInitScript(() => {
    const renderers: unknown[] = [];
    Object.assign(window, {
      renderers,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        isDisabled: false,
        supportsFiber: true,
        renderers: new Map(),
        inject(renderer: unknown) {
          renderers.push(renderer);
          return renderers.length;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
  });
  return () => page.evaluate(() => (window as unknown as { renderers: unknown[] }).renderers.length);
}

/** The console's word that a CSP refused a drawn <style>. */
const refusedStyle = (problem: string) => /inline style/i.test(problem) && problem.includes('Content Security Policy');

/**
 * Loads `url` with the scripts that match `scripts` held back, fills step 1 of its inline waitlist
 * as a visitor would before hydration (and, with `pressNext`, presses Next then too), lets the
 * scripts run, and sends both steps: the rows stored.
 */
async function signUpBeforeHydration(
  page: Page,
  url: string,
  scripts: string,
  visitor: { name: string; company: string; label: string },
  { pressNext = false } = {},
) {
  const waitlist = page.locator('rosterkit-waitlist');
  const release = await holdScript(page, scripts);
  await page.goto(url, { waitUntil: 'commit' });
  const email = uniqueEmail(visitor.label);
  // Drawn disabled, and enabled once step 1 is filled, as the widget's own (SPEC).
  const next = waitlist.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await fillStepOne(waitlist, email, { name: visitor.name, company: visitor.company, creators: '1-5' });
  await expect(next).toBeEnabled();
  if (pressNext) {
    // Held by the script drawn in the shadow root, and shown busy (src/element/early-input.ts).
    await next.click();
    await expect(next).toHaveAttribute('aria-busy', 'true');
  }
  // Still the drawn form: the scripts were held, and nothing has hydrated it.
  await expect(waitlist.locator('.rk-root')).not.toHaveAttribute('data-rk-live');
  release();
  await expect(waitlist.locator('.rk-root[data-rk-live]')).toBeAttached();
  if (!pressNext) await next.click();
  await expect(waitlist.getByText('Step 2 of 2: your interests')).toBeVisible();
  await waitlist.getByRole('button', { name: 'Submit' }).click();
  await expect(waitlist.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  return rowsFor(email);
}

for (const host of HOSTS) {
  test.describe(`given ${host.name} that renders the package's components`, () => {
    test('its built scripts hold React once, and the page runs one React', async ({ page }) => {
      expect((await builtScripts(`${host.folder}/dist/assets/`)).match(host.react)).toHaveLength(1);

      const renderers = await countRenderers(page);
      await page.goto(host.url);
      await expect(page.locator('rosterkit-waitlist').getByLabel('Full name')).toBeVisible();
      expect(await renderers()).toBe(1);
    });

    test('a sign-up through the inline form is stored with its source, and onSuccess hears of it', async ({ page }) => {
      const problems = consoleProblems(page);
      await page.goto(host.url);
      const email = uniqueEmail(`react-${host.folder}`);
      await signUp(page.locator('rosterkit-waitlist'), email);
      const [row] = await rowsFor(email);
      expect(row).toMatchObject({ source: 'acme-app', widget: 'waitlist' });
      await expect(page.getByRole('status').filter({ hasText: 'Signed up:' })).toHaveText(`Signed up: ${row?.id}`);
      expect(problems).toEqual([]);
    });

    test("the dialog opens from the ref's show(), closes on Escape, and onOpenChange hears both", async ({ page }) => {
      const problems = consoleProblems(page);
      const said: string[] = [];
      page.on('console', (message) => said.push(message.text()));
      await page.goto(host.url);
      await page.getByRole('button', { name: 'Join from a dialog' }).click();
      const dialog = page.getByRole('dialog', { name: 'Join the Acme Waitlist' });
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect.poll(() => said).toEqual(['dialog opened', 'dialog closed']);
      expect(problems).toEqual([]);
    });

    test('the form is drawn with the app; typed into before its root exists, it signs up', async ({ page }) => {
      const problems = consoleProblems(page);
      // The browser kept busy: the widget's root waits for the visitor's first touch.
      await page.addInitScript(() => Object.assign(window, { requestIdleCallback: () => 0 }));
      await page.goto(host.url);
      const waitlist = page.locator('rosterkit-waitlist');
      await expect(waitlist.getByLabel('Full name')).toBeVisible();
      await expect(waitlist.locator('.rk-root')).not.toHaveAttribute('data-rk-live');
      const name = waitlist.getByLabel('Full name');
      await name.evaluate((input) => Object.assign(input, { drawnWithTheApp: true }));
      await name.fill('Grace Hopper');
      // Touched, the root hydrated the drawn nodes: the same input, with what was typed.
      await expect(waitlist.locator('.rk-root')).toHaveAttribute('data-rk-live');
      expect(await name.evaluate((input) => 'drawnWithTheApp' in input)).toBe(true);
      await expect(name).toHaveValue('Grace Hopper');
      const email = uniqueEmail(`react-${host.folder}-first-frame`);
      await waitlist.getByLabel('Email address').fill(email);
      await waitlist.getByLabel('Company name').fill('Compiler Agency');
      await waitlist.getByLabel('How many creators do you manage?').selectOption('1-5');
      await waitlist.getByRole('button', { name: 'Next' }).click();
      await waitlist.getByRole('button', { name: 'Submit' }).click();
      await expect(waitlist.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
      expect(await rowsFor(email)).toMatchObject([{ name: 'Grace Hopper', source: 'acme-app' }]);
      expect(problems).toEqual([]);
    });

    test('the package adds no style to the page: the widgets are styled inside their shadow roots', async ({ page }) => {
      await page.goto(host.url);
      await expect(page.locator('rosterkit-waitlist').getByLabel('Full name')).toBeVisible();
      const pageStyles = await page.evaluate(() => ({
        sheets: document.styleSheets.length,
        adopted: document.adoptedStyleSheets.length,
        inShadowRoot: document.querySelector('rosterkit-waitlist')?.shadowRoot?.adoptedStyleSheets.length ?? 0,
      }));
      expect(pageStyles).toEqual({ sheets: 0, adopted: 0, inShadowRoot: expect.any(Number) });
      expect(pageStyles.inShadowRoot).toBeGreaterThan(0);
    });
  });
}

test.describe("given an app on React 18.3 that installs react-is as the package's README says", () => {
  test("the package and recharts use the app's react-is 18, and bring none of their own", async () => {
    const installed = (path: string) => readFile(new URL(`../hosts/react18/node_modules/${path}/package.json`, import.meta.url), 'utf8').then((json) => (JSON.parse(json) as { version: string }).version, () => null);
    expect(await installed('react-is')).toMatch(/^18\.3\./);
    expect(await installed('@rosterkit/react/node_modules/react-is')).toBeNull();
    expect(await installed('recharts/node_modules/react-is')).toBeNull();
  });
});

test.describe('given an app on React 18.3 built with webpack, which holds the package to React 18.3\'s exports', () => {
  const url = `http://127.0.0.1:${PORTS.react18}/webpack/index.html`;

  test('its built scripts hold React once, a sign-up is stored, and the contact dialog opens from its ref', async ({ page }) => {
    expect((await builtScripts('react18/dist/webpack/')).match(REACT_18)).toHaveLength(1);

    const problems = consoleProblems(page);
    const renderers = await countRenderers(page);
    await page.goto(url);
    const email = uniqueEmail('react-webpack');
    await signUp(page.locator('rosterkit-waitlist'), email);
    const [row] = await rowsFor(email);
    expect(row).toMatchObject({ source: 'acme-webpack', widget: 'waitlist' });
    await expect(page.getByRole('status').filter({ hasText: 'Signed up:' })).toHaveText(`Signed up: ${row?.id}`);

    await page.getByRole('button', { name: 'Write to us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact our team' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await renderers()).toBe(1);
    expect(problems).toEqual([]);
  });
});

test.describe("given a Vite app that holds its contact dialog's open", () => {
  const url = `http://127.0.0.1:${PORTS.viteReact19}/controlled.html`;
  const held = (page: Page, state: string, requests: number) =>
    expect(page.getByRole('status').filter({ hasText: 'The app holds' })).toHaveText(`The app holds the dialog ${state}, asked to close ${requests} times.`);

  test('Escape asks the app to close it, and it stays open while the app refuses', async ({ page }) => {
    await page.goto(`${url}?keep-open`);
    await page.getByRole('button', { name: 'Write to us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact our team' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await held(page, 'open', 1);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await held(page, 'open', 2);
    await expect(dialog).toBeVisible();
  });

  test('Escapes in a row are each one refused request, and the field typed in keeps its focus', async ({ page }) => {
    await page.goto(`${url}?keep-open`);
    await page.getByRole('button', { name: 'Write to us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact our team' });
    const message = dialog.getByRole('textbox', { name: 'Message' });
    await message.fill('About our roster');
    // Escape is no user activation: after a refused close request or two, the browser stops
    // letting the page refuse one, and closes the dialog whatever the page says.
    for (const requests of [1, 2, 3, 4]) {
      await page.keyboard.press('Escape');
      await held(page, 'open', requests);
    }
    await expect(dialog).toBeVisible();
    await expect(message).toBeFocused();
    await expect(message).toHaveValue('About our roster');
  });

  test('closed by the browser without asking, as a repeated back gesture does, it opens again while the app holds it', async ({ page }) => {
    await page.goto(`${url}?keep-open`);
    await page.getByRole('button', { name: 'Write to us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact our team' });
    await expect(dialog).toBeVisible();
    // A close request the page may not refuse ends in the close event alone, as close() does.
    await page.locator('rosterkit-contact dialog').evaluate((element: HTMLDialogElement) => element.close());
    await held(page, 'open', 1);
    await expect(dialog).toBeVisible();
  });

  test('Escape closes it when the app lets it, and the app opens it again', async ({ page }) => {
    await page.goto(url);
    const dialog = page.getByRole('dialog', { name: 'Contact our team' });
    await page.getByRole('button', { name: 'Write to us' }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await held(page, 'closed', 1);
    await page.getByRole('button', { name: 'Write to us' }).click();
    await expect(dialog).toBeVisible();
  });
});

test.describe('given an app on React 18.3 whose server draws the package with renderToString', () => {
  const SSR = `http://127.0.0.1:${PORTS.react18}/ssr.html`;
  const waitlist = (page: Page) => page.locator('rosterkit-waitlist');

  test('the form arrives drawn, what a visitor typed before hydration is kept, and the sign-up is stored', async ({ page }) => {
    const html = await (await page.request.get(SSR)).text();
    expect(html).toMatch(/<rosterkit-waitlist[^>]*data-source="acme-react18-ssr"[^>]*><template shadowrootmode="open"><style>/);

    const problems = consoleProblems(page);
    const renderers = await countRenderers(page);
    const rows = await signUpBeforeHydration(page, SSR, '**/assets/*.js', { name: 'Ada Lovelace', company: 'Engine Agency', label: 'react18-ssr' });
    expect(rows).toMatchObject([{ name: 'Ada Lovelace', company_name: 'Engine Agency', source: 'acme-react18-ssr' }]);
    expect(await renderers()).toBe(1);
    expect(problems).toEqual([]);
  });

  test("its className and style are the element's, drawn by the server and once hydrated", async ({ page }) => {
    const html = await (await page.request.get(SSR)).text();
    expect(html).toMatch(/<rosterkit-waitlist[^>]*\sclass="signup" style="--rk-color-primary:#047857"/);
    const problems = consoleProblems(page);
    await page.goto(SSR);
    await waitlist(page).getByLabel('Full name').focus();
    await expect(waitlist(page).locator('.rk-root')).toHaveAttribute('data-rk-live');
    await expect(waitlist(page)).toHaveClass('signup');
    await expect(waitlist(page).getByRole('button', { name: 'Next' })).toHaveCSS('background-color', THEMED);
    expect(problems).toEqual([]);
  });

  test("under a CSP that refuses inline styles, the drawn form is styled and themed once hydrated, and signs up", async ({ page }) => {
    const problems = consoleProblems(page);
    // The same page, with a CSP in its <meta> (tests/hosts/react18/prerender.mjs).
    await page.goto(SSR.replace('ssr.html', 'csp-ssr.html'));
    await expect(waitlist(page).locator('.rk-root[data-rk-live]')).toBeAttached();
    // The drawn <style> and the element's style attribute are refused; the hydrated widget adopts
    // constructed stylesheets and sets its element's style through the CSSOM, which no CSP governs.
    const next = waitlist(page).getByRole('button', { name: 'Next' });
    await expect(next).toHaveCSS('background-color', THEMED);
    const email = uniqueEmail('react18-ssr-csp');
    await signUp(waitlist(page), email);
    expect(await rowsFor(email)).toMatchObject([{ source: 'acme-react18-ssr' }]);
    // The console says the CSP refused the drawn <style>, and nothing else.
    expect(problems.filter((problem) => !refusedStyle(problem))).toEqual([]);
    expect(problems.some(refusedStyle)).toBe(true);
  });

  test("under a CSP that names the README's style hashes, the drawn form is styled before hydration, and themed once hydrated", async ({ page }) => {
    await page.addInitScript(() => {
      const violations: string[] = [];
      Object.assign(window, { violations });
      document.addEventListener('securitypolicyviolation', (event) => violations.push(event.effectiveDirective));
    });
    const release = await holdScript(page, '**/assets/*.js');
    await page.goto(SSR.replace('ssr.html', 'csp-hashes-ssr.html'), { waitUntil: 'commit' });
    // Before any script: the drawn <style> applies; the element's style attribute, which no hash allows, does not.
    const next = waitlist(page).getByRole('button', { name: 'Next' });
    await expect(waitlist(page).locator('[part="card"]')).toHaveCSS('border-top-style', 'solid');
    await expect(next).toHaveCSS('background-color', PRIMARY);
    await expect(waitlist(page).locator('.rk-root')).not.toHaveAttribute('data-rk-live');
    release();
    await expect(waitlist(page).locator('.rk-root[data-rk-live]')).toBeAttached();
    await expect(next).toHaveCSS('background-color', THEMED);
    const email = uniqueEmail('react18-ssr-style-hashes');
    await signUp(waitlist(page), email);
    expect(await rowsFor(email)).toMatchObject([{ source: 'acme-react18-ssr' }]);
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual(['style-src-attr']);
  });

  test("Next pressed before hydration is held and taken once hydrated, under a CSP that names the README's hash", async ({ page }) => {
    const problems = consoleProblems(page);
    const rows = await signUpBeforeHydration(page, SSR.replace('ssr.html', 'csp-ssr.html'), '**/assets/*.js', { name: 'Ada Lovelace', company: 'Engine Agency', label: 'react18-ssr-next' }, { pressNext: true });
    expect(rows).toMatchObject([{ name: 'Ada Lovelace', company_name: 'Engine Agency', source: 'acme-react18-ssr' }]);
    // The drawn <style> is refused, as above; the package's inline script is not.
    expect(problems.filter((problem) => !refusedStyle(problem))).toEqual([]);
  });
});

/** Opens a talent of the landing's roster demo: its detail view and recharts' charts draw. */
async function openTalent(page: Page) {
  const roster = page.locator('rosterkit-roster-demo');
  await roster.getByRole('button', { name: 'Maya Chen', exact: true }).click();
  await expect(roster.getByRole('heading', { name: 'Maya Chen' })).toBeVisible();
  await expect(roster.locator('.recharts-surface').first()).toBeVisible();
}

test.describe('given the landing page as one component, in a Vite app', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('it renders with the roster demo inside, whose talents open, with no console error', async ({ page }) => {
    const problems = consoleProblems(page);
    const renderers = await countRenderers(page);
    await page.goto(`http://127.0.0.1:${PORTS.viteReact19}/landing.html`);
    await expect(page.locator('rosterkit-landing').getByRole('heading', { level: 1 })).toBeVisible();
    await openTalent(page);
    expect(await renderers()).toBe(1);
    expect(problems).toEqual([]);
  });
});

test.describe('given a Next.js app that renders the package on its server', () => {
  const NEXT = `http://127.0.0.1:${PORTS.nextApp}/`;
  const waitlist = (page: Page) => page.locator('rosterkit-waitlist');

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('the page arrives with the form drawn and styled in the shadow root', async ({ page }) => {
      await page.goto(NEXT);
      await expect(waitlist(page).getByLabel('Full name')).toBeVisible();
      await expect(waitlist(page).getByRole('button', { name: 'Next' })).toBeVisible();
      // Styled: the widget's own primary button.
      await expect(waitlist(page).getByRole('button', { name: 'Next' })).toHaveCSS('background-color', PRIMARY);
    });
  });

  test('it hydrates with no console error, runs one React, and a sign-up is stored with its source', async ({ page }) => {
    const problems = consoleProblems(page);
    const renderers = await countRenderers(page);
    await page.goto(NEXT);
    await expect(waitlist(page).locator('.rk-root[data-rk-live]')).toBeAttached();
    const email = uniqueEmail('react-next');
    await signUp(waitlist(page), email);
    expect(await rowsFor(email)).toMatchObject([{ source: 'acme-next', widget: 'waitlist' }]);
    expect(await renderers()).toBe(1);
    expect(problems).toEqual([]);
  });

  test('what a visitor typed before hydration is kept, and sent', async ({ page }) => {
    const rows = await signUpBeforeHydration(page, NEXT, '**/_next/static/chunks/**', { name: 'Grace Hopper', company: 'Compiler Agency', label: 'react-next-early' });
    expect(rows).toMatchObject([{ name: 'Grace Hopper', company_name: 'Compiler Agency', creator_count: '1-5', source: 'acme-next' }]);
  });

  test('Next pressed before hydration is held, shown busy, and taken once hydrated: the sign-up is stored', async ({ page }) => {
    const problems = consoleProblems(page);
    const rows = await signUpBeforeHydration(page, NEXT, '**/_next/static/chunks/**', { name: 'Grace Hopper', company: 'Compiler Agency', label: 'react-next-press' }, { pressNext: true });
    expect(rows).toMatchObject([{ name: 'Grace Hopper', company_name: 'Compiler Agency', source: 'acme-next' }]);
    expect(problems).toEqual([]);
  });

  test('a visitor in the drawn form when it hydrates stays on step 1 over a draft saved at step 2, its values kept', async ({ page }) => {
    await page.goto(NEXT);
    await expect(waitlist(page).locator('.rk-root[data-rk-live]')).toBeAttached();
    const name = await focusFormOverStep2Draft(page, waitlist(page), '**/_next/static/chunks/**', uniqueEmail('react-next-draft'));
    // Hydrated: step 2 would have taken the focused field away.
    await expect(waitlist(page).locator('.rk-root[data-rk-live]')).toBeAttached();
    await expect(name).toHaveValue('Grace Hopper');
    await mainThreadIdle(page);
    await expect(name).toBeFocused();
    await expect(waitlist(page).getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  test('a Pages Router page sends the form drawn, hydrates it with no console error, and a sign-up is stored', async ({ page }) => {
    const html = await (await page.request.get(`${NEXT}pages-router`)).text();
    expect(html).toMatch(/<rosterkit-waitlist[^>]*data-source="acme-next-pages"[^>]*><template shadowrootmode="open"><style>/);
    const problems = consoleProblems(page);
    await page.goto(`${NEXT}pages-router`);
    await expect(waitlist(page).locator('.rk-root[data-rk-live]')).toBeAttached();
    const email = uniqueEmail('react-next-pages');
    await signUp(waitlist(page), email);
    expect(await rowsFor(email)).toMatchObject([{ source: 'acme-next-pages' }]);
    expect(problems).toEqual([]);
  });

  for (const path of ['', 'pages-router']) {
    test(`the scripts of /${path} hold React once, not React's server renderer, and no widget the page does not render`, async ({ page }) => {
      await page.goto(`${NEXT}${path}`);
      await expect(waitlist(page).locator('.rk-root[data-rk-live]')).toBeAttached();
      // Every script the page loaded: the App Router brings its own React, the Pages Router the app's.
      const urls = await page.evaluate(() => performance.getEntriesByType('resource').map(({ name }) => name).filter((name) => name.endsWith('.js')));
      const text = (await Promise.all(urls.map(async (url) => (await page.request.get(url)).text()))).join('\n');
      expect(text.match(REACT_19)).toHaveLength(1);
      expect(text).not.toContain('The server used "renderToString"');
      // Only the waitlist's components: neither the landing's styles nor the roster demo's.
      expect(text.includes('rk-waitlist'), "the waitlist's code").toBe(true);
      expect(text.includes('lp-hero'), "the landing's styles").toBe(false);
      expect(text.includes('rd-card-open'), "the roster demo's styles").toBe(false);
    });
  }

  // The landing draws the roster demo as an element of its own inside its shadow root: the
  // server draws both in the one render, with the app's React (packages/react/src/draw.tsx).
  for (const { router, path } of [
    { router: 'an App Router', path: 'landing' },
    { router: 'a Pages Router', path: 'pages-landing' },
  ]) {
    test(`${router} page sends the landing drawn with the roster demo in it, and hydrates both in place`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const html = await (await page.request.get(`${NEXT}${path}`)).text();
      expect(html).toMatch(/<rosterkit-landing[^>]*><template shadowrootmode="open"><style>/);
      expect(html).toMatch(/<rosterkit-roster-demo[^>]*><template shadowrootmode="open"><style>/);
      expect(html).toContain('Frequently asked questions');

      const problems = consoleProblems(page);
      const renderers = await countRenderers(page);
      const release = await holdScript(page, '**/_next/static/chunks/**');
      await page.goto(`${NEXT}${path}`, { waitUntil: 'commit' });
      const landing = page.locator('rosterkit-landing');
      // Each root's first drawn node, marked where React does not look: after a mismatch, React draws it afresh.
      const drawn = [landing.locator('.rk-root > *').first(), page.locator('rosterkit-roster-demo').locator('.rk-root > *').first()];
      for (const node of drawn) await node.evaluate((element) => Object.assign(element, { drawnByServer: true }));
      release();
      // Both roots live, the landing's and the roster demo's inside it, and each has claimed the node the server drew.
      await expect(landing.locator('.rk-root[data-rk-live]')).toHaveCount(2);
      for (const node of drawn) await expect.poll(() => claimedByReact(node)).toBe(true);
      await openTalent(page);

      // The server's ids are the browser's: an error drawn after hydration is tied to the field the HTML drew.
      await landing.getByRole('banner').getByRole('button', { name: 'Join Waitlist' }).click();
      const dialog = landing.getByRole('dialog', { name: 'Join the Waitlist' });
      await fillStepOne(dialog, 'not-an-email');
      await dialog.getByRole('button', { name: 'Next' }).click();
      const email = dialog.getByLabel('Email address');
      await expect(email).toHaveAccessibleDescription('Please enter a valid email address, like name@agency.com.');
      // Still the server's nodes, once every part has hydrated and been used.
      for (const node of drawn) expect(await node.evaluate((element) => 'drawnByServer' in element)).toBe(true);
      expect(await renderers()).toBe(1);
      expect(problems).toEqual([]);
    });
  }

  test("a favourite tapped on the landing's roster demo before hydration is on once hydrated, and stays on", async ({ page }) => {
    // The roster demo is drawn inside the landing, with no script of its own: the landing's holds
    // its taps too, and it hydrates after the landing, once the dialogs' code has come.
    await page.setViewportSize({ width: 1280, height: 900 });
    const problems = consoleProblems(page);
    const release = await holdScript(page, '**/_next/static/chunks/**');
    await page.goto(`${NEXT}landing`, { waitUntil: 'commit' });
    const favourite = page.locator('rosterkit-roster-demo').getByRole('button', { name: 'Favourite Maya Chen' });
    await favourite.click();
    await expect(favourite).toHaveAttribute('aria-busy', 'true');
    await expect(favourite).toHaveAttribute('aria-pressed', 'false');
    release();
    await expect(page.locator('rosterkit-landing').locator('.rk-root[data-rk-live]')).toHaveCount(2);
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    // Tapped once, carried out once: a second replay would have turned it off again.
    await mainThreadIdle(page);
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    await expect(favourite).not.toHaveAttribute('aria-busy');
    expect(problems).toEqual([]);
  });
});
