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
