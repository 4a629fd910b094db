import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function components(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return components(path);
    return name.endsWith('.tsx') && !name.endsWith('.test.tsx') ? [path] : [];
  });
}

/** Every part name the widgets draw: part="a b", the strings of part={…} expressions, and exported names. */
function partsInCode(): Set<string> {
  const names = new Set<string>();
  for (const file of [...components('src'), ...components('widgets')]) {
    const source = readFileSync(file, 'utf8');
    for (const [, value] of source.matchAll(/\bpart="([^"]+)"/g)) value!.split(/\s+/).forEach((name) => names.add(name));
    for (const [, expression] of source.matchAll(/\bpart=\{([^}]+)\}/g)) {
      for (const [, value] of expression!.matchAll(/'([^']+)'/g)) value!.split(/\s+/).forEach((name) => names.add(name));
    }
    // Another element's parts passed on under a name of their own (exportparts, 'inner: outer').
    for (const [, outer] of source.matchAll(/'[\w-]+: ([\w-]+)'/g)) names.add(outer!);
  }
  return names;
}

/** The part names of the embedding guide's parts table. */
function partsInGuide(): Set<string> {
  const guide = readFileSync('docs/embedding.md', 'utf8');
  const table = guide.slice(guide.indexOf('| part | element | what it is |'));
  const rows = table.slice(0, table.indexOf('\n\n')).split('\n').slice(2);
  return new Set(rows.map((row) => /^\| `([\w-]+)` \|/.exec(row)?.[1] ?? `unreadable row: ${row}`));
}

describe('given the parts a host page can style with ::part()', () => {
  it('should find the parts in the code and the guide', () => {
    expect(partsInCode().size).toBeGreaterThan(20);
    expect(partsInCode()).toContain('tab-selected');
  });

  it('should list every part the widgets draw in the embedding guide, and no part they no longer draw', () => {
    expect([...partsInGuide()].sort()).toEqual([...partsInCode()].sort());
  });
});
