// @vitest-environment node
// `npm run supabase:check` run as the operator runs it, against the local backend standing in
// for a hosted project: the migrations as written pass every check, a table with RLS turned
// off fails, and a wrong key or URL stops it with one line. Each test has its own backend,
// so the check's few inserts never meet another test's under the per-client limit.
import { execFile } from 'node:child_process';
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_KEY } from '../../backend/keys.mjs';
import { startBackend, type Backend } from '../../backend/server.mjs';
import { closedPort } from './closed-port';

const CHECK = fileURLToPath(new URL('../../backend/check.mjs', import.meta.url));

/** A server on loopback that gives every request one answer, while `use` runs with its port. */
async function answering(status: number, headers: Record<string, string>, body: string, use: (port: number) => Promise<void>) {
  const server = createHttpServer((_, res) => res.writeHead(status, headers).end(body));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await use((server.address() as AddressInfo).port);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}
const backends: Backend[] = [];

/** Runs the check with only the variables given (no SUPABASE_* from outside). */
function check(env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(process.execPath, [CHECK], { env: { PATH: process.env.PATH ?? '', ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }));
  });
}

/** supabase:check on a local backend, with its anon key, and its service key when told. */
const checkBackend = (backend: Backend, keys?: 'with the service key') =>
  check({ SUPABASE_URL: backend.url, SUPABASE_ANON_KEY: LOCAL_ANON_KEY, ...(keys ? { SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_KEY } : {}) });

async function backendWithOneSignUp() {
  const backend = await startBackend({ port: 0, dataDir: 'memory://' });
  backends.push(backend);
  // Someone who signed up before the check: it must neither see nor touch this row.
  await backend.db.pg.query(
    `insert into public.waitlist (name, email, company_name, creator_count) values ('Ada Lovelace', 'ada@example.com', 'Engines', '1-5')`,
  );
  return backend;
}

async function emailsIn(backend: Backend) {
  const { rows } = await backend.db.pg.query<{ email: string }>('select email from public.waitlist order by email');
  return rows.map((row) => row.email);
}

afterEach(async () => {
  await Promise.all(backends.splice(0).map((backend) => backend.close()));
});

const ANON_LINES = [
  '✓ anon can insert and reads back only the new id (asking for email too: 401 42501 permission denied for table waitlist)',
  '✓ RLS is on: anon selecting id gets none of the table\'s rows, not even the one it just inserted',
  '✓ anon cannot select other rows (select=*: 401 42501 permission denied for table waitlist)',
  '✓ a duplicate email is refused as the request commits (409 23505), after every other rule (a request made to fail after it: 400 23514)',
  '✓ sign-up limits are installed: per_client 10 per 10 min, global 300 per 1 min, per_domain 50 per 1 h',
  '✓ anon cannot change the sign-up limits (401 42501 permission denied for view waitlist_limits)',
  '✓ the per-client limit counts this machine as 127.0.0.1, whatever X-Forwarded-For it sends',
  '✓ consent without consent_text is refused (401 42501 new row violates row-level security policy for table "waitlist")',
  '✓ anon cannot set id, created_at, or consented_at (401 42501 permission denied for table waitlist)',
];

