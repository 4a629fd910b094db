// @ts-check
// `npm run supabase:check`: whether a live Supabase project keeps the rules the widgets rely
// on (RLS, what the anon key can and cannot do, the sign-up limits, the consent rule), tried
// from outside with the keys a page and the operator hold. One line per check, exit 1 on any
// failure; the requests themselves are in check-rest.mjs.
import { randomUUID } from 'node:crypto';
import { describe, isRefusal, probe, projectFromEnv, rest, rowsAffected } from './check-rest.mjs';
import { formatLimits, LIMIT_NAMES } from './limits.mjs';
import { runCommand, SourceError } from './waitlist-source.mjs';

/** @typedef {import('./check-rest.mjs').Project} Project */
/** @typedef {import('./check-rest.mjs').Answer} Answer */
/**
 * What every check shares: the project, where results go, and the test rows.
 * @typedef {object} Run
 * @property {Project} project
 * @property {(ok: boolean, text: string) => void} report
 * @property {(n: number, fields?: Record<string, unknown>) => Record<string, unknown>} row  the n-th test row, as sent
 * @property {(n: number, fields: Record<string, unknown>, select: string) => Promise<{ answer: Answer, id: string | null }>} insert
 * @property {((id: string, columns: string) => Promise<Record<string, unknown> | null>) | null} readBack  null without the service key
 * @property {(id: string) => void} gone  a test row anon could delete: no longer owed
 */

/** Name and source of every test row, so an owner who finds one knows where it came from. */
const CHECK_NAME = 'supabase:check';
const CONSENT_TEXT = 'supabase:check: consent to be contacted';
const NOT_CHECKED = 'not checked: the test insert failed';

/**
 * A test row's email, which carries the run's time; with a wildcard for `n`, all of the run's.
 * @param {number} stamp @param {number | string} n
 */
const testEmail = (stamp, n) => `supabase-check+${stamp}-${n}@example.com`;

/**
 * Runs every check, then deletes the test rows (with the service key) or names them. A run
 * stores two rows when the project is right, so a few runs in a row stay within the project's
 * per-client limit.
 * @param {Project} project
 * @returns {Promise<number>} how many checks failed
 */
