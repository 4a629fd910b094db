// @vitest-environment node
// Every link into a Markdown file of the repository, from the docs, the READMEs and the
// code's comments, names a file that exists and a heading it has; every relative link and
// image of the Markdown files names a file that exists.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
const anchorOf = (heading: string) => heading.trim().toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');

function anchorsIn(file: string): Set<string> {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map(([, heading]) => anchorOf(heading!)));
}

// A file deleted but not yet committed is still in the index: only those on disk count.
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => file !== '' && existsSync(file));

/** [text](path.md#anchor) in Markdown, and docs/<file>.md#<anchor> named in code comments (from the repository root). */
function links(): Array<{ from: string; file: string; anchor: string }> {
  const found: Array<{ from: string; file: string; anchor: string }> = [];
  for (const from of tracked.filter((file) => /\.(md|ts|tsx|mjs|css)$/.test(file) && !file.startsWith('node_modules/'))) {
    const text = readFileSync(from, 'utf8');
    if (from.endsWith('.md')) {
      for (const [, target = '', anchor = ''] of text.matchAll(/\]\(([^)#\s]*\.md)?#([^)\s]+)\)/g)) {
        found.push({ from, file: target ? normalize(join(dirname(from), target)) : from, anchor });
      }
    } else {
      for (const [, file = '', anchor = ''] of text.matchAll(/\b((?:docs|backend)\/[\w-]+\.md)#([\w-]+)/g)) found.push({ from, file, anchor });
    }
  }
  return found;
}

describe('links into the Markdown files', () => {
  const all = links();

  it('are found (the check reads something)', () => {
    expect(all.length).toBeGreaterThan(10);
  });

  it('each name a file that exists and one of its headings', () => {
    const broken = all.filter(({ file, anchor }) => !existsSync(file) || !anchorsIn(file).has(anchor));
    expect(broken).toEqual([]);
  });
});

/** [text](path) and ![alt](path) of a Markdown file, outside code, that point into the repository. */
function relativeLinks(from: string): Array<{ from: string; target: string; file: string }> {
  const text = readFileSync(from, 'utf8').replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...text.matchAll(/!?\[[^\]]*\]\(([^)\s]+)\)/g)]
    .map(([, target = '']) => target)
    .filter((target) => !/^([a-z]+:|#)/i.test(target))
    .map((target) => ({ from, target, file: normalize(join(dirname(from), target.replace(/#.*$/, ''))) }));
}

describe('relative links and images in the Markdown files', () => {
  const markdown = tracked.filter((file) => file.endsWith('.md') && !file.startsWith('node_modules/'));
  const readme = relativeLinks('README.md');

  it('are found in the README, its screenshot and every doc it points to among them', () => {
    expect(readme.map(({ target }) => target)).toEqual(expect.arrayContaining([
      'docs/images/demo-host.png', 'docs/embedding.md', 'docs/product.md', 'docs/performance.md', 'docs/architecture.md',
      'CONTRIBUTING.md', 'backend/README.md',
    ]));
  });

  it('each name a file that exists', () => {
    const broken = markdown.flatMap(relativeLinks).filter(({ file }) => !existsSync(file));
    expect(broken).toEqual([]);
  });
});
