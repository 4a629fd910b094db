// @ts-check
// The Lighthouse part of the bench's report (bench/report.mjs): the demo host against its targets
// in each condition, D, S and F side by side with the verdicts on them, and the quiet median run's
// other categories and audits.
import { markdownTable } from '../scripts/sizes.mjs';
import { fixed, mark } from './cells.mjs';
import { TARGETS } from './lighthouse.mjs';
import {
  FCP_OVER_STATIC_FACTOR, LIGHTHOUSE_PAGES, LIGHTHOUSE_TARGETS, QUIET_LOAD_AVERAGE, TBT_OVER_STATIC_FLOOR_FACTOR, TBT_OVER_STATIC_MIN_MS,
} from './lighthouse-runs.mjs';

/** @typedef {import('./run.mjs').BenchResults} BenchResults */

/** How each Lighthouse figure reads, with its target. @type {Record<string, (value: number) => string>} */
const LIGHTHOUSE_FORMAT = {
  // The median of an even count of runs can fall between two scores.
  performance: (score) => fixed(score, Number.isInteger(score) ? 0 : 1),
  fcpMs: (ms) => `${fixed(ms / 1000, 2)} s`,
  lcpMs: (ms) => `${fixed(ms / 1000, 2)} s`,
  tbtMs: (ms) => `${fixed(ms)} ms`,
  cls: (shift) => fixed(shift, 3),
};

/** @param {import('./lighthouse-runs.mjs').LighthouseTarget} target */
function lighthouseTarget({ id, worse, target, worstTarget }) {
  const format = LIGHTHOUSE_FORMAT[id] ?? String;
  if (worse === 'lower') return `${format(target)}${worstTarget === undefined ? '' : ` (worst >= ${format(worstTarget)})`}`;
  return target === 0 ? format(target) : `<= ${format(target)}`;
}

/** @param {BenchResults} results */
export function lighthouseSection(results) {
  const lh = results.lighthouse;
  if ('error' in lh) return `Lighthouse did not run: ${lh.error}`;
  const header = [`Lighthouse (mobile) on the demo host, ${lh.runsPerCondition} run${lh.runsPerCondition === 1 ? '' : 's'} each`, 'target (median)', ...lh.conditions.flatMap((condition) => [`${condition.name}: median`, 'worst', 'met'])];
  const rows = LIGHTHOUSE_TARGETS.map((target) => {
    const format = LIGHTHOUSE_FORMAT[target.id] ?? String;
    return [target.label, lighthouseTarget(target), ...lh.conditions.flatMap((condition) => {
      const row = condition.summary.find((summary) => summary.id === target.id);
      return row ? [format(row.median), format(row.worst), mark(row.met)] : ['-', '-', ''];
    })];
  });
  const conditions = lh.conditions.map((condition) =>
    `${condition.name}: load average ${condition.loadAverageAtStart} at its start` +
    (condition.waitedForQuietS === undefined ? '' : ` (after ${condition.waitedForQuietS} s waiting for it to fall under ${QUIET_LOAD_AVERAGE})`) +
    `, runs finished of ${lh.runsPerCondition}: ${LIGHTHOUSE_PAGES.map(({ id, letter }) => `${letter} ${condition.pages[id].runs.length}`).join(', ')}` +
    failures(condition)).join('; ');
  const table = `${markdownTable(header, rows)}\n\n${conditions}.\n\n${lighthousePagesSection(results)}`;
  const median = lh.medianRun;
  if (!median) return `${table}\n\nNo quiet run finished: no category scores.`;
  const targets = /** @type {Record<string, number>} */ (TARGETS);
  const categories = Object.entries(median.scores).filter(([id]) => id in targets)
    .map(([id, score]) => [id, String(score), `>= ${targets[id]}`, mark(score >= (targets[id] ?? 100))]);
  const metrics = Object.entries(median.metrics).map(([id, value]) => `${id} ${value}`).join(', ');
  const failing = median.failing.length === 0
    ? 'None: every audit that counts towards a score is at 100.'
    : median.failing.map((audit) =>
      `- ${audit.category} / \`${audit.id}\` (${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ''}, score ${fixed((audit.score ?? 0) * 100)}, weight ${audit.weight})` +
      audit.why.map((line) => `\n  - ${line}`).join('')).join('\n');
  const hints = median.hints.map((audit) => `\`${audit.id}\`${audit.displayValue ? ` (${audit.displayValue})` : ''}`).join(', ') || 'none';
  return `${table}\n\n${markdownTable(['other categories (the quiet median run)', 'score', 'target', 'met'], categories)}\n\n` +
    `The quiet median run (by performance score), Lighthouse ${median.lighthouseVersion} on ${median.url}: ${metrics}.\n\n` +
    `Audits under 100 that count towards a score:\n${failing}\n\nFlagged, without weight in any score: ${hints}.`;
}

/** Why some of a condition's runs did not finish, page by page. @param {import('./lighthouse-runs.mjs').LighthouseCondition} condition */
function failures(condition) {
  const failed = LIGHTHOUSE_PAGES.filter(({ id }) => condition.pages[id].errors.length > 0)
    .map(({ id, letter }) => `${letter}: ${[...new Set(condition.pages[id].errors)].join('; ')}`);
  return failed.length === 0 ? '' : ` (failed: ${failed.join('; ')})`;
}

/** @param {number} ms */
const seconds = (ms) => `${fixed(ms / 1000, 2)} s`;

/**
 * D, S and F side by side, each condition's medians, and the verdicts with both sides' figures.
 * @param {BenchResults} results
 */
export function lighthousePagesSection(results) {
  const lh = results.lighthouse;
  if ('error' in lh) return '';
  const header = ['page (medians, interleaved)', ...lh.conditions.flatMap((condition) => [`${condition.name}: score`, 'FCP', 'TBT'])];
  const rows = LIGHTHOUSE_PAGES.map(({ id, letter, label }) => [`${letter}: ${label} (\`${new URL(lh.urls[id]).pathname}\`)`,
    ...lh.conditions.flatMap((condition) => {
      const medians = condition.medians[id];
      return [LIGHTHOUSE_FORMAT.performance?.(medians.performance) ?? '-', seconds(medians.fcpMs), `${fixed(medians.tbtMs)} ms`];
    })]);
  const verdictHeader = ['verdict (medians)', ...lh.conditions.flatMap((condition) => [`${condition.name}: left side`, 'right side', 'met'])];
  const verdictRows = (lh.conditions[0]?.verdicts ?? []).map((verdict, index) => [verdict.label, ...lh.conditions.flatMap((condition) => {
    const { demo, static: html, floor } = condition.medians;
    const at = condition.verdicts[index];
    if (!at) return ['-', '-', ''];
    const [left, right] = at.id === 'tbt'
      ? [`${fixed(demo.tbtMs)} − ${fixed(html.tbtMs)} = ${fixed(at.leftMs)} ms`, `max(${TBT_OVER_STATIC_FLOOR_FACTOR} × ${fixed(floor.tbtMs)}, ${TBT_OVER_STATIC_MIN_MS}) = ${fixed(at.rightMs)} ms`]
      : [seconds(at.leftMs), `${FCP_OVER_STATIC_FACTOR} × ${seconds(html.fcpMs)} = ${seconds(at.rightMs)}`];
    return [left, right, mark(at.met)];
  })]);
  return `${markdownTable(header, rows)}\n\n${markdownTable(verdictHeader, verdictRows)}`;
}
