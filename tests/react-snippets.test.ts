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
    for (const { path, code } of await snippets()) expect(code, path).toBe(await marked(path));
  });

  // The React 18.3 app builds the client snippet too: React 18 hands props to custom elements differently.
  it('the React 18.3 app builds the client snippet word for word', async () => {
    expect(await marked('tests/hosts/react18/src/app.tsx')).toBe(await marked('tests/hosts/vite-react19/src/app.tsx'));
  });
});

/** What a host app's file holds between its `// snippet:` and `// end snippet` lines. */
async function marked(path: string) {
  const source = await readFile(new URL(`../${path}`, import.meta.url), 'utf8');
  return /\/\/ snippet: [\w-]+\n([\s\S]*?)\n\/\/ end snippet/.exec(source)?.[1];
}
