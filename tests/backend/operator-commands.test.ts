// @vitest-environment node
// `npm run waitlist:export` and `npm run waitlist:report` run as the operator runs them,
// against a Supabase project named by SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (here
// the local backend, which answers at most 1,000 rows a request as Supabase does).
import { execFile, type ExecFileOptions } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_COLUMNS } from '../../backend/export.mjs';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_KEY } from '../../backend/keys.mjs';
import { closedPort } from './closed-port';
import { startBackend, type Backend } from '../../backend/server.mjs';

const ROWS = 1500;
const command = (name: string) => fileURLToPath(new URL(`../../backend/${name}.mjs`, import.meta.url));

let backend: Backend;
let folder: string;

/** A process's exit code and output, whether it failed or not. */
function exited(file: string, args: string[], options: ExecFileOptions) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(file, args, { maxBuffer: 64 * 1024 * 1024, ...options }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, stdout: String(stdout), stderr: String(stderr) }));
  });
}

/** Runs a command with only the variables given (no BACKEND_PORT or SUPABASE_* from outside). */
const run = (name: 'export' | 'report', env: Record<string, string>, args: string[] = []) =>
  exited(process.execPath, [command(name), ...args], { env: { PATH: process.env.PATH ?? '', ...env } });

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'rosterkit-operator-'));
  backend = await startBackend({ port: 0, dataDir: 'memory://' });
  const rows = Array.from({ length: ROWS }, (_, i) => ({
    name: `Person ${i}`, email: `person-${String(i).padStart(4, '0')}@example.com`, company_name: 'Agency', creator_count: i % 3 ? '6-20' : '200+',
    page_url: 'https://partner.example/pricing', referrer: null, utm_source: i % 2 ? 'newsletter' : null, utm_medium: null,
    utm_campaign: i < 1000 ? 'launch' : 'autumn', utm_term: null, utm_content: null, source: i % 5 ? 'acme-blog' : null, widget: i % 4 ? 'waitlist' : 'landing',
    contact_consent: i % 10 === 0, consent_text: i % 10 === 0 ? 'I agree to receive product news' : null,
  }));
  const response = await fetch(`${backend.url}/rest/v1/waitlist`, {
    method: 'POST', headers: { apikey: LOCAL_SERVICE_KEY, 'Content-Type': 'application/json' }, body: JSON.stringify(rows),
  });
  expect(response.status).toBe(201);
}, 60_000);
afterAll(async () => {
  await backend?.close();
  await rm(folder, { recursive: true, force: true });
});

const project = (key: string, url = backend.url) => ({ SUPABASE_URL: url, SUPABASE_SERVICE_ROLE_KEY: key });

