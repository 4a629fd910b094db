// @vitest-environment node
// The build's chunk plugins on a small graph built by the real bundler: what each writes,
// that their order does not matter, and that each fails loudly when what it relies on changes.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPath, staticImports } from '../../build/chunk-graph.mjs';
import { chunkUrl } from '../../build/chunk-url.ts';
import { compileHints, EAGER_COMPILE_MIN_BYTES } from '../../build/compile-hints.ts';
import { flatImports } from '../../build/flat-imports.ts';
import { noPreloadLinks, PRELOAD_HELPER } from '../../build/no-preload-links.ts';
import { widgetChunks } from '../../build/widget-chunks.ts';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Two widget scripts and embed.js: alpha -> big -> deep is two levels of chunks; beta and
 * the lazy chunk share small; alpha asks for the lazy chunk's URL.
 */
const SOURCES: Record<string, string> = {
  'embed.ts': `declare const __ROSTERKIT_WIDGET_CHUNKS__: Record<string, string[] | undefined>;
export const chunksOf = (script: string) => __ROSTERKIT_WIDGET_CHUNKS__[script];
export const loadAlpha = () => import('./alpha.ts');`,
  'alpha.ts': `import { big } from './big.ts';
import lazyUrl from './lazy.ts?chunk-url';
export const alpha = () => big() + 1;
export const later = () => import('./lazy.ts');
export const url = lazyUrl;`,
  'beta.ts': `import { big } from './big.ts';
import { small } from './small.ts';
export const beta = () => big() + small();`,
  'big.ts': `import { deep } from './deep.ts';
export const words = [${Array.from({ length: 1500 }, (_, index) => `'word${index}'`).join(', ')}];
export const big = () => words.length + deep();`,
  'deep.ts': 'export const deep = () => Math.random();',
  'small.ts': 'export const small = () => Math.random() * 3;',
  'lazy.ts': `import { deep } from './deep.ts';
import { small } from './small.ts';
export const lazy = () => deep() + small();`,
  'no-placeholder.ts': "export const loadAlpha = () => import('./alpha.ts');",
  'url-without-import.ts': "import smallUrl from './small.ts?chunk-url';\nexport const url = smallUrl;",
};

const chunkPlugins = (): Plugin[] => [noPreloadLinks(), chunkUrl({ emit: true }), flatImports(), widgetChunks(), compileHints()];

let root = '';

async function bundle(input: Record<string, string>, plugins = chunkPlugins()) {
  const result = (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins,
    build: {
      write: false,
      modulePreload: false,
      target: 'es2022',
      rolldownOptions: {
        input: Object.fromEntries(Object.entries(input).map(([name, file]) => [name, join(root, file)])),
        preserveEntrySignatures: 'strict',
        output: {
          entryFileNames: 'widgets/[name].js',
          chunkFileNames: 'widgets/chunks/[name]-[hash].js',
          // deep.ts in a chunk of its own, as the widgets' React is: a second level below the scripts.
          codeSplitting: { groups: [{ name: 'deep', test: /deep\.ts$/ }] },
        },
      },
    },
  })) as Rolldown.RolldownOutput;
  const chunks = Object.fromEntries(result.output.filter((item) => item.type === 'chunk').map((chunk) => [chunk.fileName, chunk]));
  const chunkNamed = (name: string) => Object.values(chunks).find((chunk) => chunk.name === name)!;
  return { chunks, chunkNamed };
}

const WIDGETS = { embed: 'embed.ts', alpha: 'alpha.ts', beta: 'beta.ts' };
let built: Awaited<ReturnType<typeof bundle>>;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'rosterkit-build-'));
  for (const [file, source] of Object.entries(SOURCES)) await writeFile(join(root, file), source);
  built = await bundle(WIDGETS);
}, 60_000);
afterAll(() => rm(root, { recursive: true, force: true }));

