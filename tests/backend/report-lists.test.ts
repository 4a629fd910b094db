// @vitest-environment node
// The report's fixed rows name what the database accepts (option-checks.test.ts holds that to the
// widgets): a widget or option added without them fails here.
import { describe, expect, it } from 'vitest';
import { buildReport } from '../../backend/report.mjs';
import { allowedBy } from './allowed-values';

const rowsOf = (title: RegExp) => buildReport([], { from: 'test', now: new Date('2026-11-24T09:30:00Z') }).tables.find((t) => title.test(t.title))?.rows;

describe('given the waitlist report', () => {
  it('should have a row for each widget the widget column accepts, and no other', () => {
    expect(rowsOf(/per widget/i)?.map((row) => row.label).sort()).toEqual(allowedBy('waitlist_widget_known').sort());
  });

  it('should have a row for each creator count the creator count column accepts, in its order', () => {
    expect(rowsOf(/creator count/i)?.map((row) => row.label)).toEqual(allowedBy('waitlist_creator_count_check'));
  });
});
