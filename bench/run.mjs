// @ts-check
// `npm run bench`: builds dist/ and the floor, then measures on loopback only: each widget's
// time to ready for input against the floor (with its longest main-thread task and its main
// thread's CPU time), the demo host's landing to first paint and to hydrated, 1, 5 and 20
// waitlist forms on one page, whether a visitor's first click on each of the demo host's controls
// is kept (bench/lost-clicks.mjs), Lighthouse on the demo host, its HTML without its scripts and
// the floor (quiet, then with one core busy), and the local backend under load
// (bench/backend-load.mjs).
// Prints the tables and writes bench/results/latest.{json,md} and the tables between the bench
// markers of docs/performance.md (the prose around them is left as it is).
// BENCH_RUNS (default 9) sets the runs per page, LOST_CLICK_LOADS (default 20) the loads per
// control and width, LIGHTHOUSE_RUNS (default 5) Lighthouse's runs per page and condition;
// BENCH_SKIP=clicks,lighthouse,backend leaves parts out (for quick looks; the committed results
// come from a full run, docs/performance.md).
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg, totalmem, type } from 'node:os';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { LOCAL_ANON_KEY } from '../backend/keys.mjs';
import { brotliBytes, DIST_DIR, FLOOR_CONFIG, FLOOR_DIR, gzipBytes, measureSizes, packagesByFile, readManifest, widgetEntries } from '../scripts/sizes.mjs';
import { CPU_SLOWDOWN_RATE, launchChromium, measure, measureMainThreadCpu } from './browser.mjs';
import { LIGHTHOUSE_RUNS, runLighthouseConditions } from './lighthouse-runs.mjs';
import { runLostClicks } from './lost-clicks.mjs';
import {
  DEMO_HOST_CASE, FLOOR_CASE, STATIC_HOST_PATH, pageFor, pathFor, scalingCases, urlFor, widgetCases, withoutScripts,
} from './pages.mjs';
import { SETTLE_CAP_MS, SETTLE_QUIET_MS } from './probes.mjs';
import { benchTables, fullReport, replaceBenchRegion } from './report.mjs';
import { startBenchBackend, startBenchServers } from './servers.mjs';
import { seededRandom, shuffled } from './stats.mjs';
import { summariseLanding, summarisePageLoads, summariseScaling } from './summaries.mjs';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 9));
const SKIP = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const BACKEND_LOAD_SCRIPT = 'bench/backend-load.mjs';
// A guard against a child that hangs, well beyond a run of many floods and cost rounds.
const BACKEND_LOAD_TIMEOUT_MS = 15 * 60_000;
/** The demo host's pages, weighed as sent (gzip -9) beside the scripts. */
const HOST_PAGES = ['index.html', '404.html'];

/**
 * @typedef {import('./summaries.mjs').PageLoad} PageLoad
 * @typedef {import('./summaries.mjs').ScalingRow} ScalingRow
 * @typedef {import('./summaries.mjs').LandingLoad} LandingLoad
 * @typedef {import('./summaries.mjs').MeasuredPages} MeasuredPages
 * @typedef {{ file: string, bytes: number, gzipBytes: number, brotliBytes?: number }} HostPageSize
 * @typedef {{ levels: { clients: number, insertsPerSecond: number, p50Ms: number, p99Ms: number, errors: number,
 *   peakRssMiB: number, endRssMiB: number }[], levelSeconds: number, maxInsertsPerLevel: number, freshStartMs: number,
 *   limits?: import('./backend-limits.mjs').LimitsResult }} BackendLoad
 * @typedef {{ date: string, machine: { cpus: number, cpuModel: string, memoryGiB: number, chromium: string, node: string, os: string,
 *   loadAverage: { atStart: number, atEnd: number } }, durationMinutes: number,
 *   settings: { runs: number, cpuSlowdown: number, settleQuietMs: number, settleCapMs: number, lighthouseRuns: number },
 *   sizes: ReturnType<typeof measureSizes>, hostPages: HostPageSize[], pageLoads: PageLoad[], landing: LandingLoad,
 *   scaling: ScalingRow[], lostClicks: import('./lost-clicks.mjs').LostClickBench | { error: string },
 *   lighthouse: import('./lighthouse-runs.mjs').LighthouseBench | { error: string },
 *   backendLoad: BackendLoad | { error: string } }} BenchResults
 */

