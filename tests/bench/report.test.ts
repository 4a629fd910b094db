// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  BENCH_END, BENCH_START, benchTables, buildComparisonTable, landingSection, lostClicksSection, machineLine, pageLoadTable, replaceBenchRegion,
  sizesSection, type BenchResults,
} from '../../bench/report.mjs';
import { lighthousePagesSection, lighthouseSection } from '../../bench/lighthouse-report.mjs';
import { lighthouseVerdicts, summariseLighthouseRuns, type LighthouseFigures } from '../../bench/lighthouse-runs.mjs';
import type { ClickSummary } from '../../bench/controls.mjs';

const page = (name: string, medianMs: number, longestTaskMs: number, longestTaskWorstMs: number) => ({
  name, ready: 'first control enabled', medianMs, minMs: medianMs - 50, maxMs: medianMs + 80, ratioToFloor: medianMs / 400,
  ratioInterval: [medianMs / 420, medianMs / 380] as [number, number], cpuMs: 40, cpuRatioToFloor: 1.2, heapMB: 1.8, requests: 5,
  longestTaskMs, longestTaskWorstMs, idleLongestTaskMs: 70, idleLongestTaskWorstMs: 90, fcpMs: medianMs - 20, runsMs: [medianMs], longestTaskRunsMs: [longestTaskMs],
});
const time = (medianMs: number, ratioInterval: [number, number]) => ({ medianMs, ratioToFloor: medianMs / 400, ratioInterval, runsMs: [medianMs] });
const figures = (performance: number, fcpMs: number) => ({ performance, fcpMs, lcpMs: fcpMs + 100, tbtMs: 0, cls: 0 });
/** A condition whose D, S and F medians are given as [D, S, F] for TBT and FCP. */
const condition = (name: string, busyCores: number, loadAverageAtStart: number, demoRuns: LighthouseFigures[],
  { tbt: [demoTbt, staticTbt, floorTbt], fcp: [demoFcp, staticFcp, floorFcp] }: { tbt: number[], fcp: number[] }, waitedForQuietS?: number) => {
  const medians = {
    demo: { performance: 99, tbtMs: demoTbt!, fcpMs: demoFcp! }, static: { performance: 100, tbtMs: staticTbt!, fcpMs: staticFcp! },
    floor: { performance: 100, tbtMs: floorTbt!, fcpMs: floorFcp! },
  };
  return {
    name, busyCores, loadAverageAtStart, waitedForQuietS, summary: summariseLighthouseRuns(demoRuns), medians, verdicts: lighthouseVerdicts(medians),
    pages: { demo: { runs: demoRuns, errors: [] }, static: { runs: demoRuns, errors: [] }, floor: { runs: demoRuns, errors: [] } },
  };
};
const clicks = (control: string, label: string, width: number, figures: Partial<ClickSummary>): ClickSummary => ({
  control, label, looksFor: 'what it must leave', width, shown: 'shown', loads: 3, lost: 0, twice: 0, unsettled: 0, medianMs: Number.NaN, worstMs: Number.NaN, ...figures,
});

