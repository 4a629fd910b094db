// @ts-check
// The sign-up limits under load (docs/product.md#sign-up-limits: 20261126000000_waitlist_limits.sql,
// with the trigger of 20261127000000_waitlist_limits_cost.sql, as 20261207000100_waitlist_limits_global_per_connection.sql left it), on backends
// started by bench/backend-load.mjs: a flood from one address, sign-ups from other addresses during
// it, and what the limits cost an insert that passes them.
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../backend/db.mjs';
import { LOCAL_ANON_KEY } from '../backend/keys.mjs';
import { bootstrapInterval, median, pairedRatio, resample } from './stats.mjs';

const FLOOD_ATTEMPTS = 1000;
const FLOOD_SECONDS = 10;
/** One sign-up from a new address this often, before, during and after the flood: with the flood's stored ones, under the global limit. */
const PROBE_GAP_MS = 100;
const COST_CLIENTS = 10;
const COST_ROUNDS = Number(process.env.BENCH_LIMIT_ROUNDS ?? 8);
/** Floods, each on a new backend, whose sign-ups from other addresses are pooled: a p99 of one flood's 100 is its second worst. */
export const FLOOD_ROUNDS = Number(process.env.BENCH_FLOOD_ROUNDS ?? 5);
/** Sign-ups a cost block sends: the same for both arms, so that their tables grow alike. */
const COST_BLOCK_INSERTS = 800;
/** Targets: others' p99 during a flood against quiet, and inserts a second with the limits on against off. */
const OTHERS_P99_RATIO_TARGET = 2;
const COST_RATIO_TARGET = 0.9;

/** @typedef {{ status: number, ms: number, error?: string }} Sent  status 0: no answer, with the request's error */
/**
 * One flood, as sent and answered.
 * @typedef {{ perClientLimit: number, flood: Sent[], quiet: Sent[], during: Sent[], answeringAfter: boolean }} FloodRound
 */
/**
 * @typedef {object} LimitsResult
 * @property {{ rounds: number, attempts: number, seconds: number, stored: number[], refused: number, other: number, otherAnswers: Record<string, number>, perClientLimit: number, answeringAfter: boolean }} flood
 *   attempts in each round; stored, in each round; refused and other, in all, and the other answers by status (or error, for none)
 * @property {{ quiet: { count: number, refused: number, p50Ms: number, p99Ms: number }, during: { count: number, refused: number, p50Ms: number, p99Ms: number }, p99Ratio: number, p99RatioInterval: [number, number] }} others
 * @property {{ clients: number, rounds: number, blockInserts: number, onPerSecond: number[], offPerSecond: number[], ratio: number, ratioInterval: [number, number] }} cost
 *   the ratio is the median of the rounds' own on/off ratios (stats.mjs's pairedRatio)
 */

let sequence = 0;
/**
 * The widget's insert, sent through `agent`, whose localAddress is the client's address.
 * @param {string} url @param {Agent} agent @param {string} [domain]
 * @returns {Promise<Sent>}
 */
function signUp(url, agent, domain = `d${sequence}.load.example`) {
  const body = JSON.stringify({ name: 'Bench Mark', email: `limits-${sequence++}@${domain}`, company_name: 'Load Agency', creator_count: '6-20' });
  const sent = performance.now();
  return new Promise((resolve) => {
    const req = request(`${url}/rest/v1/waitlist?select=id`, {
      method: 'POST',
      agent,
      headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json', Prefer: 'return=representation', Accept: 'application/vnd.pgrst.object+json' },
    }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - sent }));
    });
    req.on('error', (error) => resolve({ status: 0, ms: performance.now() - sent, error: /** @type {NodeJS.ErrnoException} */ (error).code ?? error.message }));
    req.end(body);
  });
}

/** A keep-alive agent whose connections come from `address` (any of 127.0.0.0/8 on loopback). @param {string} address */
const from = (address) => new Agent({ keepAlive: true, localAddress: address, maxSockets: 64 });

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends `count` requests on a fixed schedule over `seconds`, not waiting for answers.
 * @param {number} count @param {number} seconds @param {(i: number) => Promise<Sent>} send
 */
async function onSchedule(count, seconds, send) {
  const start = performance.now();
  /** @type {Promise<Sent>[]} */
  const answers = [];
  for (let i = 0; i < count; i++) {
    await sleep(Math.max(0, start + (i * seconds * 1000) / count - performance.now()));
    answers.push(send(i));
  }
  return Promise.all(answers);
}

let probeAddress = 0;
/** One sign-up every PROBE_GAP_MS for `seconds`, each from an address never used before. @param {string} url @param {number} seconds */
function probe(url, seconds) {
  return onSchedule(Math.round((seconds * 1000) / PROBE_GAP_MS), seconds, async () => {
    const n = ++probeAddress;
    const agent = from(`127.3.${n >> 8}.${n & 255}`);
    try {
      return await signUp(url, agent);
    } finally {
      agent.destroy();
    }
  });
}

