// @vitest-environment node
// The sign-up limits of supabase/migrations/20261126000000_waitlist_limits.sql (with the
// trigger of 20261127000000_waitlist_limits_cost.sql, counting IPv6 by /64 since
// 20261128000100_waitlist_limits_ipv6.sql, as 20261206000000_waitlist_limits_without_email.sql
// left it, the global count kept per connection since
// 20261207000100_waitlist_limits_global_per_connection.sql), through the local backend's REST API
// as a script with the public key would meet them: per client address, for the whole table,
// per email domain, and who may change them.
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_KEY } from '../../backend/keys.mjs';
import { describeLimits } from '../../backend/limits.mjs';
import { rateLimitsFromEnv, startBackend, type Backend } from '../../backend/server.mjs';

let backend: Backend;
beforeEach(async () => {
  backend = await startBackend({ port: 0, dataDir: 'memory://' });
}, 60_000);
afterEach(() => backend?.close());

interface Answer {
  status: number;
  body: { code?: string; message?: string; details?: string; hint?: string } & Array<unknown>;
}

let sent = 0;
/**
 * A sign-up posted from a given loopback address (the connection's source, which the
 * gateway adds to X-Forwarded-For), with any headers the client likes to add.
 */
function signUp(
  from: string,
  { email = `visitor${++sent}@agency${sent}.example` as string | null, key = LOCAL_ANON_KEY, headers = {} } = {},
): Promise<Answer> {
  const url = new URL(`${backend.url}/rest/v1/waitlist?select=id`);
  const body = JSON.stringify({ name: 'Visitor', email, company_name: 'Agency', creator_count: '1-5' });
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        localAddress: from,
        headers: { apikey: key, 'Content-Type': 'application/json', Prefer: 'return=representation', ...headers },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text || 'null') as Answer['body'] }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const statuses = (answers: Answer[]) => answers.map(({ status }) => status);
const stored = async () => Number((await backend.db.pg.query<{ n: number }>('select count(*)::int as n from public.waitlist')).rows[0]?.n);
/** As the project owner, in the SQL editor. */
const ownerSql = (sql: string) => backend.db.pg.exec(sql);

async function inTurn(count: number, send: (i: number) => Promise<Answer>) {
  const answers: Answer[] = [];
  for (let i = 0; i < count; i++) answers.push(await send(i));
  return answers;
}

