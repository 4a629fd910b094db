// @ts-check
// `npm run waitlist:export`: the waitlist as CSV on stdout, header row first, from the
// Supabase project that SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY name, or with neither from
// the local backend (waitlist-source.mjs). Nothing is written unless every row was read.
// `-- --out FILE` writes the file itself: npm prints its own lines on stdout before a script's
// output, so `npm run waitlist:export > file` (without npm's -s) puts them above the header.
import { writeFileSync } from 'node:fs';
import { commandOptions, readWaitlist, runCommand, sourceFromEnv } from './waitlist-source.mjs';

/** @typedef {import('./waitlist-source.mjs').WaitlistRecord} WaitlistRecord */
/** @typedef {import('./waitlist-source.mjs').WaitlistSource} WaitlistSource */

/** Named here rather than `select=*` so the header exists even without rows, in a fixed order. */
export const EXPORT_COLUMNS = Object.freeze([
  'id', 'created_at', 'name', 'email', 'company_name', 'phone_number', 'importance',
  // With consent (data-consent-label ticked): the words agreed to, and when the database stored them.
  'contact_consent', 'consent_text', 'consented_at',
  'creator_count', 'feature_choices', 'proposed_feature',
  // Where the sign-up came from (docs/embedding.md#where-each-sign-up-came-from).
  'page_url', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'source', 'widget',
]);

/**
 * @param {WaitlistSource} source
 * @param {{ spreadsheetSafe?: boolean }} [options]  neutralise cells a spreadsheet would run as formulas (default true)
 * @returns {Promise<{ csv: string, rows: number, from: string }>}
 */
export async function exportWaitlistCsv(source, { spreadsheetSafe = true } = {}) {
  const { rows, from } = await readWaitlist(source, EXPORT_COLUMNS);
  return { csv: toCsv(rows, EXPORT_COLUMNS, { spreadsheetSafe }), rows: rows.length, from };
}

/**
 * RFC 4180 CSV: CRLF line ends, fields quoted when they hold a quote, comma, semicolon, tab,
 * CR or LF, quotes doubled. Lists become one field joined by "; ", null an empty field.
 * @param {readonly WaitlistRecord[]} rows
 * @param {readonly string[]} [columns]
 * @param {{ spreadsheetSafe?: boolean }} [options]
 */
export function toCsv(rows, columns = EXPORT_COLUMNS, { spreadsheetSafe = true } = {}) {
  const lines = [columns.map((c) => csvField(c, false))];
  for (const row of rows) lines.push(columns.map((c) => csvField(row[c], spreadsheetSafe)));
  return lines.map((fields) => `${fields.join(',')}\r\n`).join('');
}

/**
 * Anyone can submit the waitlist form, and the export is opened in spreadsheets, which
 * run a cell starting with = + - @ as a formula: such text gets a leading apostrophe
 * (OWASP's advice), which also keeps "+44 …" phone numbers readable. Excel in a locale whose
 * list separator is ';' splits each line at every ';', quotes or not, so text after a ';' is a
 * cell's start too: 'Bob;=HYPERLINK(…)' gets its apostrophe after the ';'. So is text after a
 * line break, which a reader that does not keep quoted line breaks together starts a row with.
 * A spreadsheet also reads some text as what it is not, and keeps only that: the creator counts
 * 1-5 and 6-20 as dates (5 January, 20 June), a phone number 07946095800 as a number without
 * its 0, and more than 15 digits rounded. Such a cell gets the apostrophe too.
 * @param {unknown} value
 * @param {boolean} spreadsheetSafe
 */
function csvField(value, spreadsheetSafe) {
  let text;
  if (value === null || value === undefined) text = '';
  else if (Array.isArray(value)) text = value.map(String).join('; ');
  else text = String(value);
  if (spreadsheetSafe && typeof value !== 'boolean') {
    text = text.replace(/(^|[;\r\n])(?=[^\S\r\n]*[=+\-@\t\r])/g, "$1'");
    if (/^(?:\d+[-/]\d+(?:[-/]\d+)?|0\d+|\d{16,})$/.test(text)) text = `'${text}`;
  }
  return /[",;\t\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Before a spreadsheet's CSV: without it, Excel reads the file in the system's code page, and 'Müller' comes out 'MÃ¼ller'. */
const UTF8_BOM = '\uFEFF';

async function main() {
  const { raw, out: outFile } = commandOptions(process.argv.slice(2), { raw: { type: 'boolean' }, out: { type: 'string' } }, 'npm run waitlist:export -- [--raw] [--out waitlist.csv]');
  const result = await exportWaitlistCsv(sourceFromEnv(process.env), { spreadsheetSafe: !raw });
  const csv = raw ? result.csv : UTF8_BOM + result.csv;
  if (outFile) writeFileSync(outFile, csv);
  else process.stdout.write(csv);
  console.error(`waitlist:export: ${result.rows} row(s) from ${result.from}${outFile ? `, written to ${outFile}` : ''}`);
}

runCommand('waitlist:export', import.meta.url, main);
