// @ts-check
/**
 * `node bench/react-package.mjs`: how soon @rosterkit/react's waitlist is ready in a partner's React
 * app. The app of bench/react-package/ is built with Vite's defaults, alone and with the inline
 * waitlist (dist/react/ must be built), and loaded in interleaved rounds at 4x CPU: the app alone
 * until the frame its heading is first in, the app with the waitlist until the frame the form's
 * first input is first there and enabled in, both marked alike at the frame's start. The target:
 * the second within 1.15x the first (the median of the rounds' ratios, with its interval). Beside
 * them, each page's first contentful paint, after its frame's style, layout and paint. And a
 * floor, in the same rounds: the app with the form's built HTML and styles and no package code.
 * Writes bench/results/react-package.md.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { partnerAppBuild } from '../scripts/package-size.mjs';
import { serveStatic } from '../scripts/serve.mjs';
import { CPU_SLOWDOWN_RATE, launchChromium, navigate, pageResult } from './browser.mjs';
import { interval, fixed, mark } from './cells.mjs';
import { interleavedRounds, median, pairedRatio } from './stats.mjs';

const PACKAGE_READY_RATIO_TARGET = 1.15;
const ROUNDS = Number(process.env.BENCH_RUNS ?? 21);
const OUT = '.tmp/react-package-bench';
const PORT = 4196;

/** @typedef {{ paintMs: number, contentMs: number | null, inputMs: number | null }} Ready  what recordReady's promise resolves with */

/**
 * Init script: a promise, on window, of the page's first contentful paint, of the animation frame
 * in which the app's heading is first there, and, with the widget, of the frame in which the
 * waitlist's first input is first there and enabled. Both frames are marked alike, at their start,
 * before their style, layout and paint: the target compares the two.
 * @param {boolean} widget
 */
const recordReady = (widget) => `(() => {
  window.__ready = new Promise((resolve) => {
    let contentMs = null;
    let inputMs = null;
    const check = () => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      if (contentMs === null && document.querySelector('h1')) contentMs = performance.now();
      const input = document.querySelector('rosterkit-waitlist')?.shadowRoot?.querySelector('input');
      if (inputMs === null && input instanceof HTMLInputElement && !input.disabled) inputMs = performance.now();
      if (paint && contentMs !== null && (!${widget} || inputMs !== null)) resolve({ paintMs: paint.startTime, contentMs, inputMs });
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
})();`;

/** The pages, by their source in bench/react-package/. */
const PAGES = /** @type {const} */ ({ app: 'app.tsx', 'form-alone': 'form-alone.jsx', 'app-with-waitlist': 'app-with-waitlist.tsx' });

/** @param {keyof typeof PAGES} name */
async function buildPage(name) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>${name}</title></head>
<body><div id="app"></div><script type="module" src="/bench/react-package/${PAGES[name]}"></script></body></html>`;
  await mkdir(`${OUT}/src`, { recursive: true });
  await writeFile(`${OUT}/src/${name}.html`, html);
  await build(partnerAppBuild({ input: `${OUT}/src/${name}.html`, outDir: `${OUT}/${name}`, base: `/${name}/` }));
}

async function main() {
  process.chdir(fileURLToPath(new URL('..', import.meta.url)));
  const names = /** @type {(keyof typeof PAGES)[]} */ (Object.keys(PAGES));
  for (const name of names) await buildPage(name);
  const server = await serveStatic({ root: OUT, port: PORT });
  // Over the DevTools protocol without the Runtime domain, as the main bench loads its pages:
  // under it both apps would pay for React's source positions (bench/inspector-cost.mjs).
  const browser = await launchChromium();
  const readyMs = await interleavedRounds(names, ROUNDS, 42, async (name) => {
    const { session, close } = await browser.newPage([recordReady(name !== 'app')]);
    try {
      await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN_RATE });
      await navigate(session, `http://127.0.0.1:${PORT}/${name}/${OUT}/src/${name}.html`);
      const ready = await pageResult(session, '__ready', `${name} was not ready`);
      return /** @type {Ready} */ (/** @type {unknown} */ (ready));
    } finally {
      await close();
    }
  }).finally(async () => {
    await browser.close();
    await server.close();
  });
  // Each page's runs in round order: a round's loads share the machine's speed of that moment.
  const app = { content: readyMs.app.map((r) => /** @type {number} */ (r.contentMs)), paint: readyMs.app.map((r) => r.paintMs) };
  /** @param {Ready[]} loads */
  const inputAndPaint = (loads) => ({ input: loads.map((r) => /** @type {number} */ (r.inputMs)), paint: loads.map((r) => r.paintMs) });
  const floor = inputAndPaint(readyMs['form-alone']);
  const waitlist = inputAndPaint(readyMs['app-with-waitlist']);
  /** @param {ReturnType<typeof pairedRatio>} result */
  const shown = ({ ratio, interval: bounds }) => `${fixed(ratio, 2)} (${interval(bounds)})`;
  /** @param {number[]} values @param {number[]} against */
  const times = (values, against) => shown(pairedRatio(values, against));
  /** @param {string} measure @param {number[]} values @param {ReturnType<typeof pairedRatio>} [result] against the app's first content */
  const row = (measure, values, result = pairedRatio(values, app.content)) => `| ${measure} | ${fixed(median(values))} | ${shown(result)} |`;
  // The target's ratio, in its row and in the verdict.
  const ready = pairedRatio(waitlist.input, app.content);
  const { ratio, interval: [low, high] } = ready;
  const report = `# @rosterkit/react: how soon the waitlist is ready

\`node bench/react-package.mjs\`, ${ROUNDS} interleaved rounds at ${CPU_SLOWDOWN_RATE}x CPU, ${new Date().toISOString().slice(0, 10)}.

Each ratio is the median of the rounds' own ratios, with its 95% interval (whole rounds redrawn).
Frames are marked at their start, before their style, layout and paint.

| measure | median ms | x the app's first content (95% interval) |
| --- | --- | --- |
| the app alone: the frame its heading is first in | ${fixed(median(app.content))} | 1 |
${row('the app alone: its first contentful paint', app.paint)}
${row("the app with RosterkitWaitlist: the frame the form's first input is first enabled in", waitlist.input, ready)}
${row("the same page's first contentful paint, the form painted", waitlist.paint)}
${row("the app with the form's built HTML and styles, no package code: its first input's frame", floor.input)}
${row("the same page's first contentful paint", floor.paint)}

Ratio ${fixed(ratio, 2)} (95% interval ${interval([low, high])}), target at most ${PACKAGE_READY_RATIO_TARGET}: met ${mark(high <= PACKAGE_READY_RATIO_TARGET)}${
    high > PACKAGE_READY_RATIO_TARGET && ratio <= PACKAGE_READY_RATIO_TARGET ? ' (by the median only)' : ''
  }.

Against the form alone, in the same rounds: the first input ${times(waitlist.input, floor.input)}, the page's paint ${times(waitlist.paint, floor.paint)}.
`;
  await writeFile('bench/results/react-package.md', report);
  console.log(report);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
