// @vitest-environment node
// The theme's custom properties: read by the base styles, listed in the guide and the package README.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The rows of a Markdown file's table of the theme's custom properties. */
function propertyRows(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const table = text.slice(text.indexOf('| custom property | default |'));
  return table.slice(0, table.indexOf('\n\n')).split('\n').slice(2);
}

describe("given the theme's custom properties", () => {
  it("should be listed in the package README row for row as in the embedding guide", () => {
    expect(propertyRows('docs/embedding.md').length).toBeGreaterThan(10);
    expect(propertyRows('packages/react/README.md')).toEqual(propertyRows('docs/embedding.md'));
  });

  it('should be, in the guide, every custom property the base styles read with a default', () => {
    const read = [...readFileSync('src/styles/base.css', 'utf8').matchAll(/var\((--rk-[\w-]+),/g)].map((match) => match[1]);
    const listed = propertyRows('docs/embedding.md').map((row) => /^\| `(--rk-[\w-]+)` \|/.exec(row)?.[1] ?? `unreadable row: ${row}`);
    expect(new Set(listed)).toEqual(new Set(read));
  });
});
