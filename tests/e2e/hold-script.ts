import { expect, type Locator, type Page } from '@playwright/test';
import { fillStepOne } from './backend-rows';

/**
 * Holds back the response for a script until the returned function is called: the page
 * is there, drawn, and its script has not run yet.
 */
export async function holdScript(page: Page, pattern: string): Promise<() => void> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Opens a page that loads embed.js, holding the widget script `pattern` names: resolves once
 * embed.js has run (it asks for the script then, and its listeners are there from then on), with
 * what lets the script come.
 */
export async function openWithScriptHeld(page: Page, url: string, pattern: string): Promise<() => void> {
  const release = await holdScript(page, pattern);
  const embedRan = page.waitForRequest(pattern);
  await page.goto(url, { waitUntil: 'commit' });
  await embedRan;
  return release;
}

/** Whether the custom element `tag` is defined: its script has run. Compared in the page, which cannot hand back the class. */
export const elementDefined = (page: Page, tag: string) => page.evaluate((name) => customElements.get(name) !== undefined, tag);

/** Whether React has taken the node over: hydration has reached it. */
export const claimedByReact = (node: Locator) => node.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));

/**
 * Until the page's main thread has been idle twice in a row: a released script has run, and every
 * task a replayed click queued (React's renders included) with it, so a click carried out twice
 * would show by now. After a frame: headless Chromium starts idle periods after frames, and on a
 * page that asks for none, about one load in twenty ran no idle callback for as long as it waited.
 */
export async function mainThreadIdle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestIdleCallback(() => requestIdleCallback(() => resolve())))));
}

/**
 * Until the widget `element` has drawn what its React root renders first: its root exists
 * (data-rk-live, set as the root is made), and the render that follows has run. Its shadow root
 * has a node from the moment it connects, so a node there says nothing yet.
 */
export async function widgetRendered(page: Page, element: Locator): Promise<void> {
  // A shadow root not there yet (no script has defined the element) is no render either.
  await expect.poll(() => element.evaluate((node) => !!node.shadowRoot?.querySelector('.rk-root[data-rk-live]'))).toBe(true);
  await mainThreadIdle(page);
}

/**
 * Saves a draft at step 2 in the inline `form` drawn on the page, reloads it with the scripts
 * `pattern` names held, focuses Full name as a visitor would before they run, and lets them come:
 * the focused field, which the caller checks once the form is hydrated.
 */
export async function focusFormOverStep2Draft(page: Page, form: Locator, pattern: string, email: string): Promise<Locator> {
  await fillStepOne(form, email, { name: 'Grace Hopper', company: 'Compiler Agency', creators: '1-5' });
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByText('Step 2 of 2: your interests')).toBeVisible();

  const release = await holdScript(page, pattern);
  await page.reload({ waitUntil: 'commit' });
  const name = form.getByLabel('Full name');
  await name.focus();
  release();
  return name;
}