async function main() {
  process.chdir(fileURLToPath(new URL('..', import.meta.url)));
  if (RUNS < 9) console.warn(`BENCH_RUNS=${RUNS}: fewer than 9 runs per page; medians will be noisy.`);
  // Other work on the machine slows page loads down: the 1-minute load average is recorded with the figures.
  const loadAtStart = loadavg()[0] ?? 0;
  const startedAt = Date.now();
  const backend = await startBenchBackend();
  /** @type {Map<string, string>} */
  const pages = new Map();
  let servers;
  let browser;
  try {
    // The demo host (Lighthouse's page) is built against this backend, as `npm start` does.
    process.env.SUPABASE_URL = backend.url;
    process.env.SUPABASE_ANON_KEY = LOCAL_ANON_KEY;
    const packages = packagesByFile(await build({ logLevel: 'warn' }));
    await build({ configFile: FLOOR_CONFIG, logLevel: 'warn' });
    const sizes = measureSizes({ packages });
    const hostPages = HOST_PAGES.filter((file) => existsSync(`${DIST_DIR}/${file}`)).map((file) => ({
      file, bytes: statSync(`${DIST_DIR}/${file}`).size, gzipBytes: gzipBytes(DIST_DIR, file), brotliBytes: brotliBytes(DIST_DIR, file),
    }));

    // Lighthouse's S page: the demo host's own HTML without its scripts, on its origin.
    await mkdir(`${DIST_DIR}/bench`, { recursive: true });
    await writeFile(`${DIST_DIR}${STATIC_HOST_PATH}`, withoutScripts(await readFile(`${DIST_DIR}/index.html`, 'utf8')));
    servers = await startBenchServers({ dist: DIST_DIR, floor: FLOOR_DIR, pages });
    const origins = { site: servers.site, floor: servers.floor, backend: backend.url };
    const entries = [...widgetEntries(readManifest(DIST_DIR)).keys()];
    const widgets = widgetCases(entries);
    const scalingPages = scalingCases();
    const cases = [FLOOR_CASE, ...widgets, DEMO_HOST_CASE, ...scalingPages];
    for (const benchCase of cases) if (!benchCase.page) pages.set(pathFor(benchCase), pageFor(benchCase, origins));

    browser = await launchChromium();
    const chromiumVersion = browser.version();
    const runs = await measureAll(browser, cases, servers);
    await browser.close();
    browser = undefined;

    console.log('Lost clicks on the demo host...');
    const lostClicks = SKIP.has('clicks')
      ? { error: 'skipped (BENCH_SKIP)' }
      : await runLostClicks(urlFor(DEMO_HOST_CASE, servers)).catch((/** @type {Error} */ error) => ({ error: error.message }));

    console.log('Lighthouse on the demo host, its HTML without its scripts and the floor...');
    const lighthouseUrls = { demo: urlFor(DEMO_HOST_CASE, servers), static: `${servers.site}${STATIC_HOST_PATH}`, floor: urlFor(FLOOR_CASE, servers) };
    const lighthouse = SKIP.has('lighthouse')
      ? { error: 'skipped (BENCH_SKIP)' }
      : await runLighthouseConditions(lighthouseUrls).catch((/** @type {Error} */ error) => ({ error: error.message }));
    await servers.close();
    servers = undefined;

    const pageLoads = summarisePageLoads([FLOOR_CASE, ...widgets], runs);
    const landing = summariseLanding(widgets.find((benchCase) => benchCase.tag === DEMO_HOST_CASE.tag), runs);
    const scaling = summariseScaling(scalingPages, runs);
    const backendLoad = SKIP.has('backend') ? { error: 'skipped (BENCH_SKIP)' } : await runBackendLoad();
    /** @type {BenchResults} */
    const results = {
      date: new Date().toISOString(),
      machine: {
        cpus: availableParallelism(), cpuModel: cpus()[0]?.model.trim() ?? 'unknown', memoryGiB: Math.round(totalmem() / 2 ** 30),
        chromium: chromiumVersion, node: process.version, os: type(),
        loadAverage: { atStart: Math.round(loadAtStart * 10) / 10, atEnd: Math.round((loadavg()[0] ?? 0) * 10) / 10 },
      },
      durationMinutes: Math.round((Date.now() - startedAt) / 60_000),
      settings: { runs: RUNS, cpuSlowdown: CPU_SLOWDOWN_RATE, settleQuietMs: SETTLE_QUIET_MS, settleCapMs: SETTLE_CAP_MS, lighthouseRuns: LIGHTHOUSE_RUNS },
      sizes, hostPages, pageLoads, landing, scaling, lostClicks, lighthouse, backendLoad,
    };
    await mkdir('bench/results', { recursive: true });
    const report = fullReport(results);
    console.log(`\n${report}`);
    if (SKIP.size > 0) return console.log('Partial run (BENCH_SKIP): nothing written.');
    await writeFile('bench/results/latest.json', `${JSON.stringify(results, null, 2)}\n`);
    await writeFile('bench/results/latest.md', report);
    const doc = 'docs/performance.md';
    await writeFile(doc, replaceBenchRegion(await readFile(doc, 'utf8'), benchTables(results), doc));
    console.log(`Written: bench/results/latest.json, bench/results/latest.md, the tables of ${doc}`);
  } finally {
    await browser?.close();
    await servers?.close();
    await backend.close();
    await rm(`${DIST_DIR}/bench`, { recursive: true, force: true });
  }
}

