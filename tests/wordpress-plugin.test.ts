// @vitest-environment node
// The WordPress plugin names the elements by hand, in PHP and in its readme: these checks
// hold them to widgets/registry.mjs and to each widget's attribute table, so a widget or an
// attribute added without the plugin fails here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { observedAttributes, type AttributeTable } from '../src/element/attributes';
import { withScriptBase } from '../integrations/wordpress/build-zip.mjs';
import { ELEMENTS } from '../widgets/registry.mjs';

const PLUGIN = 'integrations/wordpress/rosterkit-widgets';
const shortcodesPhp = readFileSync(`${PLUGIN}/includes/shortcodes.php`, 'utf8');
const settingsPhp = readFileSync(`${PLUGIN}/includes/settings.php`, 'utf8');
const readme = readFileSync(`${PLUGIN}/readme.txt`, 'utf8');

/** The shortcode of an element: rosterkit-roster-demo is [rosterkit_roster_demo]. */
const shortcodeOf = (tag: string) => tag.replaceAll('-', '_');
const expectedShortcodes = ELEMENTS.map(({ tag }) => shortcodeOf(tag)).sort();

/** The widget definitions the element scripts and the server renderer share, by tag. */
const widgets = new Map(
  Object.values(import.meta.glob<Record<string, unknown>>('../widgets/*/widget.{ts,tsx}', { eager: true }))
    .flatMap((module) => Object.values(module))
    .filter((value): value is { tag: string; attributes: AttributeTable } => typeof value === 'object' && value !== null && 'tag' in value)
    .map((widget) => [widget.tag, widget]),
);

/** The PHP text inside the parentheses that open at `from`. */
function parenthesised(source: string, from: number): string {
  let depth = 0;
  for (let i = from; i < source.length; i += 1) {
    if (source[i] === '(') depth += 1;
    if (source[i] === ')' && (depth -= 1) === 0) return source.slice(from + 1, i);
  }
  throw new Error(`unbalanced parentheses from ${source.slice(from, from + 40)}`);
}

