import { readdirSync, readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

/**
 * The built lazy chunk holding a string only its code contains (step 2's text, a library's own
 * name). Exactly one must: a string found in two chunks would have a test route or watch the wrong one.
 */
export function chunkWith(text: string): string {
  const names = readdirSync('dist/widgets/chunks').filter((file) => file.endsWith('.js') && readFileSync(`dist/widgets/chunks/${file}`, 'utf8').includes(text));
  if (names.length !== 1) throw new Error(`${names.length} chunks with ${text} in dist/widgets/chunks: ${names.join(', ')}`);
  return names[0] as string;
}

/**
 * Passes once the page has fetched `chunk` (a file of dist/widgets/chunks), and only if it asked
 * for it after its load event: not for the first paint.
 */
export async function expectFetchedAfterLoad(page: Page, chunk: string): Promise<void> {
  const requestedAt = () =>
    page.evaluate((name) => performance.getEntriesByType('resource').find((entry) => entry.name.endsWith(name))?.startTime ?? null, chunk);
  await expect.poll(requestedAt).not.toBeNull();
  const loadedAt = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd);
  expect(loadedAt).toBeGreaterThan(0);
  expect(await requestedAt()).toBeGreaterThanOrEqual(loadedAt);
}
