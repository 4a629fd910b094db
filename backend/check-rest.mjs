// @ts-check
// The requests of `npm run supabase:check` (check.mjs): plain fetch to the project's
// /rest/v1/, because the check judges status codes and Content-Range, which supabase-js
// folds away. A mistake in the variables, the URL or a key stops the check with one line.
import { keyRole, projectUrl } from '../src/backend/project.mjs';
import { checkKeyShape, checkProjectUrl, SourceError } from './waitlist-source.mjs';

/** @typedef {{ url: string, anonKey: string, serviceKey: string | null }} Project */
/**
 * An answer: `code` and `message` from a PostgREST or gateway error body ('' otherwise),
 * `body` the parsed JSON (undefined when there was none or it was not JSON).
 * `location` is a redirect's target, which is not followed.
 * @typedef {{ status: number, code: string, message: string, body: unknown, range: string | null, type: string, location: string | null }} Answer
 */

/** A check that hangs on a dead host helps nobody: each request gives up after this long. */
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * The project the environment names; everything missing is named at once.
 * @param {NodeJS.ProcessEnv} env
 * @returns {Project}
 */
export function projectFromEnv(env) {
  const url = env.SUPABASE_URL?.trim() ?? '';
  const anonKey = env.SUPABASE_ANON_KEY?.trim() ?? '';
  const serviceKey = env.SUPABASE_SERVICE_ROLE_KEY?.trim() || null;
  const missing = [url ? '' : 'SUPABASE_URL', anonKey ? '' : 'SUPABASE_ANON_KEY'].filter(Boolean);
  if (missing.length) {
    throw new SourceError(`${missing.join(' and ')} must be set: SUPABASE_URL=https://<ref>.supabase.co SUPABASE_ANON_KEY=… [SUPABASE_SERVICE_ROLE_KEY=…] npm run supabase:check`);
  }
  checkProjectUrl(url);
  checkKeyShape('SUPABASE_ANON_KEY', anonKey);
  if (serviceKey) checkKeyShape('SUPABASE_SERVICE_ROLE_KEY', serviceKey);
  // The service key bypasses RLS: checked with it as "anon", every rule would seem broken.
  if (keyRole(anonKey) === 'service_role') throw new SourceError('SUPABASE_ANON_KEY holds a service_role key: use the anon (public) key, the one pages carry');
  if (serviceKey && keyRole(serviceKey) === 'anon') throw new SourceError('SUPABASE_SERVICE_ROLE_KEY holds the anon key: use the service_role (secret) key, or leave it unset');
  return { url: projectUrl(url), anonKey, serviceKey };
}

/**
 * One cheap read with each key before any check: an unreachable host, something that is
 * not a Supabase project, a key the project does not know, or a missing table each end
 * the check here, with nothing written.
 * @param {Project} project
 */
export async function probe(project) {
  await probeKey(project, project.anonKey, 'SUPABASE_ANON_KEY', 'the anon (public) key');
  if (project.serviceKey) await probeKey(project, project.serviceKey, 'SUPABASE_SERVICE_ROLE_KEY', 'the service_role (secret) key');
}

/** @param {Project} project @param {string} key @param {string} variable @param {string} which */
async function probeKey(project, key, variable, which) {
  const answer = await rest(project, key, 'GET', 'waitlist?select=id&limit=0');
  // A 42501 is the project's rules answering, not the gateway: the checks say which rule.
  if ((answer.status === 200 && Array.isArray(answer.body)) || answer.code === '42501') return;
  if (answer.status === 401 || answer.status === 403) {
    throw new SourceError(`${project.url} refused ${variable} (${describe(answer)}): use ${which} from the project's API settings`);
  }
  if (answer.code === 'PGRST205') throw new SourceError(`${project.url} has no table public.waitlist: apply supabase/migrations/ with supabase db push`);
  // The project answering with an error of its own (PGRST002 while its database starts, a broken
  // policy): the URL is right. PGRST1xx are the request's errors (PGRST125, a URL with a path): not.
  if (answer.code && !answer.code.startsWith('PGRST1')) throw new SourceError(`${project.url} could not read public.waitlist (GET /rest/v1/waitlist: ${describe(answer)}): fix that in the project, or run the check again once it has started`);
  // Followed, a redirect would turn the check's POST into a GET: http:// for https://, or a URL with a path.
  if (answer.location) throw new SourceError(`${project.url} redirects GET /rest/v1/waitlist to ${answer.location}: SUPABASE_URL is the project URL, https://<ref>.supabase.co`);
  throw new SourceError(`${project.url} does not answer like a Supabase project (GET /rest/v1/waitlist: ${answer.status}${answer.type ? ` ${answer.type}` : ''}): SUPABASE_URL is the project URL, https://<ref>.supabase.co`);
}

