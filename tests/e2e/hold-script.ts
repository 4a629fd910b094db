import type { Page } from '@playwright/test';

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

/**
 * Until the page's main thread has been idle twice in a row: a released script has run, and every
 * task a replayed click queued (React's renders included) with it, so a click carried out twice
 * would show by now. After a frame: headless Chromium starts idle periods after frames, and on a
 * page that asks for none, about one load in twenty ran no idle callback for as long as it waited.
 */
export async function mainThreadIdle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestIdleCallback(() => requestIdleCallback(() => resolve())))));
}
