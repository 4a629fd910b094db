// @vitest-environment node
// The host apps of tests/hosts/ install the packed @rosterkit/react: each locks what the package
// depends on at the version the repository's own lockfile has, so the browser tests run the
// package with the libraries its build and size check used, whatever has been released since.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Lock = { packages: Record<string, { version?: string }> };
const lock = (folder: string): Lock => JSON.parse(readFileSync(new URL(`${folder}package-lock.json`, import.meta.url), 'utf8'));
const manifest = JSON.parse(readFileSync(new URL('../packages/react/package.json', import.meta.url), 'utf8')) as { dependencies: Record<string, string> };
const root = lock('../');

for (const host of ['vite-react19', 'react18', 'next-app']) {
  describe(`the ${host} host app`, () => {
    const locked = lock(`hosts/${host}/`);
    // react-is follows the app's React: the React 18.3 app locks its own, as the package's README says.
    const dependencies = Object.keys(manifest.dependencies).filter((name) => name !== 'react-is' || host !== 'react18');
    it.each(dependencies)('locks %s at the version the repository builds with', (name) => {
      expect(locked.packages[`node_modules/${name}`]?.version).toBe(root.packages[`node_modules/${name}`]?.version);
    });
  });
}
