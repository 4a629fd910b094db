import { expect, type Page, type Request } from '@playwright/test';

const QUIET_MS = 500;

/**
 * Follows every request of a page from before it navigates, so a test can wait until the page has
 * asked for all it asks for unprompted (lazy images, idle preloads) and then see what an action
 * alone requests. Playwright's 'networkidle' can resolve before the idle preload starts.
 */
export function followRequests(page: Page) {
  const pending = new Set<Request>();
  let urls: string[] = [];
  let lastActivityAt = Date.now();
  const settle = (request: Request) => {
    pending.delete(request);
    lastActivityAt = Date.now();
  };
  page.on('request', (request) => {
    pending.add(request);
    urls.push(request.url());
    lastActivityAt = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);

  return {
    /** The URLs requested since the last `untilQuiet` (or since following began). */
    get urls(): readonly string[] {
      return urls;
    },
    /**
     * Waits for the load event, then for an idle callback asked for now (which runs after
     * any the page asked for on load), then until no request has been in flight for
     * QUIET_MS; and starts `urls` afresh.
     */
    async untilQuiet() {
      await page.waitForLoadState('load');
      await page.evaluate(() => new Promise((done) => requestIdleCallback(() => setTimeout(done))));
      await expect.poll(() => pending.size === 0 && Date.now() - lastActivityAt >= QUIET_MS, { intervals: [100] }).toBe(true);
      urls = [];
    },
  };
}