describe('given one client address', () => {
  it('stores 10 sign-ups in 10 minutes, refuses the 11th with 429 PT429, and stores nothing of it', async () => {
    const answers = await inTurn(11, () => signUp('127.0.0.2'));
    expect(statuses(answers)).toEqual([...Array(10).fill(201), 429]);
    expect(answers[10]?.body).toMatchObject({ code: 'PT429', details: 'The per_client limit allows 10 sign-ups per 00:10:00.' });
    expect(await stored()).toBe(10);
    // Another address is not held back by the first one's count.
    expect((await signUp('127.0.0.3')).status).toBe(201);
  });

  it('counts the same address whatever X-Forwarded-For the client sends', async () => {
    await inTurn(10, (i) => signUp('127.0.0.2', { headers: { 'X-Forwarded-For': `203.0.113.${i}` } }));
    const spoofed = await signUp('127.0.0.2', { headers: { 'X-Forwarded-For': '198.51.100.7, 198.51.100.8' } });
    expect(spoofed.status).toBe(429);
    expect(await stored()).toBe(10);
  });

  it('shows a client, in public.waitlist_client_address, the address the limit counts for it', async () => {
    // What `npm run supabase:check` asks a live project, with the anon key, and a header of its own.
    const counted = (headers: Record<string, string>) =>
      new Promise<unknown>((resolve, reject) => {
        request(`${backend.url}/rest/v1/waitlist_client_address?select=address`, { localAddress: '127.0.0.5', headers: { apikey: LOCAL_ANON_KEY, ...headers } }, (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve(JSON.parse(text)));
        }).on('error', reject).end();
      });
    expect(await counted({})).toEqual([{ address: '127.0.0.5' }]);
    expect(await counted({ 'X-Forwarded-For': '198.51.100.7, 198.51.100.8' })).toEqual([{ address: '127.0.0.5' }]);
    // The trigger counts that very address: its subject is the hash of it.
    await signUp('127.0.0.5', { headers: { 'X-Forwarded-For': '198.51.100.7' } });
    const { rows } = await backend.db.pg.query<{ same: boolean }>(
      `select c.subject = sha256(s.salt || convert_to('client:127.0.0.5', 'UTF8')) as same
         from private.waitlist_signup_counts c, private.waitlist_salt s where c.limit_name = 'per_client'`,
    );
    expect(rows).toEqual([{ same: true }]);
  });

  it('lets the address sign up again once its sign-ups are older than the window', async () => {
    await inTurn(10, () => signUp('127.0.0.2'));
    expect((await signUp('127.0.0.2')).status).toBe(429);
    // Two windows on, the last one's count no longer weighs.
    await ownerSql(`update private.waitlist_signup_counts set window_start = window_start - interval '20 minutes'`);
    expect((await signUp('127.0.0.2')).status).toBe(201);
  });

  it('keeps a salted hash of the address and of the domain, never either, and drops counts two windows old', async () => {
    await ownerSql(`insert into private.waitlist_signup_counts values ('per_client', '\\x00', now() - interval '2 hours 1 minute', '10 minutes', 7, 3)`);
    await signUp('127.0.0.4', { email: 'ada@agency.example' });
    const { rows } = await backend.db.pg.query<{ limit_name: string; subject: Uint8Array; hits: number }>(
      'select limit_name, subject, hits from private.waitlist_signup_counts order by limit_name',
    );
    const hash = async (text: string) =>
      Buffer.from(
        (await backend.db.pg.query<{ hash: Uint8Array }>(`select sha256(salt || convert_to($1, 'UTF8')) as hash from private.waitlist_salt`, [text]))
          .rows[0]!.hash,
      ).toString('hex');
    const connection = (await backend.db.pg.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    expect(rows.map((row) => ({ ...row, subject: Buffer.from(row.subject).toString('hex') }))).toEqual([
      { limit_name: 'global', subject: connection.toString(16).padStart(8, '0'), hits: 1 },
      { limit_name: 'per_client', subject: await hash('client:127.0.0.4'), hits: 1 },
      { limit_name: 'per_domain', subject: await hash('domain:agency.example'), hits: 1 },
    ]);
    const everything = JSON.stringify((await backend.db.pg.query('select * from private.waitlist_signup_counts')).rows);
    expect(everything).not.toContain('127.0.0.4');
    expect(everything).not.toContain('agency.example');
    const salt = await backend.db.pg.query<{ n: number }>(`select octet_length(salt) as n from private.waitlist_salt`);
    expect(salt.rows).toEqual([{ n: 32 }]);
  });

  it('drops stale counts when the global window turns, even with the global limit lifted', async () => {
    await ownerSql(`update private.waitlist_limits set max_signups = null where name = 'global'`);
    await signUp('127.0.0.5');
    await ownerSql(`insert into private.waitlist_signup_counts values ('per_client', '\\x00', now() - interval '2 hours 1 minute', '10 minutes', 7, 3)`);
    const stale = async () =>
      (await backend.db.pg.query(`select from private.waitlist_signup_counts where subject = '\\x00'`)).rows.length;
    await signUp('127.0.0.5');
    expect(await stale()).toBe(1);
    await ownerSql(`update private.waitlist_signup_counts set window_start = window_start - interval '1 minute' where limit_name = 'global'`);
    await signUp('127.0.0.5');
    expect(await stale()).toBe(0);
  });

  it('does not limit the service key', async () => {
    const answers = await inTurn(12, () => signUp('127.0.0.2', { key: LOCAL_SERVICE_KEY }));
    expect(new Set(statuses(answers))).toEqual(new Set([201]));
  });
});

