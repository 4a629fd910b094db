import { describe, expect, it } from 'vitest';
import { consentColumns, consentLabelOf, MAX_CONSENT_TEXT_LENGTH } from './consent';

describe('given a data-consent-label value', () => {
  it('shows no checkbox when the attribute is absent, empty or white space', () => {
    expect([consentLabelOf(null), consentLabelOf(''), consentLabelOf(' \n\t ')]).toEqual(['', '', '']);
  });

  it('keeps the text as the page shows it: trimmed, white space collapsed', () => {
    expect(consentLabelOf('  I agree to receive\n    product news ')).toBe('I agree to receive product news');
  });

  it('cuts a text past the table\'s bound, never inside a surrogate pair, and drops a NUL Postgres would refuse', () => {
    expect(consentLabelOf('a'.repeat(MAX_CONSENT_TEXT_LENGTH + 20))).toHaveLength(MAX_CONSENT_TEXT_LENGTH);
    const cut = consentLabelOf(`${'a'.repeat(MAX_CONSENT_TEXT_LENGTH - 1)}😀`);
    expect(cut).toBe('a'.repeat(MAX_CONSENT_TEXT_LENGTH - 1));
    expect(consentLabelOf('I\0 agree')).toBe('I agree');
  });
});

describe('given the consent columns of a row', () => {
  it('are true with the label only when the box shown was ticked, as the insert policy requires', () => {
    expect(consentColumns(true, 'I agree')).toEqual({ contact_consent: true, consent_text: 'I agree' });
    expect(consentColumns(false, 'I agree')).toEqual({ contact_consent: false });
    expect(consentColumns(true, '')).toEqual({ contact_consent: false });
  });
});