/** How many times each value comes. @param {string[]} values @returns {Record<string, number>} */
function countBy(values) {
  /** @type {Record<string, number>} */
  const counts = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

/** @param {number[]} sorted @param {number} q */
const quantile = (sorted, q) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;

/** @param {Sent[]} sent */
function latencies(sent) {
  const ms = sent.filter((s) => s.status === 201).map((s) => s.ms).sort((a, b) => a - b);
  return { count: sent.length, refused: sent.filter((s) => s.status !== 201).length, p50Ms: round(quantile(ms, 0.5)), p99Ms: round(quantile(ms, 0.99)), ms };
}

/**
 * The bootstrap interval of p99(during) / p99(quiet), as stats.mjs's ratioInterval is of medians.
 * @param {number[]} during @param {number[]} quiet
 * @returns {[number, number]}
 */
function p99RatioInterval(during, quiet) {
  /** @param {number[]} values @param {() => number} random */
  const p99 = (values, random) => quantile(resample(values, random).sort((a, b) => a - b), 0.99);
  const [low, high] = bootstrapInterval((random) => p99(during, random) / p99(quiet, random));
  return [round(low, 2), round(high, 2)];
}

/**
 * A flood from one address on a backend with the default limits, while other addresses sign up;
 * those others alone before and after it are the quiet sample.
 * @param {string} url
 * @returns {Promise<FloodRound>}
 */
export async function measureFlood(url) {
  // The verdict's limit is the backend's own, read as a page could (public.waitlist_limits).
  const limits = await fetch(`${url}/rest/v1/waitlist_limits?name=eq.per_client&select=max_signups`, { headers: { apikey: LOCAL_ANON_KEY } });
  const [{ max_signups: perClientLimit }] = /** @type {[{ max_signups: number }]} */ (await limits.json());
  const flooder = from('127.0.0.1');
  await probe(url, 1); // warms the backend up: its first sign-ups plan the trigger's statements
  const quietBefore = await probe(url, FLOOD_SECONDS / 2);
  const [flood, during] = await Promise.all([
    onSchedule(FLOOD_ATTEMPTS, FLOOD_SECONDS, () => signUp(url, flooder, 'flood.example')),
    probe(url, FLOOD_SECONDS),
  ]);
  const quietAfter = await probe(url, FLOOD_SECONDS / 2);
  flooder.destroy();
  const after = await fetch(`${url}/rest/v1/waitlist_limits`, { headers: { apikey: LOCAL_ANON_KEY } }).catch(() => null);
  return { perClientLimit, flood, quiet: [...quietBefore, ...quietAfter], during, answeringAfter: after?.status === 200 };
}

/**
 * The floods together: each one's verdict, and the sign-ups from other addresses pooled.
 * @param {FloodRound[]} rounds
 * @returns {Pick<LimitsResult, 'flood' | 'others'>}
 */
export function floodSummary(rounds) {
  const all = rounds.flatMap((r) => r.flood);
  const unexpected = all.filter((s) => s.status !== 201 && s.status !== 429);
  const quiet = latencies(rounds.flatMap((r) => r.quiet));
  const busy = latencies(rounds.flatMap((r) => r.during));
  return {
    flood: {
      rounds: rounds.length, attempts: rounds[0]?.flood.length ?? 0, seconds: FLOOD_SECONDS, perClientLimit: Math.min(...rounds.map((r) => r.perClientLimit)),
      stored: rounds.map((r) => r.flood.filter((s) => s.status === 201).length),
      refused: all.filter((s) => s.status === 429).length,
      other: unexpected.length,
      otherAnswers: countBy(unexpected.map((s) => s.error ?? String(s.status))),
      answeringAfter: rounds.every((r) => r.answeringAfter),
    },
    others: {
      quiet: { count: quiet.count, refused: quiet.refused, p50Ms: quiet.p50Ms, p99Ms: quiet.p99Ms },
      during: { count: busy.count, refused: busy.refused, p50Ms: busy.p50Ms, p99Ms: busy.p99Ms },
      p99Ratio: round(busy.p99Ms / quiet.p99Ms, 2),
      p99RatioInterval: p99RatioInterval(busy.ms, quiet.ms),
    },
  };
}

/** Limits so high that nothing is refused: each insert still does all of the limits' work. */
export const UNREFUSING_SQL = 'update private.waitlist_limits set max_signups = 1000000000';

/**
 * UNREFUSING_SQL on a data directory the cost measure then serves.
 * @param {string} dataDir
 */
export async function prepareUnrefusing(dataDir) {
  const db = await openDatabase({ dataDir });
  try {
    await db.pg.exec(UNREFUSING_SQL);
  } finally {
    await db.close();
  }
}

/**
 * Inserts a second at COST_CLIENTS concurrent clients (each its own address), the limits on
 * against off, in rounds of one block each, in alternating order. A block sends COST_BLOCK_INSERTS
 * sign-ups, each from a new email domain (a company's, which the per-domain limit counts).
 * @param {string} onUrl @param {string} offUrl
 * @returns {Promise<LimitsResult['cost']>}
 */
export async function measureCost(onUrl, offUrl) {
  const agents = Array.from({ length: COST_CLIENTS }, (_, i) => from(`127.4.0.${i + 1}`));
  /** @param {string} url */
  const block = async (url) => {
    let sent = 0;
    let inserts = 0;
    const start = performance.now();
    await Promise.all(agents.map(async (agent) => {
      while (sent < COST_BLOCK_INSERTS) {
        sent++;
        if ((await signUp(url, agent)).status === 201) inserts++;
      }
    }));
    return inserts / ((performance.now() - start) / 1000);
  };
  await block(onUrl);
  await block(offUrl);
  /** @type {number[]} */
  const onPerSecond = [];
  /** @type {number[]} */
  const offPerSecond = [];
  for (let turn = 0; turn < COST_ROUNDS; turn++) {
    const order = turn % 2 === 0 ? [true, false] : [false, true];
    for (const on of order) (on ? onPerSecond : offPerSecond).push(round(await block(on ? onUrl : offUrl)));
  }
  for (const agent of agents) agent.destroy();
  const { ratio, interval } = pairedRatio(onPerSecond, offPerSecond);
  return {
    clients: COST_CLIENTS, rounds: COST_ROUNDS, blockInserts: COST_BLOCK_INSERTS, onPerSecond, offPerSecond,
    ratio: round(ratio, 3), ratioInterval: [round(interval[0], 3), round(interval[1], 3)],
  };
}

/**
 * The limits' part of the results, as a table with each target and whether it was met.
 * @param {LimitsResult} limits
 */
export function limitsMarkdown({ flood, others, cost }) {
  const stored = flood.stored.reduce((sum, n) => sum + n, 0);
  const floodMet = flood.stored.every((n) => n <= flood.perClientLimit) && flood.refused === flood.rounds * flood.attempts - stored && flood.answeringAfter;
  const othersStored = others.during.refused === 0;
  const yes = (/** @type {boolean} */ met) => (met ? 'met' : '**not met**');
  // A ratio's target is met when its whole 95% interval meets it, as the browser bench judges.
  const byInterval = (/** @type {boolean} */ median, /** @type {boolean} */ interval) => (interval ? 'met' : median ? '**not met** (by the median only)' : '**not met**');
  return [
    '| sign-up limits | measured | target | |',
    '|---|---|---|---|',
    `| a flood from one address: ${flood.attempts} attempts in ${flood.seconds} s, ${flood.rounds} times, each on a new backend | ` +
      `stored ${flood.stored.join(', ')}; ${flood.refused} answered 429, ${flood.other} other${flood.other ? ` (${Object.entries(flood.otherAnswers).map(([answer, n]) => `${answer}: ${n}`).join(', ')})` : ''}; answering after: ${flood.answeringAfter ? 'yes' : 'no'} | ` +
      `at most ${flood.perClientLimit} stored each time, the rest 429 | ${yes(floodMet)} |`,
    `| meanwhile, sign-ups from other addresses (${others.during.count}; quiet: ${others.quiet.count}) | p99 ${others.during.p99Ms} ms against ` +
      `${others.quiet.p99Ms} ms quiet: ${others.p99Ratio}x (95% interval ${others.p99RatioInterval.join('-')}); p50 ${others.during.p50Ms} against ` +
      `${others.quiet.p50Ms} ms; refused ${others.during.refused} | all stored, p99 <= ${OTHERS_P99_RATIO_TARGET}x quiet | ` +
      `${byInterval(othersStored && others.p99Ratio <= OTHERS_P99_RATIO_TARGET, othersStored && others.p99RatioInterval[1] <= OTHERS_P99_RATIO_TARGET)} |`,
    `| inserts/s at ${cost.clients} clients, limits on / off (${cost.rounds} rounds of one ${cost.blockInserts}-insert block each, alternating) | ` +
      `medians ${round(median(cost.onPerSecond))} / ${round(median(cost.offPerSecond))}; the rounds' ratio ${cost.ratio} (95% interval ${cost.ratioInterval.join('-')}) | ` +
      `>= ${COST_RATIO_TARGET} | ${byInterval(cost.ratio >= COST_RATIO_TARGET, cost.ratioInterval[0] >= COST_RATIO_TARGET)} |`,
  ].join('\n');
}

/** @param {number} value @param {number} [digits] */
const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
