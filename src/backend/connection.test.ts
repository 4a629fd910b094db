import { describe, expect, it, vi } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_KEY } from '../../backend/keys.mjs';
import { checkConnection } from './connection';

describe('checking a widget\'s backend attributes', () => {
  it('accepts an https URL and a key, dropping trailing slashes', () => {
    expect(checkConnection('https://xyz.supabase.co/', 'sb_publishable_abc123')).toEqual({ ok: true, url: 'https://xyz.supabase.co', key: 'sb_publishable_abc123' });
  });

  // Pasted from the dashboard's API settings, where the REST endpoint is shown: supabase-js adds it again.
  it('accepts the project URL with /rest/v1 after it, as the project URL', () => {
    expect(checkConnection('https://xyz.supabase.co/rest/v1/', 'sb_publishable_abc123')).toMatchObject({ ok: true, url: 'https://xyz.supabase.co' });
  });

  it('accepts the anon key, as a JWT and in the newer publishable form', () => {
    expect(checkConnection('https://xyz.supabase.co', LOCAL_ANON_KEY).ok).toBe(true);
    expect(checkConnection('https://xyz.supabase.co', 'sb_publishable_abc123').ok).toBe(true);
  });

  // It would work, bypassing every rule of the table, and every visitor could read it in the page.
  it.each([
    ['a JWT whose role is service_role', LOCAL_SERVICE_KEY],
    ['a secret key', 'sb_secret_abc123'],
  ])('refuses %s, which must never be in a page', (_, key) => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = checkConnection('https://xyz.supabase.co', key);
    expect(!result.ok && result.problem).toBe(
      "data-supabase-key is the project's secret service key, which must never be in a page: rotate it in the dashboard, and use the public anon key.",
    );
    expect(spy).toHaveBeenCalledOnce();
    spy.mockRestore();
  });

  it('gives back the same connection for the same values, so a re-render keeps its backend', () => {
    expect(checkConnection('https://same.supabase.co', 'sb_publishable_abc123')).toBe(checkConnection('https://same.supabase.co', 'sb_publishable_abc123'));
  });

  it.each([
    ['', 'key', 'data-supabase-url is missing'],
    ['not a url', 'key', 'data-supabase-url is not a valid URL'],
    ['ftp://xyz.supabase.co', 'key', 'data-supabase-url must be an http(s) URL'],
    // Pasted from the wrong place: the dashboard's address, and a table's endpoint.
    ['https://supabase.com/dashboard/project/xyz', 'key', 'data-supabase-url is not the project URL (e.g. https://xyz.supabase.co): "https://supabase.com/dashboard/project/xyz".'],
    ['https://xyz.supabase.co/rest/v1/waitlist', 'key', 'data-supabase-url is not the project URL'],
    ['https://xyz.supabase.co', '', 'data-supabase-key is missing'],
    ['https://xyz.supabase.co', 'two words', 'data-supabase-key is malformed'],
    // A placeholder left in, and a JWT cut off by a copy: the gateway would refuse every sign-up.
    ['https://xyz.supabase.co', 'YOUR_ANON_KEY', 'data-supabase-key is malformed'],
    ['https://xyz.supabase.co', LOCAL_ANON_KEY.slice(0, 50), 'data-supabase-key is malformed'],
  ])('refuses url %j with key %j, naming the attribute', (url, key, problem) => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = checkConnection(url, key);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problem).toContain(problem);
    spy.mockRestore();
  });

  it('says a problem on the console once, however often it is checked', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    checkConnection('only-once', 'key');
    checkConnection('only-once', 'key');
    expect(spy.mock.calls.filter(([text]) => String(text).includes('"only-once"'))).toHaveLength(1);
    spy.mockRestore();
  });
});