const results: BenchResults = {
  date: '2026-11-24T12:00:00.000Z',
  machine: { cpus: 2, cpuModel: 'AMD EPYC', memoryGiB: 24, chromium: '156', node: 'v20', os: 'Linux', loadAverage: { atStart: 1, atEnd: 1 } },
  durationMinutes: 70,
  settings: { runs: 151, cpuSlowdown: 4, settleQuietMs: 1000, settleCapMs: 3000, lighthouseRuns: 5 },
  sizes: {
    floorBytes: 67_000, entries: [], lazy: [],
    allOnOnePage: { label: 'every script on one page', built: 0, budgetBytes: 110 * 1024, bytes: 90_000, files: [] },
  },
  hostPages: [{ file: 'index.html', bytes: 38_600, gzipBytes: 8110, brotliBytes: 6900 }, { file: '404.html', bytes: 2150, gzipBytes: 1136 }],
  pageLoads: [{ ...page('floor: React alone', 400, 48, 60), ratioInterval: [1, 1] }, page('landing', 500, 45, 52)],
  landing: {
    name: 'landing on the demo host (dist/index.html)', page: '/', floorMedianMs: 400,
    fcp: time(180, [0.4, 0.5]), hydrated: time(480, [1.15, 1.35]), scriptHydrated: time(640, [1.5, 1.7]), widgetFcp: time(480, [1.1, 1.3]), longestTaskMs: 120, longestTaskWorstMs: 150,
  },
  scaling: [],
  lostClicks: {
    loadsPerControl: 3, cpuSlowdown: 4, network: { latencyMs: 150, downloadBytesPerS: 200_000, uploadBytesPerS: 93_750 }, effectTimeoutMs: 15_000,
    settleExtraMs: 1500, settleTimeoutMs: 30_000, rows: [],
    summary: [
      clicks('header-join', 'header \'Join Waitlist\'', 375, { lost: 0, twice: 0, medianMs: 180, worstMs: 420 }),
      clicks('header-join', 'header \'Join Waitlist\'', 1280, { lost: 0, twice: 0, medianMs: 150, worstMs: 300 }),
      clicks('roster-favourite', 'roster demo: first favourite', 375, { shown: 'not shown' }),
      clicks('roster-favourite', 'roster demo: first favourite', 1280, { lost: 2, twice: 1, medianMs: 600, worstMs: 16_200, unsettled: 1 }),
    ],
  },
  lighthouse: {
    runsPerCondition: 2,
    urls: { demo: 'http://127.0.0.1:4173/', static: 'http://127.0.0.1:4173/bench/static-host.html', floor: 'http://127.0.0.1:4174/floor-react-alone.html' },
    conditions: [
      condition('quiet', 0, 0.5, [figures(100, 900), figures(99, 950)], { tbt: [400, 20, 40], fcp: [700, 690, 500] }, 95),
      { ...condition('one core busy', 1, 1.5, [figures(97, 1300)], { tbt: [900, 60, 20], fcp: [800, 700, 600] }),
        pages: { demo: { runs: [figures(97, 1300)], errors: ['timed out'] }, static: { runs: [], errors: [] }, floor: { runs: [], errors: [] } } },
    ],
    medianRun: {
      url: 'http://127.0.0.1:4173/', lighthouseVersion: '12.8.2', scores: { performance: 99, accessibility: 100, 'best-practices': 96, seo: 100 },
      metrics: { 'first-contentful-paint': '0.9 s' }, figures: figures(99, 900), failing: [], hints: [],
    },
  },
  backendLoad: { error: 'skipped (BENCH_SKIP)' },
};

const rowOf = (table: string, name: string) => table.split('\n').find((line) => line.startsWith(`| ${name} `))?.split('|').map((cell) => cell.trim()) ?? [];

describe('the time-to-ready table', () => {
  const table = pageLoadTable(results);

  it('should keep its columns and add the longest task at 4x CPU with its target', () => {
    expect(rowOf(table, 'page')).toEqual(expect.arrayContaining(['median ms', 'x floor, 95% interval', 'heap MB', 'requests',
      'longest main-thread task ms, 4x CPU, until loaded and ready: median (worst)', 'target <= 50',
      'then, when idle (preloads), until settled: median (worst)']));
  });

  it('should put a longest task over 50 ms in bold and hold the target to the median run', () => {
    expect(rowOf(table, 'landing').slice(-4, -1)).toEqual(['45 (**52**)', 'yes', '**70** (**90**)']);
    expect(rowOf(table, 'floor: React alone').slice(-4, -1)).toEqual(['48 (**60**)', 'yes', '**70** (**90**)']);
  });
});

describe('the landing section', () => {
  const section = landingSection(results);

  it('should hold first contentful paint to half the floor\'s ready time', () => {
    expect(rowOf(section, 'first contentful paint')).toEqual(['', 'first contentful paint', '180', '0.45', '<= 0.5', 'yes', '0.40-0.50', '']);
  });

  it('should not count hydrated as met when the interval\'s upper end is over 1.3', () => {
    expect(rowOf(section, 'hydrated: a click on \'Join Waitlist\' opens the dialog')[5]).toBe('**no**');
  });

  it('should give when the script has hydrated the header, to compare, without a target', () => {
    const row = rowOf(section, 'to compare: its script has hydrated the header (\'Join Waitlist\' is React\'s; before, the browser opens the dialog itself)');
    expect(row.slice(2)).toEqual(['640', '1.60', '', '', '1.50-1.70', '']);
  });

  it('should give the demo host\'s longest task apart', () => {
    expect(section).toContain('median **120** ms, worst **150** ms');
  });
});

