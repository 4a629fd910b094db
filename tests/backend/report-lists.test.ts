// @vitest-environment node
// The report's fixed rows name what the widgets send: a widget or option added without them fails here.
import { describe, expect, it } from 'vitest';
import { buildReport } from '../../backend/report.mjs';
import { CREATOR_COUNT_OPTIONS } from '../../src/config/product';
import { ELEMENTS } from '../../widgets/registry.mjs';

const rowsOf = (title: RegExp) => buildReport([], { from: 'test', now: new Date('2026-11-24T09:30:00Z') }).tables.find((t) => title.test(t.title))?.rows;

describe('given the waitlist report', () => {
  it('should have a row for each element that sends sign-ups, named as the widget column stores it, and no other', () => {
    const senders = ELEMENTS.filter(({ submits }) => submits.includes('waitlist')).map(({ tag }) => tag.replace(/^rosterkit-/, ''));
    expect(rowsOf(/per widget/i)?.map((row) => row.label)).toEqual(senders);
  });

  it('should have a row for each creator count the form offers, in its order', () => {
    expect(rowsOf(/creator count/i)?.map((row) => row.label)).toEqual(CREATOR_COUNT_OPTIONS);
  });
});
