import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { LOCAL_SERVICE_KEY } from '../../backend/keys.mjs';
import { keyRole } from '../../src/backend/project.mjs';
import { SITE } from './ports.mjs';

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

test.describe('given the built dist/', () => {
  // The widgets name the role, to refuse such a key pasted into a page: a key itself, or the
  // variables that hold one on a server, must not be there.
  test('no file the build writes holds a service key, nor names the variables that hold one', async () => {
    const files = await filesUnder('dist');
    expect(files.length).toBeGreaterThan(5);
    const leaks: string[] = [];
    for (const file of files) {
      const text = await readFile(file, 'utf8');
      const jwts = [...text.matchAll(/eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/g)].map(([jwt]) => jwt);
      if (text.includes(LOCAL_SERVICE_KEY) || /SERVICE_ROLE_KEY|LOCAL_SERVICE_KEY|sb_secret_\w{8}/.test(text) || jwts.some((jwt) => keyRole(jwt) === 'service_role')) leaks.push(file);
    }
    expect(leaks).toEqual([]);
  });

  test("no dynamic import in the widgets' code runs Vite's own preload helper, which adds links to the host's head", async () => {
    const scripts = (await filesUnder('dist/widgets')).filter((file) => file.endsWith('.js'));
    // Scripts with a dynamic import of a chunk: without several, the check below would prove nothing.
    const importing: string[] = [];
    for (const file of scripts) {
      const text = await readFile(file, 'utf8');
      if (/\bimport\(`\.\/[\w/.-]+\.js`\)/.test(text)) importing.push(file);
      // The event Vite's helper dispatches when a link fails: its code is in the file.
      expect(text, file).not.toContain('vite:preloadError');
    }
    expect(importing.length).toBeGreaterThan(3);
  });

  test("the server renderer's images name files the build wrote, under the page's widgets folder", async () => {
    const { renderWidget } = (await import(new URL('../../dist/ssr/index.js', import.meta.url).href)) as typeof import('../../widgets/server');
    const html = renderWidget('rosterkit-landing', { 'data-brand': 'Acme' }, { widgetsUrl: 'https://cdn.example/rk/' });
    const sources = [...html.matchAll(/<img[^>]* src="([^"]+)"/g)].map(([, src]) => src!);
    expect(sources.length).toBeGreaterThan(3);
    for (const src of sources) {
      expect(src).toMatch(/^https:\/\/cdn\.example\/rk\/chunks\//);
      expect((await readFile(`dist/widgets/${src.slice('https://cdn.example/rk/'.length)}`)).length, src).toBeGreaterThan(0);
    }
    // A `$` in the folder's URL is written as given, never read as a replacement pattern.
    const dollar = renderWidget('rosterkit-roster-demo', { 'data-brand': 'Acme' }, { widgetsUrl: 'https://cdn.example/$&/' });
    expect([...dollar.matchAll(/<img[^>]* src="([^"]+)"/g)].map(([, src]) => src!.slice(0, 29))).toContain('https://cdn.example/$&#38;/ch');
  });

  test('the server sends CORS and cache headers fit for a CDN', async ({ request }) => {
    const entry = await request.get(`${SITE}/widgets/waitlist.js`);
    expect(entry.headers()['access-control-allow-origin']).toBe('*');
    expect(entry.headers()['content-type']).toContain('text/javascript');
    expect(entry.headers()['cache-control']).toBe('public, max-age=300');
    const chunk = (await filesUnder('dist/widgets/chunks')).find((file) => file.endsWith('.js'));
    const chunkResponse = await request.get(`${SITE}/widgets/chunks/${chunk?.split('/').pop()}`);
    expect(chunkResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunkResponse.headers()['access-control-allow-origin']).toBe('*');
  });

  test('a file asked for again with its ETag is a 304 without a body, and each encoding has its own tag', async ({ request }) => {
    const first = await request.get(`${SITE}/widgets/waitlist.js`, { headers: { 'Accept-Encoding': 'br' } });
    const tag = first.headers()['etag'];
    expect(tag).toMatch(/^".+-br"$/);
    const again = await request.get(`${SITE}/widgets/waitlist.js`, { headers: { 'Accept-Encoding': 'br', 'If-None-Match': `W/"other", ${tag}` } });
    expect(again.status()).toBe(304);
    expect((await again.body()).length).toBe(0);
    expect(again.headers()).toMatchObject({ etag: tag, 'cache-control': 'public, max-age=300', 'access-control-allow-origin': '*' });

    const gzipped = await request.get(`${SITE}/widgets/waitlist.js`, { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': tag! } });
    expect(gzipped.status()).toBe(200);
    expect(gzipped.headers()['etag']).toMatch(/^".+-gzip"$/);
    expect((await gzipped.body()).length).toBeGreaterThan(0);

    const missing = await request.get(`${SITE}/no-such-page`, { headers: { 'If-None-Match': '*' } });
    expect(missing.status()).toBe(404);
    expect(missing.headers()['etag']).toBeUndefined();
  });
});
