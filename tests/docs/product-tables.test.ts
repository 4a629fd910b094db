// @vitest-environment node
// docs/product.md lists the elements and the waitlist form's options as people read them; the
// code keeps them in widgets/registry.mjs and src/config/. These checks fail when the two part.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { observedAttributes, type AttributeTable } from '../../src/element/attributes';
import { IMPORTANCE_OPTIONS } from '../../src/config/importance';
import { CREATOR_COUNT_OPTIONS, FEATURE_NAMES } from '../../src/config/product';
import { ELEMENTS } from '../../widgets/registry.mjs';

const doc = readFileSync(new URL('../../docs/product.md', import.meta.url), 'utf8');

/** The body rows of the table whose header row starts with these cells, each row as its cells. */
function tableRows(...header: string[]): string[][] {
  const at = doc.indexOf(`| ${header.join(' | ')} |`);
  if (at < 0) throw new Error(`docs/product.md has no table headed | ${header.join(' | ')} |`);
  const table = doc.slice(at).split('\n\n')[0]!;
  return table.split('\n').slice(2).map((row) => row.replace(/^\|\s*|\s*\|$/g, '').split(/\s+\|\s+/));
}

/** The paragraph that starts with `opening`, its lines joined: a reflow changes nothing here. */
function paragraph(opening: string): string {
  const at = doc.indexOf(opening);
  if (at < 0) throw new Error(`docs/product.md has no paragraph starting "${opening}"`);
  return doc.slice(at).split('\n\n')[0]!.replace(/\s+/g, ' ');
}

const codeSpans = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map(([, value]) => value!);
const quoted = (text: string) => [...text.matchAll(/"([^"]+)"/g)].map(([, value]) => value!);

/** The widget definitions the element scripts and the server renderer share, by tag. */
const widgets = new Map(
  Object.values(import.meta.glob<Record<string, unknown>>('../../widgets/*/widget.{ts,tsx}', { eager: true }))
    .flatMap((module) => Object.values(module))
    .filter((value): value is { tag: string; attributes: AttributeTable } => typeof value === 'object' && value !== null && 'tag' in value)
    .map((widget) => [widget.tag, widget]),
);

describe('given the elements table of docs/product.md', () => {
  const rows = new Map(tableRows('element', 'script', 'renders', 'attributes it reads').map((cells) => [/^`<([\w-]+)>`$/.exec(cells[0]!)?.[1] ?? cells[0]!, cells]));

  /** The attributes a row names: its own, and those of the element it says "those of". */
  const attributesIn = (tag: string): string[] => {
    const cell = rows.get(tag)?.[3] ?? '';
    const inherited = /those of `<([\w-]+)>`/.exec(cell)?.[1];
    return [...(inherited ? attributesIn(inherited) : []), ...codeSpans(cell).filter((name) => !name.startsWith('<'))];
  };

  it('should have a row for every element of the registry, and no other', () => {
    expect([...rows.keys()].sort()).toEqual(ELEMENTS.map(({ tag }) => tag).sort());
  });

  it('should give each element the script the registry gives it, and say first what the registry says it renders', () => {
    for (const { tag, script, renders } of ELEMENTS) {
      expect(rows.get(tag)?.[1], tag).toBe(`\`${script}.js\``);
      // The registry quotes with ' inside its JavaScript strings, the doc with ".
      expect(rows.get(tag)?.[2]?.startsWith(renders.replaceAll("'", '"')), `${tag}: ${rows.get(tag)?.[2]}`).toBe(true);
    }
  });

  it('should name the attributes each element reads, and no other', () => {
    for (const { tag } of ELEMENTS) {
      const widget = widgets.get(tag);
      if (!widget) throw new Error(`no widgets/*/widget.ts defines <${tag}>`);
      expect(attributesIn(tag).sort(), tag).toEqual(observedAttributes(widget.attributes).sort());
    }
  });
});

describe('given the waitlist form in docs/product.md', () => {
  it('should list the creator counts of src/config/product.ts, in their order', () => {
    expect(codeSpans(paragraph('Creator count options'))).toEqual(CREATOR_COUNT_OPTIONS);
  });

  it('should list the importance options of src/config/importance.ts, labels and stored values, in their order', () => {
    const rows = tableRows('importance label', 'stored value').map(([label, value]) => ({ label: quoted(label!)[0], value: codeSpans(value!)[0] }));
    expect(rows).toEqual(IMPORTANCE_OPTIONS.map(({ label, value }) => ({ label, value })));
  });

  it('should list the feature names of src/config/product.ts, in their order, as many as the checkboxes it names', () => {
    expect(quoted(paragraph('Features: '))).toEqual(FEATURE_NAMES);
    const checkboxes = tableRows('label', 'input', 'stored as').find(([label]) => label === '"Which features interest you the most?"')?.[1];
    const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
    expect(checkboxes).toBe(`${NUMBER_WORDS[FEATURE_NAMES.length]} checkboxes`);
  });
});
