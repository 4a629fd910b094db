interface CharacterCount {
  message: string;
  over: boolean;
}

/**
 * A long text field's length, told rather than enforced. A maxlength attribute cuts pasted text
 * without a word; this says how much is left from the last tenth of `max` on, and how much is
 * over past it, while the text stays as typed. GOV.UK's character count, whose wording this
 * follows, works the same way. A form refuses to send a field that is `over`.
 */
export function characterCount(value: string, max: number): CharacterCount | null {
  // Code points, as Postgres's char_length counts them; fields are sent trimmed.
  const left = max - [...value.trim()].length;
  if (left > max / 10) return null;
  const count = Math.abs(left);
  const characters = `${count.toLocaleString('en-US')} character${count === 1 ? '' : 's'}`;
  return left < 0 ? { message: `You have ${characters} too many`, over: true } : { message: `You have ${characters} remaining`, over: false };
}