/**
 * One request as supabase-js would send it with this key and no session.
 * @param {Project} project
 * @param {string} key
 * @param {string} method
 * @param {string} path  after /rest/v1/, with its query
 * @param {{ body?: unknown, prefer?: string, headers?: Record<string, string> }} [options]  headers: added to supabase-js's
 * @returns {Promise<Answer>}
 */
export async function rest(project, key, method, path, { body, prefer, headers: extra } = {}) {
  /** @type {Record<string, string>} */
  const headers = { ...extra, apikey: key, Authorization: `Bearer ${key}`, Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (prefer) headers.Prefer = prefer;
  let response;
  let text;
  try {
    response = await fetch(`${project.url}/rest/v1/${path}`, {
      method, headers, body: body === undefined ? null : JSON.stringify(body), redirect: 'manual', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    text = await response.text();
  } catch (error) {
    throw new SourceError(`${project.url} could not be reached (${networkReason(error)})`);
  }
  const type = response.headers.get('content-type') ?? '';
  const parsed = /json/.test(type) ? parseJson(text) : undefined;
  const fields = /** @type {{ code?: unknown, message?: unknown }} */ (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {});
  return {
    status: response.status,
    code: response.ok || typeof fields.code !== 'string' ? '' : fields.code,
    message: response.ok || typeof fields.message !== 'string' ? '' : fields.message,
    body: parsed,
    range: response.headers.get('content-range'),
    type: type.split(';')[0] ?? '',
    location: response.status >= 300 && response.status < 400 ? response.headers.get('location') : null,
  };
}

/** @param {string} text @returns {unknown} */
function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** @param {unknown} error */
function networkReason(error) {
  const { name, message, cause } = /** @type {{ name?: string, message?: string, cause?: { code?: string, message?: string } }} */ (error ?? {});
  if (name === 'TimeoutError') return `no answer within ${REQUEST_TIMEOUT_MS / 1000} s`;
  return cause?.code ?? cause?.message ?? message ?? String(error);
}

/**
 * Refused for lack of a grant or policy: code 42501, as 401 for anon and 403 for other roles.
 * A 401 of PostgREST's own (PGRST3xx: the token) is not the table's rules answering.
 * @param {Answer} answer
 */
export const isRefusal = (answer) => answer.code === '42501' || ((answer.status === 401 || answer.status === 403) && !answer.code.startsWith('PGRST'));

/**
 * Rows a PATCH or DELETE touched, from PostgREST's Content-Range: the total after the slash,
 * given under `Prefer: count=exact` (`0-0/1`, `*\/1`), else an update's range (`0-0/*`); null
 * when the answer does not say, as a delete's `*\/*` never does.
 * @param {Answer} answer
 * @returns {number | null}
 */
export function rowsAffected(answer) {
  const match = /^(?:(\d+)-(\d+)|\*)\/(\d+|\*)$/.exec(answer.range ?? '');
  if (!match) return null;
  if (match[3] !== '*') return Number(match[3]);
  return match[1] ? Number(match[2]) - Number(match[1]) + 1 : null;
}

/**
 * An answer in a few words for a check's line: `401 42501 permission denied for table
 * waitlist`, `200, no rows`, `204, 0 row(s) changed`.
 * @param {Answer} answer
 */
export function describe(answer) {
  if (answer.status >= 300) {
    const hint = answer.status === 429 ? ' (the project\'s sign-up limit: wait a few minutes and run the check again)' : '';
    return `${[answer.status, answer.code, answer.message].filter(Boolean).join(' ').replace(/\s+/g, ' ')}${hint}`;
  }
  if (Array.isArray(answer.body)) return `${answer.status}, ${answer.body.length ? `${answer.body.length} row(s)` : 'no rows'}`;
  const rows = rowsAffected(answer);
  return rows === null ? String(answer.status) : `${answer.status}, ${rows} row(s) changed`;
}
