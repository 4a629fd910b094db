// @ts-check
// `npm run waitlist:report`: how many joined, when, and where from, for the marketing
// team. Reads where `waitlist:export` reads (waitlist-source.mjs) and prints aligned
// tables with a bar per row; `-- --html FILE` also writes the figures as a page of
// charts (report-html.mjs).
import { writeFileSync } from 'node:fs';
import { CREATOR_COUNT_OPTIONS } from '../src/config/product-options.mjs';
import { ELEMENTS } from '../widgets/registry.mjs';
import { commandOptions, readWaitlist, runCommand, sourceFromEnv } from './waitlist-source.mjs';

/** @typedef {import('./waitlist-source.mjs').WaitlistRecord} WaitlistRecord */
/** @typedef {{ label: string, count: number }} Row */
/** @typedef {{ title: string, rows: Row[], kind: 'days' | 'categories' }} Table */
/** @typedef {{ total: number, withConsent: number, from: string, generatedAt: Date, tables: Table[] }} Report */

const REPORT_COLUMNS = Object.freeze(['created_at', 'source', 'utm_campaign', 'utm_source', 'widget', 'creator_count', 'contact_consent']);
export const DAYS = 30;
/** A table longer than this shows its biggest rows and one row for all the others. */
export const MOST_ROWS = 15;
const NOT_SET = '(not set)';
/** The `widget` column's values: each element that sends sign-ups, without its `rosterkit-` prefix, in the registry's order. */
export const WIDGETS = Object.freeze(ELEMENTS.filter(({ submits }) => submits.includes('waitlist')).map(({ tag }) => tag.replace(/^rosterkit-/, '')));
const BAR_WIDTH = 30;
const LABEL_WIDTH = 40;

/**
 * @param {readonly WaitlistRecord[]} records
 * @param {{ from: string, now?: Date }} about
 * @returns {Report}
 */
export function buildReport(records, { from, now = new Date() }) {
  return {
    total: records.length,
    // Ticked the consent box of a form that asked for it (data-consent-label).
    withConsent: records.filter((record) => record.contact_consent === true).length,
    from,
    generatedAt: now,
    tables: [
      { title: `Sign-ups per day, last ${DAYS} days (UTC)`, kind: 'days', rows: perDay(records, now) },
      { title: 'Per source (data-source)', kind: 'categories', rows: perValue(records, 'source') },
      { title: 'Per campaign (utm_campaign)', kind: 'categories', rows: perValue(records, 'utm_campaign') },
      { title: 'Per utm_source', kind: 'categories', rows: perValue(records, 'utm_source') },
      { title: 'Per widget', kind: 'categories', rows: perValue(records, 'widget', WIDGETS) },
      { title: 'Per creator count', kind: 'categories', rows: perValue(records, 'creator_count', CREATOR_COUNT_OPTIONS) },
    ],
  };
}

/**
 * One row per day, oldest first, days without sign-ups included.
 * @param {readonly WaitlistRecord[]} records
 * @param {Date} now
 */
function perDay(records, now) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const counts = new Map(Array.from({ length: DAYS }, (_, i) => [new Date(today - (DAYS - 1 - i) * 86_400_000).toISOString().slice(0, 10), 0]));
  for (const record of records) {
    const day = new Date(String(record.created_at)).toISOString().slice(0, 10);
    const count = counts.get(day);
    if (count !== undefined) counts.set(day, count + 1);
  }
  return [...counts].map(([label, count]) => ({ label, count }));
}

/**
 * Counts per value of a column. A fixed list of values (options, widgets) keeps its
 * order and its zeros; free text is sorted by count, and past MOST_ROWS the rest share
 * one row.
 * @param {readonly WaitlistRecord[]} records
 * @param {string} column
 * @param {readonly string[]} [known]
 * @returns {Row[]}
 */
function perValue(records, column, known) {
  /** @type {Map<string, number>} */
  const counts = new Map((known ?? []).map((value) => [value, 0]));
  for (const record of records) {
    const value = record[column];
    const label = value === null || value === undefined || value === '' ? NOT_SET : String(value);
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  const rows = [...counts].map(([label, count]) => ({ label, count }));
  if (known) return rows;
  rows.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  if (rows.length <= MOST_ROWS) return rows;
  const rest = rows.slice(MOST_ROWS - 1);
  return [...rows.slice(0, MOST_ROWS - 1), { label: `(${rest.length} others)`, count: rest.reduce((sum, row) => sum + row.count, 0) }];
}

/**
 * The report as text: each table with its labels, right-aligned counts and a bar scaled
 * to the table's largest count, in eighths of a character.
 * @param {Report} report
 */
export function formatReport(report) {
  const lines = [
    `Waitlist report: ${number(report.total)} sign-up${report.total === 1 ? '' : 's'} from ${report.from}, ${report.generatedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    `With consent to be contacted: ${number(report.withConsent)} of ${number(report.total)}`,
  ];
  for (const table of report.tables) {
    lines.push('', table.title);
    if (!table.rows.length) {
      lines.push('  (no sign-ups)');
      continue;
    }
    const labels = table.rows.map((row) => fit(printable(row.label), LABEL_WIDTH));
    const labelWidth = Math.max(...labels.map((label) => label.length));
    const counts = table.rows.map((row) => number(row.count));
    const countWidth = Math.max(...counts.map((count) => count.length));
    const most = Math.max(...table.rows.map((row) => row.count));
    table.rows.forEach((row, i) => {
      lines.push(`  ${labels[i]?.padEnd(labelWidth)}  ${counts[i]?.padStart(countWidth)}  ${bar(row.count, most)}`.trimEnd());
    });
  }
  return `${lines.join('\n')}\n`;
}

const EIGHTHS = ['', '▏', '▎', '▍', '▌', '▋', '▊', '▉'];

/** @param {number} count @param {number} most */
export function bar(count, most) {
  if (!count || !most) return '';
  const eighths = Math.max(1, Math.round((count / most) * BAR_WIDTH * 8));
  return '█'.repeat(Math.floor(eighths / 8)) + EIGHTHS[eighths % 8];
}

/** @param {number} value */
const number = (value) => value.toLocaleString('en-US');

/**
 * Labels are whatever a page sent: control characters (a terminal would run escape
 * sequences) become U+FFFD.
 * @param {string} text
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const printable = (text) => text.replace(/[\u0000-\u001f\u007f-\u009f]/g, '\ufffd');

/** The text cut to `width` characters, an ellipsis last when cut. @param {string} text @param {number} width */
export const fit = (text, width) => ([...text].length <= width ? text : `${[...text].slice(0, width - 1).join('')}…`);

async function main() {
  const { html: htmlFile } = commandOptions(process.argv.slice(2), { html: { type: 'string' } }, 'npm run waitlist:report -- [--html report.html]');
  const { rows, from } = await readWaitlist(sourceFromEnv(process.env), REPORT_COLUMNS);
  const report = buildReport(rows, { from });
  process.stdout.write(formatReport(report));
  if (htmlFile) {
    const { reportPage } = await import('./report-html.mjs');
    writeFileSync(htmlFile, await reportPage(report));
    console.error(`waitlist:report: wrote ${htmlFile}`);
  }
}

runCommand('waitlist:report', import.meta.url, main);