/** Shortcode attribute => the element's data attribute, from `'name' => array( 'data-…', … )` entries. */
const attributeEntries = (php: string) => [...php.matchAll(/'(\w+)'\s*=>\s*array\(\s*'([\w-]+)'/g)].map(([, name, attribute]) => [name!, attribute!] as const);

/** Each shortcode of rosterkit_widgets_shortcodes(): its element, and its attributes with the data attribute each writes. */
function definedShortcodes(): Map<string, { tag: string; attributes: Map<string, string> }> {
  const body = parenthesised(shortcodesPhp, shortcodesPhp.indexOf('(', shortcodesPhp.indexOf('return array', shortcodesPhp.indexOf('function rosterkit_widgets_shortcodes'))));
  const variable = (name: string) => {
    const at = shortcodesPhp.search(new RegExp(`\\$${name}\\s*=\\s*array\\(`));
    if (at < 0) throw new Error(`shortcodes.php uses $${name} but defines no array of that name`);
    return parenthesised(shortcodesPhp, shortcodesPhp.indexOf('(', at));
  };
  const defined = new Map<string, { tag: string; attributes: Map<string, string> }>();
  for (const [, shortcode, definition] of body.matchAll(/'(rosterkit_\w+)'\s*=>\s*array\((.*)\),\n/g)) {
    const [, tag, expression] = /^\s*'([\w-]+)',(.*)$/.exec(definition!) ?? [];
    const fromVariables = [...expression!.matchAll(/\$(\w+)/g)].flatMap(([, name]) => attributeEntries(variable(name!)));
    defined.set(shortcode!, { tag: tag!, attributes: new Map([...fromVariables, ...attributeEntries(expression!)]) });
  }
  return defined;
}

/** The shortcodes a text names: `[rosterkit_waitlist]`, `[rosterkit_contact trigger_label="…"]`. */
const namedShortcodes = (text: string) => [...text.matchAll(/\[(rosterkit_\w+)[\s\]]/g)].map(([, name]) => name!);

describe('given the WordPress plugin and the widget registry', () => {
  const defined = definedShortcodes();

  it('should define a shortcode for every element, named after it, and no other', () => {
    expect([...defined.keys()].sort()).toEqual(expectedShortcodes);
    for (const { tag } of ELEMENTS) expect(defined.get(shortcodeOf(tag))?.tag, tag).toBe(tag);
  });

  it('should let a shortcode set each attribute its element reads, but open, and none it does not', () => {
    for (const { tag } of ELEMENTS) {
      const widget = widgets.get(tag);
      if (!widget) throw new Error(`no widgets/*/widget.ts defines <${tag}>`);
      const reads = observedAttributes(widget.attributes).filter((attribute) => attribute !== 'open');
      expect([...(defined.get(shortcodeOf(tag))?.attributes.values() ?? [])].sort(), tag).toEqual(reads.sort());
    }
  });

  it('should give the elements that send sign-ups their connection, source and consent label, and dialogs their trigger label', () => {
    for (const { tag, dialog, submits } of ELEMENTS) {
      const attributes = defined.get(shortcodeOf(tag))?.attributes;
      expect(attributes?.has('supabase_url') && attributes.has('source'), tag).toBe(submits.includes('waitlist'));
      expect(attributes?.get('consent_label'), tag).toBe(submits.includes('waitlist') ? 'data-consent-label' : undefined);
      expect(attributes?.get('trigger_label'), tag).toBe(dialog !== null ? 'data-trigger-label' : undefined);
    }
  });

  it('should list every shortcode, and no other, in the readme', () => {
    const listed = [...readme.matchAll(/^\* `\[(rosterkit_\w+)[\s\]]/gm)].map(([, name]) => name!);
    expect(listed.sort()).toEqual(expectedShortcodes);
    expect([...new Set(namedShortcodes(readme))].sort()).toEqual(expectedShortcodes);
  });

  it('should name every shortcode attribute in the readme', () => {
    for (const [shortcode, { attributes }] of defined) {
      for (const name of attributes.keys()) expect(readme, `${shortcode} ${name}`).toMatch(new RegExp(`[\`\\s]${name}[=\`]`));
    }
  });

  it('should list every shortcode, and no other, on the settings page, with every attribute they take', () => {
    const at = settingsPhp.indexOf("'Shortcodes:'");
    const paragraph = settingsPhp.slice(at, settingsPhp.indexOf('</p>', at));
    const listed = [...paragraph.matchAll(/<code>\[(rosterkit_\w+)[\s\]]/g)].map(([, name]) => name!);
    expect(listed.sort()).toEqual(expectedShortcodes);
    expect(namedShortcodes(settingsPhp).sort()).toEqual(expectedShortcodes);
    for (const [shortcode, { attributes }] of defined) {
      for (const name of attributes.keys()) expect(paragraph, `${shortcode} ${name}`).toMatch(new RegExp(`\\b${name}\\b`));
    }
  });
});

describe("the zip's default script base (WIDGETS_BASE_URL)", () => {
  const mainPhp = readFileSync(`${PLUGIN}/rosterkit-widgets.php`, 'utf8');
  const defined = (php: string) => /define\( 'ROSTERKIT_WIDGETS_DEFAULT_SCRIPT_BASE', '([^']*)' \);/.exec(php)?.[1];

  it('should be written into the main file, with its trailing slash, as given', () => {
    expect(defined(withScriptBase(mainPhp, 'https://cdn.example/rk'))).toBe('https://cdn.example/rk/');
    // A `$` is written as it is, not read as a replacement pattern.
    expect(defined(withScriptBase(mainPhp, 'https://cdn.example/$&/'))).toBe('https://cdn.example/$&/');
  });

  it('should stop the build when it is no URL, or when the main file no longer reads as expected', () => {
    expect(() => withScriptBase(mainPhp, "https://x.example/'); evil();//")).toThrow(/must be an http\(s\) URL/);
    const reformatted = mainPhp.replace("define( 'ROSTERKIT_WIDGETS_DEFAULT_SCRIPT_BASE',", "define('ROSTERKIT_WIDGETS_DEFAULT_SCRIPT_BASE',");
    expect(() => withScriptBase(reformatted, 'https://cdn.example/rk/')).toThrow(/cannot be written in/);
  });
});
