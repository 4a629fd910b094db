import { describe, expect, it } from 'vitest';
import { characterCount } from './character-count';

describe('characterCount', () => {
  it('says nothing until the last tenth of the limit', () => {
    expect(characterCount('', 2000)).toBeNull();
    expect(characterCount('a'.repeat(1799), 2000)).toBeNull();
  });

  it('counts down through the last tenth, to the limit itself', () => {
    expect(characterCount('a'.repeat(1800), 2000)).toEqual({ message: 'You have 200 characters remaining', over: false });
    expect(characterCount('a'.repeat(1999), 2000)).toEqual({ message: 'You have 1 character remaining', over: false });
    expect(characterCount('a'.repeat(2000), 2000)).toEqual({ message: 'You have 0 characters remaining', over: false });
  });

  it('says by how much a text is over, with thousands separated', () => {
    expect(characterCount('a'.repeat(2001), 2000)).toEqual({ message: 'You have 1 character too many', over: true });
    expect(characterCount('a'.repeat(6234), 5000)).toEqual({ message: 'You have 1,234 characters too many', over: true });
  });

  it('counts as the database does: code points, of the trimmed text', () => {
    // 2,000 emoji are 4,000 UTF-16 units (what maxlength counted) and 2,000 code points.
    expect(characterCount('😀'.repeat(2000), 2000)?.over).toBe(false);
    expect(characterCount(`\n${'a'.repeat(2000)}  \n`, 2000)?.over).toBe(false);
  });
});