describe('given the service key of a project with more rows than one answer holds', () => {
  it('the export pages through every row, oldest first, with the attribution columns after the form\'s', async () => {
    const { code, stdout, stderr } = await run('export', project(LOCAL_SERVICE_KEY));
    expect(code).toBe(0);
    // UTF-8's byte order mark first, for spreadsheets: without it, Excel garbles every accent.
    expect(stdout.startsWith('\uFEFF')).toBe(true);
    const lines = stdout.slice(1).split('\r\n');
    expect(lines[0]).toBe(EXPORT_COLUMNS.join(','));
    expect(lines[0]).toMatch(/,proposed_feature,page_url,referrer,utm_source,utm_medium,utm_campaign,utm_term,utm_content,source,widget$/);
    expect(lines).toHaveLength(ROWS + 2);
    const emails = lines.slice(1, -1).map((line) => line.split(',')[3]);
    expect(new Set(emails).size).toBe(ROWS);
    // One insert gave every row the same created_at, so the pages follow id: one order across pages, no row twice.
    const ids = lines.slice(1, -1).map((line) => line.split(',')[0] ?? '');
    expect(ids).toEqual([...ids].sort());
    expect(lines.find((line) => line.includes(',person-0000@example.com,'))).toMatch(/,https:\/\/partner\.example\/pricing,,,,launch,,,,landing$/);
    expect(stderr).toBe(`waitlist:export: ${ROWS} row(s) from the Supabase project at ${backend.url}\n`);
  });

  it('the export writes its file itself with --out, as npm run passes it, with nothing of npm above the header', async () => {
    const file = join(folder, 'waitlist.csv');
    const npm = await exited('npm', ['run', 'waitlist:export', '--', '--out', file], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      env: { ...process.env, ...project(LOCAL_SERVICE_KEY) },
    });
    expect(npm.code).toBe(0);
    expect(npm.stderr).toContain(`waitlist:export: ${ROWS} row(s) from the Supabase project at ${backend.url}, written to ${file}\n`);
    expect(npm.stdout).not.toContain('person-0000@example.com');
    const csv = await readFile(file, 'utf8');
    expect(csv.startsWith(`\uFEFF${EXPORT_COLUMNS.join(',')}\r\n`)).toBe(true);
    expect(csv.split('\r\n')).toHaveLength(ROWS + 2);
  });

  it('the report counts every row, those with consent, and per source, campaign, utm_source, widget and creator count', async () => {
    // The URL as the dashboard shows the REST endpoint: the project's is taken from it.
    const { code, stdout } = await run('report', project(LOCAL_SERVICE_KEY, `${backend.url}/rest/v1/`));
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Waitlist report: 1,500 sign-ups from the Supabase project at .*\nWith consent to be contacted: 150 of 1,500\n/);
    expect(stdout).toMatch(/Per source \(data-source\)\n {2}acme-blog +1,200 +█+\n {2}\(not set\) +300 +█+/);
    expect(stdout).toMatch(/Per campaign \(utm_campaign\)\n {2}launch +1,000 +█+\n {2}autumn +500 +█+/);
    expect(stdout).toMatch(/Per utm_source\n {2}\(not set\) +750 .*\n {2}newsletter +750 /);
    expect(stdout).toMatch(/Per widget\n {2}waitlist +1,125 .*\n {2}waitlist-modal +0\n {2}roster-demo +0\n {2}landing +375 .*\n/);
    expect(stdout).toMatch(/ {2}6-20 +1,000 .*\n[^]* {2}200\+ +500 /);
    // Every row was inserted just now, so today's row of the per-day table holds them all.
    const today = new Date().toISOString().slice(0, 10);
    expect(stdout).toMatch(new RegExp(`\\n {2}${today} +1,500 +█{30}\\n`));
  });

  it('the report writes the same figures as a page of charts with --html', async () => {
    const file = join(folder, 'report.html');
    const { code, stderr } = await run('report', project(LOCAL_SERVICE_KEY), ['--html', file]);
    expect(code).toBe(0);
    expect(stderr).toBe(`waitlist:report: wrote ${file}\n`);
    const html = await readFile(file, 'utf8');
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).not.toMatch(/<script|\son[a-z]+=|src=|href=/i);
    expect(html.match(/<svg /g)).toHaveLength(12);
    expect(html).toContain('<td>acme-blog</td><td>1,200</td>');
  });
});

describe('given no backend listening, and its data directory held by another process', () => {
  it.each(['export', 'report'] as const)('%s fails with one line naming that process', async (name) => {
    const dataDir = await mkdtemp(join(folder, 'held-'));
    await writeFile(join(dataDir, 'PG_VERSION'), '17\n');
    // This test's process stands in for a backend serving it on another port.
    await writeFile(join(dataDir, 'backend.pid'), String(process.pid));
    const { code, stdout, stderr } = await run(name, { BACKEND_PORT: String(await closedPort()), BACKEND_DATA_DIR: dataDir });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toMatch(new RegExp(`^waitlist:${name} failed: ${dataDir}: the data directory is in use by process ${process.pid}`));
    expect(stderr.trimEnd().split('\n')).toHaveLength(1);
  });
});

describe('given a key that may not read the sign-ups', () => {
  // Environments are made when a test runs: the backend's URL is known only then.
  const cases = [
    ['the anon key', () => project(LOCAL_ANON_KEY), /^waitlist:(export|report) failed: SUPABASE_SERVICE_ROLE_KEY holds the public anon key/],
    ['a wrong key', () => project('not-a-key'), /^waitlist:(export|report) failed: http:\/\/127\.0\.0\.1:\d+ refused the key \(401 Invalid API key\)/],
    ['SUPABASE_URL alone', () => ({ SUPABASE_URL: 'https://example.supabase.co' }), /^waitlist:(export|report) failed: SUPABASE_URL is set but SUPABASE_SERVICE_ROLE_KEY is not/],
    // Named, never printed: fetch() would write a secret key into the terminal.
    ['a key wrapped onto two lines', () => project(`${LOCAL_SERVICE_KEY.slice(0, 40)}\n${LOCAL_SERVICE_KEY.slice(40)}`),
      /^waitlist:(export|report) failed: SUPABASE_SERVICE_ROLE_KEY holds a character no key has \(a line break, a space or a non-ASCII character\): paste the key again, on one line$/m],
  ] as const;
  for (const name of ['export', 'report'] as const) {
    it.each(cases)(`${name} with %s fails with one line on stderr, nothing on stdout`, async (_, env, message) => {
      const { code, stdout, stderr } = await run(name, env());
      expect(code).toBe(1);
      expect(stdout).toBe('');
      expect(stderr).toMatch(message);
      expect(stderr.trimEnd().split('\n')).toHaveLength(1);
    });
  }
});

