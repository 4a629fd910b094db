// @vitest-environment node
// The sign-up limits on PostgreSQL itself, the engine of a hosted project, where the API inserts
// over several database connections at once: what the local backend's PGlite, with one
// connection, cannot show (rate-limits.test.ts tests the limits through its REST API). Each test
// has a database of its own, with every migration, and signs up as PostgREST does: role anon,
// the client address in the request headers, one transaction each.
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { findServerBin, skipPostgres } from '../../scripts/ensure-postgres.mjs';
import { startCluster, type Cluster } from '../../scripts/postgres-cluster.mjs';

/** The cluster's start, which afterAll stops even when beforeAll gave up waiting for it. */
let starting: Promise<Cluster> | undefined;
let databases = 0;
let clients: pg.Client[] = [];

/** A new database with every migration, and `count` connections to it. */
async function connections(count: number) {
  const { psql, host, port } = await starting!;
  const database = `test_${++databases}`;
  psql('postgres', `create database ${database} template migrated`);
  const opened = Array.from({ length: count }, () => new pg.Client({ host, port, user: 'postgres', database }));
  clients.push(...opened);
  await Promise.all(opened.map((client) => client.connect()));
  return opened;
}

let sent = 0;
/** Begins a sign-up from `address`, with an email of a domain of its own, and leaves its transaction open. */
async function beginSignUp(client: pg.Client, address: string) {
  await client.query('begin');
  await client.query(
    `select set_config('role', 'anon', true), set_config('request.jwt.claims', '{"role":"anon"}', true), set_config('request.headers', $1, true)`,
    [JSON.stringify({ 'x-forwarded-for': `203.0.113.9, ${address}` })],
  );
  try {
    await client.query(`insert into public.waitlist (name, email, company_name, creator_count) values ('Visitor', $1, 'Agency', '1-5')`, [
      `visitor${++sent}@agency${sent}.example`,
    ]);
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

async function signUp(client: pg.Client, address: string) {
  await beginSignUp(client, address);
  await client.query('commit');
}

const stored = async (client: pg.Client) => (await client.query<{ n: number }>('select count(*)::int as n from public.waitlist')).rows[0]!.n;

describe.skipIf(skipPostgres())('the sign-up limits on PostgreSQL', () => {
  beforeAll(async () => {
    const bin = findServerBin();
    if (!bin) throw new Error('No PostgreSQL server: run node scripts/ensure-postgres.mjs, or set SKIP_POSTGRES=1 to skip this test');
    starting = startCluster(bin);
    (await starting).migrate('migrated');
  }, 120_000);
  afterAll(async () => (await starting?.catch(() => undefined))?.stop());

  afterEach(async () => {
    await Promise.all(clients.map((client) => client.end()));
    clients = [];
  });

  it('refuses a sign-up past the per-client limit with PT429, once every migration is applied', async () => {
    const [client] = (await connections(1)) as [pg.Client];
    for (let i = 0; i < 10; i++) await signUp(client, '198.51.100.7');
    await expect(signUp(client, '198.51.100.7')).rejects.toMatchObject({
      code: 'PT429',
      message: 'Too many sign-ups, please try again later',
      detail: 'The per_client limit allows 10 sign-ups per 00:10:00.',
    });
    await signUp(client, '198.51.100.8');
    expect(await stored(client)).toBe(11);
  });

  it("counts other connections' committed sign-ups against the global limit", async () => {
    const [first, second] = (await connections(2)) as [pg.Client, pg.Client];
    await first.query(`update private.waitlist_limits set max_signups = 3 where name = 'global'`);
    for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) await signUp(first, address);
    await expect(signUp(second, '198.51.100.4')).rejects.toMatchObject({ code: 'PT429', detail: 'The global limit allows 3 sign-ups per 00:01:00.' });
    expect(await stored(first)).toBe(3);
  });

  it('does not make a sign-up wait for another one in flight on another connection', async () => {
    const [first, second] = (await connections(2)) as [pg.Client, pg.Client];
    await second.query(`set lock_timeout = '1s'`);
    await beginSignUp(first, '198.51.100.1');
    // From another client address, with another email domain: no count of theirs is shared.
    await signUp(second, '198.51.100.2');
    await first.query('commit');
    expect(await stored(first)).toBe(2);
  });

  it('leaves a stale count that another sign-up is dropping, rather than wait for it', async () => {
    const [first, second] = (await connections(2)) as [pg.Client, pg.Client];
    await first.query(`insert into private.waitlist_signup_counts values ('per_client', '\\x00', now() - interval '1 day', '10 minutes', 7, 3)`);
    const stale = async () => (await first.query(`select from private.waitlist_signup_counts where subject = '\\x00'`)).rowCount;
    await second.query(`set lock_timeout = '1s'`);
    // Each connection's first sign-up starts its global window, and drops the stale counts.
    await beginSignUp(first, '198.51.100.1');
    await signUp(second, '198.51.100.2');
    await first.query('commit');
    expect(await stale()).toBe(0);
    expect(await stored(first)).toBe(2);
  });
});
