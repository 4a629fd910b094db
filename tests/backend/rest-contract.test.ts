// @vitest-environment node
// The local backend answers the way a hosted Supabase project's gateway and PostgREST
// do (backend/README.md), request by request, over raw HTTP.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorAnswer } from '../../backend/errors.mjs';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_KEY } from '../../backend/keys.mjs';
import { startBackend, type Backend } from '../../backend/server.mjs';

const OBJECT = 'application/vnd.pgrst.object+json';
let backend: Backend;

beforeAll(async () => {
  backend = await startBackend({ port: 0, dataDir: 'memory://' });
}, 60_000);
afterAll(() => backend?.close());

function anon(extra: Record<string, string> = {}): Record<string, string> {
  return { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_ANON_KEY}`, 'Content-Type': 'application/json', ...extra };
}

function entry(email: string, fields: Record<string, unknown> = {}) {
  return { name: 'Ada Lovelace', email, company_name: 'Analytical Agency', phone_number: null, importance: 'important',
    contact_consent: false, creator_count: '6-20', feature_choices: ['Payments', 'Agency Roster'], proposed_feature: null, ...fields };
}

function post(body: unknown, headers: Record<string, string>, query = '?select=id', table = 'waitlist') {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return fetch(`${backend.url}/rest/v1/${table}${query}`, { method: 'POST', headers, body: text });
}

async function rowsWithEmail(email: string): Promise<unknown[]> {
  const response = await fetch(`${backend.url}/rest/v1/waitlist?select=id&email=ilike.${encodeURIComponent(email)}`, {
    headers: { apikey: LOCAL_SERVICE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_KEY}` },
  });
  return (await response.json()) as unknown[];
}