describe('given a SUPABASE_URL that is not a Supabase project', () => {
  /** A site that is not a project: a page of HTML, or nothing at all. */
  async function site(status: number, body: string, type = 'text/html') {
    const server = createServer((_, res) => res.writeHead(status, { 'Content-Type': type }).end(body));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
  }
  const fails = async (name: 'export' | 'report', url: string) => {
    const { code, stdout, stderr } = await run(name, project(LOCAL_SERVICE_KEY, url));
    expect([code, stdout]).toEqual([1, '']);
    expect(stderr.trimEnd().split('\n')).toHaveLength(1);
    return stderr.trimEnd();
  };

  it.each(['export', 'report'] as const)('%s says so in one line: no scheme, a page, JSON of its own, an empty answer, no answer', async (name) => {
    expect(await fails(name, 'example.supabase.co')).toBe(`waitlist:${name} failed: SUPABASE_URL is not an http(s) URL: example.supabase.co`);
    const answers = [
      { status: 404, body: `<!doctype html><title>Not found</title>${'<p>Nothing here.</p>\n'.repeat(50)}`, said: ' (GET /rest/v1/waitlist: 404)' },
      { status: 404, body: '{"detail":"Not Found"}', type: 'application/json', said: ' (GET /rest/v1/waitlist: 404)' },
      // supabase-js reads an empty body as no rows, and an empty 404 as a 204: no status is named.
      { status: 404, body: '', said: '' },
      { status: 200, body: '', said: '' },
    ];
    for (const { status, body, type, said } of answers) {
      const other = await site(status, body, type);
      try {
        expect(await fails(name, other.url)).toBe(
          `waitlist:${name} failed: ${other.url} does not answer like a Supabase project${said}: SUPABASE_URL is the project URL, https://<ref>.supabase.co`,
        );
      } finally {
        other.close();
      }
    }
    const closed = `http://127.0.0.1:${await closedPort()}`;
    expect(await fails(name, closed)).toMatch(new RegExp(`^waitlist:${name} failed: ${closed} could not be reached: Error: connect ECONNREFUSED [^\\n]* \\(ECONNREFUSED\\)$`));
  });
});

describe('given an option the command does not take, or one without its value', () => {
  it.each([
    ['export', ['--out', '--raw'], "Option '--out' argument is ambiguous: npm run waitlist:export -- [--raw] [--out waitlist.csv]"],
    ['export', ['--outt', 'waitlist.csv'], "Unknown option '--outt': npm run waitlist:export -- [--raw] [--out waitlist.csv]"],
    ['report', ['--html'], "Option '--html <value>' argument missing: npm run waitlist:report -- [--html report.html]"],
  ] as const)('%s %j fails with one line and writes nothing', async (name, args, message) => {
    const { code, stdout, stderr } = await run(name, project(LOCAL_SERVICE_KEY), [...args]);
    expect([code, stdout]).toEqual([1, '']);
    expect(stderr.trimEnd().split('\n')).toEqual([`waitlist:${name} failed: ${message}`]);
  });

  it('the export takes --out=FILE too', async () => {
    const file = join(folder, 'equals.csv');
    const { code, stdout } = await run('export', project(LOCAL_SERVICE_KEY), [`--out=${file}`, '--raw']);
    expect([code, stdout]).toEqual([0, '']);
    expect((await readFile(file, 'utf8')).startsWith(`${EXPORT_COLUMNS.join(',')}\r\n`)).toBe(true);
  });
});

describe('given a local backend setting that is mistyped', () => {
  it.each(['export', 'report'] as const)('%s fails with one line naming it, before reading anything', async (name) => {
    const { code, stdout, stderr } = await run(name, { BACKEND_PORT: '5432x' });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.trimEnd().split('\n')).toEqual([`waitlist:${name} failed: BACKEND_PORT is not a port: 5432x`]);
  });
});