/**
 * A warm-up load of every page (discarded; a page that never gets ready is left out), then
 * RUNS rounds, each loading every page once, so drift on the machine touches all alike, in
 * an order shuffled anew each round: a page measured always right after the same other page
 * (the floor after 20 forms) was slowed by what that page left behind. Then as many rounds
 * again for each page's main-thread CPU time and heap, not throttled (not the demo host's,
 * which is timed to first paint and hydrated only).
 * @param {import('./browser.mjs').Browser} browser
 * @param {import('./pages.mjs').BenchCase[]} cases
 * @param {{ host: string, site: string }} servers
 * @returns {Promise<MeasuredPages>}
 */
async function measureAll(browser, cases, servers) {
  /** @typedef {import('./summaries.mjs').Measured} Measured */
  /** @type {MeasuredPages} */
  const results = new Map(cases.map((c) => [c.name, { runs: [], cpu: [] }]));
  const entry = (/** @type {import('./pages.mjs').BenchCase} */ benchCase) => /** @type {Measured} */ (results.get(benchCase.name));
  /** @type {import('./pages.mjs').BenchCase[]} */
  const live = [];
  for (const benchCase of cases) {
    try {
      await measure(browser, urlFor(benchCase, servers), benchCase);
      live.push(benchCase);
    } catch (error) {
      entry(benchCase).error = errorMessage(error).split('\n')[0] ?? 'failed';
      console.warn(`  ${benchCase.name}: ${entry(benchCase).error}; left out`);
    }
  }
  const random = seededRandom(RUNS);
  /**
   * @param {string} label
   * @param {import('./pages.mjs').BenchCase[]} pages
   * @param {(benchCase: import('./pages.mjs').BenchCase, url: string) => Promise<unknown>} each
   */
  const inRounds = async (label, pages, each) => {
    for (let round = 1; round <= RUNS; round++) {
      process.stdout.write(`${label}, round ${round} of ${RUNS}\r`);
      for (const benchCase of shuffled(pages, random)) {
        const where = `${benchCase.name}, ${label.toLowerCase()} round ${round}`;
        const measureOnce = () => each(benchCase, urlFor(benchCase, servers));
        // One load in hundreds can come back without its trace's events (once in 151 rounds,
        // after 55 minutes): it is measured again once rather than losing the run.
        await measureOnce()
          .catch((/** @type {unknown} */ error) => {
            console.warn(`\n${where}: ${errorMessage(error)}; measured again`);
            return measureOnce();
          })
          .catch((/** @type {unknown} */ error) => {
            throw new Error(`${where}: ${errorMessage(error)}`, { cause: error });
          });
      }
    }
    process.stdout.write('\n');
  };
  await inRounds('Page loads', live, async (benchCase, url) => entry(benchCase).runs.push(await measure(browser, url, benchCase)));
  await inRounds('Main-thread CPU time and heap', live.filter((benchCase) => !benchCase.page),
    async (benchCase, url) => entry(benchCase).cpu.push(await measureMainThreadCpu(browser, url)));
  return results;
}

/** @param {unknown} error */
const errorMessage = (error) => (error instanceof Error ? error.message : String(error));

/** bench/backend-load.mjs in a child process of its own; it starts the backend as another. */
async function runBackendLoad() {
  console.log('Local backend under load...');
  const child = spawn(process.execPath, [BACKEND_LOAD_SCRIPT], { stdio: ['ignore', 'ignore', 'inherit'] });
  const timer = setTimeout(() => child.kill('SIGTERM'), BACKEND_LOAD_TIMEOUT_MS);
  const code = await new Promise((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  if (code !== 0) return { error: `bench/backend-load.mjs exited with ${code}` };
  return /** @type {BackendLoad} */ (JSON.parse(await readFile('bench/results/backend-load.json', 'utf8')));
}

await main();