async function checkProject(project) {
  await probe(project);
  const stamp = Date.now();
  const service = project.serviceKey;
  console.log(`${CHECK_NAME} of ${project.url}, with the anon key ${service ? 'and the service key' : 'only (no SUPABASE_SERVICE_ROLE_KEY: judged from the answers)'}`);
  let passed = 0;
  let failed = 0;
  /** Ids of the rows this run stored. @type {string[]} */
  const written = [];
  // Rows `written` cannot name: stored without their id coming back (an insert that asks for
  // none), and whether an insert got no answer, whose row may be stored.
  let storedUnnamed = 0;
  let unanswered = false;
  /** @type {Run} */
  const run = {
    project,
    report(ok, text) {
      if (ok) passed += 1;
      else failed += 1;
      console.log(`${ok ? '✓' : '✗'} ${text}`);
    },
    row: (n, fields = {}) => ({ name: CHECK_NAME, email: testEmail(stamp, n), company_name: CHECK_NAME, creator_count: '0', source: CHECK_NAME, ...fields }),
    async insert(n, fields, select) {
      const row = run.row(n, fields);
      let answer;
      try {
        // No select: return=minimal, as a script that reads nothing back sends.
        const [path, prefer] = select ? [`waitlist?select=${select}`, 'return=representation'] : ['waitlist', 'return=minimal'];
        answer = await rest(project, project.anonKey, 'POST', path, { body: row, prefer });
      } catch (error) {
        unanswered = true;
        throw error;
      }
      const id = answer.status === 201 && Array.isArray(answer.body) ? answer.body[0]?.id : undefined;
      if (answer.status === 201 && typeof id !== 'string') storedUnnamed += 1;
      if (typeof id !== 'string') return { answer, id: null };
      written.push(id);
      return { answer, id };
    },
    readBack: service
      ? async (id, columns) => {
        const answer = await rest(project, service, 'GET', `waitlist?select=${columns}&id=eq.${id}`);
        // A failed read must not pass for a deleted row.
        if (!Array.isArray(answer.body)) throw new SourceError(`reading the test row back with the service key answered ${describe(answer)}`);
        return answer.body[0] ?? null;
      }
      : null,
    gone(id) {
      const at = written.indexOf(id);
      if (at >= 0) written.splice(at, 1);
    },
  };

  let left = written;
  try {
    const id = await checkInsert(run);
    await checkRls(run, id);
    await checkSelect(run);
    await checkDuplicate(run, id);
    await checkChange(run, id, 'update');
    await checkChange(run, id, 'delete');
    await checkLimits(run);
    await checkLimitsLocked(run);
    await checkClientAddress(run);
    await checkConsent(run);
    await checkDatabaseColumns(run);
  } finally {
    // After a failure half-way too: the rows stored so far are still owed.
    // The service key's clean-up deletes by email, the rows without an id or an answer too.
    const unnamed = service ? 0 : storedUnnamed;
    const maybeStored = !service && unanswered;
    if (service) left = await removeRows(run, stamp, written);
    if (left.length || unnamed) {
      const why = service ? 'could not be deleted' : 'left in public.waitlist: without SUPABASE_SERVICE_ROLE_KEY the check cannot delete them';
      const named = [...left, ...(unnamed ? [`${unnamed} whose id did not come back`] : [])];
      console.log(`${left.length + unnamed} test row(s) ${why}: ${named.join(', ')}`);
    }
    if (maybeStored) console.log('A test insert got no answer: its row may be in public.waitlist.');
    // By the run's emails, in any letter case (one is sent in capitals), not by id.
    if (left.length || unnamed || maybeStored) console.log(`  delete from public.waitlist where email ilike '${testEmail(stamp, '%')}';`);
  }
  console.log(failed ? `${failed} of ${passed + failed} checks failed` : `all ${passed} checks passed`);
  return failed;
}

/**
 * Asks for email with the first insert: refused, it stores nothing; allowed, its row is the
 * test row, and no second insert is spent.
 * @param {Run} run
 * @returns {Promise<string | null>} the test row's id
 */
async function checkInsert({ report, insert }) {
  const withEmail = await insert(1, {}, 'id,email');
  const first = withEmail.id ? withEmail : await insert(1, {}, 'id');
  const keys = Array.isArray(first.answer.body) ? Object.keys(first.answer.body[0] ?? {}) : [];
  if (!first.id) report(false, `anon cannot insert: ${describe(first.answer)}`);
  else if (withEmail.id) report(false, 'anon can insert, and read back the new row\'s email: anon may select id only');
  else if (!isRefusal(withEmail.answer)) report(false, `anon can insert, but asking for email too answered ${describe(withEmail.answer)}`);
  else if (keys.join() !== 'id') report(false, `anon can insert, and the answer held ${keys.join(', ')}`);
  else report(true, `anon can insert and reads back only the new id (asking for email too: ${describe(withEmail.answer)})`);
  return first.id;
}

/**
 * With RLS off, anon's select grant on id would list every row's id, its own new one included.
 * @param {Run} run
 * @param {string | null} id
 */
async function checkRls({ project, report }, id) {
  if (!id) return report(false, `RLS is on: ${NOT_CHECKED}`);
  const ids = await rest(project, project.anonKey, 'GET', 'waitlist?select=id&limit=1');
  if (!Array.isArray(ids.body)) report(false, `RLS is on: not told, anon selecting id answered ${describe(ids)}`);
  else if (ids.body.length) report(false, 'RLS is off: anon selecting id got rows back (or a select policy lets anon list rows)');
  else report(true, 'RLS is on: anon selecting id gets none of the table\'s rows, not even the one it just inserted');
}

