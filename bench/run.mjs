// @ts-check
// `npm run bench`: builds dist/ and the floor, then measures on loopback only: each widget's
// time to ready for input against the floor (and its main thread's CPU time), 1, 5 and 20
// waitlist forms on one page, Lighthouse on the demo host, and the local backend under load
// (bench/backend-load.mjs).
// Prints the tables and writes bench/results/latest.{json,md} and bench/README-section.md.
// BENCH_RUNS (default 9) sets the runs per page; BENCH_SKIP=lighthouse,backend leaves parts out
// (for quick looks; the committed results come from a full run with BENCH_RUNS=151, README).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg, totalmem, type } from 'node:os';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { LOCAL_ANON_KEY } from '../backend/keys.mjs';
import { DIST_DIR, FLOOR_DIR, measureSizes, packagesByFile, readManifest, widgetEntries } from '../scripts/sizes.mjs';
import { CPU_SLOWDOWN_RATE, launchChromium, measure, measureMainThreadCpu } from './browser.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { FLOOR_CASE, pageFor, pathFor, scalingCases, widgetCases } from './pages.mjs';
import { fullReport, readmeSection } from './report.mjs';
import { startBenchBackend, startBenchServers } from './servers.mjs';
import { median, ratioInterval, seededRandom, shuffled } from './stats.mjs';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 9));
const SKIP = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const BACKEND_LOAD_SCRIPT = 'bench/backend-load.mjs';
const BACKEND_LOAD_TIMEOUT_MS = 120_000;

/**
 * @typedef {{ name: string, ready: string, error?: string, medianMs: number, minMs: number, maxMs: number,
 *   ratioToFloor: number, ratioInterval: [number, number], cpuMs: number, cpuRatioToFloor: number, heapMB: number,
 *   requests: number, runsMs: number[] }} PageLoad
 * @typedef {{ count: number, medianMs: number, heapMB: number, timeRatio: number, heapRatio: number }} ScalingRow
 * @typedef {{ levels: { clients: number, insertsPerSecond: number, p50Ms: number, p99Ms: number, errors: number,
 *   peakRssMiB: number, endRssMiB: number }[], levelSeconds: number, maxInsertsPerLevel: number, freshStartMs: number }} BackendLoad
 * @typedef {{ date: string, machine: { cpus: number, cpuModel: string, memoryGiB: number, chromium: string, node: string, os: string,
 *   loadAverage: { atStart: number, atEnd: number } },
 *   settings: { runs: number, cpuSlowdown: number }, sizes: ReturnType<typeof measureSizes>, pageLoads: PageLoad[],
 *   scaling: ScalingRow[], lighthouse: import('./lighthouse.mjs').LighthouseResult | { error: string },
 *   backendLoad: BackendLoad | { error: string } | null }} BenchResults
 */

async function main() {
  process.chdir(fileURLToPath(new URL('..', import.meta.url)));
  if (RUNS < 9) console.warn(`BENCH_RUNS=${RUNS}: fewer than 9 runs per page; medians will be noisy.`);
  // Other work on the machine slows page loads down: the 1-minute load average is recorded with the figures.
  const loadAtStart = loadavg()[0] ?? 0;
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
    await build({ configFile: 'bench/floor/vite.config.ts', logLevel: 'warn' });
    const sizes = measureSizes({ packages });

    servers = await startBenchServers({ dist: DIST_DIR, floor: FLOOR_DIR, pages });
    const origins = { site: servers.site, floor: servers.floor, backend: backend.url };
    const entries = [...widgetEntries(readManifest(DIST_DIR)).keys()];
    const cases = [FLOOR_CASE, ...widgetCases(entries), ...scalingCases()];
    for (const benchCase of cases) pages.set(pathFor(benchCase), pageFor(benchCase, origins));

    browser = await launchChromium();
    const chromiumVersion = browser.version();
    const runs = await measureAll(browser, cases, servers.host);
    await browser.close();
    browser = undefined;

    console.log('Lighthouse on the demo host...');
    const lighthouse = SKIP.has('lighthouse')
      ? { error: 'skipped (BENCH_SKIP)' }
      : await runLighthouse(`${servers.site}/`).catch((/** @type {Error} */ error) => ({ error: error.message }));
    await servers.close();
    servers = undefined;

    const pageLoads = summarisePageLoads(cases.filter((c) => !c.name.includes('waitlist form')), runs);
    const scaling = summariseScaling(cases.filter((c) => c.name.includes('waitlist form')), runs);
    const backendLoad = SKIP.has('backend') ? { error: 'skipped (BENCH_SKIP)' } : await runBackendLoad();
    /** @type {BenchResults} */
    const results = {
      date: new Date().toISOString(),
      machine: {
        cpus: availableParallelism(), cpuModel: cpus()[0]?.model.trim() ?? 'unknown', memoryGiB: Math.round(totalmem() / 2 ** 30),
        chromium: chromiumVersion, node: process.version, os: type(),
        loadAverage: { atStart: Math.round(loadAtStart * 10) / 10, atEnd: Math.round((loadavg()[0] ?? 0) * 10) / 10 },
      },
      settings: { runs: RUNS, cpuSlowdown: CPU_SLOWDOWN_RATE },
      sizes, pageLoads, scaling, lighthouse, backendLoad,
    };
    await mkdir('bench/results', { recursive: true });
    const report = fullReport(results);
    console.log(`\n${report}`);
    if (SKIP.size > 0) return console.log('Partial run (BENCH_SKIP): nothing written.');
    await writeFile('bench/results/latest.json', `${JSON.stringify(results, null, 2)}\n`);
    await writeFile('bench/results/latest.md', report);
    await writeFile('bench/README-section.md', readmeSection(results));
    console.log('Written: bench/results/latest.json, bench/results/latest.md, bench/README-section.md');
  } finally {
    await browser?.close();
    await servers?.close();
    await backend.close();
  }
}

