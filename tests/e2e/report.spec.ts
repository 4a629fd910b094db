// The page `npm run waitlist:report -- --html FILE` writes, opened from disk in a phone's
// and a desktop's width: one drawing of each chart shows, it fits, and no script runs.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import { buildReport } from '../../backend/report.mjs';
import { reportPage } from '../../backend/report-html.mjs';

const now = new Date();
const day = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000).toISOString();
const records = Array.from({ length: 90 }, (_, i) => ({
  created_at: day(i % 29), source: ['acme-blog', 'creator-weekly', 'a-partner-label-long-enough-to-be-cut-on-a-phone', null][i % 4],
  utm_campaign: i % 3 ? 'launch' : null, utm_source: 'newsletter', widget: i % 2 ? 'waitlist' : 'landing', creator_count: '6-20',
}));

let folder: string;
let file: string;
test.beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'rosterkit-report-'));
  file = join(folder, 'report.html');
  await writeFile(file, await reportPage(buildReport(records, { from: 'the backend on port 54321', now })));
});
test.afterAll(() => rm(folder, { recursive: true, force: true }));

for (const [width, shown, hidden] of [[375, '.narrow', '.wide'], [1280, '.wide', '.narrow']] as const) {
  test(`at ${width} px the page fits, shows the ${shown.slice(1)} drawing of each of the 6 charts, and runs no script`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize({ width, height: 900 });
    await page.goto(pathToFileURL(file).href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Waitlist report');
    await expect(page.locator(`figure${shown} svg`)).toHaveCount(6);
    for (const figure of await page.locator(`figure${shown}`).all()) await expect(figure).toBeVisible();
    await expect(page.locator(`figure${hidden}`)).toHaveCount(6);
    for (const figure of await page.locator(`figure${hidden}`).all()) await expect(figure).toBeHidden();
    // Each chart fills its card's width and no element reaches past the viewport.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    const chartWidth = await page.locator(`figure${shown} svg`).first().evaluate((svg) => svg.getBoundingClientRect().width);
    expect(chartWidth).toBeGreaterThan(width === 375 ? 300 : 800);
    // The per-source chart draws a bar per value (four) and the counts beside them.
    const sources = page.locator(`figure${shown}`).nth(1);
    await expect(sources.locator('.recharts-rectangle')).toHaveCount(4);
    await expect(sources.locator('text', { hasText: /^23$/ })).toHaveCount(2);
    expect(await page.evaluate(() => document.scripts.length)).toBe(0);
    expect(errors).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`report-${width}.png`), fullPage: true });
  });
}
