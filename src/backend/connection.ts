import type { AttributeTable } from '../element/attributes';
import { jwtRole, projectUrl } from './project.mjs';

/*
 * The one place that decides whether data-supabase-url and data-supabase-key can make a client,
 * as the element reads its attributes: a bad value never breaks rendering, is named on the console
 * once per pair of values, and a submit shows the no-connection text (docs/product.md#backend-errors).
 */

export type Connection = { url: string; key: string } & ({ ok: true } | { ok: false; problem: string });

/** One Connection per distinct pair of values: the same object each time the attributes are read. */
const checked = new Map<string, Connection>();

export function checkConnection(url: string, key: string): Connection {
  const cacheKey = `${url}\n${key}`;
  let connection = checked.get(cacheKey);
  if (!connection) {
    const problem = findProblem(url, key);
    if (problem) console.error(`[rosterkit] ${problem}`);
    connection = problem ? { ok: false, problem, url, key } : { ok: true, url: projectUrl(url), key };
    checked.set(cacheKey, connection);
  }
  return connection;
}

/** The two attributes as one prop, `connection`, of every element that can send a sign-up. */
export const connectionAttribute = {
  connection: {
    attribute: ['data-supabase-url', 'data-supabase-key'],
    parse: ([url, key]: readonly (string | null)[]) => checkConnection(url?.trim() ?? '', key?.trim() ?? ''),
  },
} satisfies AttributeTable;

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
  // The dashboard's address, or a table's endpoint: every request would miss the API.
  if (/(^|\.)supabase\.com$/.test(parsed.hostname) || /\/rest\/v1\/./.test(parsed.pathname)) {
    return `data-supabase-url is not the project URL (e.g. https://xyz.supabase.co): "${url}".`;
  }
  if (key === '') return 'data-supabase-key is missing: set it to your project\'s public anon key.';
  if (/\s/.test(key)) return 'data-supabase-key is malformed: it contains white space.';
  // A placeholder left in (YOUR_ANON_KEY) or a cut-off key: the gateway would refuse every sign-up.
  if (!key.startsWith('sb_') && jwtRole(key) === undefined) {
    return 'data-supabase-key is malformed: a project\'s anon key is a JWT (eyJ…) or a publishable key (sb_publishable_…).';
  }
  // It would work, past every rule of the table, and anyone could read it in the page.
  // keyRole(key) === 'service_role' says the same, but its other key kinds cost this bundle bytes.
  if (key.startsWith('sb_secret_') || jwtRole(key) === 'service_role') {
    return "data-supabase-key is the project's secret service key, which must never be in a page: rotate it in the dashboard, and use the public anon key.";
  }
  return null;
}