describe('the Lighthouse section', () => {
  const section = lighthouseSection(results);

  it('should give each condition\'s median, worst and whether the target is met', () => {
    expect(rowOf(section, 'performance score')).toEqual(['', 'performance score', '100 (worst >= 98)', '99.5', '99', '**no**', '97', '97', '**no**', '']);
    expect(rowOf(section, 'first contentful paint')).toEqual(['', 'first contentful paint', '<= 1.00 s', '0.93 s', '0.95 s', 'yes', '1.30 s', '1.30 s', '**no**', '']);
  });

  it('should say how many runs of a condition finished and why the others did not', () => {
    expect(section).toContain('one core busy: load average 1.5 at its start, runs finished of 2: D 1, S 0, F 0 (failed: D: timed out)');
    expect(section).toContain('quiet: load average 0.5 at its start (after 95 s waiting for it to fall under 1), runs finished of 2: D 2, S 2, F 2;');
  });

  it('should keep the other categories of the quiet median run', () => {
    expect(rowOf(section, 'best-practices')).toEqual(['', 'best-practices', '96', '>= 100', '**no**', '']);
    expect(section).not.toMatch(/^\| performance +\|/m);
  });
});

describe('the Lighthouse pages side by side', () => {
  const section = lighthousePagesSection(results);

  it('should give each page\'s median score, first contentful paint and total blocking time in each condition', () => {
    expect(rowOf(section, 'D: the demo host (`/`)')).toEqual(['', 'D: the demo host (`/`)', '99', '0.70 s', '400 ms', '99', '0.80 s', '900 ms', '']);
    expect(rowOf(section, 'S: its HTML without its scripts (`/bench/static-host.html`)').slice(2, 5)).toEqual(['100', '0.69 s', '20 ms']);
    expect(rowOf(section, 'F: the floor page (React alone) (`/floor-react-alone.html`)').slice(2, 5)).toEqual(['100', '0.50 s', '40 ms']);
  });

  it('should give each verdict with both of its sides\' figures', () => {
    expect(rowOf(section, 'TBT(D) − TBT(S) ≤ max(1.25 × TBT(F), 50 ms)').slice(2, -1)).toEqual([
      '400 − 20 = 380 ms', 'max(1.25 × 40, 50) = 50 ms', '**no**', '900 − 60 = 840 ms', 'max(1.25 × 20, 50) = 50 ms', '**no**',
    ]);
    expect(rowOf(section, 'FCP(D) ≤ 1.05 × FCP(S)').slice(2, -1)).toEqual([
      '0.70 s', '1.05 × 0.69 s = 0.72 s', 'yes', '0.80 s', '1.05 × 0.70 s = 0.73 s', '**no**',
    ]);
  });

  it('should come with the Lighthouse section', () => {
    expect(lighthouseSection(results)).toContain(section);
  });
});

describe('the lost-click section', () => {
  const section = lostClicksSection(results);

  it('should give each control\'s lost loads and its click to effect time at each width', () => {
    expect(rowOf(section, 'header \'Join Waitlist\'').slice(2)).toEqual(['what it must leave', '0 of 3', '180 (420)', '0 of 3', '150 (300)', 'yes', '']);
  });

  it('should put lost loads in bold with those that acted twice, fail the target, and say where a control is not shown', () => {
    expect(rowOf(section, 'roster demo: first favourite').slice(2)).toEqual([
      'what it must leave', 'not shown', '', '**2** of 3 (1 twice)', '600 (16200)', '**no**', '',
    ]);
  });

  it('should say how the loads were made and how many did not settle', () => {
    expect(section).toContain('4x CPU, 150 ms round trip, 1.6 Mbps down, 750 kbps up, no cache.');
    expect(section).toContain('Not settled after 30 s, so checked then: 1 load.');
  });

  it('should say why it was not measured', () => {
    expect(lostClicksSection({ ...results, lostClicks: { error: 'skipped (BENCH_SKIP)' } })).toBe('Not measured: skipped (BENCH_SKIP)');
  });
});

describe('two builds compared, for a commit body', () => {
  const table = buildComparisonTable([
    { id: 'readyMs', label: 'ready for input', oldMs: 1033.4, newMs: 981, ratio: 0.949, ratioInterval: [0.9, 1.01] },
    { id: 'blockingTimeMs', label: 'total blocking time', oldMs: 0, newMs: 0, ratio: Number.NaN, ratioInterval: [Number.NaN, Number.NaN] },
  ], { page: 'waitlist.js', cpuSlowdown: 4, rounds: 81, old: 'abc1234 (Replay clicks made before hydration)', new: 'the working tree at def5678' });

  it('should give OLD, NEW, NEW / OLD and its interval, a dash where there is no ratio', () => {
    expect(rowOf(table, 'waitlist.js, 4x CPU')).toEqual(['', 'waitlist.js, 4x CPU', 'OLD ms', 'NEW ms', 'NEW/OLD', '95% interval', '']);
    expect(rowOf(table, 'ready for input')).toEqual(['', 'ready for input', '1033', '981', '0.95', '0.90-1.01', '']);
    expect(rowOf(table, 'total blocking time').slice(2)).toEqual(['0', '0', '-', '-', '']);
  });

  it('should say what OLD and NEW are, in lines a commit body keeps', () => {
    expect(table).toContain('Medians of 81 interleaved rounds;');
    expect(table).toContain('OLD: abc1234 (Replay clicks made before hydration)\nNEW: the working tree at def5678');
    expect(Math.max(...table.split('\n').map((line) => line.length))).toBeLessThanOrEqual(72);
  });
});

