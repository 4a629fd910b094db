// @ts-check
// Every commit since BASE keeps the history readable: a subject of at most 72 characters,
// then a blank line before any body (CONTRIBUTING.md). Older history is left as it was.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The last commit before the rule; commits after it are checked. */
const BASE = '89ec8bf45d87fba4680e27669c17b72372ff4604';
export const MAX_SUBJECT_CHARS = 72;

/**
 * What is wrong with one commit message, or nothing.
 * @param {string} message the whole message, subject first
 * @returns {string[]}
 */
export function messageProblems(message) {
  const [subject = '', second] = message.replace(/\n+$/, '').split('\n');
  const problems = [];
  if (subject.trim() === '') problems.push('the subject is empty');
  if ([...subject].length > MAX_SUBJECT_CHARS) problems.push(`the subject is ${[...subject].length} characters (at most ${MAX_SUBJECT_CHARS})`);
  if (second !== undefined && second.trim() !== '') problems.push('no blank line between the subject and the body');
  if (/\.$/.test(subject)) problems.push('the subject ends with a full stop');
  return problems;
}

/** @param {string[]} args */
const git = (args) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

function main() {
  try {
    git(['rev-parse', '--git-dir']);
  } catch {
    console.log('Commit subjects: not a git checkout, nothing to check.');
    return;
  }
  try {
    git(['cat-file', '-e', `${BASE}^{commit}`]);
  } catch {
    console.error(`Commit subjects: the base ${BASE.slice(0, 12)} is not in this clone; fetch the whole history (git fetch --unshallow).`);
    process.exit(1);
  }
  const log = git(['log', '--format=%H%n%B%x00', `${BASE}..HEAD`]);
  const failures = [];
  let count = 0;
  for (const entry of log.split('\0')) {
    const trimmed = entry.replace(/^\n+/, '');
    if (!trimmed) continue;
    count += 1;
    const [hash = '', ...message] = trimmed.split('\n');
    const problems = messageProblems(message.join('\n'));
    if (problems.length > 0) failures.push(`${hash.slice(0, 7)} ${message[0]}\n  ${problems.join('; ')}`);
  }
  if (failures.length > 0) {
    console.error(`Commit messages that break CONTRIBUTING.md's rules:\n${failures.join('\n')}`);
    process.exit(1);
  }
  console.log(`Commit subjects: ${count} commit(s) since ${BASE.slice(0, 7)}, all within ${MAX_SUBJECT_CHARS} characters.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