/** @param {Run} run */
async function checkSelect({ project, report }) {
  const all = await rest(project, project.anonKey, 'GET', 'waitlist?select=*&limit=1');
  if (Array.isArray(all.body) && all.body.length) report(false, 'anon can select other rows: select=* answered a whole row');
  else if (isRefusal(all) || Array.isArray(all.body)) report(true, `anon cannot select other rows (select=*: ${describe(all)})`);
  else report(false, `anon cannot select other rows: not told, select=* answered ${describe(all)}`);
}

/**
 * The test row's email again, in capitals: refused as a duplicate (409 23505), which the form
 * turns into its text. Then that email in a request made to fail by a second row: it must
 * answer as the second row does, or any failing request tells whether an email is listed.
 * @param {Run} run
 * @param {string | null} id
 */
async function checkDuplicate({ project, report, row, insert }, id) {
  const text = 'a duplicate email is refused as the request commits';
  if (!id) return report(false, `${text}: ${NOT_CHECKED}`);
  const again = await insert(1, { email: String(row(1).email).toUpperCase() }, 'id');
  if (again.answer.status !== 409 || again.answer.code !== '23505') {
    return report(false, `${text}: the first test row's email in capitals answered ${describe(again.answer)}, where the form expects 409 23505`);
  }
  const body = [row(1), row(7, { creator_count: 'none' })];
  const probe = await rest(project, project.anonKey, 'POST', 'waitlist?select=id', { body, prefer: 'return=representation' });
  if (probe.status === 409) {
    return report(false, `${text}: it is refused as its row goes in, so a request made to fail after it answers 409, and anyone can test emails against the waitlist; apply 20261207000000_waitlist_email_unique_at_commit.sql`);
  }
  report(true, `${text} (${again.answer.status} ${again.answer.code}), after every other rule (a request made to fail after it: ${probe.status} ${probe.code})`);
}

/**
 * Aimed at the test row alone: were anon allowed to change rows, any wider filter would
 * change the owner's sign-ups. The service key's view of the row is the judge when given.
 * @param {Run} run
 * @param {string | null} id
 * @param {'update' | 'delete'} verb
 */
async function checkChange({ project, report, readBack, gone }, id, verb) {
  if (!id) return report(false, `anon cannot ${verb}: ${NOT_CHECKED}`);
  // count=exact: a delete's Content-Range says how many rows went only when asked (`*/1`).
  const prefer = 'return=minimal, count=exact';
  const answer = verb === 'update'
    ? await rest(project, project.anonKey, 'PATCH', `waitlist?id=eq.${id}`, { body: { name: `${CHECK_NAME} (changed by anon)` }, prefer })
    : await rest(project, project.anonKey, 'DELETE', `waitlist?id=eq.${id}`, { prefer });
  const affected = isRefusal(answer) ? 0 : rowsAffected(answer);
  let changed = affected === null ? null : affected > 0;
  let seen = '';
  if (readBack) {
    const row = await readBack(id, 'name');
    changed = verb === 'update' ? row?.name !== CHECK_NAME : row === null;
    seen = verb === 'update' ? `; the row is ${changed ? 'changed' : 'unchanged'}` : `; the row is ${changed ? 'gone' : 'still there'}`;
  }
  if (changed === null) report(false, `anon cannot ${verb}: not told, ${describe(answer)} (SUPABASE_SERVICE_ROLE_KEY lets the check read the row back)`);
  else report(!changed, `anon ${changed ? 'can' : 'cannot'} ${verb} (${describe(answer)}${seen})`);
  if (verb === 'delete' && changed) gone(id);
}

