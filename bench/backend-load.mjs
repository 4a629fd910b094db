// @ts-check
// Load on the local backend (a child process on a throw-away data directory): the widget's insert
// from 1, 10 and 100 concurrent clients with the sign-up limits off, then the limits themselves
// (bench/backend-limits.mjs), written to bench/results/backend-load.{json,md}.
// BENCH_SECONDS (default 5) and BENCH_MAX_INSERTS (default 5000) bound each level.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_KEY } from '../backend/keys.mjs';
import { FLOOD_ROUNDS, floodSummary, limitsMarkdown, measureCost, measureFlood, prepareUnrefusing } from './backend-limits.mjs';

const SERVER = fileURLToPath(new URL('../backend/server.mjs', import.meta.url));
const RESULTS_DIR = fileURLToPath(new URL('./results/', import.meta.url));
const LEVELS = [1, 10, 100];
const LEVEL_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const MAX_INSERTS_PER_LEVEL = Number(process.env.BENCH_MAX_INSERTS ?? 5000);
const WARM_UP_INSERTS = 50;
const RSS_SAMPLE_MS = 200;

/** Every backend this run started, so a failed run leaves none behind. */
/** @type {Set<import('node:child_process').ChildProcess>} */
const started = new Set();

/** @typedef {{ clients: number, inserts: number, errors: number, seconds: number, insertsPerSecond: number, p50Ms: number, p99Ms: number, peakRssMiB: number, endRssMiB: number }} Level */

/**
 * @param {string} dataDir
 * @param {Record<string, string>} [extraEnv]
 * @returns {Promise<{ child: import('node:child_process').ChildProcess, url: string, startMs: number }>}
 */
function startServer(dataDir, extraEnv = {}) {
  const startedAt = performance.now();
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, BACKEND_PORT: '0', BACKEND_DATA_DIR: dataDir, ...extraEnv },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  started.add(child);
  child.once('exit', () => started.delete(child));
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve({ child, url, startMs: performance.now() - startedAt });
    });
    child.once('exit', (code) => reject(new Error(`backend exited (${code}) before listening`)));
  });
}

