// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { floodSummary, limitsMarkdown, type LimitsResult } from '../../bench/backend-limits.mjs';

const result = (overrides: { stored?: number; duringP99?: number; refusedDuring?: number; ratio?: number; answering?: boolean; p99Upper?: number; costLower?: number } = {}): LimitsResult => {
  const stored = overrides.stored ?? 10;
  const during = { count: 300, refused: overrides.refusedDuring ?? 0, p50Ms: 8, p99Ms: overrides.duringP99 ?? 18 };
  return {
    // Three floods; the last one stores `stored`.
    flood: { rounds: 3, attempts: 1000, seconds: 10, perClientLimit: 10, stored: [10, 10, stored], refused: 3000 - 20 - stored, other: 0, otherAnswers: {}, answeringAfter: overrides.answering ?? true },
    // Each ratio's interval about it, but where a test moves one end on its own.
    others: { quiet: { count: 300, refused: 0, p50Ms: 6, p99Ms: 15 }, during, p99Ratio: during.p99Ms / 15, p99RatioInterval: [during.p99Ms / 15 - 0.1, overrides.p99Upper ?? during.p99Ms / 15 + 0.1] },
    cost: { clients: 10, rounds: 8, blockInserts: 800, onPerSecond: [700, 710], offPerSecond: [740, 750], ratio: overrides.ratio ?? 0.95, ratioInterval: [overrides.costLower ?? (overrides.ratio ?? 0.95) - 0.02, (overrides.ratio ?? 0.95) + 0.02] },
  };
};
const verdicts = (markdown: string) => markdown.split('\n').slice(2).map((row) => row.split('|').at(-2)?.trim());

describe('the sign-up limits table of the bench', () => {
  it('marks each target met when the run meets it', () => {
    expect(verdicts(limitsMarkdown(result()))).toEqual(['met', 'met', 'met']);
  });

  it('marks floods of which one stored more than the per-client limit, or left the backend silent, as not met', () => {
    expect(verdicts(limitsMarkdown(result({ stored: 11 })))[0]).toBe('**not met**');
    expect(limitsMarkdown(result({ stored: 11 }))).toContain('stored 10, 10, 11; 2969 answered 429');
    expect(verdicts(limitsMarkdown(result({ answering: false })))[0]).toBe('**not met**');
  });

  it('marks other clients refused, or slowed past 2x at p99, as not met', () => {
    expect(verdicts(limitsMarkdown(result({ refusedDuring: 1 })))[1]).toBe('**not met**');
    expect(verdicts(limitsMarkdown(result({ duringP99: 31 })))[1]).toBe('**not met**');
  });

  it('marks a ratio whose median meets its target but whose interval does not as not met, by the median only', () => {
    const [, others, cost] = verdicts(limitsMarkdown(result({ p99Upper: 2.2, costLower: 0.85 })));
    expect(others).toBe('**not met** (by the median only)');
    expect(cost).toBe('**not met** (by the median only)');
  });

  it('marks limits that cost more than 10% of throughput as not met', () => {
    expect(verdicts(limitsMarkdown(result({ ratio: 0.89 })))[2]).toBe('**not met**');
    expect(limitsMarkdown(result({ ratio: 0.89 }))).toContain("medians 705 / 745; the rounds' ratio 0.89 (95% interval 0.87-0.91)");
  });
});

describe('floods in rounds, each on a new backend', () => {
  const sent = (status: number, ms: number[]): { status: number; ms: number; error?: string }[] => ms.map((m) => ({ status, ms: m }));
  const round = (slowest: number) => ({
    perClientLimit: 10,
    flood: [...sent(201, Array(10).fill(1)), ...sent(429, Array(990).fill(1))],
    quiet: sent(201, [...Array(98).fill(5), 10, slowest / 2]),
    during: sent(201, [...Array(98).fill(6), 12, slowest]),
    answeringAfter: true,
  });

  it("judges each flood alone, and pools the other addresses' sign-ups for their p99", () => {
    const { flood, others } = floodSummary([round(40), round(80)]);
    expect(flood).toMatchObject({ rounds: 2, attempts: 1000, stored: [10, 10], refused: 1980, other: 0, answeringAfter: true });
    // 200 sign-ups each way: p99 is the third slowest, not one flood's worst.
    expect(others.quiet).toMatchObject({ count: 200, p50Ms: 5, p99Ms: 10 });
    expect(others.during).toMatchObject({ count: 200, p50Ms: 6, p99Ms: 12 });
    expect(others.p99Ratio).toBe(1.2);
  });

  it('names the answers that were neither a sign-up nor a refusal, and the table says them', () => {
    const odd = round(40);
    odd.flood.splice(10, 2, { status: 0, ms: 1, error: 'ECONNRESET' }, { status: 503, ms: 1 });
    const { flood } = floodSummary([odd, round(40)]);
    expect(flood).toMatchObject({ refused: 1978, other: 2, otherAnswers: { ECONNRESET: 1, 503: 1 } });
    const table = limitsMarkdown({ ...result(), flood });
    expect(table).toContain('1978 answered 429, 2 other (503: 1, ECONNRESET: 1);');
    expect(verdicts(table)[0]).toBe('**not met**');
  });
});
