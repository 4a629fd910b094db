// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMPANY_NAME_MAX_CHARS, EMAIL_MAX_CHARS, NAME_MAX_CHARS, PHONE_NUMBER_MAX_CHARS, PROPOSED_FEATURE_MAX_CHARS } from './product';

describe("the form's longest values", () => {
  const table = readFileSync(new URL('../../supabase/migrations/20261122000000_create_waitlist.sql', import.meta.url), 'utf8');

  it('should be the longest the waitlist table takes, so that nothing typed is refused once sent', () => {
    for (const [column, max] of Object.entries({
      name: NAME_MAX_CHARS,
      email: EMAIL_MAX_CHARS,
      company_name: COMPANY_NAME_MAX_CHARS,
      phone_number: PHONE_NUMBER_MAX_CHARS,
      proposed_feature: PROPOSED_FEATURE_MAX_CHARS,
    })) {
      expect(table, column).toMatch(new RegExp(`char_length\\(${column}\\) <= ${max}\\b`));
    }
  });
});
