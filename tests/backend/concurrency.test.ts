// @vitest-environment node
// Many visitors at once: PGlite has one connection, so the backend queues requests; none
// may be lost, each must get its turn, and the unique email index must hold under a burst
// of the same address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../backend/db.mjs';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_KEY } from '../../backend/keys.mjs';
import { startBackend, type Backend } from '../../backend/server.mjs';
import { killServerProcesses, startServerProcess } from './server-process';

const CLIENTS = 50;
const INSERTS_PER_CLIENT = 20;
let backend: Backend;

beforeAll(async () => {
  // Load from one address: the sign-up limits (tested in rate-limits.test.ts) would refuse it.
  backend = await startBackend({ port: 0, dataDir: 'memory://', rateLimits: false });
}, 60_000);
afterAll(() => backend?.close());

async function insert(email: string, url = backend.url) {
  const response = await fetch(`${url}/rest/v1/waitlist?select=id`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_ANON_KEY}`, 'Content-Type': 'application/json',
      Prefer: 'return=representation', Accept: 'application/vnd.pgrst.object+json' },
    body: JSON.stringify({ name: 'Load Test', email, company_name: 'Burst Agency', creator_count: '51-100' }),
  });
  return { status: response.status, body: (await response.json()) as { id?: string; code?: string } };
}

async function count(filter = '') {
  const response = await fetch(`${backend.url}/rest/v1/waitlist?select=id${filter}`, { headers: { apikey: LOCAL_SERVICE_KEY } });
  return ((await response.json()) as unknown[]).length;
}

describe('given 50 clients inserting at once', () => {
  it('1000 inserts with distinct emails all answer 201 and leave 1000 rows with distinct ids', async () => {
    const answers = await Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        const mine = [];
        for (let i = 0; i < INSERTS_PER_CLIENT; i++) mine.push(await insert(`client${client}-entry${i}@load.example`));
        return mine;
      }),
    );
    const all = answers.flat();
    expect(all.filter((a) => a.status === 201)).toHaveLength(CLIENTS * INSERTS_PER_CLIENT);
    expect(new Set(all.map((a) => a.body.id)).size).toBe(CLIENTS * INSERTS_PER_CLIENT);
    expect(await count('&email=like.*load.example')).toBe(CLIENTS * INSERTS_PER_CLIENT);
  }, 120_000);
});

describe('given 100 clients sending without pause to the server process', () => {
  afterAll(killServerProcesses);

  it('each is answered while the others still send: none waits for the load to stop', async () => {
    // In a process of its own, as it runs: with the clients in the same event loop, the
    // server reads their sockets whenever they do.
    const server = await startServerProcess('memory://', { RATE_LIMITS: 'off' });
    const CLIENTS_SENDING = 100;
    // The load stops once every client has had an answer; a client left waiting keeps it going
    // until this, and then has none counted. Not a time any client needs: a bound on the test.
    const LOAD_LIMIT_MS = 30_000;
    let busy = true;
    const answeredClients = new Set<number>();
    const stop = setTimeout(() => (busy = false), LOAD_LIMIT_MS);
    const answeredWhileBusy = await Promise.all(
      Array.from({ length: CLIENTS_SENDING }, async (_, client) => {
        let answered = 0;
        for (let i = 0; busy; i++) {
          expect((await insert(`busy${client}-entry${i}@turns.example`, server.url)).status).toBe(201);
          if (!busy) break;
          answered++;
          answeredClients.add(client);
          if (answeredClients.size === CLIENTS_SENDING) busy = false;
        }
        return answered;
      }),
    );
    clearTimeout(stop);
    server.child.kill('SIGTERM');
    expect(Math.min(...answeredWhileBusy)).toBeGreaterThan(0);
  }, 120_000);
});

describe("given one client's backlog of requests", () => {
  it("another client's request waits for one turn of it, not for all of it", async () => {
    const db = await openDatabase({ dataDir: 'memory://' });
    try {
      const order: string[] = [];
      // As the gateway passes them on: the connection's address last in X-Forwarded-For.
      const from = (address: string, label: string) =>
        db.asRole('anon', { role: 'anon' }, async (tx) => {
          await tx.query('select 1');
          order.push(label);
        }, { method: 'POST', path: '/rest/v1/waitlist', headers: { 'x-forwarded-for': `198.51.100.7, ${address}` } });
      const flood = Array.from({ length: 10 }, (_, i) => from('127.0.0.1', `flood ${i}`));
      await Promise.all([...flood, from('127.0.0.2', 'other')]);
      // The first client's second request came before the other's first; its third waits for it.
      expect(order.slice(0, 4)).toEqual(['flood 0', 'flood 1', 'other', 'flood 2']);
      expect(order).toHaveLength(11);
    } finally {
      await db.close();
    }
  });
});

describe('given 100 concurrent inserts of one email in varying letter case', () => {
  it('exactly one answers 201 and the other 99 answer 409 23505', async () => {
    const spellings = Array.from({ length: 100 }, (_, i) =>
      [...'same.person@burst.example'].map((char, at) => ((i >> at % 7) & 1 ? char.toUpperCase() : char)).join(''),
    );
    const answers = await Promise.all(spellings.map((email) => insert(email)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409 && a.body.code === '23505')).toHaveLength(99);
    expect(await count('&email=ilike.same.person@burst.example')).toBe(1);
  }, 120_000);
});
