/**
 * A text value as a row's column takes it: no NUL, which Postgres refuses in text, and cut to
 * the column's bound in UTF-16 units, never inside a surrogate pair (half of one would make the
 * request's JSON invalid for Postgres).
 */
export function textColumn(value: string, most: number): string {
  return value.replaceAll('\0', '').slice(0, most).replace(/[\uD800-\uDBFF]$/, '');
}
