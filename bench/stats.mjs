// @ts-check
// The benchmark's statistics: medians and worst runs, and how far a ratio of two medians can be trusted.

/** @param {number[]} values  @returns {number} NaN when there are none */
export function median(values) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? /** @type {number} */ (sorted[middle]) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * The median of some runs and the worst of them: the highest for a time, the lowest for a score.
 * @param {number[]} values
 * @param {'higher' | 'lower'} [worse]  which way a value is worse
 * @returns {{ median: number, worst: number }} NaN for both when there are none
 */
export function medianAndWorst(values, worse = 'higher') {
  if (values.length === 0) return { median: Number.NaN, worst: Number.NaN };
  return { median: median(values), worst: worse === 'higher' ? Math.max(...values) : Math.min(...values) };
}

/**
 * Which of some runs is the median one by a value: the middle of them sorted by it, the
 * lower middle for an even count, the first run of equal values. -1 when there are none.
 * @param {number[]} values
 */
export function medianIndex(values) {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value || a.index - b.index);
  return order[Math.floor((order.length - 1) / 2)]?.index ?? -1;
}

/**
 * A small seeded generator (mulberry32), numbers in [0, 1): the same runs always give the
 * same interval, and the same seed the same order of pages.
 * @param {number} seed
 */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** @typedef {{ resamples?: number, confidence?: number, seed?: number }} BootstrapOptions */

/**
 * The percentile bootstrap interval of a statistic: `draw` computes it once on samples redrawn
 * with `random`; of `resamples` such values, sorted, the middle `confidence` is kept.
 * @param {(random: () => number) => number} draw
 * @param {BootstrapOptions} [options]
 * @returns {[number, number]}
 */
export function bootstrapInterval(draw, { resamples = 2000, confidence = 0.95, seed = 1 } = {}) {
  const random = seededRandom(seed);
  const values = Array.from({ length: resamples }, () => draw(random)).sort((a, b) => a - b);
  const tail = (1 - confidence) / 2;
  const at = (/** @type {number} */ share) => /** @type {number} */ (values[Math.min(resamples - 1, Math.max(0, Math.round(share * (resamples - 1))))]);
  return [at(tail), at(1 - tail)];
}

/**
 * Values drawn from `values` with replacement, as many as there are.
 * @template T
 * @param {T[]} values @param {() => number} random
 * @returns {T[]}
 */
export const resample = (values, random) => values.map(() => /** @type {T} */ (values[Math.floor(random() * values.length)]));

/**
 * The percentile bootstrap interval of median(page) / median(floor): both samples redrawn with
 * replacement, many times, keeping the middle `confidence` of the ratios. Throttled runs spread
 * widely, so a ratio alone cannot say whether it is over a target; the interval can.
 * @param {number[]} page  times of the page's runs
 * @param {number[]} floor  times of the floor's runs, from the same rounds
 * @param {BootstrapOptions} [options]
 * @returns {[number, number]}
 */
export function ratioInterval(page, floor, options) {
  if (page.length === 0 || floor.length === 0) return [Number.NaN, Number.NaN];
  return bootstrapInterval((random) => median(resample(page, random)) / median(resample(floor, random)), options);
}

/**
 * For runs taken in pairs, one of each arm per interleaved round (round i is a[i] and b[i]): the
 * median of the rounds' own ratios, and its percentile bootstrap interval with whole rounds
 * redrawn. A round's two runs share the machine's speed of that moment, which its ratio cancels;
 * ratioInterval, which redraws each arm on its own, counts that shared swing as noise.
 * @param {number[]} a
 * @param {number[]} b  as long as a
 * @param {BootstrapOptions} [options]
 * @returns {{ ratio: number, interval: [number, number] }}
 */
export function pairedRatio(a, b, options) {
  if (a.length !== b.length) throw new Error(`pairedRatio needs as many runs of each arm, not ${a.length} and ${b.length}`);
  if (a.length === 0) return { ratio: Number.NaN, interval: [Number.NaN, Number.NaN] };
  const ratios = a.map((value, round) => value / /** @type {number} */ (b[round]));
  return { ratio: median(ratios), interval: bootstrapInterval((random) => median(resample(ratios, random)), options) };
}

/**
 * A copy of items in random order (Fisher-Yates).
 * @template T
 * @param {T[]} items
 * @param {() => number} random  numbers in [0, 1)
 * @returns {T[]}
 */
export function shuffled(items, random) {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [/** @type {T} */ (copy[other]), /** @type {T} */ (copy[index])];
  }
  return copy;
}

/**
 * Measures every side once a round, in a new order each round: interleaved, so that the
 * machine's changing speed falls on every side alike. Resolves with each side's values.
 * @template {string} S
 * @template V
 * @param {readonly S[]} sides
 * @param {number} rounds
 * @param {number} seed  of the orders
 * @param {(side: S, round: number) => Promise<V>} measure
 * @returns {Promise<Record<S, V[]>>}
 */
export async function interleavedRounds(sides, rounds, seed, measure) {
  const random = seededRandom(seed);
  const values = /** @type {Record<S, V[]>} */ (/** @type {unknown} */ (Object.fromEntries(sides.map((side) => [side, []]))));
  for (let round = 0; round < rounds; round++) {
    for (const side of shuffled([...sides], random)) values[side].push(await measure(side, round));
  }
  return values;
}
