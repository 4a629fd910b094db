// @vitest-environment node
// What the migration lets each key do, over raw HTTP and in the catalog: the anon role
// inserts and reads back its new row's id, and nothing else.
import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_KEY } from '../../backend/keys.mjs';
import { startBackend, type Backend } from '../../backend/server.mjs';

const ATTRIBUTION_COLUMNS = ['page_url', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'source', 'widget'];
let backend: Backend;
let storedId: string;

const anon = { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_ANON_KEY}`, 'Content-Type': 'application/json' };
const service = { apikey: LOCAL_SERVICE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_KEY}`, 'Content-Type': 'application/json' };

beforeAll(async () => {
  backend = await startBackend({ port: 0, dataDir: 'memory://' });
  const response = await fetch(`${backend.url}/rest/v1/waitlist?select=id`, {
    method: 'POST',
    headers: { ...anon, Prefer: 'return=representation', Accept: 'application/vnd.pgrst.object+json' },
    body: JSON.stringify({ name: 'Alan Turing', email: 'alan@example.com', company_name: 'Bombe Media', creator_count: '0' }),
  });
  storedId = ((await response.json()) as { id: string }).id;
}, 60_000);
afterAll(() => backend?.close());

function request(method: string, query: string, headers: Record<string, string>, body?: unknown) {
  const init: RequestInit = { method, headers };
  if (body !== undefined) init.body = JSON.stringify(body);
  return fetch(`${backend.url}/rest/v1/waitlist${query}`, init);
}

async function storedRow() {
  const response = await request('GET', `?select=name,email&id=eq.${storedId}`, service);
  return (await response.json()) as Array<{ name: string; email: string }>;
}

describe('given the anon key', () => {
  it.each(['email', 'name', 'phone_number', '*', 'id,email', ...ATTRIBUTION_COLUMNS])('refuses GET select=%s with 401 42501', async (select) => {
    const response = await request('GET', `?select=${select}`, anon);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
    expect(await response.json()).toEqual({ code: '42501', details: null, hint: null, message: 'permission denied for table waitlist' });
  });

  it('gets [] for select=id after the inserting request, even filtering on its own id', async () => {
    for (const query of ['?select=id', `?select=id&id=eq.${storedId}`]) {
      const response = await request('GET', query, anon);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-range')).toBe('*/*');
      expect(await response.json()).toEqual([]);
    }
  });

  it('cannot PATCH a row: 401 42501, and the row is unchanged', async () => {
    const response = await request('PATCH', `?id=eq.${storedId}`, anon, { email: 'mallory@example.com' });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: '42501', message: 'permission denied for table waitlist' });
    expect(await storedRow()).toEqual([{ name: 'Alan Turing', email: 'alan@example.com' }]);
  });

  it('cannot DELETE a row: 401 42501, and the row is still there', async () => {
    const response = await request('DELETE', `?id=eq.${storedId}`, anon);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: '42501', message: 'permission denied for table waitlist' });
    expect(await storedRow()).toHaveLength(1);
  });

  it('cannot DELETE or PATCH without a filter either (400 21000, as pg-safeupdate answers on Supabase)', async () => {
    const remove = await request('DELETE', '', anon);
    const update = await request('PATCH', '', anon, { name: 'x' });
    expect([remove.status, await remove.json()]).toEqual([400, { code: '21000', details: null, hint: null, message: 'DELETE requires a WHERE clause' }]);
    expect([update.status, await update.json()]).toEqual([400, { code: '21000', details: null, hint: null, message: 'UPDATE requires a WHERE clause' }]);
  });

  it('cannot set id or created_at on insert (401 42501)', async () => {
    for (const extra of [{ id: '00000000-0000-4000-8000-000000000000' }, { created_at: '2020-01-01T00:00:00Z' }]) {
      const body = { name: 'Eve', email: `eve-${Object.keys(extra)[0]}@example.com`, company_name: 'E', creator_count: '0', ...extra };
      const response = await request('POST', '', anon, body);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: '42501', message: 'permission denied for table waitlist' });
    }
  });
});

describe('given the service key', () => {
  it('reads every column of every row, with Content-Range', async () => {
    const response = await request('GET', '?select=*', service);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-range')).toBe('0-0/*');
    expect(await response.json()).toEqual([expect.objectContaining({ id: storedId, email: 'alan@example.com', contact_consent: false })]);
  });

  it('answers a PATCH with 204 and the affected range', async () => {
    const response = await request('PATCH', `?id=eq.${storedId}`, service, { name: 'A. M. Turing' });
    expect(response.status).toBe(204);
    expect(response.headers.get('content-range')).toBe('0-0/*');
    expect(await storedRow()).toEqual([{ name: 'A. M. Turing', email: 'alan@example.com' }]);
  });

  // As PostgREST does: a delete's Content-Range names no range, and a write says how many rows it
  // wrote only under count=exact (npm run supabase:check relies on it).
  it('answers a write under Prefer: count=exact with the rows it wrote, and a DELETE with no range', async () => {
    const patched = await request('PATCH', `?id=eq.${storedId}`, { ...service, Prefer: 'return=minimal, count=exact' }, { name: 'A. M. Turing' });
    expect(patched.headers.get('content-range')).toBe('0-0/1');
    expect(patched.headers.get('preference-applied')).toBe('return=minimal, count=exact');
    const rows = ['Joan Clarke', 'Mavis Batey'].map((name, i) => ({ name, email: `hut${i}@example.com`, company_name: 'Hut 8', creator_count: '0' }));
    const inserted = await request('POST', '?select=id', { ...service, Prefer: 'return=representation, count=exact' }, rows);
    expect(inserted.headers.get('content-range')).toBe('*/2');
    const [first, second] = (await inserted.json()) as { id: string }[];
    const deleted = await request('DELETE', `?id=eq.${first?.id}`, service);
    expect(deleted.status).toBe(204);
    expect(deleted.headers.get('content-range')).toBe('*/*');
    const counted = await request('DELETE', `?id=eq.${second?.id}`, { ...service, Prefer: 'count=exact' });
    expect(counted.headers.get('content-range')).toBe('*/1');
    const none = await request('DELETE', `?id=eq.${second?.id}`, { ...service, Prefer: 'count=exact' });
    expect(none.headers.get('content-range')).toBe('*/0');
  });

  // The local service key is public (it is in the repository): a page open in the developer's
  // browser while the backend runs must not read or delete the rows with it.
  it('is refused from a web page (403), as key or as bearer, and the rows stay', async () => {
    const page = { Origin: 'https://any-site.example' };
    expect((await request('GET', '?select=*', { ...service, ...page })).status).toBe(403);
    expect((await request('DELETE', `?id=eq.${storedId}`, { ...service, ...page })).status).toBe(403);
    expect((await request('GET', '?select=*', { ...anon, Authorization: `Bearer ${LOCAL_SERVICE_KEY}`, ...page })).status).toBe(403);
    expect(await storedRow()).toHaveLength(1);
    // The anon key from a page is what the widgets send: still answered.
    expect((await request('GET', '?select=id', { ...anon, ...page })).status).toBe(200);
  });

  // DNS rebinding: a page on a domain rebound to 127.0.0.1 reads the backend same-origin, with no
  // Origin header; its requests name that domain as their Host.
  it('is refused for a request whose Host is a domain name (403), and answered by address or as localhost', async () => {
    const port = new URL(backend.url).port;
    const status = (host: string, key: string) =>
      new Promise<number>((resolve, reject) => {
        const headers = { Host: host, apikey: key, Authorization: `Bearer ${key}` };
        get(`${backend.url}/rest/v1/waitlist?select=id&id=eq.${storedId}`, { headers }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        }).on('error', reject);
      });
    expect(await status(`rebound.example:${port}`, LOCAL_SERVICE_KEY)).toBe(403);
    expect(await status(`localhost.rebound.example:${port}`, LOCAL_SERVICE_KEY)).toBe(403);
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]) expect(await status(host, LOCAL_SERVICE_KEY)).toBe(200);
    // The anon key is the public one: answered whatever the Host.
    expect(await status(`rebound.example:${port}`, LOCAL_ANON_KEY)).toBe(200);
  });
});

