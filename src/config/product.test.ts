// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { boundOf } from '../../tests/backend/allowed-values';
import { MAX_LABEL_LENGTH, MAX_URL_LENGTH } from '../attribution/attribution';
import { UTM_KEYS } from '../attribution/campaign';
import { MAX_CONSENT_TEXT_LENGTH } from '../waitlist/consent';
import { COMPANY_NAME_MAX_CHARS, EMAIL_MAX_CHARS, NAME_MAX_CHARS, PHONE_NUMBER_MAX_CHARS, PROPOSED_FEATURE_MAX_CHARS } from './product';

describe('the longest values the widgets send', () => {
  it('should be the longest the waitlist table takes, so that nothing typed is refused once sent', () => {
    for (const [column, max] of Object.entries({
      name: NAME_MAX_CHARS,
      email: EMAIL_MAX_CHARS,
      company_name: COMPANY_NAME_MAX_CHARS,
      phone_number: PHONE_NUMBER_MAX_CHARS,
      proposed_feature: PROPOSED_FEATURE_MAX_CHARS,
    })) {
      expect(boundOf(column), column).toBe(max);
    }
  });

  it('should cut the consent text and attribution to the bounds of their columns, so that neither fails a sign-up', () => {
    const labels = [...UTM_KEYS, 'source', 'widget'];
    for (const [column, max] of [
      ['consent_text', MAX_CONSENT_TEXT_LENGTH] as const,
      ['page_url', MAX_URL_LENGTH] as const,
      ['referrer', MAX_URL_LENGTH] as const,
      ...labels.map((column) => [column, MAX_LABEL_LENGTH] as const),
    ]) {
      expect(boundOf(column), column).toBe(max);
    }
  });
});
