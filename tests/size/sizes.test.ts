import { describe, expect, it } from 'vitest';
import { isOver, lazyFiles, sizeTable, staticFiles, widgetEntries } from '../../scripts/sizes.mjs';

// A build's manifest in small: two widgets sharing React, one with a lazy chunk that has an import of its own.
const manifest = {
  'widgets/a/index.ts': { file: 'widgets/a.js', isEntry: true, imports: ['_react.js'], dynamicImports: ['src/later.ts'], css: ['widgets/chunks/a.css'] },
  'widgets/b/index.ts': { file: 'widgets/b.js', isEntry: true, imports: ['_react.js'] },
  'demo-host/not-found.ts': { file: 'not-found.js', isEntry: true },
  '_react.js': { file: 'widgets/chunks/react-1.js', imports: ['_runtime.js'] },
  '_runtime.js': { file: 'widgets/chunks/runtime-1.js' },
  'src/later.ts': { file: 'widgets/chunks/later-1.js', isDynamicEntry: true, imports: ['_react.js', '_helper.js'] },
  '_helper.js': { file: 'widgets/chunks/helper-1.js' },
};

describe('given a build manifest', () => {
  it('finds the widget entries by their dist/widgets/<name>.js file, and nothing else', () => {
    expect([...widgetEntries(manifest).keys()]).toEqual(['a', 'b']);
  });

  it('counts an entry with its CSS and its static imports, followed transitively', () => {
    expect([...staticFiles(manifest, 'widgets/a/index.ts')].sort()).toEqual(
      ['widgets/a.js', 'widgets/chunks/a.css', 'widgets/chunks/react-1.js', 'widgets/chunks/runtime-1.js'].sort(),
    );
  });

  it('lists what a dynamic import brings, minus what the entry loaded up front', () => {
    expect([...lazyFiles(manifest, 'widgets/a/index.ts')].sort()).toEqual(['widgets/chunks/helper-1.js', 'widgets/chunks/later-1.js']);
    expect([...lazyFiles(manifest, 'widgets/b/index.ts')]).toEqual([]);
  });
});

describe('given the figures of a size check', () => {
  it('fails an entry over its budget, never one that is not built or has no budget', () => {
    expect(isOver({ bytes: 1025, budgetBytes: 1024 })).toBe(true);
    expect(isOver({ bytes: 1024, budgetBytes: 1024 })).toBe(false);
    expect(isOver({ bytes: null, budgetBytes: 1024 })).toBe(false);
    expect(isOver({ bytes: 5000, budgetBytes: null })).toBe(false);
  });

  it('shows an entry that does not exist yet as not built', () => {
    const table = sizeTable({
      floorBytes: 60 * 1024,
      entries: [{ name: 'contact', label: 'contact.js', budgetBytes: 72 * 1024, files: null, bytes: null, lazy: [] }],
      allOnOnePage: { label: 'every script on one page', built: 0, budgetBytes: 110 * 1024, bytes: 0, files: [] },
      lazy: [],
    });
    expect(table.rows[0]).toEqual(['contact.js', 'not built', '72.00', '60.00', '-', '-', 'not built']);
  });
});
