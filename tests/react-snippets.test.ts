// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

/** docs/embedding.md's React snippets, each with the host app file it must match. */
async function snippets() {
  const guide = await readFile(new URL('../docs/embedding.md', import.meta.url), 'utf8');
  return [...guide.matchAll(/<!-- react-snippet: (\S+) -->\n```tsx\n([\s\S]*?)\n```/g)].map(([, path, code]) => ({ path: path as string, code: code as string }));
}

describe("given docs/embedding.md's React and Next.js section", () => {
  it('shows three snippets', async () => {
    expect((await snippets()).map(({ path }) => path)).toEqual([
      'tests/hosts/vite-react19/src/app.tsx',
      'tests/hosts/next-app/app/page.tsx',
      'tests/hosts/next-app/app/signed-up.tsx',
    ]);
  });

  it('each is, word for word, what its host app builds between its snippet markers', async () => {
    for (const { path, code } of await snippets()) {
      const source = await readFile(new URL(`../${path}`, import.meta.url), 'utf8');
      const marked = /\/\/ snippet: [\w-]+\n([\s\S]*?)\n\/\/ end snippet/.exec(source)?.[1];
      expect(code, path).toBe(marked);
    }
  });
});
