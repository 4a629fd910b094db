import { describe, expect, it } from 'vitest';
import { ROOT_CLASS } from './define-widget';
import { captureEarlyInput, EARLY_INPUT_EVENT, HELD_ATTRIBUTE, LIVE_ATTRIBUTE, TOUCHED_ATTRIBUTE } from './early-input';

describe('the inline script that holds early clicks', () => {
  // It runs alone, from its source, so it spells these names out instead of importing them.
  it('spells out the names it shares with the element layer', () => {
    const source = captureEarlyInput.toString();
    for (const name of [ROOT_CLASS, LIVE_ATTRIBUTE, HELD_ATTRIBUTE, TOUCHED_ATTRIBUTE, EARLY_INPUT_EVENT]) expect(source).toMatch(new RegExp(`['"]${name}['"]`));
  });
});
