// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MAX_SUBJECT_CHARS, messageProblems } from '../../scripts/check-commits.mjs';

describe('given a commit message', () => {
  it('accepts a short imperative subject with a body after a blank line', () => {
    expect(messageProblems('Replay clicks made before hydration\n\nThe why and the figures.\n')).toEqual([]);
  });

  it('accepts a subject of exactly the limit and no body', () => {
    expect(messageProblems('a'.repeat(MAX_SUBJECT_CHARS))).toEqual([]);
  });

  it('refuses a subject one character over the limit', () => {
    expect(messageProblems('a'.repeat(MAX_SUBJECT_CHARS + 1))).toEqual([`the subject is ${MAX_SUBJECT_CHARS + 1} characters (at most ${MAX_SUBJECT_CHARS})`]);
  });

  it('refuses a body that starts on the second line', () => {
    expect(messageProblems('Fix the retry\nbecause it read the wrong export')).toEqual(['no blank line between the subject and the body']);
  });

  it('refuses an empty subject and one ending with a full stop', () => {
    expect(messageProblems('')).toContain('the subject is empty');
    expect(messageProblems('Fix the retry.')).toEqual(['the subject ends with a full stop']);
  });
});
