import { describe, expect, it } from 'vitest';
import { bootstrapInterval, interleavedRounds, median, medianAndWorst, medianIndex, pairedRatio, ratioInterval, seededRandom, shuffled } from '../../bench/stats.mjs';

describe('median', () => {
  it('takes the middle value of an odd count, unsorted input', () => {
    expect(median([9, 1, 5])).toBe(5);
  });

  it('averages the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('is not a number when there are no values', () => {
    expect(median([])).toBeNaN();
  });
});

describe('the median and the worst of some runs', () => {
  it('takes the highest as the worst for times', () => {
    expect(medianAndWorst([40, 12, 61, 30, 35])).toEqual({ median: 35, worst: 61 });
  });

  it('takes the lowest as the worst for scores', () => {
    expect(medianAndWorst([100, 98, 100, 99, 100], 'lower')).toEqual({ median: 100, worst: 98 });
  });

  it('is not a number when there are no runs', () => {
    expect(medianAndWorst([])).toEqual({ median: Number.NaN, worst: Number.NaN });
  });
});

describe('the median run', () => {
  it('is the run in the middle by its value, wherever it is in the list', () => {
    expect(medianIndex([100, 99, 97, 100, 98])).toBe(1);
  });

  it('is the lower middle for an even count', () => {
    expect(medianIndex([100, 96, 98, 99])).toBe(2);
  });

  it('is the first of equal values', () => {
    expect(medianIndex([100, 100, 100])).toBe(1);
    expect(medianIndex([100, 100])).toBe(0);
  });

  it('is none when there are no runs', () => {
    expect(medianIndex([])).toBe(-1);
  });
});

describe('the interval of a ratio of medians', () => {
  const floor = [500, 520, 540, 560, 580, 600, 620, 640, 660];

  it('is a single point when neither sample varies', () => {
    expect(ratioInterval([780, 780, 780], [600, 600, 600])).toEqual([1.3, 1.3]);
  });

  it('holds the ratio of the medians', () => {
    const page = floor.map((ms) => ms * 1.4);
    const [low, high] = ratioInterval(page, floor);
    expect(low).toBeLessThanOrEqual(1.4);
    expect(high).toBeGreaterThanOrEqual(1.4);
  });

  it('widens when the runs spread more', () => {
    const narrow = floor.map((ms) => ms * 1.3);
    const wide = narrow.map((ms, index) => (index % 2 === 0 ? ms * 0.7 : ms * 1.3));
    const width = ([low, high]: [number, number]) => high - low;
    expect(width(ratioInterval(wide, floor))).toBeGreaterThan(width(ratioInterval(narrow, floor)));
  });

  it('narrows with more runs of the same spread', () => {
    const few = floor.map((ms) => ms * 1.3);
    const many = [...few, ...few, ...few, ...few];
    const width = ([low, high]: [number, number]) => high - low;
    expect(width(ratioInterval(many, [...floor, ...floor, ...floor, ...floor]))).toBeLessThan(width(ratioInterval(few, floor)));
  });

  // Of a statistic that takes any value, where two streams of random numbers would not give one interval.
  it('draws its resamples from its seed alone: the same seed (or none) the same interval, another another', () => {
    const sum = (random: () => number) => random() + random();
    expect(bootstrapInterval(sum)).toEqual(bootstrapInterval(sum));
    expect(bootstrapInterval(sum, { seed: 7 })).toEqual(bootstrapInterval(sum, { seed: 7 }));
    expect(bootstrapInterval(sum, { seed: 7 })).not.toEqual(bootstrapInterval(sum, { seed: 8 }));
  });

  it('is not a number when a page has no runs', () => {
    expect(ratioInterval([], floor).every(Number.isNaN)).toBe(true);
  });
});

describe('the ratio of runs taken in pairs', () => {
  // The machine's speed swings from round to round, and both arms of a round with it.
  const speed = [1, 1.6, 0.8, 1.3, 0.7, 1.5, 0.9, 1.2, 1.1, 0.75, 1.45];
  const off = speed.map((factor) => 600 * factor);
  const on = off.map((value, round) => value * (round % 2 === 0 ? 0.8 : 0.84));

  it("is the median of the rounds' ratios", () => {
    expect(pairedRatio([100, 200, 300], [200, 250, 300]).ratio).toBe(0.8);
  });

  it('holds that median, and is narrower than the unpaired interval when both arms swing together', () => {
    const { ratio, interval } = pairedRatio(on, off);
    expect(interval[0]).toBeLessThanOrEqual(ratio);
    expect(interval[1]).toBeGreaterThanOrEqual(ratio);
    expect(interval[0]).toBeGreaterThanOrEqual(0.8);
    expect(interval[1]).toBeLessThanOrEqual(0.84);
    const [low, high] = ratioInterval(on, off);
    expect(high - low).toBeGreaterThan(interval[1] - interval[0]);
  });

  it('refuses arms of different lengths, and is not a number without runs', () => {
    expect(() => pairedRatio([1, 2], [1])).toThrow(/as many runs/);
    expect(Number.isNaN(pairedRatio([], []).ratio)).toBe(true);
  });
});

describe('the order of pages in a round', () => {
  const pages = ['floor', 'contact', 'landing', 'roster-demo', 'waitlist'];

  it('holds every page once', () => {
    expect(shuffled(pages, seededRandom(7)).sort()).toEqual([...pages].sort());
  });

  it('changes from round to round and leaves the list itself alone', () => {
    const random = seededRandom(7);
    const rounds = Array.from({ length: 10 }, () => shuffled(pages, random).join());
    expect(new Set(rounds).size).toBeGreaterThan(1);
    expect(pages[0]).toBe('floor');
  });

  it('puts each page first in some round', () => {
    const random = seededRandom(3);
    const firsts = new Set(Array.from({ length: 100 }, () => shuffled(pages, random)[0]));
    expect(firsts.size).toBe(pages.length);
  });

  it('is the same for the same seed', () => {
    expect(shuffled(pages, seededRandom(11))).toEqual(shuffled(pages, seededRandom(11)));
  });
});

describe('interleaved rounds', () => {
  it('measures every side once a round, one at a time, in orders that change, and keeps each side\'s values in round order', async () => {
    const calls: string[] = [];
    let running = 0;
    const values = await interleavedRounds(['old', 'new'], 12, 5, async (side, round) => {
      running++;
      expect(running).toBe(1);
      calls.push(side);
      await Promise.resolve();
      running--;
      return `${side}${round}`;
    });
    expect(values.old).toEqual(Array.from({ length: 12 }, (_, round) => `old${round}`));
    expect(values.new).toEqual(Array.from({ length: 12 }, (_, round) => `new${round}`));
    const firsts = new Set(Array.from({ length: 12 }, (_, round) => calls[2 * round]));
    expect(firsts).toEqual(new Set(['old', 'new']));
  });
});