/** @param {Run} run */
async function checkLimits({ project, report }) {
  const answer = await rest(project, project.anonKey, 'GET', 'waitlist_limits?select=name,max_signups,per_seconds,enforced');
  if (answer.status === 404) return report(false, `sign-up limits are missing: no view public.waitlist_limits (${describe(answer)})`);
  if (!Array.isArray(answer.body)) return report(false, `sign-up limits: reading public.waitlist_limits answered ${describe(answer)}`);
  const limits = /** @type {import('./limits.mjs').Limit[]} */ (answer.body);
  const missing = LIMIT_NAMES.filter((name) => !limits.some((limit) => limit.name === name));
  if (missing.length) return report(false, `sign-up limits: ${missing.join(', ')} missing from public.waitlist_limits`);
  if (limits.some((limit) => !limit.enforced)) {
    return report(false, `sign-up limits are not enforced: the trigger waitlist_limits on public.waitlist is missing or does not fire on sign-ups (${formatLimits(limits)})`);
  }
  report(true, `sign-up limits are installed: ${formatLimits(limits)}`);
}

/**
 * Whether anon may change the limits through their view, which Postgres can update: a grant
 * of all on the public schema's views (Supabase's default for new ones) would let a script
 * lift them. Tried on a limit no project has, so that nothing changes either way.
 * @param {Run} run
 */
async function checkLimitsLocked({ project, report }) {
  const none = 'waitlist_limits?name=eq.supabase-check-no-such-limit';
  const answers = {
    update: await rest(project, project.anonKey, 'PATCH', none, { body: { max_signups: null } }),
    delete: await rest(project, project.anonKey, 'DELETE', none),
  };
  const allowed = Object.entries(answers).filter(([, answer]) => !isRefusal(answer));
  const [first] = allowed;
  if (first) {
    return report(false, `anon can ${allowed.map(([verb]) => verb).join(' and ')} the sign-up limits through public.waitlist_limits (${describe(first[1])}): revoke all on it from anon and authenticated, and grant select`);
  }
  report(true, `anon cannot change the sign-up limits (${describe(answers.update)})`);
}

/** What a script writes into X-Forwarded-For to pass as another client; a documentation address (RFC 5737). */
const WRITTEN_ADDRESS = '198.51.100.23';

/**
 * The address the per-client limit counts, asked for twice: as sent, and with an address of the
 * client's own in X-Forwarded-For. Where the gateway adds the connecting address last, both are
 * this machine's; where the client's header reaches the database as written, the limit is the
 * client's to choose.
 * @param {Run} run
 */
async function checkClientAddress({ project, report }) {
  const counted = (/** @type {Record<string, string>} */ headers) => rest(project, project.anonKey, 'GET', 'waitlist_client_address?select=address', { headers });
  const own = await counted({});
  if (own.status === 404) return report(false, `the per-client limit's address cannot be checked: no view public.waitlist_client_address (${describe(own)})`);
  const written = await counted({ 'X-Forwarded-For': WRITTEN_ADDRESS });
  /** @param {Answer} answer */
  const address = (answer) => (Array.isArray(answer.body) && typeof answer.body[0]?.address === 'string' ? answer.body[0].address : null);
  const [mine, theirs] = [address(own), address(written)];
  if (mine === null || theirs === null) return report(false, `the per-client limit's address: public.waitlist_client_address answered ${describe(mine === null ? own : written)}`);
  if (mine === '') return report(false, 'the per-client limit counts no address: no X-Forwarded-For reaches the database, so every client shares one count');
  if (theirs !== mine) {
    return report(false, `the per-client limit counts an address the client writes: sent X-Forwarded-For ${WRITTEN_ADDRESS}, counted ${theirs} (without it, ${mine}); a script passes the limit at will`);
  }
  report(true, `the per-client limit counts this machine as ${mine}, whatever X-Forwarded-For it sends`);
}