/** @param {import('node:child_process').ChildProcess} child */
function stopServer(child) {
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** Resident memory of a process in MiB, from /proc (Linux); 0 where that is not available. */
/** @param {number} pid */
function rssMiB(pid) {
  try {
    const kib = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    return kib / 1024;
  } catch {
    return 0;
  }
}

let sequence = 0;
/** The request `insert(row).select('id').single()` sends. @param {string} url */
async function insertOnce(url) {
  const email = `bench-${process.pid}-${sequence++}@load.example`;
  const response = await fetch(`${url}/rest/v1/waitlist?select=id`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_ANON_KEY}`, 'Content-Type': 'application/json',
      'Content-Profile': 'public', Prefer: 'return=representation', Accept: 'application/vnd.pgrst.object+json' },
    body: JSON.stringify({ name: 'Bench Mark', email, company_name: 'Load Agency', phone_number: null, importance: 'somewhat',
      contact_consent: false, creator_count: '6-20', feature_choices: ['Payments'], proposed_feature: null }),
  });
  await response.arrayBuffer();
  return response.status === 201;
}

/**
 * @param {string} url
 * @param {number} pid
 * @param {number} clients
 * @returns {Promise<Level>}
 */
async function runLevel(url, pid, clients) {
  /** @type {number[]} */
  const latencies = [];
  let errors = 0;
  let issued = 0;
  let peakRss = rssMiB(pid);
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMiB(pid))), RSS_SAMPLE_MS);
  const levelStart = performance.now();
  const deadline = levelStart + LEVEL_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline && issued < MAX_INSERTS_PER_LEVEL) {
        issued++;
        const sent = performance.now();
        const ok = await insertOnce(url).catch(() => false);
        latencies.push(performance.now() - sent);
        if (!ok) errors++;
      }
    }),
  );
  const seconds = (performance.now() - levelStart) / 1000;
  clearInterval(sampler);
  const endRss = rssMiB(pid);
  peakRss = Math.max(peakRss, endRss);
  latencies.sort((a, b) => a - b);
  /** @param {number} q */
  const quantile = (q) => latencies[Math.max(0, Math.ceil(q * latencies.length) - 1)] ?? 0;
  return {
    clients, inserts: latencies.length - errors, errors, seconds: round(seconds),
    insertsPerSecond: round((latencies.length - errors) / seconds), p50Ms: round(quantile(0.5)), p99Ms: round(quantile(0.99)),
    peakRssMiB: round(peakRss), endRssMiB: round(endRss),
  };
}

/** @param {number} value */
const round = (value) => Math.round(value * 10) / 10;

/** @param {{ levels: Level[], initdbStartMs: number, freshStartMs: number, reopenStartMs: number }} result */
function markdown({ levels, initdbStartMs, freshStartMs, reopenStartMs }) {
  const rows = levels.map((l) => `| ${l.clients} | ${l.inserts} | ${l.errors} | ${l.insertsPerSecond} | ${l.p50Ms} | ${l.p99Ms} | ${l.peakRssMiB} | ${l.endRssMiB} |`);
  return [
    '| clients | inserts | errors | inserts/s | p50 ms | p99 ms | backend RSS MiB, peak | at end |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    `Backend process start to listening: new data directory by initdb and migrations ${initdbStartMs} ms, ` +
      `new one from the cached image ${freshStartMs} ms, restart on an existing one ${reopenStartMs} ms.`,
  ].join('\n');
}

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'rosterkit-bench-'));
  // However the run ends: bench/run.mjs ends one that outlives its time with SIGTERM, which skips finally.
  const cleanUp = () => {
    for (const child of started) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('SIGTERM', () => {
    cleanUp();
    process.exit(143);
  });
  try {
    const machine = { node: process.version, cpus: cpus().length, loadAverageAtStart: loadavg().map(round) };
    // A new database the slow way first; it also saves the image the next one starts from.
    const initdb = await startServer(join(dataDir, 'initdb'), { BACKEND_NO_TEMPLATE: '1' });
    await stopServer(initdb.child);
    // From one address, far past the limits: this part measures the insert itself.
    const fresh = await startServer(join(dataDir, 'load'), { RATE_LIMITS: 'off' });
    const pid = /** @type {number} */ (fresh.child.pid);
    for (let i = 0; i < WARM_UP_INSERTS; i++) await insertOnce(fresh.url);
    /** @type {Level[]} */
    const levels = [];
    for (const clients of LEVELS) levels.push(await runLevel(fresh.url, pid, clients));
    await stopServer(fresh.child);

    const reopened = await startServer(join(dataDir, 'load'), { RATE_LIMITS: 'off' });
    const response = await fetch(`${reopened.url}/rest/v1/waitlist?select=id`, { headers: { apikey: LOCAL_SERVICE_KEY } });
    const rowsAfterReopen = /** @type {unknown[]} */ (await response.json()).length;
    await stopServer(reopened.child);

    /** @type {import('./backend-limits.mjs').FloodRound[]} */
    const floods = [];
    for (let i = 0; i < FLOOD_ROUNDS; i++) {
      const limited = await startServer(join(dataDir, `limited-${i}`));
      floods.push(await measureFlood(limited.url));
      await stopServer(limited.child);
    }
    await prepareUnrefusing(join(dataDir, 'cost-on'));
    await prepareUnrefusing(join(dataDir, 'cost-off'));
    const [on, off] = [await startServer(join(dataDir, 'cost-on')), await startServer(join(dataDir, 'cost-off'), { RATE_LIMITS: 'off' })];
    const cost = await measureCost(on.url, off.url);
    await Promise.all([stopServer(on.child), stopServer(off.child)]);
    const limits = { ...floodSummary(floods), cost };

    const result = { date: new Date().toISOString(), machine, levelSeconds: LEVEL_SECONDS, maxInsertsPerLevel: MAX_INSERTS_PER_LEVEL,
      levels, initdbStartMs: Math.round(initdb.startMs), freshStartMs: Math.round(fresh.startMs), reopenStartMs: Math.round(reopened.startMs), rowsAfterReopen, limits };
    const table = `${markdown(result)}\n\n${limitsMarkdown(limits)}`;
    console.log(table);
    console.log(`\n${rowsAfterReopen} rows after the restart; machine ${JSON.stringify(machine)}`);
    await mkdir(RESULTS_DIR, { recursive: true });
    await writeFile(join(RESULTS_DIR, 'backend-load.json'), `${JSON.stringify(result, null, 2)}\n`);
    await writeFile(join(RESULTS_DIR, 'backend-load.md'),
      `# Local backend load (${result.date.slice(0, 10)})\n\nNode ${machine.node}, ${machine.cpus} CPUs, load average at start ${machine.loadAverageAtStart.join(' / ')}. ` +
      `Each level runs ${LEVEL_SECONDS} s or ${MAX_INSERTS_PER_LEVEL} inserts, whichever ends first; the insert is the widget's ` +
      `\`insert(row).select('id').single()\` request over loopback.\n\n${table}\n`);
  } finally {
    cleanUp();
  }
}

await main();