describe('given a project set up by the migrations', () => {
  it('with the anon key alone, every check passes and it names the two test rows to delete', async () => {
    const backend = await backendWithOneSignUp();
    const { code, stdout, stderr } = await checkBackend(backend);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(`supabase:check of ${backend.url}, with the anon key only (no SUPABASE_SERVICE_ROLE_KEY: judged from the answers)`);
    expect(lines).toEqual(expect.arrayContaining([
      ...ANON_LINES,
      '✓ anon cannot update (401 42501 permission denied for table waitlist)',
      '✓ anon cannot delete (401 42501 permission denied for table waitlist)',
      '✓ consent with consent_text is stored (SUPABASE_SERVICE_ROLE_KEY lets the check read consented_at)',
    ]));
    expect(stdout).not.toContain('✗');
    expect(lines.at(-1)).toBe('all 12 checks passed');

    const { rows } = await backend.db.pg.query<{ id: string }>(`select id from public.waitlist where name = 'supabase:check' order by email`);
    const ids = rows.map((row) => row.id);
    expect(ids).toHaveLength(2);
    expect(lines).toContain(`2 test row(s) left in public.waitlist: without SUPABASE_SERVICE_ROLE_KEY the check cannot delete them: ${ids.join(', ')}`);
    const statement = lines.at(-2) ?? '';
    expect(statement).toMatch(/^ {2}delete from public\.waitlist where email ilike 'supabase-check\+\d+-%@example\.com';$/);
    // What the owner pastes into the SQL editor removes the test rows and nothing else.
    await backend.db.pg.exec(statement);
    expect(await emailsIn(backend)).toEqual(['ada@example.com']);
  });

  it('with the service key too, it reads the rows back, checks consented_at and leaves no test row', async () => {
    const backend = await backendWithOneSignUp();
    // The URL as the dashboard shows the REST endpoint: the project's is taken from it.
    const url = `${backend.url}/rest/v1/`;
    const { code, stdout, stderr } = await check({ SUPABASE_URL: url, SUPABASE_ANON_KEY: LOCAL_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_KEY });
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(`supabase:check of ${backend.url}, with the anon key and the service key`);
    expect(lines).toEqual(expect.arrayContaining([
      ...ANON_LINES,
      '✓ anon cannot update (401 42501 permission denied for table waitlist; the row is unchanged)',
      '✓ anon cannot delete (401 42501 permission denied for table waitlist; the row is still there)',
      '✓ no test row left behind (deleted 2)',
    ]));
    expect(lines).toContainEqual(expect.stringMatching(/^✓ consent with consent_text is stored, consented_at set by the database \(\d{4}-\d\d-\d\dT[\d:.]+\+00:00\)$/));
    expect(stdout).not.toContain('✗');
    expect(stdout).not.toContain('delete from');
    expect(lines.at(-1)).toBe('all 13 checks passed');
    expect(await emailsIn(backend)).toEqual(['ada@example.com']);
  });
});

describe('given a project whose table has row-level security turned off', () => {
  it('reports RLS and the consent rule as failures, exits 1, and still deletes its rows', async () => {
    const backend = await backendWithOneSignUp();
    await backend.db.pg.exec('alter table public.waitlist disable row level security');
    const { code, stdout } = await checkBackend(backend, 'with the service key');
    expect(code).toBe(1);
    const lines = stdout.trimEnd().split('\n');
    expect(lines).toContain('✗ RLS is off: anon selecting id got rows back (or a select policy lets anon list rows)');
    expect(lines).toContain('✗ consent without consent_text was stored: contact_consent must come with the words consented to');
    // The grants still hold without RLS: those checks pass.
    expect(lines).toContain('✓ anon cannot select other rows (select=*: 401 42501 permission denied for table waitlist)');
    expect(lines).toContain('✓ no test row left behind (deleted 3)');
    expect(lines.at(-1)).toBe('2 of 13 checks failed');
    expect(await emailsIn(backend)).toEqual(['ada@example.com']);
  });
});

describe('given a project whose anon role may delete rows', () => {
  it('with the anon key alone, reports the delete as a failure from the count of rows deleted', async () => {
    const backend = await backendWithOneSignUp();
    // A delete with a filter must see the rows: a select policy too (which RLS's line then reports).
    await backend.db.pg.exec(`grant delete on public.waitlist to anon;
      create policy "anyone deletes" on public.waitlist for delete to anon using (true);
      create policy "anyone reads" on public.waitlist for select to anon using (true);`);
    const { code, stdout } = await checkBackend(backend);
    expect(code).toBe(1);
    const lines = stdout.trimEnd().split('\n');
    expect(lines).toContain('✗ anon can delete (204, 1 row(s) changed)');
    // True: of the check's two test rows, the one it deleted as anon is gone, and only the other is named.
    const left = (await backend.db.pg.query<{ id: string }>("select id from public.waitlist where email like 'supabase-check%'")).rows;
    expect(left).toHaveLength(1);
    expect(lines).toContain(`1 test row(s) left in public.waitlist: without SUPABASE_SERVICE_ROLE_KEY the check cannot delete them: ${left[0]?.id}`);
  });

  it('with the service key too, deletes the row anon left and owes none', async () => {
    const backend = await backendWithOneSignUp();
    await backend.db.pg.exec(`grant delete on public.waitlist to anon;
      create policy "anyone deletes" on public.waitlist for delete to anon using (true);
      create policy "anyone reads" on public.waitlist for select to anon using (true);`);
    const { code, stdout } = await checkBackend(backend, 'with the service key');
    expect(code).toBe(1);
    const lines = stdout.trimEnd().split('\n');
    expect(lines).toContain('✗ anon can delete (204, 1 row(s) changed; the row is gone)');
    expect(lines).toContain('✓ no test row left behind (deleted 1)');
    expect((await emailsIn(backend)).filter((email) => email.startsWith('supabase-check'))).toEqual([]);
  });
});