describe('the gateway', () => {
  it('answers a CORS preflight with 200, echoing the requested headers, before any key check', async () => {
    const response = await fetch(`${backend.url}/rest/v1/waitlist?select=id`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://partner.example', 'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey,authorization,content-profile,content-type,prefer,x-client-info' },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toBe('apikey,authorization,content-profile,content-type,prefer,x-client-info');
    expect(response.headers.get('access-control-allow-methods')).toBe('GET,HEAD,PUT,PATCH,POST,DELETE,OPTIONS');
  });

  it('given no apikey, answers 401 with the gateway message and no code', async () => {
    const response = await post(entry('nokey@example.com'), { 'Content-Type': 'application/json' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('given an unknown apikey, answers 401 Invalid API key', async () => {
    const response = await post(entry('badkey@example.com'), { apikey: 'not-a-key', 'Content-Type': 'application/json' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' });
  });

  it('given a bearer token that is not the project\'s, answers 401 PGRST301 with invalid_token, and stores nothing', async () => {
    for (const [token, message] of [['not-a-jwt', 'Expected 3 parts in JWT; got 1'], ['eyJh.eyJi.c2ln', 'JWSError JWSInvalidSignature']] as const) {
      const email = `badtoken-${token.length}@example.com`;
      const response = await post(entry(email), anon({ Authorization: `Bearer ${token}` }));
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
      expect(response.headers.get('proxy-status')).toBe('PostgREST; error=PGRST301');
      expect(await response.json()).toEqual({ code: 'PGRST301', details: null, hint: null, message });
      expect(await rowsWithEmail(email)).toEqual([]);
    }
  });

  it('accepts the key as an apikey url parameter too', async () => {
    const response = await post(entry('urlkey@example.com'), { 'Content-Type': 'application/json' }, `?apikey=${LOCAL_ANON_KEY}`);
    expect(response.status).toBe(201);
  });

  it('refuses a body over 1 MiB with 413', async () => {
    const response = await post({ name: 'x'.repeat(2 * 1024 * 1024) }, anon());
    expect(response.status).toBe(413);
  });

  it('answers 400, not a server error, to a request target no URL can be made of', async () => {
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(`${backend.url}/`, { path: '//[x', headers: { apikey: LOCAL_ANON_KEY } }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(answer).toEqual({ status: 400, body: JSON.stringify({ message: 'The request target is not a valid URL' }) });
  });

  it('exposes Content-Range to cross-origin pages on every answer', async () => {
    const response = await fetch(`${backend.url}/rest/v1/waitlist?select=id`, { headers: anon() });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-expose-headers')).toContain('Content-Range');
  });
});

describe('given the anon key, POST /rest/v1/waitlist', () => {
  it('answers 201 with [{"id"}] and PostgREST headers for return=representation', async () => {
    const response = await post(entry('array-form@example.com'), anon({ Prefer: 'return=representation' }));
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('content-range')).toBe('*/*');
    expect(response.headers.get('preference-applied')).toBe('return=representation');
    const body = (await response.json()) as Array<{ id: string }>;
    expect(body).toEqual([{ id: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
  });

  it('answers 201 with a bare {"id"} object when the object media type is accepted', async () => {
    const response = await post(entry('object-form@example.com'), anon({ Prefer: 'return=representation', Accept: OBJECT }));
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toBe('application/vnd.pgrst.object+json; charset=utf-8');
    expect(await response.json()).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  });

  it('answers 201 with an empty body for return=minimal, which needs no select grant', async () => {
    const response = await post(entry('minimal@example.com'), anon({ Prefer: 'return=minimal' }), '');
    expect(response.status).toBe(201);
    expect(await response.text()).toBe('');
    expect(response.headers.get('preference-applied')).toBe('return=minimal');
    expect(await rowsWithEmail('minimal@example.com')).toHaveLength(1);
  });

  it('inserts an array body with columns=, as supabase-js sends it, a missing key becoming null', async () => {
    const rows = [entry('batch-1@example.com'), { ...entry('batch-2@example.com'), phone_number: undefined }];
    const query = '?columns=%22name%22,%22email%22,%22company_name%22,%22phone_number%22,%22creator_count%22&select=id';
    const response = await post(rows, anon({ Prefer: 'return=representation' }), query);
    expect(response.status).toBe(201);
    expect(await response.json()).toHaveLength(2);
  });

  it('answers 406 PGRST116 for two rows with the object media type, and stores neither', async () => {
    const rows = [entry('pair-1@example.com'), entry('pair-2@example.com')];
    const response = await post(rows, anon({ Prefer: 'return=representation', Accept: OBJECT }));
    expect(response.status).toBe(406);
    expect(response.headers.get('proxy-status')).toBe('PostgREST; error=PGRST116');
    expect(await response.json()).toEqual({ code: 'PGRST116', details: 'The result contains 2 rows', hint: null,
      message: 'Cannot coerce the result to a single JSON object' });
    expect(await rowsWithEmail('pair-1@example.com')).toEqual([]);
  });

  it("gives a request that fails anyway the same answer whether or not its first email is on the list", async () => {
    expect((await post(entry('listed@example.com'), anon())).status).toBe(201);
    /** The answer to a request whose first row's email is `email`, made to fail after it. */
    const probe = async (email: string, rows: unknown[], headers: Record<string, string>) => {
      const response = await post([entry(email), ...rows], anon(headers));
      return { status: response.status, body: await response.json() };
    };
    // A second row no form sends; and a second good row, asked for as one object.
    for (const [rows, headers] of [[[entry('second@example.com', { creator_count: 'x' })], {}], [[entry('other@example.com')], { Prefer: 'return=representation', Accept: OBJECT }]] as const) {
      const listed = await probe('LISTED@example.com', [...rows], headers);
      expect(listed.status).not.toBe(409);
      expect(listed).toEqual(await probe('not-listed@example.com', [...rows], headers));
    }
    expect(await rowsWithEmail('not-listed@example.com')).toEqual([]);
  });

  it('answers 409 23505 with null details for a duplicate email in another letter case', async () => {
    expect((await post(entry('Case.Twin@Example.com'), anon())).status).toBe(201);
    const response = await post(entry('case.twin@example.COM'), anon({ Prefer: 'return=representation', Accept: OBJECT }));
    expect(response.status).toBe(409);
    expect(response.headers.get('proxy-status')).toBe('PostgREST; error=23505');
    expect(await response.json()).toEqual({ code: '23505', details: null, hint: null,
      message: 'duplicate key value violates unique constraint "waitlist_email_lower_key"' });
  });

  it.each([
    ['a creator count not in the list', { creator_count: '7' }, 'waitlist_creator_count_check'],
    ['an importance not in the list', { importance: 'urgent' }, 'waitlist_importance_check'],
    ['an empty importance (unanswered is null)', { importance: '' }, 'waitlist_importance_check'],
    ['a feature not in the list', { feature_choices: ['Payments', 'Teleportation'] }, 'waitlist_feature_choices_check'],
    ['a name over 200 characters', { name: 'x'.repeat(201) }, 'waitlist_name_check'],
    ['a blank company name', { company_name: '   ' }, 'waitlist_company_name_check'],
    ['an email without @', { email: 'no-at-sign.example.com' }, 'waitlist_email_check'],
    ['an email over 320 characters', { email: `${'x'.repeat(310)}@example.com` }, 'waitlist_email_check'],
    ['a phone number over 50 characters', { phone_number: '1'.repeat(51) }, 'waitlist_phone_number_check'],
    ['a proposed feature over 2000 characters', { proposed_feature: 'x'.repeat(2001) }, 'waitlist_proposed_feature_check'],
  ])('answers 400 23514 for %s', async (_, fields, constraint) => {
    const response = await post(entry(`check-${constraint}-${Math.random()}@example.com`, fields), anon({ Prefer: 'return=representation' }));
    expect(response.status).toBe(400);
    expect(response.headers.get('proxy-status')).toBe('PostgREST; error=23514');
    const body = (await response.json()) as { code: string; message: string };
    expect(body.code).toBe('23514');
    expect(body.message).toBe(`new row for relation "waitlist" violates check constraint "${constraint}"`);
  });

  it('answers 401 42501 with WWW-Authenticate for contact_consent true without consent_text (the insert policy refuses it)', async () => {
    const response = await post(entry('consent@example.com', { contact_consent: true }), anon({ Prefer: 'return=representation' }));
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
    expect(await response.json()).toEqual({ code: '42501', details: null, hint: null,
      message: 'new row violates row-level security policy for table "waitlist"' });
  });

  it('answers 400 23502 when a required column is missing', async () => {
    const withoutName: Record<string, unknown> = entry('no-name@example.com');
    delete withoutName.name;
    const response = await post(withoutName, anon({ Prefer: 'return=representation' }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; message: string };
    expect(body).toMatchObject({ code: '23502', message: 'null value in column "name" of relation "waitlist" violates not-null constraint' });
  });

  it('answers 400 PGRST204 for a column the table does not have', async () => {
    const response = await post(entry('foo@example.com', { foo: 1 }), anon());
    expect(response.status).toBe(400);
    expect(response.headers.get('proxy-status')).toBe('PostgREST; error=PGRST204');
    expect(await response.json()).toEqual({ code: 'PGRST204', details: null, hint: null,
      message: "Could not find the 'foo' column of 'waitlist' in the schema cache" });
  });

  it("answers 400 PGRST100 for a filter or order named after an object's own property, as for any unknown one", async () => {
    const service = { apikey: LOCAL_SERVICE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_KEY}` };
    for (const query of ['email=constructor.x', 'email=toString.x', 'email=is.__proto__', 'order=email.toString']) {
      const response = await fetch(`${backend.url}/rest/v1/waitlist?select=id&${query}`, { headers: service });
      expect([query, response.status, ((await response.json()) as { code: string }).code]).toEqual([query, 400, 'PGRST100']);
    }
  });

  it('answers 404 PGRST205 for a table that does not exist', async () => {
    const response = await post(entry('x@example.com'), anon(), '?select=id', 'waitlists');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'PGRST205', details: null, hint: null,
      message: "Could not find the table 'public.waitlists' in the schema cache" });
  });

  it('answers 404 PGRST205 for a table name that is not valid percent-encoding', async () => {
    const response = await post(entry('x@example.com'), anon(), '?select=id', '%E0%A4%A');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'PGRST205', message: "Could not find the table 'public.%E0%A4%A' in the schema cache" });
  });

  it.each([['an empty body', ''], ['invalid JSON', '{"name":'], ['a bare string', '"hello"']])(
    'answers 400 PGRST102 for %s',
    async (_, body) => {
      const response = await post(body, anon());
      expect(response.status).toBe(400);
      expect(response.headers.get('proxy-status')).toBe('PostgREST; error=PGRST102');
      expect(await response.json()).toEqual({ code: 'PGRST102', details: null, hint: null, message: 'Empty or invalid json' });
    },
  );

  // A page may send text/plain across origins without a preflight (the key in the URL): PostgREST refuses it.
  it.each(['text/plain;charset=UTF-8', 'application/x-www-form-urlencoded'])('answers 400 PGRST102 for a body sent as %s, and stores nothing', async (type) => {
    const email = `typed-${type.length}@example.com`;
    const response = await post(entry(email), anon({ 'Content-Type': type }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'PGRST102', details: null, hint: null, message: `Content-Type not acceptable: ${type}` });
    expect(await rowsWithEmail(email)).toEqual([]);
  });

  // With the service key, which no limit counts: this file's anon inserts, all from one address, are few.
  it('takes JSON whatever its parameters, and a body with no type as JSON', async () => {
    const service = { apikey: LOCAL_SERVICE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_KEY}` };
    const typed = await post(entry('typed-json@example.com'), { ...service, 'Content-Type': 'Application/JSON; charset=utf-8' });
    expect(typed.status).toBe(201);
    const untyped = await fetch(`${backend.url}/rest/v1/waitlist`, {
      method: 'POST',
      headers: service,
      body: new Blob([JSON.stringify(entry('untyped-json@example.com'))]),
    });
    expect(untyped.status).toBe(201);
  });

  it('answers 400 PGRST102 for an array whose objects have different keys', async () => {
    const response = await post([entry('k1@example.com'), { email: 'k2@example.com' }], anon());
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'PGRST102', message: 'All object keys must match' });
  });
});

describe('status mapping', () => {
  it('turns a statement timeout (57014) into 500, as PostgREST does', () => {
    const answer = errorAnswer({ code: '57014', message: 'canceling statement due to statement timeout' }, 'anon');
    expect(answer.status).toBe(500);
    expect(answer.headers['Proxy-Status']).toBe('PostgREST; error=57014');
    expect(JSON.parse(answer.body)).toEqual({ code: '57014', details: null, hint: null, message: 'canceling statement due to statement timeout' });
  });

  // PostgREST's mapSQLtoHTTP (Error.hs), case by case where a class's status has exceptions.
  it.each([
    ['21000', 'UPDATE requires a WHERE clause', 400],
    ['21000', 'more than one row returned by a subquery used as an expression', 500],
    ['22023', 'role "nobody" does not exist', 401],
    ['22023', 'invalid value for parameter', 400],
    ['53400', 'configuration limit exceeded', 500],
    ['53100', 'could not extend file', 503],
    ['57P01', 'terminating connection due to administrator command', 503],
    ['PT429', 'Too many sign-ups, please try again later', 429],
    ['PTABC', 'not a status', 500],
    // No HTTP status: Node would throw on writing the answer, and the request would go unanswered.
    ['PT099', 'below any status', 500],
    ['PT600', 'above any status', 500],
  ])('answers %s "%s" with %i', (code, message, status) => {
    expect(errorAnswer({ code, message }, 'anon').status).toBe(status);
  });

  it('answers 403, not 401, when the service role is refused', () => {
    expect(errorAnswer({ code: '42501', message: 'permission denied for table x' }, 'service_role').status).toBe(403);
  });
});

describe('given attribution values', () => {
  const attribution = { page_url: 'https://partner.example/pricing', referrer: 'https://news.example/', utm_source: 'newsletter',
    utm_medium: 'email', utm_campaign: 'launch', utm_term: 'agency', utm_content: 'hero', source: 'acme-blog', widget: 'waitlist' };

  it('stores them with the anon key, at their bounds too', async () => {
    const atBounds = { ...attribution, page_url: `https://partner.example/${'p'.repeat(2048 - 24)}`, source: 's'.repeat(200) };
    const response = await post(entry('attributed@example.com', atBounds), anon({ Prefer: 'return=representation' }));
    expect(response.status).toBe(201);
    const stored = await fetch(`${backend.url}/rest/v1/waitlist?select=${Object.keys(attribution).join(',')}&email=eq.attributed@example.com`, {
      headers: { apikey: LOCAL_SERVICE_KEY },
    });
    expect(await stored.json()).toEqual([atBounds]);
  });

  it.each([['page_url', 20_000], ['referrer', 2049], ['utm_campaign', 201], ['source', 201], ['widget', 201]])(
    'answers 400 23514 for a %s of %i characters sent straight to the REST API, and stores nothing',
    async (column, length) => {
      const email = `long-${column}@example.com`;
      const response = await post(entry(email, { ...attribution, [column]: 'x'.repeat(length) }), anon({ Prefer: 'return=representation' }));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: '23514', message: expect.stringContaining(`waitlist_${column}_check`) });
      expect(await rowsWithEmail(email)).toEqual([]);
    },
  );

  it.each([
    ['widget', 'partner-b', 'waitlist_widget_known'],
    ['page_url', 'https://partner.example/pricing?email=ada@example.com', 'waitlist_page_url_origin_path'],
    ['referrer', 'https://news.example/#token=abc', 'waitlist_referrer_origin_path'],
  ])('answers 400 23514 for a %s the widgets never send (%s), and stores nothing', async (column, value, constraint) => {
    const email = `unsent-${column}@example.com`;
    const response = await post(entry(email, { ...attribution, [column]: value }), anon());
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: '23514', message: expect.stringContaining(constraint) });
    expect(await rowsWithEmail(email)).toEqual([]);
  });

  // With the service key, which no limit counts: this file's anon inserts, all from one address, are few.
  it('stores each widget the widgets name, and a path with ; or @ in it', async () => {
    const service = { apikey: LOCAL_SERVICE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_KEY}`, 'Content-Type': 'application/json' };
    const rows = ['waitlist', 'waitlist-modal', 'landing', 'roster-demo'].map((widget) =>
      entry(`widget-${widget}@example.com`, { ...attribution, widget, page_url: 'https://medium.example/@acme;v=2/launch' }));
    expect((await post(rows, service, '')).status).toBe(201);
  });
});

describe('given more rows than one answer holds', () => {
  const service = { apikey: LOCAL_SERVICE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_KEY}`, 'Content-Type': 'application/json' };
  const page = (query: string) => fetch(`${backend.url}/rest/v1/waitlist?select=email&company_name=eq.Paging%20Co&order=email${query}`, { headers: service });

  beforeAll(async () => {
    const rows = Array.from({ length: 1500 }, (_, i) => entry(`paging-${String(i).padStart(4, '0')}@example.com`, { company_name: 'Paging Co' }));
    expect((await post(rows, service, '')).status).toBe(201);
  }, 60_000);

  it('a GET answers at most 1,000 rows, whatever its limit, as Supabase does', async () => {
    for (const query of ['', '&limit=5000']) {
      const response = await page(query);
      expect(response.headers.get('content-range')).toBe('0-999/*');
      expect((await response.json()) as unknown[]).toHaveLength(1000);
    }
  });

  it('the rest comes with offset, and a smaller limit is kept', async () => {
    const rest = await page('&offset=1000&limit=1000');
    expect(rest.headers.get('content-range')).toBe('1000-1499/*');
    const emails = ((await rest.json()) as Array<{ email: string }>).map((r) => r.email);
    expect(emails[0]).toBe('paging-1000@example.com');
    expect(emails).toHaveLength(500);
    expect((await (await page('&limit=3')).json()) as unknown[]).toHaveLength(3);
  });

  it('counts every row its filters match under Prefer: count=exact, answering 206 for a part of them', async () => {
    const counted = (query: string, method = 'GET') =>
      fetch(`${backend.url}/rest/v1/waitlist?select=email&company_name=eq.Paging%20Co&order=email${query}`, { method, headers: { ...service, Prefer: 'count=exact' } });
    const first = await counted('&limit=10');
    expect([first.status, first.headers.get('content-range')]).toEqual([206, '0-9/1500']);
    expect((await first.json()) as unknown[]).toHaveLength(10);
    const last = await counted('&offset=1000');
    expect([last.status, last.headers.get('content-range')]).toEqual([206, '1000-1499/1500']);
    // supabase-js's { count: 'exact', head: true }: the count alone.
    const head = await counted('', 'HEAD');
    expect([head.status, head.headers.get('content-range')]).toEqual([206, '0-999/1500']);
    const all = await counted('&email=like.paging-000*');
    expect([all.status, all.headers.get('content-range')]).toEqual([200, '0-9/10']);
    const none = await counted('&email=eq.nobody@example.com');
    expect([none.status, none.headers.get('content-range')]).toEqual([200, '*/0']);
    const beyond = await counted('&offset=2000');
    expect(beyond.status).toBe(416);
    expect(await beyond.json()).toMatchObject({ code: 'PGRST103', details: 'An offset of 2000 was requested, but there are only 1500 rows.' });
  });
});

describe('given a PATCH or DELETE with a limit', () => {
  const service = { apikey: LOCAL_SERVICE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_KEY}`, 'Content-Type': 'application/json' };
  const write = (method: string, query: string, body?: object) =>
    fetch(`${backend.url}/rest/v1/waitlist?company_name=eq.Limited%20Co${query}`, { method, headers: service, body: body ? JSON.stringify(body) : null });
  const names = async () => {
    const response = await fetch(`${backend.url}/rest/v1/waitlist?select=email,name&company_name=eq.Limited%20Co&order=email`, { headers: service });
    return ((await response.json()) as Array<{ email: string; name: string }>).map((row) => `${row.email} ${row.name}`);
  };

  beforeAll(async () => {
    const rows = ['a', 'b', 'c', 'd'].map((letter) => entry(`limited-${letter}@example.com`, { company_name: 'Limited Co' }));
    expect((await post(rows, service, '')).status).toBe(201);
  });

  it('writes only the rows a read with the same order, limit and offset would answer, as PostgREST does', async () => {
    expect((await write('PATCH', '&order=email.desc&limit=2', { name: 'Renamed' })).status).toBe(204);
    expect(await names()).toEqual([
      'limited-a@example.com Ada Lovelace', 'limited-b@example.com Ada Lovelace',
      'limited-c@example.com Renamed', 'limited-d@example.com Renamed',
    ]);
    expect((await write('DELETE', '&order=email&limit=1&offset=1')).status).toBe(204);
    expect(await names()).toEqual(['limited-a@example.com Ada Lovelace', 'limited-c@example.com Renamed', 'limited-d@example.com Renamed']);
  });
});

describe("given supabase-js's maxAffected(n): Prefer handling=strict, max-affected=n", () => {
  const service = { apikey: LOCAL_SERVICE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_KEY}`, 'Content-Type': 'application/json' };
  const write = (method: string, prefer: string, body?: object) =>
    fetch(`${backend.url}/rest/v1/waitlist?company_name=eq.Capped%20Co`, { method, headers: { ...service, Prefer: prefer }, body: body ? JSON.stringify(body) : null });
  const stored = async () => {
    const response = await fetch(`${backend.url}/rest/v1/waitlist?select=name&company_name=eq.Capped%20Co`, { headers: service });
    return ((await response.json()) as Array<{ name: string }>).map((row) => row.name);
  };

  beforeAll(async () => {
    const rows = ['a', 'b', 'c'].map((letter) => entry(`capped-${letter}@example.com`, { company_name: 'Capped Co' }));
    expect((await post(rows, service, '')).status).toBe(201);
  });

  it('refuses a PATCH or DELETE of more rows with 400 PGRST124, and writes none of them', async () => {
    for (const [method, body] of [['PATCH', { name: 'Renamed' }], ['DELETE', undefined]] as const) {
      const response = await write(method, 'handling=strict, max-affected=2', body);
      expect([method, response.status]).toEqual([method, 400]);
      expect(await response.json()).toEqual({ code: 'PGRST124', message: 'Query result exceeds max-affected preference constraint', details: 'The query affects 3 rows', hint: null });
    }
    expect(await stored()).toEqual(['Ada Lovelace', 'Ada Lovelace', 'Ada Lovelace']);
  });

  it('writes as many as it allows, and ignores the cap without handling=strict', async () => {
    expect((await write('PATCH', 'handling=strict, max-affected=3', { name: 'Renamed' })).status).toBe(204);
    expect(await stored()).toEqual(['Renamed', 'Renamed', 'Renamed']);
    expect((await write('DELETE', 'max-affected=1')).status).toBe(204);
    expect(await stored()).toEqual([]);
  });
});
