import { readdirSync, readFileSync } from 'node:fs';

/**
 * The built lazy chunk holding a string only its code contains (step 2's text, a library's own
 * name). Exactly one must: a string found in two chunks would have a test route or watch the wrong one.
 */
export function chunkWith(text: string): string {
  const names = readdirSync('dist/widgets/chunks').filter((file) => file.endsWith('.js') && readFileSync(`dist/widgets/chunks/${file}`, 'utf8').includes(text));
  if (names.length !== 1) throw new Error(`${names.length} chunks with ${text} in dist/widgets/chunks: ${names.join(', ')}`);
  return names[0] as string;
}