describe('the grants the migration leaves', () => {
  it('give anon insert on the form, attribution and consent text columns and select on id only, authenticated nothing, service_role all', async () => {
    const { rows } = await backend.db.pg.query<{ grantee: string; privilege_type: string; column_name: string }>(
      `select grantee, privilege_type, column_name from information_schema.column_privileges
        where table_schema = 'public' and table_name = 'waitlist' and grantee in ('anon', 'authenticated', 'PUBLIC')
        order by grantee, privilege_type, column_name`,
    );
    expect(rows.filter((r) => r.privilege_type === 'SELECT')).toEqual([{ grantee: 'anon', privilege_type: 'SELECT', column_name: 'id' }]);
    expect(rows.filter((r) => r.privilege_type === 'INSERT').map((r) => r.column_name).sort()).toEqual(
      ['company_name', 'contact_consent', 'creator_count', 'email', 'feature_choices', 'importance', 'name', 'phone_number', 'proposed_feature',
        'consent_text', ...ATTRIBUTION_COLUMNS].sort(),
    );
    expect(rows.every((r) => r.grantee === 'anon' && ['SELECT', 'INSERT'].includes(r.privilege_type))).toBe(true);
    const service = await backend.db.pg.query<{ ok: boolean }>(
      `select bool_and(has_table_privilege('service_role', 'public.waitlist', p)) as ok
         from unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE']) p`,
    );
    expect(service.rows).toEqual([{ ok: true }]);
  });

  it('enable row-level security, with no update or delete policy', async () => {
    const { rows } = await backend.db.pg.query<{ policyname: string; cmd: string; roles: string[] }>(
      `select policyname, cmd, roles from pg_policies where schemaname = 'public' and tablename = 'waitlist' order by cmd`,
    );
    expect(rows).toEqual([
      { policyname: 'waitlist_anon_insert', cmd: 'INSERT', roles: ['anon'] },
      { policyname: 'waitlist_anon_select_own_new_row', cmd: 'SELECT', roles: ['anon'] },
    ]);
    const rls = await backend.db.pg.query(`select relrowsecurity from pg_class where oid = 'public.waitlist'::regclass`);
    expect(rls.rows).toEqual([{ relrowsecurity: true }]);
  });
});
