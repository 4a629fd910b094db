// @ts-check
// `npm run bench:compare -- <git-rev>`: what a change costs a partner's page that holds one waitlist
// form and its script tag. Builds <git-rev> in a temporary git worktree and the working tree into a
// temporary folder (dist/ is left alone), serves each build on a loopback origin of its own, and
// loads a host page for each in ROUNDS interleaved rounds (default 81), the CPU slowed down 4x as
// in `npm run bench` (bench/browser.mjs). Prints the medians of ready time, longest task and total
// blocking time, NEW against OLD, as a Markdown table for the commit body; removes the worktree.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, lstatSync, readFileSync, rmSync, symlinkSync, unlinkSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_ANON_KEY } from '../backend/keys.mjs';
import { serveStatic } from '../scripts/serve.mjs';
import { CPU_SLOWDOWN_RATE, launchChromium, measure } from './browser.mjs';
import { pageFor, widgetCases } from './pages.mjs';
import { buildComparisonTable } from './report.mjs';
import { freePort, servePages, startBenchBackend } from './servers.mjs';
import { interleavedRounds } from './stats.mjs';
import { compareBuilds } from './summaries.mjs';

const ROUNDS = Math.max(1, Number(process.env.ROUNDS ?? 81));
const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** One waitlist form, as the bench's own page for it (bench/pages.mjs). */
const WAITLIST_CASE = /** @type {import('./pages.mjs').BenchCase} */ (widgetCases(['waitlist']).find((benchCase) => benchCase.tag === 'rosterkit-waitlist'));
const SIDES = /** @type {const} */ (['old', 'new']);

async function main() {
  const rev = process.argv[2];
  if (!rev) {
    console.error('Usage: npm run bench:compare -- <git-rev>   (ROUNDS sets the rounds, 81 by default)');
    process.exit(2);
  }
  process.chdir(ROOT);
  const oldSha = revision(rev);
  const newSha = git('rev-parse', 'HEAD');
  const changed = git('status', '--porcelain') !== '';
  const work = await mkdtemp(join(tmpdir(), 'rosterkit-compare-'));
  const oldTree = join(work, 'old');
  const newDist = join(work, 'new-dist');
  const cleanUp = () => removeWorktree(oldTree, work);
  /** @type {Awaited<ReturnType<typeof startBenchBackend>> | undefined} */
  let backend;
  /** @type {{ close: () => Promise<unknown> }[]} */
  const servers = [];
  /** @type {import('./browser.mjs').Browser | undefined} */
  let browser;
  // Ctrl-C skips the finally block below: the worktree goes first, then the browser.
  const interrupted = () => {
    cleanUp();
    void Promise.resolve(browser?.close()).finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  try {
    backend = await startBenchBackend();
    git('worktree', 'add', '--detach', oldTree, oldSha);
    installDependencies(oldTree);
    // As `npm run bench` builds: the demo host pointed at this backend.
    const env = { ...process.env, SUPABASE_URL: backend.url, SUPABASE_ANON_KEY: LOCAL_ANON_KEY };
    console.log(`Building OLD (${oldSha.slice(0, 7)})...`);
    await run('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: oldTree, env });
    console.log('Building NEW (the working tree)...');
    await run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', newDist, '--emptyOutDir'], { cwd: ROOT, env });

    /** @type {Record<(typeof SIDES)[number], string>} */
    const dists = { old: join(oldTree, 'dist'), new: newDist };
    const pages = new Map();
    for (const side of SIDES) {
      if (!existsSync(join(dists[side], WAITLIST_CASE.script))) throw new Error(`${side.toUpperCase()}'s build has no ${WAITLIST_CASE.script}`);
      const site = await serveStatic({ root: dists[side], port: await freePort() });
      servers.push(site);
      pages.set(`/${side}.html`, pageFor(WAITLIST_CASE, { site: site.url, floor: site.url, backend: env.SUPABASE_URL }));
    }
    const host = await servePages(pages);
    servers.push(host);

    browser = await launchChromium();
    /** @param {(typeof SIDES)[number]} side */
    const measureOnce = (side) => measure(/** @type {import('./browser.mjs').Browser} */ (browser), `${host.url}/${side}.html`, WAITLIST_CASE);
    // A warm-up load of each, discarded: the servers compress each file on its first request.
    for (const side of SIDES) await measureOnce(side);
    const runs = await interleavedRounds(SIDES, ROUNDS, ROUNDS, (side, round) => {
      process.stdout.write(`Round ${round + 1} of ${ROUNDS}\r`);
      // A load that comes back without its trace's events is measured again once, as in the bench.
      return measureOnce(side).catch(() => measureOnce(side));
    });
    process.stdout.write('\n\n');
    const subject = git('log', '-1', '--format=%s', oldSha);
    console.log(buildComparisonTable(compareBuilds(runs.old, runs.new), {
      page: 'waitlist.js', cpuSlowdown: CPU_SLOWDOWN_RATE, rounds: ROUNDS,
      old: `${oldSha.slice(0, 7)} (${subject})`,
      new: `the working tree at ${newSha.slice(0, 7)}${changed ? ', with changes not committed' : ''}`,
    }));
  } finally {
    await browser?.close();
    browser = undefined;
    await Promise.allSettled(servers.map((server) => server.close()));
    await backend?.close();
    process.off('SIGINT', interrupted);
    cleanUp();
  }
}

/** A git command's output, trimmed. @param {string[]} args */
function git(...args) {
  return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

/** A revision's full commit hash; the run stops, saying so, when it names none. @param {string} rev */
function revision(rev) {
  try {
    return git('rev-parse', '--verify', `${rev}^{commit}`);
  } catch {
    console.error(`${rev} names no commit of this repository.`);
    process.exit(2);
  }
}

/** The checkout's node_modules when the revision locks the same packages, else a clean install. @param {string} tree */
function installDependencies(tree) {
  const lock = (/** @type {string} */ dir) => (existsSync(join(dir, 'package-lock.json')) ? readFileSync(join(dir, 'package-lock.json'), 'utf8') : null);
  const same = lock(tree) !== null && lock(tree) === lock(ROOT);
  if (same) symlinkSync(resolve(ROOT, 'node_modules'), join(tree, 'node_modules'), 'dir');
  else execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: tree, stdio: 'inherit' });
}

/**
 * The worktree and the temporary folder gone, whatever state they are in. The node_modules link
 * goes first, so that nothing removes the checkout's packages through it.
 * @param {string} tree @param {string} work
 */
function removeWorktree(tree, work) {
  const modules = join(tree, 'node_modules');
  if (lstatSync(modules, { throwIfNoEntry: false })?.isSymbolicLink()) unlinkSync(modules);
  try {
    git('worktree', 'remove', '--force', tree);
  } catch {
    // Never added, or already gone: prune forgets it either way.
  }
  rmSync(work, { recursive: true, force: true });
  git('worktree', 'prune');
}

/**
 * A command's run to its end, its output shown; fails on a non-zero exit.
 * @param {string} command @param {string[]} args @param {{ cwd: string, env: NodeJS.ProcessEnv }} options
 */
function run(command, args, options) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { ...options, stdio: 'inherit' });
    child.once('error', fail);
    child.once('exit', (code) => (code === 0 ? done(undefined) : fail(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

await main();
