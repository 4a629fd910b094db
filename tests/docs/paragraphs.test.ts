// @vitest-environment node
// No block of the docs runs so long that a reader skips it: every paragraph, list item and
// table row of a tracked Markdown file stays within MAX_BLOCK_CHARS. bench/results/ and the
// region the bench writes into docs/performance.md are generated, so they are left out.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const MAX_BLOCK_CHARS = 600;
const BENCH_REGION = /<!-- bench:start -->[\s\S]*?<!-- bench:end -->/g;

/** Paragraphs (blank-line separated), each list item and each table row and heading apart; code blocks skipped. */
function blocks(markdown: string): string[] {
  const found: string[] = [];
  let lines: string[] = [];
  const flush = () => {
    if (lines.length > 0) found.push(lines.join(' '));
    lines = [];
  };
  let inCode = false;
  for (const line of markdown.replace(BENCH_REGION, '').split('\n')) {
    const text = line.trim();
    if (/^(```|~~~)/.test(text)) {
      flush();
      inCode = !inCode;
    } else if (inCode) {
      continue;
    } else if (text === '') {
      flush();
    } else if (text.startsWith('|') || /^#{1,6} /.test(text)) {
      flush();
      found.push(text);
    } else {
      if (/^([-*+]|\d+\.) /.test(text)) flush();
      lines.push(text);
    }
  }
  flush();
  return found;
}

const markdownFiles = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.md'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => file !== '' && !file.startsWith('node_modules/') && !file.startsWith('bench/results/') && existsSync(file));

describe('given a Markdown text', () => {
  it('should count a paragraph\'s lines as one block', () => {
    expect(blocks('One line\nand the next.\n\nAnother.')).toEqual(['One line and the next.', 'Another.']);
  });

  it('should count each list item, with its wrapped lines, and each table row apart', () => {
    expect(blocks('- first\n  wrapped\n- second\n\n| a | b |\n|---|---|\n| 1 | 2 |')).toEqual(['- first wrapped', '- second', '| a | b |', '|---|---|', '| 1 | 2 |']);
  });

  it('should skip code blocks and the region the bench writes', () => {
    const long = 'x'.repeat(MAX_BLOCK_CHARS + 1);
    expect(blocks(`Before.\n\n\`\`\`\n${long}\n\`\`\`\n\n<!-- bench:start -->\n${long}\n<!-- bench:end -->\n\nAfter.`)).toEqual(['Before.', 'After.']);
  });
});

describe('the docs', () => {
  it('are found (the check reads something)', () => {
    expect(markdownFiles).toEqual(expect.arrayContaining(['README.md', 'CONTRIBUTING.md', 'docs/embedding.md', 'docs/product.md', 'docs/performance.md', 'docs/architecture.md', 'backend/README.md']));
  });

  it(`should keep every paragraph, list item and table row within ${MAX_BLOCK_CHARS} characters`, () => {
    const tooLong = markdownFiles.flatMap((file) =>
      blocks(readFileSync(file, 'utf8'))
        .filter((block) => block.length > MAX_BLOCK_CHARS)
        .map((block) => `${file}: "${block.split(' ').slice(0, 8).join(' ')}…" (${block.length} characters)`));
    expect(tooLong).toEqual([]);
  });
});