/**
 * A warm-up load of every page (discarded; a page that never gets ready is left out), then
 * RUNS rounds, each loading every page once, so drift on the machine touches all alike, in
 * an order shuffled anew each round: a page measured always right after the same other page
 * (the floor after 20 forms) was slowed by what that page left behind. Then as many rounds
 * again for each page's main-thread CPU time, not throttled.
 * @param {import('@playwright/test').Browser} browser
 * @param {import('./pages.mjs').BenchCase[]} cases
 * @param {string} host
 */
async function measureAll(browser, cases, host) {
  /** @typedef {{ runs: import('./browser.mjs').Run[], cpuMs: number[], error?: string }} Measured */
  /** @type {Map<string, Measured>} */
  const results = new Map(cases.map((c) => [c.name, { runs: [], cpuMs: [] }]));
  const entry = (/** @type {import('./pages.mjs').BenchCase} */ benchCase) => /** @type {Measured} */ (results.get(benchCase.name));
  /** @type {import('./pages.mjs').BenchCase[]} */
  const live = [];
  for (const benchCase of cases) {
    try {
      await measure(browser, host + pathFor(benchCase));
      live.push(benchCase);
    } catch (error) {
      entry(benchCase).error = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? 'failed';
      console.warn(`  ${benchCase.name}: ${entry(benchCase).error}; left out`);
    }
  }
  const random = seededRandom(RUNS);
  /**
   * @param {string} label
   * @param {(benchCase: import('./pages.mjs').BenchCase, url: string) => Promise<unknown>} each
   */
  const inRounds = async (label, each) => {
    for (let round = 1; round <= RUNS; round++) {
      process.stdout.write(`${label}, round ${round} of ${RUNS}\r`);
      for (const benchCase of shuffled(live, random)) await each(benchCase, host + pathFor(benchCase));
    }
    process.stdout.write('\n');
  };
  await inRounds('Page loads', async (benchCase, url) => entry(benchCase).runs.push(await measure(browser, url)));
  await inRounds('Main-thread CPU time', async (benchCase, url) => entry(benchCase).cpuMs.push(await measureMainThreadCpu(browser, url)));
  return results;
}

/**
 * @param {import('./pages.mjs').BenchCase[]} cases
 * @param {Awaited<ReturnType<typeof measureAll>>} runs
 * @returns {PageLoad[]}
 */
function summarisePageLoads(cases, runs) {
  const floorTimes = runs.get(FLOOR_CASE.name)?.runs.map((run) => run.readyMs) ?? [];
  const floorMs = median(floorTimes);
  const floorCpuMs = median(runs.get(FLOOR_CASE.name)?.cpuMs ?? []);
  return cases.map((benchCase) => {
    const { runs: measured = [], cpuMs = [], error } = runs.get(benchCase.name) ?? {};
    const times = measured.map((run) => run.readyMs);
    const medianMs = times.length ? median(times) : Number.NaN;
    return {
      name: benchCase.name, ready: benchCase.ready, ...(error ? { error } : {}),
      medianMs, minMs: Math.min(...times), maxMs: Math.max(...times), ratioToFloor: medianMs / floorMs,
      ratioInterval: benchCase === FLOOR_CASE ? [1, 1] : ratioInterval(times, floorTimes),
      cpuMs: median(cpuMs), cpuRatioToFloor: median(cpuMs) / floorCpuMs,
      heapMB: median(measured.map((run) => run.heapUsedMB)), requests: measured[0]?.requests ?? 0, runsMs: times.map(Math.round),
    };
  });
}

/**
 * @param {import('./pages.mjs').BenchCase[]} cases
 * @param {Awaited<ReturnType<typeof measureAll>>} runs
 * @returns {ScalingRow[]}
 */
function summariseScaling(cases, runs) {
  const rows = cases.map((benchCase) => {
    const measured = runs.get(benchCase.name)?.runs ?? [];
    return { count: benchCase.count, medianMs: median(measured.map((run) => run.readyMs)), heapMB: median(measured.map((run) => run.heapUsedMB)) };
  });
  const one = rows.find((row) => row.count === 1);
  return rows.map((row) => ({ ...row, timeRatio: row.medianMs / (one?.medianMs ?? Number.NaN), heapRatio: row.heapMB / (one?.heapMB ?? Number.NaN) }));
}

/** bench/backend-load.mjs in a child process of its own; it starts the backend as another. */
async function runBackendLoad() {
  if (!existsSync(BACKEND_LOAD_SCRIPT)) return null;
  console.log('Local backend under load...');
  const child = spawn(process.execPath, [BACKEND_LOAD_SCRIPT], { stdio: ['ignore', 'ignore', 'inherit'] });
  const timer = setTimeout(() => child.kill('SIGTERM'), BACKEND_LOAD_TIMEOUT_MS);
  const code = await new Promise((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  if (code !== 0) return { error: `bench/backend-load.mjs exited with ${code}` };
  return /** @type {BackendLoad} */ (JSON.parse(await readFile('bench/results/backend-load.json', 'utf8')));
}

await main();
