// @ts-check
/**
 * `node bench/inspector-cost.mjs`: what an inspector's Runtime domain adds to the demo host's
 * landing script. Lighthouse's driver enables Runtime, as Playwright does; under it V8 takes a
 * detailed stack trace of every Error made, parsing the code on the stack again for its source
 * positions. No visitor pays that, but Lighthouse's total blocking time does; the build makes
 * React's start-up Errors without a stack (build/stackless-sentinels.ts), so the two should be
 * alike. The built dist/ is loaded in interleaved rounds, unthrottled as Lighthouse traces it,
 * with and without Runtime.enable; measured is the longest module evaluation after the first
 * paint. Writes bench/results/inspector-cost.md.
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '../scripts/serve.mjs';
import { launchChromium } from './browser.mjs';
import { fixed, interval } from './cells.mjs';
import { interleavedRounds, median, pairedRatio } from './stats.mjs';
import { longestEvaluationAfterPaintMs, startTrace } from './trace.mjs';

const ROUNDS = Number(process.env.BENCH_RUNS ?? 11);
const PORT = 4197;
/** Long enough for the landing's script, loaded after the first paint, to be evaluated. */
const SETTLE_MS = 5000;
const CATEGORIES = 'toplevel,v8,loading';

/** @param {import('./browser.mjs').Browser} browser @param {string} url @param {boolean} inspector */
async function evaluationMs(browser, url, inspector) {
  const page = await browser.newPage();
  try {
    if (inspector) await page.session.send('Runtime.enable');
    const stop = await startTrace(page.session, CATEGORIES);
    await page.session.send('Page.navigate', { url });
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    return longestEvaluationAfterPaintMs(await stop());
  } finally {
    await page.close();
  }
}

async function main() {
  process.chdir(fileURLToPath(new URL('..', import.meta.url)));
  const server = await serveStatic({ root: 'dist', port: PORT });
  const browser = await launchChromium();
  const times = await interleavedRounds(/** @type {const} */ (['without', 'with']), ROUNDS, 7, (mode) =>
    evaluationMs(browser, `http://127.0.0.1:${PORT}/`, mode === 'with'),
  ).finally(async () => {
    await browser.close();
    await server.close();
  });
  const range = (/** @type {number[]} */ values) => `${fixed(Math.min(...values))}-${fixed(Math.max(...values))}`;
  // A round's two loads share the machine's speed of that moment: the ratio is the rounds' own.
  const { ratio, interval: bounds } = pairedRatio(times.with, times.without);
  const report = `# What an inspector adds to the landing's script

\`node bench/inspector-cost.mjs\` on the built demo host, ${ROUNDS} interleaved rounds, CPU unthrottled, ${new Date().toISOString().slice(0, 10)}.

| the demo host's longest module evaluation after its first paint | median ms | range ms |
| --- | --- | --- |
| no inspector, as a visitor loads it | ${fixed(median(times.without), 1)} | ${range(times.without)} |
| the Runtime domain on, as Lighthouse and Playwright load it | ${fixed(median(times.with), 1)} | ${range(times.with)} |

Ratio ${fixed(ratio, 2)}, the median of the rounds' own (95% interval ${interval(bounds)}).
Lighthouse's mobile preset multiplies each task of its trace by 4 before counting what is over 50 ms.
`;
  await writeFile('bench/results/inspector-cost.md', report);
  console.log(report);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
