// @vitest-environment node
// The database refuses any value the form does not offer: its check constraints copy the
// option lists of src/config/ in SQL, and fail here when the two part.
import { describe, expect, it } from 'vitest';
import { IMPORTANCE_OPTIONS } from '../../src/config/importance';
import { CREATOR_COUNT_OPTIONS, FEATURE_NAMES } from '../../src/config/product';
import { ELEMENTS } from '../../widgets/registry.mjs';
import { allowedBy } from './allowed-values';

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

  it('should allow exactly the widgets that send sign-ups, as their elements name them', () => {
    const senders = ELEMENTS.filter(({ submits }) => submits.includes('waitlist')).map(({ tag }) => tag.replace(/^rosterkit-/, ''));
    expect(allowedBy('waitlist_widget_known').sort()).toEqual(senders.sort());
  });
});
