/**
 * The one place that decides whether a widget's data-supabase-url / data-supabase-key
 * can make a backend client. A bad value never breaks rendering: it is reported once
 * on the console, naming the attribute, and submitting then shows SPEC §8's text.
 */
export type Connection =
  | { ok: true; url: string; key: string }
  | { ok: false; problem: string };

const reported = new Set<string>();

function reportOnce(problem: string): void {
  if (reported.has(problem)) return;
  reported.add(problem);
  console.error(`[rosterkit] ${problem}`);
}

export function checkConnection(url: string, key: string): Connection {
  const problem = findProblem(url, key);
  if (problem) {
    reportOnce(problem);
    return { ok: false, problem };
  }
  return { ok: true, url: url.replace(/\/+$/, ''), key };
}

function findProblem(url: string, key: string): string | null {
  if (url === '') return 'data-supabase-url is missing: set it to your Supabase project URL, e.g. https://xyz.supabase.co.';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `data-supabase-url is not a valid URL: "${url}".`;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    return `data-supabase-url must be an http(s) URL: "${url}".`;
  }
  if (key === '') return 'data-supabase-key is missing: set it to your project\'s public anon key.';
  if (/\s/.test(key)) return 'data-supabase-key is malformed: it contains white space.';
  return null;
}
