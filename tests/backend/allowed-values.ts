import { readdirSync, readFileSync } from 'node:fs';

const MIGRATIONS = new URL('../../supabase/migrations/', import.meta.url);
const sql = readdirSync(MIGRATIONS)
  .filter((name) => name.endsWith('.sql'))
  .sort()
  .map((name) => readFileSync(new URL(name, MIGRATIONS), 'utf8'))
  .join('\n');

/** The quoted values of a constraint's check on the waitlist, as the last migration to define it wrote them. */
export function allowedBy(constraint: string): string[] {
  const at = [...sql.matchAll(new RegExp(`constraint ${constraint}\\s+check\\s*\\(`, 'g'))].at(-1);
  if (!at) throw new Error(`no migration defines ${constraint}`);
  let depth = 0;
  let end = at.index + at[0].length - 1;
  for (; end < sql.length; end += 1) {
    if (sql[end] === '(') depth += 1;
    if (sql[end] === ')' && (depth -= 1) === 0) break;
  }
  const check = sql.slice(at.index, end).replace(/--[^\n]*/g, '');
  return [...check.matchAll(/'([^']*)'/g)].map(([, value]) => value!);
}

/** The longest a column's value may be, `char_length(column) <= n`, as the last migration to bound it wrote it. */
export function boundOf(column: string): number {
  const bound = [...sql.matchAll(new RegExp(`char_length\\(${column}\\) <= (\\d+)`, 'g'))].at(-1);
  if (!bound) throw new Error(`no migration bounds ${column}`);
  return Number(bound[1]);
}
