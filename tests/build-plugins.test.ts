import { describe, expect, it } from 'vitest';
import { unwrapDynamicImports } from '../build/plain-dynamic-imports';

describe('given a chunk whose dynamic imports Vite has wrapped in its preload helper', () => {
  it('writes each back as the import() it wraps, a picked export and a renamed helper included', () => {
    const code = [
      'var later = lazyChunk(() => __vitePreload(() => import("./later-!~{00b}~.js"), __VITE_PRELOAD__, import.meta.url), (module) => module.preload());',
      'var modal = lazyChunk(() => __vitePreload$1(() => import("./modal-dialog-!~{007}~.js").then((n) => n.r), __VITE_PRELOAD__, import.meta.url));',
    ].join('\n');
    expect(unwrapDynamicImports(code)).toBe(
      [
        'var later = lazyChunk(() => import("./later-!~{00b}~.js"), (module) => module.preload());',
        'var modal = lazyChunk(() => import("./modal-dialog-!~{007}~.js").then((n) => n.r));',
      ].join('\n'),
    );
  });

  it('leaves a call of another shape as it is: the helper it calls still works', () => {
    const code = 'var x = __vitePreload(() => import(`./${name}.js`), __VITE_PRELOAD__, import.meta.url);';
    expect(unwrapDynamicImports(code)).toBe(code);
  });
});
