import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ATTRIBUTES, ELEMENTS, SCRIPT_BUDGETS_KB } from '../widgets/registry.mjs';
import { observedAttributes } from '../src/element/attributes';
import { contactWidget } from '../widgets/contact/widget';
import { landingWidget } from '../widgets/landing/widget';
import { rosterDemoWidget } from '../widgets/roster-demo/widget';
import { waitlistModalWidget, waitlistWidget } from '../widgets/waitlist/widget';

/**
 * The elements each widgets/<script>/index.ts defines, with their dialog kind: those it
 * describes itself, and the widgets of its widget.ts (which the server renderer draws too)
 * that it hands to defineReactWidget, read from the sources.
 */
function definedElements(): Map<string, { script: string; dialog: string | null }> {
  const defined = new Map<string, { script: string; dialog: string | null }>();
  const described = (source: string) =>
    [...source.matchAll(/(?:export const (\w+) = )?\{([^{}]*\btag:\s*'[^']+'[^{}]*)\}/g)].map(([, name, body]) => ({
      name,
      tag: /\btag:\s*'([^']+)'/.exec(body!)?.[1] ?? '',
      dialog: /\bdialog:\s*'([^']+)'/.exec(body!)?.[1] ?? null,
    }));
  for (const folder of readdirSync('widgets', { withFileTypes: true })) {
    const entry = `widgets/${folder.name}/index.ts`;
    if (!folder.isDirectory() || !existsSync(entry)) continue;
    const defines = readFileSync(entry, 'utf8');
    const widgets = [`widgets/${folder.name}/widget.ts`, `widgets/${folder.name}/widget.tsx`].find((file) => existsSync(file));
    const elements = [
      ...described(defines),
      ...(widgets ? described(readFileSync(widgets, 'utf8')).filter(({ name }) => defines.includes(`defineReactWidget(${name})`)) : []),
    ];
    for (const { tag, dialog } of elements) defined.set(tag, { script: folder.name, dialog });
  }
  return defined;
}

/** The keys of one interface of the shipped element types, and the type each is given. */
function typedTags(source: string, interfaceName: string): Map<string, string> {
  const body = new RegExp(`interface ${interfaceName} \\{([^}]*)\\}`).exec(source)?.[1] ?? '';
  return new Map([...body.matchAll(/'(rosterkit-[\w-]+)':\s*([^;]+);/g)].map(([, tag, type]) => [tag!, type!.trim()]));
}

describe('given the widget registry', () => {
  it('should list every tag a widget script defines, with that script and its dialog kind', () => {
    const registered = new Map(ELEMENTS.map(({ tag, script, dialog }) => [tag, { script, dialog }]));
    expect(Object.fromEntries(definedElements())).toEqual(Object.fromEntries(registered));
  });

  it("should list every attribute an element reads, which embed.js's elements are told of", () => {
    const widgets = [waitlistWidget, waitlistModalWidget, contactWidget, rosterDemoWidget, landingWidget];
    expect(widgets.map(({ tag }) => tag).sort()).toEqual(ELEMENTS.map(({ tag }) => tag).sort());
    const read = new Set(widgets.flatMap(({ attributes }) => observedAttributes(attributes)));
    expect([...read].sort()).toEqual([...ATTRIBUTES].sort());
  });

  it('should give every script folder a budget, and budget no script that is missing', () => {
    const folders = readdirSync('widgets', { withFileTypes: true })
      .filter((folder) => folder.isDirectory() && existsSync(`widgets/${folder.name}/index.ts`))
      .map((folder) => folder.name);
    expect(Object.keys(SCRIPT_BUDGETS_KB).sort()).toEqual(folders.sort());
    for (const { script } of ELEMENTS) expect(SCRIPT_BUDGETS_KB).toHaveProperty(script);
  });

  it('should agree with the element types shipped to host apps', () => {
    const types = readFileSync('types/rosterkit-widgets.d.ts', 'utf8');
    const expected = Object.fromEntries(
      ELEMENTS.map(({ tag, dialog }) => [tag, dialog ? 'RosterkitDialogElement' : 'RosterkitElement']),
    );
    expect(Object.fromEntries(typedTags(types, 'HTMLElementTagNameMap'))).toEqual(expected);
    const jsx = typedTags(types, 'IntrinsicElements');
    expect([...jsx.keys()].sort()).toEqual(Object.keys(expected).sort());
    for (const { tag, dialog } of ELEMENTS) {
      expect(jsx.get(tag), tag).toContain(dialog ? 'RosterkitDialogElement' : 'RosterkitElement');
    }
  });

  it('should give every element a component of @rosterkit/react, typed and in its README', () => {
    // rosterkit-waitlist-modal: RosterkitWaitlistModal
    const components = ELEMENTS.map(({ tag }) => tag.replace(/(?:^|-)(\w)/g, (_, letter: string) => letter.toUpperCase()));
    const exported = (source: string, declaration: string) =>
      [...source.matchAll(new RegExp(`^${declaration} (Rosterkit\\w+)`, 'gm'))].map(([, name]) => name).sort();
    expect(exported(readFileSync('packages/react/src/index.ts', 'utf8'), 'export \\{')).toEqual([...components].sort());
    expect(exported(readFileSync('packages/react/index.d.ts', 'utf8'), 'export declare const')).toEqual([...components].sort());
    const readme = readFileSync('packages/react/README.md', 'utf8');
    for (const component of components) expect(readme, component).toContain(`\`${component}\``);
  });

  it('should give each dialog kind one element, which the host page opens by that kind', () => {
    const dialogs = ELEMENTS.flatMap(({ dialog }) => (dialog ? [dialog] : []));
    expect(new Set(dialogs).size).toBe(dialogs.length);
    const union = dialogs.map((kind) => `'${kind}'`).join(' | ');
    expect(readFileSync('types/rosterkit-widgets.d.ts', 'utf8')).toContain(`export type RosterkitDialogName = ${union};`);
    expect(readFileSync('packages/react/index.d.ts', 'utf8')).toContain(`export type RosterkitDialogName = ${union};`);
    expect(readFileSync('src/element/dialog-host.ts', 'utf8')).toContain(`export type DialogKind = ${union};`);
    // The React package's page listener names each kind's component: a record of DialogKind, which
    // the type check holds to every kind above.
    expect(readFileSync('packages/react/src/open-on-click.ts', 'utf8')).toContain('const COMPONENTS: Readonly<Record<DialogKind, string>> = {');
  });
});
