// @vitest-environment node
// The report's figures and how they are printed, from rows given here.
import { describe, expect, it } from 'vitest';
import { bar, buildReport, DAYS, formatReport, MOST_ROWS } from '../../backend/report.mjs';
import { reportPage } from '../../backend/report-html.mjs';

const NOW = new Date('2026-11-24T09:30:00Z');
const row = (fields: Record<string, unknown>) =>
  ({ created_at: '2026-11-24T08:00:00+00:00', source: null, utm_campaign: null, utm_source: null, widget: 'waitlist', creator_count: '1-5', contact_consent: false, ...fields });
const table = (title: RegExp, records: Record<string, unknown>[]) =>
  buildReport(records, { from: 'test', now: NOW }).tables.find((t) => title.test(t.title))?.rows;

describe('buildReport', () => {
  it('counts the last 30 UTC days, today last, days without sign-ups as 0, older sign-ups in no day', () => {
    const rows = table(/per day/, [
      row({ created_at: '2026-11-24T00:00:00Z' }), row({ created_at: '2026-11-23T23:59:59Z' }), row({ created_at: '2026-11-24T01:00:00+02:00' }),
      row({ created_at: '2026-10-26T12:00:00Z' }), row({ created_at: '2026-10-25T23:59:59Z' }),
    ]);
    expect(rows).toHaveLength(DAYS);
    expect(rows?.[0]).toEqual({ label: '2026-10-26', count: 1 });
    expect(rows?.at(-2)).toEqual({ label: '2026-11-23', count: 2 });
    expect(rows?.at(-1)).toEqual({ label: '2026-11-24', count: 1 });
    expect(rows?.reduce((sum, r) => sum + r.count, 0)).toBe(4);
  });

  it('sorts free-text values by count, names a missing value, and keeps fixed lists in their order with zeros', () => {
    expect(table(/source/, [row({ source: 'b' }), row({ source: 'a' }), row({ source: 'b' }), row({ source: '' }), row({})])).toEqual([
      { label: '(not set)', count: 2 }, { label: 'b', count: 2 }, { label: 'a', count: 1 },
    ]);
    expect(table(/widget/, [row({ widget: 'landing' }), row({ widget: null })])?.map((r) => `${r.label}=${r.count}`)).toEqual(
      ['waitlist=0', 'waitlist-modal=0', 'roster-demo=0', 'landing=1', '(not set)=1'],
    );
    expect(table(/creator count/, [row({ creator_count: '200+' })])?.map((r) => r.label)).toEqual(['0', '1-5', '6-20', '21-50', '51-100', '101-200', '200+']);
  });

  it('counts the sign-ups that ticked a consent box, and only those', () => {
    const records = [row({ contact_consent: true }), row({ contact_consent: false }), row({ contact_consent: null }), row({ contact_consent: true })];
    expect(buildReport(records, { from: 'test', now: NOW })).toMatchObject({ total: 4, withConsent: 2 });
  });

  it(`shows the ${MOST_ROWS - 1} biggest values of a long list and one row for the others`, () => {
    const records = Array.from({ length: 40 }, (_, i) => Array.from({ length: 40 - i }, () => row({ utm_campaign: `c${i}` }))).flat();
    const rows = table(/campaign/, records);
    expect(rows).toHaveLength(MOST_ROWS);
    expect(rows?.[0]).toEqual({ label: 'c0', count: 40 });
    expect(rows?.at(-1)).toEqual({ label: '(26 others)', count: records.length - rows!.slice(0, -1).reduce((sum, r) => sum + r.count, 0) });
  });
});

describe('formatReport', () => {
  it('aligns labels and counts, scales each bar to its table\'s largest count, and prints no control character a page sent', () => {
    const text = formatReport(buildReport([row({ source: 'acme' }), row({ source: 'acme' }), row({ source: 'x\u001b[2Jy' })], { from: 'test', now: NOW }));
    expect(text.startsWith('Waitlist report: 3 sign-ups from test, 2026-11-24 09:30 UTC\nWith consent to be contacted: 0 of 3\n')).toBe(true);
    expect(text).toContain(`Per source (data-source)\n  acme    2  ${'█'.repeat(30)}\n  x\ufffd[2Jy  1  ${'█'.repeat(15)}\n`);
    expect(text).not.toContain('\u001b');
  });

  it('says how many of the sign-ups gave consent', () => {
    const text = formatReport(buildReport([row({ contact_consent: true }), row({})], { from: 'test', now: NOW }));
    expect(text.split('\n')[1]).toBe('With consent to be contacted: 1 of 2');
  });

  it('draws bars in eighths, at least one for any sign-up and none for zero', () => {
    expect(bar(0, 10)).toBe('');
    expect(bar(1, 1000)).toBe('▏');
    expect(bar(1, 16)).toBe('█▉');
    expect(bar(10, 10)).toBe('█'.repeat(30));
  });
});

describe('reportPage', () => {
  it('is one page with two drawings of each chart, no script, and every label escaped', async () => {
    const html = await reportPage(buildReport([row({ source: '<img src=x onerror=alert(1)>', contact_consent: true }), row({ source: 'acme' })], { from: 'test', now: NOW }));
    expect(html.match(/<svg /g)).toHaveLength(12);
    expect(html.match(/class="recharts-rectangle"/g)?.length).toBeGreaterThan(0);
    expect(html).not.toMatch(/<script|<img|tabindex/i);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('<p class="consent"><strong>1</strong> with consent to be contacted</p>');
    expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined');
  }, 30_000);

  it('cuts a long label to fit each drawing of its chart, and gives it whole in the table beneath', async () => {
    const label = 'spring-campaign-partner-newsletter-footer';
    const html = await reportPage(buildReport([row({ source: label })], { from: 'test', now: NOW }));
    // 14 characters on a phone's drawing, 34 on a wide one, the last of each an ellipsis.
    expect(html).toContain(`>${label.slice(0, 13)}…<`);
    expect(html).toContain(`>${label.slice(0, 33)}…<`);
    expect(html).toContain(`>${label}<`);
  }, 30_000);
});