describe('given IPv6 clients, each of which is given a /64', () => {
  /** A sign-up as PostgREST runs it, from the address the gateway put last in X-Forwarded-For: stored, or the error's code. */
  const signUpFrom = (address: string) =>
    backend.db
      .asRole(
        'anon',
        { role: 'anon' },
        (tx) =>
          tx.query(`insert into public.waitlist (name, email, company_name, creator_count) values ('Visitor', $1, 'Agency', '1-5')`, [
            `visitor${++sent}@agency${sent}.example`,
          ]),
        { method: 'POST', path: '/rest/v1/waitlist', headers: { 'x-forwarded-for': `198.51.100.9, ${address}` } },
      )
      .then(
        () => 'stored',
        (error: { code?: string }) => error.code,
      );

  it('counts every address of one /64 as one client, and another /64 apart', async () => {
    await ownerSql(`update private.waitlist_limits set max_signups = 2 where name = 'per_client'`);
    expect(await signUpFrom('2001:db8:1:2::1')).toBe('stored');
    expect(await signUpFrom('2001:db8:1:2::11')).toBe('stored');
    expect(await signUpFrom('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('PT429');
    expect(await signUpFrom('2001:db8:1:3::1')).toBe('stored');
  });

  it('counts IPv4 addresses, and IPv4 written as IPv6, each on its own', async () => {
    await ownerSql(`update private.waitlist_limits set max_signups = 1 where name = 'per_client'`);
    for (const address of ['192.0.2.1', '192.0.2.2', '::ffff:192.0.2.3', '::ffff:c000:204']) expect(await signUpFrom(address)).toBe('stored');
    expect(await signUpFrom('::ffff:192.0.2.3')).toBe('PT429');
  });
});

describe('given the whole table', () => {
  it('refuses sign-ups past the global limit from any address, as the owner set it with one statement', async () => {
    await ownerSql(`update private.waitlist_limits set max_signups = 3 where name = 'global'`);
    const answers = await inTurn(4, (i) => signUp(`127.0.1.${i + 1}`));
    expect(statuses(answers)).toEqual([201, 201, 201, 429]);
    expect(answers[3]?.body.details).toBe('The global limit allows 3 sign-ups per 00:01:00.');
  });

  it('counts the sign-ups committed on the other database connections of the project too', async () => {
    // A hosted API inserts over several connections, each keeping a global count of its own.
    await ownerSql(`update private.waitlist_limits set max_signups = 3 where name = 'global'`);
    await ownerSql(`insert into private.waitlist_signup_counts values ('global', '\\xffffffff', date_bin('1 minute', now(), '2000-01-01 00:00:00+00'), '1 minute', 2, 0)`);
    const answers = await inTurn(2, (i) => signUp(`127.0.1.${i + 1}`));
    expect(statuses(answers)).toEqual([201, 429]);
    expect(answers[1]?.body.details).toBe('The global limit allows 3 sign-ups per 00:01:00.');
  });

  it('lifts a limit set to null, which the start-up lines show as supabase:check does', async () => {
    expect(await describeLimits(backend.db)).toBe('per_client 10 per 10 min, global 300 per 1 min, per_domain 50 per 1 h');
    await ownerSql(`update private.waitlist_limits set max_signups = null where name = 'per_client'`);
    expect(new Set(statuses(await inTurn(12, () => signUp('127.0.0.2'))))).toEqual(new Set([201]));
    expect(await describeLimits(backend.db)).toBe('per_client unlimited, global 300 per 1 min, per_domain 50 per 1 h');
  });
});

describe('given one email domain', () => {
  it('refuses the domain past its cap from any address, and exempts common mail providers', async () => {
    await ownerSql(`update private.waitlist_limits set max_signups = 2 where name = 'per_domain'`);
    const acme = await inTurn(3, (i) => signUp(`127.0.2.${i + 1}`, { email: `person${i}@ACME.example` }));
    expect(statuses(acme)).toEqual([201, 201, 429]);
    expect(acme[2]?.body.details).toBe('The per_domain limit allows 2 sign-ups per 01:00:00.');
    const gmail = await inTurn(3, (i) => signUp(`127.0.3.${i + 1}`, { email: `person${i}@gmail.com` }));
    expect(statuses(gmail)).toEqual([201, 201, 201]);
  });

  it('leaves a sign-up without an email to the rule of its own row, which names the email', async () => {
    const answer = await signUp('127.0.4.1', { email: null });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('23502');
    expect(answer.body.message).toBe('null value in column "email" of relation "waitlist" violates not-null constraint');
    expect(await stored()).toBe(0);
  });
});

describe('given the anon key', () => {
  it('reads the limits through public.waitlist_limits', async () => {
    const response = await fetch(`${backend.url}/rest/v1/waitlist_limits?select=name,max_signups,per_seconds&order=name`, {
      headers: { apikey: LOCAL_ANON_KEY },
    });
    expect(await response.json()).toEqual([
      { name: 'global', max_signups: 300, per_seconds: 60 },
      { name: 'per_client', max_signups: 10, per_seconds: 600 },
      { name: 'per_domain', max_signups: 50, per_seconds: 3600 },
    ]);
  });

  it('cannot change a limit, through the view or the private schema', async () => {
    const patch = await fetch(`${backend.url}/rest/v1/waitlist_limits?name=eq.per_client`, {
      method: 'PATCH',
      headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify({ max_signups: 1_000_000 }),
    });
    expect(patch.status).toBe(401);
    const privateSchema = await fetch(`${backend.url}/rest/v1/waitlist_limits`, {
      method: 'PATCH',
      headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json', 'Content-Profile': 'private' },
      body: JSON.stringify({ max_signups: 1_000_000 }),
    });
    expect(privateSchema.status).toBe(406);
    // Even in SQL as the anon role, the private schema is closed.
    await expect(
      backend.db.asRole('anon', { role: 'anon' }, (tx) => tx.query(`update private.waitlist_limits set max_signups = 1000000`)),
    ).rejects.toThrow(/permission denied for schema private/);
    const { rows } = await backend.db.pg.query(`select max_signups from private.waitlist_limits where name = 'per_client'`);
    expect(rows).toEqual([{ max_signups: 10 }]);
  });
});

describe('given RATE_LIMITS=off', () => {
  it('stores any number of sign-ups from one address', async () => {
    await backend.close();
    backend = await startBackend({ port: 0, dataDir: 'memory://', rateLimits: false });
    expect(new Set(statuses(await inTurn(12, () => signUp('127.0.0.2'))))).toEqual(new Set([201]));
  });

  it('says so in the start-up lines, and a value other than on or off is an error', async () => {
    const server = spawn(process.execPath, [fileURLToPath(new URL('../../backend/server.mjs', import.meta.url))], {
      env: { ...process.env, BACKEND_PORT: '0', BACKEND_DATA_DIR: 'memory://', RATE_LIMITS: 'off' },
    });
    let output = '';
    await new Promise<void>((resolve, reject) => {
      server.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (/\n {2}limits .*\n/.test(output)) resolve();
      });
      server.once('exit', () => reject(new Error(output)));
    });
    server.kill('SIGTERM');
    expect(output).toMatch(/limits\s+off \(RATE_LIMITS=off\)/);
    expect(rateLimitsFromEnv(undefined)).toBe(true);
    expect(rateLimitsFromEnv('on')).toBe(true);
    expect(() => rateLimitsFromEnv('false')).toThrow('RATE_LIMITS must be on or off, not "false"');
  }, 60_000);
});