describe('given an insert whose answer is lost after the project stored its row', () => {
  it('without the service key, says so and prints a delete that removes that row too', async () => {
    const backend = await backendWithOneSignUp();
    // Passes every request on, and drops the connection instead of the first stored row's answer.
    let dropped = false;
    const proxy = createHttpServer(async (req, res) => {
      const body = [];
      for await (const chunk of req) body.push(chunk);
      const headers = Object.entries(req.headers).filter(([name]) => !['host', 'connection', 'content-length'].includes(name)) as [string, string][];
      const answer = await fetch(`${backend.url}${req.url}`, { method: req.method ?? 'GET', headers, body: body.length ? Buffer.concat(body) : null });
      if (answer.status === 201 && !dropped) {
        dropped = true;
        res.socket?.destroy();
        return;
      }
      const kept = [...answer.headers].filter(([name]) => !['connection', 'keep-alive', 'transfer-encoding', 'content-length'].includes(name));
      res.writeHead(answer.status, kept).end(Buffer.from(await answer.arrayBuffer()));
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    try {
      const { code, stdout, stderr } = await check({ SUPABASE_URL: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`, SUPABASE_ANON_KEY: LOCAL_ANON_KEY });
      expect(code).toBe(1);
      expect(stderr).toMatch(/could not be reached/);
      const lines = stdout.trimEnd().split('\n');
      expect(lines.slice(-2)).toEqual([
        'A test insert got no answer: its row may be in public.waitlist.',
        expect.stringMatching(/^ {2}delete from public\.waitlist where email ilike 'supabase-check\+\d+-%@example\.com';$/),
      ]);
      expect((await emailsIn(backend)).filter((email) => email.startsWith('supabase-check'))).toHaveLength(1);
      await backend.db.pg.exec(lines.at(-1) ?? '');
      expect(await emailsIn(backend)).toEqual(['ada@example.com']);
    } finally {
      await new Promise((resolve) => proxy.close(resolve));
    }
  });
});

describe('given a project whose view of the limits anon may change', () => {
  it('reports it as a failure, says what to revoke, and changes no limit', async () => {
    const backend = await backendWithOneSignUp();
    // As a grant of all on the public schema's views would: the view updates the private table.
    await backend.db.pg.exec('grant update, delete on public.waitlist_limits to anon');
    const { code, stdout } = await checkBackend(backend);
    expect(code).toBe(1);
    expect(stdout.trimEnd().split('\n')).toContain(
      '✗ anon can update and delete the sign-up limits through public.waitlist_limits (204): revoke all on it from anon and authenticated, and grant select',
    );
    const { rows } = await backend.db.pg.query<{ name: string; max_signups: number }>('select name, max_signups from private.waitlist_limits order by name');
    expect(rows).toEqual([{ name: 'global', max_signups: 300 }, { name: 'per_client', max_signups: 10 }, { name: 'per_domain', max_signups: 50 }]);
  });
});

describe('given a project whose emails are unique only in the same letter case', () => {
  it('reports the capitals stored, and deletes that row with the rest, or prints a delete that does', async () => {
    for (const service of [true, false]) {
      const backend = await backendWithOneSignUp();
      await backend.db.pg.exec(`alter table public.waitlist drop constraint waitlist_email_lower_key;
        alter table public.waitlist add constraint waitlist_email_key unique (email);`);
      const { code, stdout } = await check({ SUPABASE_URL: backend.url, SUPABASE_ANON_KEY: LOCAL_ANON_KEY, ...(service ? { SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_KEY } : {}) });
      expect(code).toBe(1);
      const lines = stdout.trimEnd().split('\n');
      expect(lines).toContainEqual(expect.stringMatching(/^✗ a duplicate email is refused as the request commits: the first test row's email in capitals answered 201, 1 row\(s\), where the form expects 409 23505$/));
      if (service) expect(lines).toContain('✓ no test row left behind (deleted 3)');
      else await backend.db.pg.exec(lines.at(-2) ?? '');
      expect(await emailsIn(backend)).toEqual(['ada@example.com']);
    }
  });
});

describe("given a project that checks an email's uniqueness as its row goes in", () => {
  it('reports that a failing request tells whether an email is listed, and names the migration', async () => {
    const backend = await backendWithOneSignUp();
    // As the first migration had it: a unique index, checked row by row.
    await backend.db.pg.exec(`alter table public.waitlist drop constraint waitlist_email_lower_key;
      create unique index waitlist_email_lower_key on public.waitlist (lower(email));`);
    const { code, stdout } = await checkBackend(backend);
    expect(code).toBe(1);
    expect(stdout.trimEnd().split('\n')).toContain(
      '✗ a duplicate email is refused as the request commits: it is refused as its row goes in, so a request made to fail after it answers 409, and anyone can test emails against the waitlist; apply 20261207000000_waitlist_email_unique_at_commit.sql',
    );
  });
});

describe('given a project whose anon role may insert into every column', () => {
  it('reports the columns the database fills as settable, says what to grant instead, and deletes the rows', async () => {
    const backend = await backendWithOneSignUp();
    // A quick fix for a permission error: the whole table, not the form's columns.
    await backend.db.pg.exec('grant insert on public.waitlist to anon');
    const { code, stdout } = await checkBackend(backend, 'with the service key');
    expect(code).toBe(1);
    const lines = stdout.trimEnd().split('\n');
    expect(lines).toContain(
      "✗ anon can set id, created_at, and consented_at, which the database fills: revoke insert on public.waitlist from anon, and grant it again on the form's columns, as the migrations do",
    );
    expect(lines).toContain('✓ no test row left behind (deleted 5)');
    expect(await emailsIn(backend)).toEqual(['ada@example.com']);
  });

  it('with the anon key alone, counts the rows stored without an id among those left, and its delete removes them', async () => {
    const backend = await backendWithOneSignUp();
    await backend.db.pg.exec('grant insert on public.waitlist to anon');
    const { stdout } = await checkBackend(backend);
    const lines = stdout.trimEnd().split('\n');
    expect(lines).toContainEqual(expect.stringMatching(
      /^5 test row\(s\) left in public\.waitlist: without SUPABASE_SERVICE_ROLE_KEY the check cannot delete them: [\da-f-]{36}, [\da-f-]{36}, 3 whose id did not come back$/));
    await backend.db.pg.exec(lines.at(-2) ?? '');
    expect(await emailsIn(backend)).toEqual(['ada@example.com']);
  });
});

describe('given a project whose limits are not enforced', () => {
  it.each([
    ['disabled', 'disable trigger'],
    // Fires in replication sessions only, never on a sign-up through the API.
    ['set to fire on replicas', 'enable replica trigger'],
  ])('whose trigger is %s, reports the limits as a failure, with their values, and exits 1', async (_, change) => {
    const backend = await backendWithOneSignUp();
    await backend.db.pg.exec(`alter table public.waitlist ${change} waitlist_limits`);
    const { code, stdout } = await checkBackend(backend);
    expect(code).toBe(1);
    const lines = stdout.trimEnd().split('\n');
    expect(lines).toContain(
      '✗ sign-up limits are not enforced: the trigger waitlist_limits on public.waitlist is missing or does not fire on sign-ups (per_client 10 per 10 min, global 300 per 1 min, per_domain 50 per 1 h)',
    );
    expect(lines).not.toContainEqual(expect.stringMatching(/^✓ sign-up limits are installed/));
  });
});

describe('given a project whose per-client limit counts the first X-Forwarded-For entry, which the client writes', () => {
  it('reports the limit as passable at will, with the address the client wrote, and exits 1', async () => {
    const backend = await backendWithOneSignUp();
    // As a database would that trusted the header's first entry, or a gateway that passed the client's header on as it came.
    await backend.db.pg.exec(`create or replace view public.waitlist_client_address as
      select trim(split_part(current_setting('request.headers', true)::json ->> 'x-forwarded-for', ',', 1)) as address`);
    const { code, stdout } = await checkBackend(backend, 'with the service key');
    expect(code).toBe(1);
    const lines = stdout.trimEnd().split('\n');
    expect(lines).toContain(
      '✗ the per-client limit counts an address the client writes: sent X-Forwarded-For 198.51.100.23, counted 198.51.100.23 (without it, 127.0.0.1); a script passes the limit at will',
    );
    expect(lines.at(-1)).toBe('1 of 13 checks failed');
  });
});

describe('given a mistake in what the check is pointed at', () => {
  function expectOneLine({ code, stdout, stderr }: { code: number; stdout: string; stderr: string }, message: RegExp) {
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toMatch(message);
    expect(stderr.trimEnd().split('\n')).toHaveLength(1);
  }

  it('a wrong anon key gives one line and exit 1, and writes nothing', async () => {
    const backend = await backendWithOneSignUp();
    const result = await check({ SUPABASE_URL: backend.url, SUPABASE_ANON_KEY: 'not-a-key' });
    expectOneLine(result, /^supabase:check failed: http:\/\/127\.0\.0\.1:\d+ refused SUPABASE_ANON_KEY \(401 Invalid API key\): use the anon \(public\) key/);
    expect(await emailsIn(backend)).toEqual(['ada@example.com']);
  });

  it('a wrong service key gives one line and exit 1, and writes nothing', async () => {
    const backend = await backendWithOneSignUp();
    const result = await check({ SUPABASE_URL: backend.url, SUPABASE_ANON_KEY: LOCAL_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY: 'not-a-key' });
    expectOneLine(result, /^supabase:check failed: http:\/\/127\.0\.0\.1:\d+ refused SUPABASE_SERVICE_ROLE_KEY \(401 Invalid API key\)/);
    expect(await emailsIn(backend)).toEqual(['ada@example.com']);
  });

  it('an unreachable URL gives one line and exit 1', async () => {
    const url = `http://127.0.0.1:${await closedPort()}`;
    expectOneLine(await check({ SUPABASE_URL: url, SUPABASE_ANON_KEY: LOCAL_ANON_KEY }), new RegExp(`^supabase:check failed: ${url} could not be reached \\(ECONNREFUSED\\)\\n$`));
  });

  it('a URL that is not a Supabase project gives one line and exit 1', async () => {
    await answering(404, { 'Content-Type': 'text/html' }, '<h1>Not found</h1>', async (port) => {
      const url = `http://127.0.0.1:${port}`;
      expectOneLine(await check({ SUPABASE_URL: url, SUPABASE_ANON_KEY: LOCAL_ANON_KEY }), /^supabase:check failed: http:\/\/127\.0\.0\.1:\d+ does not answer like a Supabase project \(GET \/rest\/v1\/waitlist: 404 text\/html\)/);
    });
  });

  it("a project answering with an error of its own, or redirecting, gives one line that says so; a URL with a path, that the URL is wrong", async () => {
    const json = { 'Content-Type': 'application/json' };
    await answering(503, json, '{"code":"PGRST002","details":null,"hint":null,"message":"Could not query the database for the schema cache. Retrying."}', async (port) => {
      expectOneLine(await check({ SUPABASE_URL: `http://127.0.0.1:${port}`, SUPABASE_ANON_KEY: LOCAL_ANON_KEY }),
        /^supabase:check failed: http:\/\/127\.0\.0\.1:\d+ could not read public\.waitlist \(GET \/rest\/v1\/waitlist: 503 PGRST002 Could not query the database for the schema cache\. Retrying\.\): fix that in the project, or run the check again once it has started\n$/);
    });
    await answering(301, { Location: 'https://example.supabase.co/rest/v1/waitlist?select=id&limit=0' }, '', async (port) => {
      expectOneLine(await check({ SUPABASE_URL: `http://localhost:${port}`, SUPABASE_ANON_KEY: LOCAL_ANON_KEY }),
        /^supabase:check failed: http:\/\/localhost:\d+ redirects GET \/rest\/v1\/waitlist to https:\/\/example\.supabase\.co\/rest\/v1\/waitlist\?select=id&limit=0: SUPABASE_URL is the project URL/);
    });
    // A URL given with a path (…/rest/v1/waitlist): PostgREST says so, and the URL is to blame.
    await answering(404, json, '{"code":"PGRST125","details":null,"hint":null,"message":"Invalid path specified in request URL"}', async (port) => {
      expectOneLine(await check({ SUPABASE_URL: `http://127.0.0.1:${port}/rest/v1/waitlist`, SUPABASE_ANON_KEY: LOCAL_ANON_KEY }),
        /^supabase:check failed: http:\/\/127\.0\.0\.1:\d+\/rest\/v1\/waitlist does not answer like a Supabase project \(GET \/rest\/v1\/waitlist: 404 application\/json\): SUPABASE_URL is the project URL/);
    });
  });

  it('a key pasted with a line break in it gives one line that names the variable, not the key', async () => {
    const secret = `${LOCAL_SERVICE_KEY.slice(0, 40)}\n${LOCAL_SERVICE_KEY.slice(40)}`;
    const result = await check({ SUPABASE_URL: 'https://example.supabase.co', SUPABASE_ANON_KEY: LOCAL_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY: secret });
    expectOneLine(result, /^supabase:check failed: SUPABASE_SERVICE_ROLE_KEY holds a character no key has \(a line break/);
    expect(result.stderr).not.toContain(LOCAL_SERVICE_KEY.slice(40, 60));
  });

  it('missing variables are named in one line, exit 1', async () => {
    expectOneLine(await check({}), /^supabase:check failed: SUPABASE_URL and SUPABASE_ANON_KEY must be set/);
    expectOneLine(await check({ SUPABASE_URL: 'https://example.supabase.co' }), /^supabase:check failed: SUPABASE_ANON_KEY must be set/);
  });
});
