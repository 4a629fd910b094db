import { describe, expect, it, vi } from 'vitest';
import { checkConnection } from './connection';

describe('checking a widget\'s backend attributes', () => {
  it('accepts an https URL and a key, dropping trailing slashes', () => {
    expect(checkConnection('https://xyz.supabase.co/', 'anon-key')).toEqual({ ok: true, url: 'https://xyz.supabase.co', key: 'anon-key' });
  });

  it('gives back the same connection for the same values, so a re-render keeps its backend', () => {
    expect(checkConnection('https://same.supabase.co', 'anon-key')).toBe(checkConnection('https://same.supabase.co', 'anon-key'));
  });

  it.each([
    ['', 'key', 'data-supabase-url is missing'],
    ['not a url', 'key', 'data-supabase-url is not a valid URL'],
    ['ftp://xyz.supabase.co', 'key', 'data-supabase-url must be an http(s) URL'],
    ['https://xyz.supabase.co', '', 'data-supabase-key is missing'],
    ['https://xyz.supabase.co', 'two words', 'data-supabase-key is malformed'],
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
