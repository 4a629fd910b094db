// @vitest-environment node
// The widgets' own call, `from('waitlist').insert(row).select('id').single()`, through
// supabase-js against the local backend: every answer the widget has to handle.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_KEY } from '../../backend/keys.mjs';
import { startBackend, type Backend } from '../../backend/server.mjs';

// Node 20 has no WebSocket and these tests never open a realtime channel: any
// constructor satisfies supabase-js, and it is never called.
const noRealtime = { transport: class NoWebSocket {} as never };

let backend: Backend;
let visitor: SupabaseClient;
let operator: SupabaseClient;

beforeAll(async () => {
  backend = await startBackend({ port: 0, dataDir: 'memory://' });
  visitor = createClient(backend.url, LOCAL_ANON_KEY, { realtime: noRealtime });
  operator = createClient(backend.url, LOCAL_SERVICE_KEY, { realtime: noRealtime });
}, 60_000);
afterAll(() => backend?.close());

function entry(email: string, fields: Record<string, unknown> = {}) {
  return { name: 'Grace Hopper', email, company_name: 'Compiler Talent', phone_number: '+1 555 0100',
    importance: 'very-important', contact_consent: false, creator_count: '21-50',
    feature_choices: ['Synced Social Media Analytics', 'White Label Solution'], proposed_feature: 'Bulk invoicing',
    page_url: 'https://partner.example/pricing', referrer: 'https://news.example/issue-12', utm_source: 'newsletter', utm_medium: 'email',
    utm_campaign: 'launch', utm_term: null, utm_content: null, source: 'acme-blog', widget: 'waitlist', ...fields };
}

describe('given the anon key, the waitlist submit', () => {
  it('returns the new row id with status 201', async () => {
    const { data, error, status } = await visitor.from('waitlist').insert(entry('grace@example.com')).select('id').single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  });

  it('stores the row as sent, with created_at set by the database', async () => {
    const { data } = await visitor.from('waitlist').insert(entry('stored@example.com')).select('id').single();
    const { data: rows } = await operator.from('waitlist').select('*').eq('id', data?.id);
    expect(rows).toEqual([
      { ...entry('stored@example.com'), id: data?.id, created_at: expect.any(String), consent_text: null, consented_at: null, email_key: 'stored@example.com' },
    ]);
  });

  it('answers a duplicate email in another letter case with 409 and code 23505', async () => {
    await visitor.from('waitlist').insert(entry('twin@example.com')).select('id').single();
    const { data, error, status } = await visitor.from('waitlist').insert(entry('TWIN@Example.com')).select('id').single();
    expect(data).toBeNull();
    expect(status).toBe(409);
    expect(error).toMatchObject({ code: '23505', details: null });
  });

  it('answers an option that is not listed with 400 and code 23514', async () => {
    const { error, status } = await visitor.from('waitlist').insert(entry('odd@example.com', { creator_count: 'lots' })).select('id').single();
    expect(status).toBe(400);
    expect(error?.code).toBe('23514');
  });

  it('answers contact_consent true without consent_text with 401 and code 42501', async () => {
    const { error, status } = await visitor.from('waitlist').insert(entry('consent@example.com', { contact_consent: true })).select('id').single();
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: '42501', message: 'new row violates row-level security policy for table "waitlist"' });
  });

  it('answers a missing required column with 400 and code 23502', async () => {
    const row: Record<string, unknown> = entry('nocompany@example.com');
    delete row.company_name;
    const { error, status } = await visitor.from('waitlist').insert(row).select('id').single();
    expect(status).toBe(400);
    expect(error?.code).toBe('23502');
  });

  it('answers an unknown column with 400 and code PGRST204', async () => {
    const { error, status } = await visitor.from('waitlist').insert(entry('typo@example.com', { emial: 'x' })).select('id').single();
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST204');
  });

  it('answers an unknown table with 404 and code PGRST205', async () => {
    const { error, status } = await visitor.from('wait_list').insert(entry('table@example.com')).select('id').single();
    expect(status).toBe(404);
    expect(error?.code).toBe('PGRST205');
  });

  it('answers a two-row insert with .single() with 406 PGRST116', async () => {
    const { error, status } = await visitor.from('waitlist').insert([entry('one@example.com'), entry('two@example.com')]).select('id').single();
    expect(status).toBe(406);
    expect(error).toMatchObject({ code: 'PGRST116', details: 'The result contains 2 rows' });
  });

  it('answers a wrong key with 401 and no code, as the gateway does', async () => {
    const stranger = createClient(backend.url, 'eyJ.not.ours', { realtime: noRealtime });
    const { error, status } = await stranger.from('waitlist').insert(entry('stranger@example.com')).select('id').single();
    expect(status).toBe(401);
    expect(error?.message).toBe('Invalid API key');
    expect(error?.code).toBeUndefined();
  });
});

describe('given the anon key, reading and changing rows', () => {
  it('refuses to read emails with 401 42501', async () => {
    const { data, error, status } = await visitor.from('waitlist').select('email');
    expect(data).toBeNull();
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: '42501', message: 'permission denied for table waitlist' });
  });

  it('sees no ids once the inserting request is over', async () => {
    await visitor.from('waitlist').insert(entry('later@example.com')).select('id').single();
    const { data, error } = await visitor.from('waitlist').select('id');
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it('cannot update or delete a row (401 42501) and the row stays as it was', async () => {
    const { data } = await visitor.from('waitlist').insert(entry('keep@example.com')).select('id').single();
    const update = await visitor.from('waitlist').update({ name: 'Mallory' }).eq('id', data?.id);
    const remove = await visitor.from('waitlist').delete().eq('id', data?.id);
    expect([update.status, update.error?.code]).toEqual([401, '42501']);
    expect([remove.status, remove.error?.code]).toEqual([401, '42501']);
    const { data: rows } = await operator.from('waitlist').select('name').eq('id', data?.id);
    expect(rows).toEqual([{ name: 'Grace Hopper' }]);
  });
});

describe('given the service key', () => {
  it('reads every row and column', async () => {
    const { data, error } = await operator.from('waitlist').select('email, contact_consent, feature_choices').eq('email', 'grace@example.com');
    expect(error).toBeNull();
    expect(data).toEqual([{ email: 'grace@example.com', contact_consent: false,
      feature_choices: ['Synced Social Media Analytics', 'White Label Solution'] }]);
  });

  it("counts rows as supabase-js asks, with head: true sending none", async () => {
    const { data, count, error } = await operator.from('waitlist').select('id', { count: 'exact', head: true }).eq('email', 'grace@example.com');
    expect(error).toBeNull();
    expect([data, count]).toEqual([null, 1]);
  });

  it('can update and delete a row', async () => {
    const { data } = await visitor.from('waitlist').insert(entry('remove-me@example.com')).select('id').single();
    const update = await operator.from('waitlist').update({ contact_consent: true }).eq('id', data?.id).select('contact_consent');
    expect(update.data).toEqual([{ contact_consent: true }]);
    const remove = await operator.from('waitlist').delete().eq('id', data?.id);
    expect(remove.status).toBe(204);
    expect((await operator.from('waitlist').select('id').eq('id', data?.id)).data).toEqual([]);
  });
});