describe('given two widget scripts, embed.js and a lazy chunk built with the chunk plugins', () => {
  it('builds a graph with a chunk two levels down, or the checks below prove nothing', () => {
    const big = built.chunkNamed('big');
    expect(big.imports.map((file) => built.chunks[file]?.name)).toContain('deep');
  });

  it('has each script import every chunk it needs by name, the transitive ones too (flatImports)', () => {
    for (const name of ['alpha', 'beta', 'lazy']) {
      const chunk = built.chunkNamed(name);
      const needed = staticImports(built.chunks, chunk.fileName);
      expect(needed.length, name).toBeGreaterThan(0);
      for (const file of needed) expect(chunk.code, `${name} imports ${file}`).toContain(importPath(chunk.fileName, file));
    }
    expect(built.chunkNamed('alpha').code).toContain(importPath('widgets/alpha.js', built.chunkNamed('deep').fileName));
  });

  it("writes each script's chunks into embed.js, as files that exist (widgetChunks)", () => {
    const embed = built.chunks['widgets/embed.js']!;
    expect(embed.code).not.toContain('__ROSTERKIT_WIDGET_CHUNKS__');
    for (const name of ['alpha', 'beta']) {
      const expected = staticImports(built.chunks, `widgets/${name}.js`).map((file) => importPath('widgets/embed.js', file));
      for (const path of expected) expect(embed.code, `${name}: ${path}`).toContain(JSON.stringify(path).slice(1, -1));
    }
  });

  it('gives a ?chunk-url import the URL of the chunk that import() loads (chunkUrl)', () => {
    const alpha = built.chunkNamed('alpha');
    const lazy = built.chunkNamed('lazy');
    const url = /new URL\(["'`]([^"'`]+)["'`],\s*import\.meta\.url\)/.exec(alpha.code)?.[1];
    expect(url).toBe(importPath(alpha.fileName, lazy.fileName));
  });

  it('marks the large chunks loaded at start with the compile hint, and no other (compileHints)', () => {
    const big = built.chunkNamed('big');
    expect(big.code.length).toBeGreaterThanOrEqual(EAGER_COMPILE_MIN_BYTES);
    expect(big.code.startsWith(COMPILE_HINT)).toBe(true);
    for (const chunk of Object.values(built.chunks)) if (chunk !== big) expect(chunk.code, chunk.fileName).not.toContain(COMPILE_HINT);
  });

  it("leaves no trace of Vite's own preload helper (noPreloadLinks)", () => {
    for (const chunk of Object.values(built.chunks)) {
      expect(chunk.code, chunk.fileName).not.toContain('vite:preloadError');
      expect(chunk.name).not.toMatch(/preload-helper/);
    }
  });

  it('builds the same files whatever the order of the plugins', async () => {
    const reversed = await bundle(WIDGETS, chunkPlugins().reverse());
    const codeOf = (chunks: Record<string, Rolldown.OutputChunk>) => Object.fromEntries(Object.entries(chunks).map(([file, chunk]) => [file, chunk.code]));
    expect(codeOf(reversed.chunks)).toEqual(codeOf(built.chunks));
  }, 60_000);
});

describe('when what a plugin relies on has changed', () => {
  it('fails the build if embed.js no longer reads the placeholder', async () => {
    await expect(bundle({ embed: 'no-placeholder.ts', alpha: 'alpha.ts' })).rejects.toThrow(/no longer reads __ROSTERKIT_WIDGET_CHUNKS__/);
  }, 60_000);

  it('fails the build if a ?chunk-url module has no chunk of its own', async () => {
    await expect(bundle({ other: 'url-without-import.ts' })).rejects.toThrow(/no chunk of its own/);
  }, 60_000);

  it("fails the build if Vite's own preload helper reaches the bundle", () => {
    const plugin = noPreloadLinks();
    const generateBundle = plugin.generateBundle as (this: unknown, options: unknown, bundle: unknown) => void;
    const context = {
      error: (message: string) => {
        throw new Error(message);
      },
    };
    const helperChunk = { type: 'chunk', fileName: 'widgets/chunks/preload-helper.js', moduleIds: [PRELOAD_HELPER] };
    expect(() => generateBundle.call(context, {}, { 'widgets/chunks/preload-helper.js': helperChunk })).toThrow(/Vite's own preload helper/);
  });

  it('refuses to walk a graph that names a chunk the bundle does not hold', () => {
    expect(() => staticImports({ 'a.js': { imports: ['gone.js'] } }, 'a.js')).toThrow(/no chunk gone\.js/);
  });
});