describe('the size section', () => {
  it('should weigh the demo host\'s pages gzipped and, where measured, as Brotli', () => {
    expect(rowOf(sizesSection(results), 'index.html')).toEqual(['', 'index.html', '37.70', '7.92', '6.74', '']);
    expect(rowOf(sizesSection(results), '404.html')).toEqual(['', '404.html', '2.10', '1.11', '-', '']);
  });
});

describe('the machine line', () => {
  const line = machineLine(results);

  it('should be one line with the run\'s date, runs, settle window and length, and the machine', () => {
    expect(line).not.toContain('\n');
    expect(line).toMatch(/^Run of 2026-11-24: 151 runs per page at 4x CPU, settled after 1 s without a long task or at 3 s, 70 minutes; /);
    expect(line).toContain('2 CPUs (AMD EPYC), 24 GiB, Chromium 156, Node v20, Linux; load average 1 at the start, 1 at the end.');
  });
});

describe('the tables the bench writes into docs/performance.md', () => {
  const tables = benchTables(results);

  it('should open with the machine line and give each table under its heading, in order', () => {
    expect(tables.split('\n\n')[0]).toBe(machineLine(results));
    const headings = tables.split('\n').filter((line) => line.startsWith('#'));
    expect(headings).toEqual([
      '### Size', '### Time to ready for input', '### Landing on the demo host: first paint and hydration', '### Many forms on one page',
      '### Lost clicks on the demo host', '### Lighthouse (demo host, its HTML alone, floor)', '### Local backend under load',
    ]);
  });

  it('should hold no marker, so that the next run finds the region again', () => {
    expect(tables).not.toContain(BENCH_START);
    expect(tables).not.toContain(BENCH_END);
  });
});

describe('given a document with the bench markers', () => {
  const before = '# Performance\r\n\nProse  people edit, kept as is.\n\n';
  const after = '\n\nMore prose after the tables.  \n';
  const document = `${before}${BENCH_START}\nold tables\n\nold machine line\n${BENCH_END}${after}`;

  it('should replace what is between the markers with the tables', () => {
    expect(replaceBenchRegion(document, 'new tables')).toBe(`${before}${BENCH_START}\nnew tables\n${BENCH_END}${after}`);
  });

  it('should keep every byte outside the markers', () => {
    const replaced = replaceBenchRegion(document, benchTables(results));
    expect(replaced.startsWith(`${before}${BENCH_START}\n`)).toBe(true);
    expect(replaced.endsWith(`\n${BENCH_END}${after}`)).toBe(true);
  });

  it('should give the same document when run twice with the same tables', () => {
    const once = replaceBenchRegion(document, benchTables(results));
    expect(replaceBenchRegion(once, benchTables(results))).toBe(once);
  });
});

describe('given a document without its bench markers', () => {
  it.each([
    ['no markers', '# Performance\n'],
    ['no end marker', `${BENCH_START}\ntables\n`],
    ['no start marker', `tables\n${BENCH_END}\n`],
    ['the markers in the wrong order', `${BENCH_END}\ntables\n${BENCH_START}\n`],
    ['a second start marker', `${BENCH_START}\n${BENCH_START}\ntables\n${BENCH_END}\n`],
  ])('should throw, naming the file and the markers, with %s', (_, document) => {
    expect(() => replaceBenchRegion(document, 'tables', 'docs/performance.md')).toThrow(
      `docs/performance.md needs one ${BENCH_START} line and, after it, one ${BENCH_END} line`,
    );
  });
});

describe('docs/performance.md', () => {
  it('should have the markers the bench writes between', () => {
    const document = readFileSync(new URL('../../docs/performance.md', import.meta.url), 'utf8');
    expect(() => replaceBenchRegion(document, benchTables(results))).not.toThrow();
  });
});
