// @ts-check
// The servers behind the browser tests: dist/ built against a throw-away local backend,
// served as the widgets' origin, and a second origin for host pages that embed them.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { startBackend } from '../../backend/server.mjs';
import { LOCAL_ANON_KEY } from '../../backend/keys.mjs';
import { useDemoHostSettings } from '../../scripts/demo-host-settings.mjs';
import { serveStatic } from '../../scripts/serve.mjs';
import { BACKEND, LIMITED_BACKEND, PORTS, SITE } from './ports.mjs';

// The demo host as the repository configures it, against the test backend: a shell's BRAND or
// hosted SUPABASE_URL must not change what the tests expect. SITE_URL: where the pages are
// served, for their canonical address and share image (build/seo.ts).
useDemoHostSettings({ SUPABASE_URL: BACKEND, SUPABASE_ANON_KEY: LOCAL_ANON_KEY, SITE_URL: `${SITE}/` });
await build({ logLevel: 'warn' });
/** The server renderer the build wrote (dist/ssr/), as a partner's Node server uses it. */
const ssr = await import(new URL('../../dist/ssr/index.js', import.meta.url).href);

const dataDir = await mkdtemp(join(tmpdir(), 'rosterkit-e2e-'));
// Every test signs up from 127.0.0.1, far past the limits; one backend keeps them on.
const backend = await startBackend({ port: PORTS.backend, dataDir, rateLimits: false });
const limitedBackend = await startBackend({ port: PORTS.limitedBackend, dataDir: 'memory://' });
// The host apps, as tests/hosts/build.mjs built them against the packed @rosterkit/react.
const hosts = await Promise.all([
  serveStatic({ root: 'tests/hosts/vite-react19/dist', port: PORTS.viteReact19 }),
  serveStatic({ root: 'tests/hosts/react18/dist', port: PORTS.react18 }),
]);
const nextApp = spawn('node_modules/.bin/next', ['start', '--port', String(PORTS.nextApp), '--hostname', '127.0.0.1'], {
  cwd: 'tests/hosts/next-app',
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const nextAppStopped = (/** @type {number | null} */ code) => {
  console.error(`e2e servers: the Next.js host app stopped (exit ${code}): is port ${PORTS.nextApp} taken?`);
  process.exit(1);
};
nextApp.once('exit', nextAppStopped);
/** Resolves once the Next.js app answers: Playwright waits for the site alone, which starts after it. */
async function nextAppAnswers() {
  for (let tries = 0; tries < 600; tries += 1) {
    if (await fetch(`http://127.0.0.1:${PORTS.nextApp}/`).then(() => true, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the Next.js host app did not answer on port ${PORTS.nextApp} within 60 s`);
}

/**
 * Host pages under tests/e2e/hosts/ with %SITE%, %BACKEND% and %ANON_KEY% filled in (?backend=limited: the
 * backend with its sign-up limits on), %TAG% / %SCRIPT% from the query (?tag=rosterkit-waitlist&script=waitlist), %DRAWN% as dist/ssr/ draws %TAG% for Acme
 * (docs/embedding.md). A page named csp-*.html is sent with a strict Content-Security-Policy;
 * with ?csp=documented, with the one docs/embedding.md gives a page whose server draws its widgets;
 * csp-nonce-only.html with one that allows scripts by nonce alone (%NONCE%).
 */
const STRICT_CSP = [
  "default-src 'none'",
  `script-src ${SITE}`,
  `img-src ${SITE}`,
  `connect-src ${BACKEND}`,
].join('; ');
/**
 * Scripts by nonce alone, no host and no 'strict-dynamic': each must carry the page's nonce, which
 * the browser hides from the attribute, as the policy comes in a header (csp-nonce-only.html).
 */
const NONCE = 'r0sterk1t';
const NONCE_ONLY_CSP = STRICT_CSP.replace(`script-src ${SITE}`, `script-src 'nonce-${NONCE}'`);
/** The strict policy, with the CDN in style-src and the drawn inline script's hash in script-src. */
const DOCUMENTED_SERVER_CSP = STRICT_CSP.replace(`script-src ${SITE}`, `script-src ${SITE} ${ssr.EARLY_INPUT_SCRIPT_HASH}; style-src ${SITE}`);

/** The HTML snippets of docs/embedding.md, pointed at the local servers. @param {string} name */
async function snippetPage(name) {
  const guide = await readFile(new URL('../../docs/embedding.md', import.meta.url), 'utf8');
  const match = guide.match(new RegExp(`<!-- snippet: ${name} -->\\n\`\`\`html\\n([\\s\\S]*?)\`\`\``));
  if (!match?.[1]) return null;
  const snippet = match[1]
    .replaceAll('https://cdn.example.com/rosterkit', SITE)
    .replaceAll('https://xyz.supabase.co', BACKEND)
    .replaceAll('your-public-anon-key', LOCAL_ANON_KEY);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Snippet ${name}</title></head><body>${snippet}</body></html>`;
}

const partner = createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', 'http://x');
  const name = url.pathname.replace(/^\//, '') || 'index.html';
  if (name === 'vendor/bootstrap.min.css') {
    const css = await readFile(new URL('../../node_modules/bootstrap/dist/css/bootstrap.min.css', import.meta.url));
    response.writeHead(200, { 'Content-Type': 'text/css; charset=utf-8' }).end(css);
    return;
  }
  const snippet = name.match(/^snippet\/([\w-]+)\.html$/);
  if (snippet?.[1]) {
    const html = await snippetPage(snippet[1]);
    response.writeHead(html ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' }).end(html ?? '');
    return;
  }
  const tag = url.searchParams.get('tag') ?? '';
  const script = url.searchParams.get('script') ?? '';
  if (!/^[\w-]+\.(html|css)$/.test(name) || !/^(rosterkit-[a-z-]+)?$/.test(tag) || !/^[a-z-]*$/.test(script)) {
    response.writeHead(404).end();
    return;
  }
  try {
    const template = await readFile(new URL(`./hosts/${name}`, import.meta.url), 'utf8');
    const body = template
      .replaceAll('%SITE%', SITE)
      .replaceAll('%BACKEND%', url.searchParams.get('backend') === 'limited' ? LIMITED_BACKEND : BACKEND)
      .replaceAll('%ANON_KEY%', LOCAL_ANON_KEY)
      .replaceAll('%TAG%', tag)
      .replaceAll('%SCRIPT%', script)
      .replaceAll('%NONCE%', NONCE)
      .replace('%DRAWN%', () => (template.includes('%DRAWN%') ? drawn(tag, url.searchParams.has('open')) : ''));
    const headers = {
      'Content-Type': name.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      ...(name.startsWith('csp-') ? { 'Content-Security-Policy': policyFor(name, url.searchParams) } : {}),
    };
    response.writeHead(200, headers).end(body);
  } catch {
    response.writeHead(404).end();
  }
});
partner.listen(PORTS.partner, '127.0.0.1');

/** The Content-Security-Policy of a csp-*.html page. @param {string} name @param {URLSearchParams} query */
function policyFor(name, query) {
  if (name === 'csp-nonce-only.html') return NONCE_ONLY_CSP;
  return query.get('csp') === 'documented' ? DOCUMENTED_SERVER_CSP : STRICT_CSP;
}

/** @param {string} tag @param {boolean} open  a dialog drawn open */
function drawn(tag, open) {
  const attributes = {
    open: open ? '' : undefined,
    'data-brand': 'Acme',
    'data-supabase-url': BACKEND,
    'data-supabase-key': LOCAL_ANON_KEY,
    'data-source': 'drawn-by-partner',
    // Dialogs draw their trigger; the other elements have no such attribute.
    'data-trigger-label': 'Open',
  };
  return ssr.renderWidget(tag, attributes, { widgetsUrl: `${SITE}/widgets/` });
}
await nextAppAnswers();
const site = await serveStatic({ root: 'dist', port: PORTS.site });
console.log(`e2e servers: site ${site.url}, partner http://127.0.0.1:${PORTS.partner}, backend ${backend.url}`);

const stop = async () => {
  partner.close();
  nextApp.off('exit', nextAppStopped);
  nextApp.kill();
  await Promise.allSettled([site.close(), ...hosts.map((host) => host.close()), backend.close(), limitedBackend.close()]);
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
