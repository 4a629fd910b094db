import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOTS = ['src', 'widgets', 'demo-host'];
const SOURCE = /\.(ts|tsx|mjs)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The project files a module imports, statically or with import(), by relative specifier. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map(({ fileName }) => fileName.replace(/\?.*$/, ''))
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => normalize(join(dirname(file), specifier)))
    .map((base) => ['', '.ts', '.tsx', '/index.ts'].map((ending) => base + ending).find((path) => existsSync(path) && SOURCE.test(path)))
    .filter((path): path is string => path !== undefined);
}

/** Every cycle found by a depth-first walk, each as the list of files round it. */
function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const walk = (file: string, path: string[]) => {
    const at = path.indexOf(file);
    if (at >= 0) return void found.push([...path.slice(at), file]);
    if (done.has(file)) return;
    for (const next of graph.get(file) ?? []) walk(next, [...path, file]);
    done.add(file);
  };
  for (const file of graph.keys()) walk(file, []);
  return found;
}

describe('given the modules of the widgets', () => {
  const graph = new Map(ROOTS.flatMap(sourceFiles).map((file) => [file, importsOf(file)]));

  it('should read the imports of every module, lazy ones included', () => {
    expect(graph.get(join('widgets', 'roster-demo', 'detail-chunk.ts'))).toContain(join('widgets', 'roster-demo', 'talent-detail.tsx'));
  });

  it('should import in no circle, counting import() too', () => {
    expect(cycles(graph).map((cycle) => cycle.join(' -> '))).toEqual([]);
  });

  it('should find a circle when there is one', () => {
    const circular = new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]);
    expect(cycles(circular)).toEqual([['a', 'b', 'c', 'a']]);
  });
});
