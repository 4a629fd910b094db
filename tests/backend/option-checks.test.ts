// @vitest-environment node
// The database refuses any value the form does not offer: its check constraints copy the
// option lists of src/config/ in SQL, and fail here when the two part.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IMPORTANCE_OPTIONS } from '../../src/config/importance';
import { CREATOR_COUNT_OPTIONS, FEATURE_NAMES } from '../../src/config/product';

const MIGRATIONS = new URL('../../supabase/migrations/', import.meta.url);
const sql = readdirSync(MIGRATIONS)
  .filter((name) => name.endsWith('.sql'))
  .sort()
  .map((name) => readFileSync(new URL(name, MIGRATIONS), 'utf8'))
  .join('\n');

/** The quoted values of a constraint's check, as the last migration to define it wrote them. */
function allowedBy(constraint: string): string[] {
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

describe('given the waitlist table\'s check constraints', () => {
  it('should allow exactly the creator counts the form offers', () => {
    expect(allowedBy('waitlist_creator_count_check')).toEqual(CREATOR_COUNT_OPTIONS);
  });

  it('should allow exactly the importance values the form offers', () => {
    expect(allowedBy('waitlist_importance_check')).toEqual(IMPORTANCE_OPTIONS.map(({ value }) => value));
  });

  it('should allow exactly the feature names the form offers', () => {
    expect(allowedBy('waitlist_feature_choices_check')).toEqual(FEATURE_NAMES);
  });
});