/** @param {Run} run */
async function checkConsent({ report, insert, readBack }) {
  const bare = await insert(2, { contact_consent: true }, 'id');
  if (bare.id) report(false, 'consent without consent_text was stored: contact_consent must come with the words consented to');
  else if (isRefusal(bare.answer) || bare.answer.code === '23514') report(true, `consent without consent_text is refused (${describe(bare.answer)})`);
  else report(false, `consent without consent_text: not told, ${describe(bare.answer)}`);

  const given = await insert(3, { contact_consent: true, consent_text: CONSENT_TEXT }, 'id');
  if (!given.id) return report(false, `consent with consent_text was refused: ${describe(given.answer)}`);
  if (!readBack) return report(true, 'consent with consent_text is stored (SUPABASE_SERVICE_ROLE_KEY lets the check read consented_at)');
  const row = await readBack(given.id, 'consent_text,consented_at');
  if (row?.consent_text !== CONSENT_TEXT) report(false, `consent with consent_text is stored, but consent_text reads back as ${JSON.stringify(row?.consent_text)}`);
  else if (!row.consented_at) report(false, 'consent with consent_text is stored, but consented_at is empty: the database must set it');
  else report(true, `consent with consent_text is stored, consented_at set by the database (${row.consented_at})`);
}

/**
 * The columns the database fills, with what a script would write into each. Were anon granted
 * insert on the whole table (a quick fix for a permission error), a script could pick a row's
 * id, back-date its created_at, or claim a consent time. Refused, an insert stores nothing.
 * @type {[string, Record<string, unknown>][]}
 */
const DATABASE_COLUMNS = [
  ['id', { id: randomUUID() }],
  ['created_at', { created_at: '2020-01-01T00:00:00Z' }],
  ['consented_at', { contact_consent: true, consent_text: CONSENT_TEXT, consented_at: '2020-01-01T00:00:00Z' }],
];

/**
 * Sent without reading the row back: a back-dated row fails the select policy that a
 * read-back needs, and the insert with it, where a script's insert that asks for nothing is stored.
 * @param {Run} run
 */
async function checkDatabaseColumns({ report, insert }) {
  const text = `anon cannot set ${new Intl.ListFormat('en', { type: 'disjunction' }).format(DATABASE_COLUMNS.map(([column]) => column))}`;
  /** @type {{ column: string, answer: Answer }[]} */
  const tries = [];
  for (const [at, [column, fields]] of DATABASE_COLUMNS.entries()) {
    tries.push({ column, answer: (await insert(4 + at, fields, '')).answer });
  }
  const stored = tries.filter((tried) => tried.answer.status === 201).map((tried) => tried.column);
  const untold = tries.find((tried) => tried.answer.status !== 201 && !isRefusal(tried.answer));
  if (stored.length) {
    report(false, `anon can set ${new Intl.ListFormat('en').format(stored)}, which the database fills: revoke insert on public.waitlist from anon, and grant it again on the form's columns, as the migrations do`);
  } else if (untold) report(false, `${text}: not told, setting ${untold.column} answered ${describe(untold.answer)}`);
  else report(true, `${text} (${[...new Set(tries.map((tried) => describe(tried.answer)))].join('; ')})`);
}

/**
 * Deletes this run's rows by their email, which carries the run's time, so a row whose id
 * never came back goes too.
 * @param {Run} run
 * @param {number} stamp
 * @param {string[]} written
 * @returns {Promise<string[]>} ids still there
 */
async function removeRows({ project, report }, stamp, written) {
  const pattern = encodeURIComponent(`ilike.${testEmail(stamp, '*')}`);
  let answer;
  try {
    answer = await rest(project, /** @type {string} */ (project.serviceKey), 'DELETE', `waitlist?email=${pattern}&select=id`, { prefer: 'return=representation' });
  } catch (error) {
    report(false, `no test row left behind: ${error instanceof Error ? error.message : error}`);
    return written;
  }
  const deleted = Array.isArray(answer.body) ? answer.body.map((row) => row.id) : [];
  const left = written.filter((id) => !deleted.includes(id));
  report(!left.length && Array.isArray(answer.body), `no test row left behind (${left.length ? describe(answer) : `deleted ${deleted.length}`})`);
  return left;
}

async function main() {
  const failed = await checkProject(projectFromEnv(process.env));
  process.exitCode = failed ? 1 : 0;
}

runCommand(CHECK_NAME, import.meta.url, main);
