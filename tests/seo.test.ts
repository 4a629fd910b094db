import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { get, request, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { lastCommitEpoch } from '../build/crawler-files';
import { shareImagePng } from '../build/share-image';
import { headTags, landingFaq, pageBrand, pageDescription, pageTitle, robotsTxt, SHARE_TAGLINE, siteUrl, sitemapXml, sourceDate, structuredDataTag, type HeadTagsOptions } from '../build/seo';
import { Faq } from '../widgets/landing/faq';
import { Footer } from '../widgets/landing/footer';
import { serveStatic } from '../scripts/serve.mjs';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SITE = 'https://example.com/';

function options(overrides: Partial<HeadTagsOptions> = {}): HeadTagsOptions {
  const brand = overrides.brand ?? 'Acme';
  return {
    siteUrl: SITE,
    brand,
    title: pageTitle(brand),
    description: pageDescription(brand),
    imageFile: 'share.png',
    imageAlt: `${brand}: ${SHARE_TAGLINE}`,
    faq: landingFaq(brand),
    logoFile: 'favicon.svg',
    email: 'hello@example.com',
    ...overrides,
  };
}

/** The tags as a browser reads them, inside the head of a page. */
function head(tags: string) {
  return new DOMParser().parseFromString(`<!doctype html><html><head>${tags}</head><body></body></html>`, 'text/html');
}

const content = (page: Document, selector: string) => page.querySelector(selector)?.getAttribute('content');

interface Graph {
  '@graph': { '@type': string; [key: string]: unknown }[];
}
/** The JSON-LD of a page, whose only script of that type it must be. */
function structuredData(page: Document): Graph {
  const scripts = page.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0]?.textContent ?? '') as Graph;
}
const node = (graph: Graph, type: string) => graph['@graph'].find((entry) => entry['@type'] === type);

/** The questions and answers the landing page renders for a brand, read from its DOM. */
async function renderedFaq(brand: string) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(createElement(Faq, { brand, onReachOut: () => {} })));
  const questions = [...container.querySelectorAll('.lp-faq-trigger')].map((button) => button.textContent);
  const answers = [...container.querySelectorAll('.lp-faq-panel p')].map((paragraph) => paragraph.textContent);
  await act(async () => root.unmount());
  container.remove();
  return { questions, answers };
}

describe('given SITE_URL', () => {
  it('should default to the local server of npm start when unset or blank', () => {
    expect(siteUrl({})).toBe('http://127.0.0.1:4173/');
    expect(siteUrl({ SITE_URL: '  ' })).toBe('http://127.0.0.1:4173/');
  });

  it('should be set for a build against a hosted project, whose pages would otherwise name this machine', () => {
    expect(() => siteUrl({ SUPABASE_URL: 'https://abc.supabase.co' })).toThrow(/^SITE_URL is not set, and SUPABASE_URL names a hosted project[^\n]*$/);
    expect(siteUrl({ SUPABASE_URL: 'https://abc.supabase.co', SITE_URL: 'https://rosterkit.io' })).toBe('https://rosterkit.io/');
    for (const local of ['http://127.0.0.1:54321', 'http://localhost:54321', 'http://[::1]:54321']) expect(siteUrl({ SUPABASE_URL: local })).toBe('http://127.0.0.1:4173/');
  });

  it('should end the address in a slash', () => {
    expect(siteUrl({ SITE_URL: 'https://Example.com' })).toBe('https://example.com/');
    expect(siteUrl({ SITE_URL: ' http://127.0.0.1:8093 ' })).toBe('http://127.0.0.1:8093/');
  });

  it('should refuse an address under a path, where the pages would miss their script and images', () => {
    expect(() => siteUrl({ SITE_URL: 'https://example.com/rk/' })).toThrow(/^SITE_URL must be the root of its host[^\n]*"https:\/\/example.com\/rk\/"$/);
  });

  it.each(['example.com', 'ftp://example.com/', 'not a url', 'https://example.com/?page=1', 'https://example.com/?', 'https://example.com/#', 'https://user:secret@example.com/'])(
    'should refuse %j with one line naming SITE_URL',
    (value) => {
      expect(() => siteUrl({ SITE_URL: value })).toThrow(/^SITE_URL must be an absolute http:\/\/ or https:\/\/ URL[^\n]*$/);
    },
  );
});

describe('given the head tags', () => {
  const page = head(headTags(options()));

  it('should name the home page as canonical and as og:url', () => {
    expect(page.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(SITE);
    expect(content(page, 'meta[property="og:url"]')).toBe(SITE);
  });

  it('should point og:image at the absolute URL of the 1200x630 PNG', () => {
    expect(content(page, 'meta[property="og:image"]')).toBe('https://example.com/share.png');
    expect(content(page, 'meta[property="og:image:width"]')).toBe('1200');
    expect(content(page, 'meta[property="og:image:height"]')).toBe('630');
    expect(content(page, 'meta[property="og:image:type"]')).toBe('image/png');
    expect(content(page, 'meta[property="og:image:alt"]')).toBe(`Acme: ${SHARE_TAGLINE}`);
  });

  it('should describe the page for link previews', () => {
    expect(content(page, 'meta[property="og:type"]')).toBe('website');
    expect(content(page, 'meta[property="og:site_name"]')).toBe('Acme');
    expect(content(page, 'meta[property="og:title"]')).toBe('Acme | Live media kits and talent rosters for agencies');
    expect(content(page, 'meta[property="og:description"]')).toBe(pageDescription('Acme'));
    expect(content(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(content(page, 'meta[name="twitter:image:alt"]')).toBe(`Acme: ${SHARE_TAGLINE}`);
    // X falls back to og:title, og:description and og:image: the page says each once.
    expect(page.querySelectorAll('meta[name^="twitter:"]')).toHaveLength(2);
  });

  it('should describe the organisation and the website in JSON-LD with absolute URLs', () => {
    const graph = structuredData(head(structuredDataTag(options())));
    expect(node(graph, 'Organization')).toMatchObject({ name: 'Acme', url: SITE, logo: 'https://example.com/favicon.svg', email: 'hello@example.com' });
    expect(node(graph, 'WebSite')).toMatchObject({ name: 'Acme', url: SITE, description: pageDescription('Acme') });
  });

  it('should leave the email out when there is none', () => {
    expect(node(structuredData(head(structuredDataTag(options({ email: ' ' })))), 'Organization')).not.toHaveProperty('email');
  });
});

describe('given the FAQPage of the JSON-LD', () => {
  it('should hold the seven questions and answers the landing page renders, word for word', async () => {
    const { questions, answers } = await renderedFaq('Acme');
    const faq = node(structuredData(head(structuredDataTag(options()))), 'FAQPage')?.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(questions).toHaveLength(7);
    expect(faq.map(({ name }) => name)).toEqual(questions);
    expect(faq.map(({ acceptedAnswer }) => acceptedAnswer.text)).toEqual(answers);
    expect(faq[0]?.name).toBe('What is Acme?');
  });

  it('should write the brand as the page shows it: trimmed, and the default when blank', () => {
    expect(pageBrand('  Acme  ')).toBe('Acme');
    expect(landingFaq('  Acme  ')[0]?.question).toBe('What is Acme?');
    expect(landingFaq(' ')[0]?.question).toBe('What is Rosterkit?');
  });
});

describe('given a brand with markup characters', () => {
  const brand = 'A<b>"&\'</script><!--';
  const tags = headTags(options({ brand }));
  const page = head(tags);

  it('should escape every value, so each tag reads back the brand as typed', () => {
    expect(tags).not.toContain('<b>');
    expect(content(page, 'meta[property="og:site_name"]')).toBe(brand);
    expect(content(page, 'meta[property="og:title"]')).toBe(pageTitle(brand));
    expect(page.querySelectorAll('meta[property="og:site_name"]')).toHaveLength(1);
  });

  it('should keep the JSON-LD one inert script that parses back to the brand', () => {
    const script = structuredDataTag(options({ brand }));
    expect(script.match(/</g)).toHaveLength(2);
    expect(script).toContain('\\u003c/script\\u003e');
    expect(node(structuredData(head(script)), 'Organization')?.name).toBe(brand);
  });
});

describe('given the texts of the demo host', () => {
  it('should use the title and description demo-host/index.html has', async () => {
    const template = await readFile('demo-host/index.html', 'utf8');
    expect(template).toContain(`<title>${pageTitle('%BRAND%')}</title>`);
    expect(template).toContain(`<meta name="description" content="${pageDescription('%BRAND%')}" />`);
  });
});

describe('given robots.txt', () => {
  it('should let every crawler in and name the sitemap by its absolute URL', () => {
    const robots = robotsTxt(SITE);
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
    expect(robots).toMatch(/^Sitemap: https:\/\/example\.com\/sitemap\.xml$/m);
  });
});

describe('given sitemap.xml', () => {
  const parse = (xml: string) => new DOMParser().parseFromString(xml, 'application/xml');

  it('should be well-formed XML listing the home page with its date', () => {
    const xml = sitemapXml('https://example.com/a&b', new Date('2026-11-24T23:30:00Z'));
    const sitemap = parse(xml);
    expect(sitemap.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(xml).not.toMatch(/&(?!(amp|lt|gt|quot|apos|#\d+);)/);
    expect(sitemap.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect([...sitemap.getElementsByTagName('loc')].map((loc) => loc.textContent)).toEqual(['https://example.com/a&b/']);
    expect(sitemap.getElementsByTagName('lastmod')[0]?.textContent).toBe('2026-11-24');
  });

  it('should be checked by a parser that notices broken XML', () => {
    expect(parse('<urlset><url></urlset>').getElementsByTagName('parsererror').length).toBeGreaterThan(0);
  });

  it('should refuse a date that is not one', () => {
    expect(() => sitemapXml(SITE, new Date('not a date'))).toThrow(/lastmod/);
  });

  it('should leave lastmod out when the date is unknown', () => {
    const sitemap = parse(sitemapXml(SITE, undefined));
    expect(sitemap.getElementsByTagName('loc')).toHaveLength(1);
    expect(sitemap.getElementsByTagName('lastmod')).toHaveLength(0);
  });
});

describe("given the sources' date", () => {
  const commit = () => '1795305600\n';
  const noGit = () => {
    throw new Error('not a git repository');
  };

  it('should be SOURCE_DATE_EPOCH when set, else the last commit, else unknown', () => {
    expect(sourceDate({ SOURCE_DATE_EPOCH: '1764979200' }, commit)?.toISOString()).toBe('2025-12-06T00:00:00.000Z');
    expect(sourceDate({}, commit)?.toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(sourceDate({ SOURCE_DATE_EPOCH: ' ' }, noGit)).toBeUndefined();
  });

  it('should refuse a SOURCE_DATE_EPOCH that is not whole seconds', () => {
    expect(() => sourceDate({ SOURCE_DATE_EPOCH: '2026-12-06' }, commit)).toThrow(/SOURCE_DATE_EPOCH/);
  });

  it("should be the last commit to the page's sources, not a later one to the docs", async () => {
    const repo = await mkdtemp(join(tmpdir(), 'seo-date-'));
    const git = (args: string[], when = '') =>
      execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', '-c', 'commit.gpgsign=false', ...args], { cwd: repo, env: { ...process.env, GIT_AUTHOR_DATE: when, GIT_COMMITTER_DATE: when } });
    try {
      git(['init', '-q']);
      for (const [folder, when] of [['src', '1795305600 +0000'], ['docs', '1796000000 +0000']] as const) {
        await mkdir(join(repo, folder));
        await writeFile(join(repo, folder, 'file'), folder);
        git(['add', folder]);
        git(['commit', '-q', '-m', folder], when);
      }
      expect(sourceDate({}, () => lastCommitEpoch(repo))?.toISOString()).toBe('2026-11-22T00:00:00.000Z');
    } finally {
      await rm(repo, { recursive: true, force: true });
    }
  });

  it('should be unknown, not stop the build, when git prints more than the seconds', () => {
    expect(sourceDate({}, () => 'gpg: Signature made Sun 06 Dec 2026\ngpg: Good signature\n1795305600\n')).toBeUndefined();
  });
});

describe('given the share image', () => {
  it.each(['Rosterkit', 'The Extraordinarily Long Named International Creator Talent Management Agency Collective'])(
    'should be a 1200x630 PNG for %j',
    async (brand) => {
      const png = await shareImagePng({ brand, tagline: SHARE_TAGLINE });
      expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    },
  );

  it('should draw the brand it is given', async () => {
    const [one, other] = await Promise.all(['Acme', 'Globex'].map((brand) => shareImagePng({ brand, tagline: SHARE_TAGLINE })));
    expect(one?.equals(other ?? Buffer.alloc(0))).toBe(false);
  });

  it("should carry the landing footer's tagline", async () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(createElement(Footer, { brand: 'Acme', contactEmail: '' })));
    expect(container.querySelector('.lp-footer-tagline')?.textContent).toBe(SHARE_TAGLINE);
    await act(async () => root.unmount());
  });
});

/** The headers a path is served with, over Node's own HTTP (happy-dom's fetch applies a page's CORS rules). */
function headersOf(url: string) {
  return new Promise<IncomingHttpHeaders>((resolve, reject) => {
    get(url, (response) => {
      response.resume();
      resolve(response.headers);
    }).once('error', reject);
  });
}

const contentType = async (url: string) => (await headersOf(url))['content-type'];

/**
 * npm start's static server on a new folder holding `files`, on a free port, for `use`; the server
 * and the folder are gone after.
 */
async function serving(files: Record<string, string | Buffer>, use: (url: string, root: string) => Promise<void>) {
  const root = await mkdtemp(join(tmpdir(), 'rk-serve-'));
  for (const [name, body] of Object.entries(files)) {
    await mkdir(dirname(join(root, name)), { recursive: true });
    await writeFile(join(root, name), body);
  }
  const server = await serveStatic({ root, port: 0 });
  try {
    await use(server.url, root);
  } finally {
    await server.close();
    await rm(root, { recursive: true });
  }
}

describe('given the static server of npm start', () => {
  it('should send robots.txt, sitemap.xml and the PNG with their types', async () => {
    const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#6d28d9' } }).png().toBuffer();
    await serving({ 'robots.txt': robotsTxt(SITE), 'sitemap.xml': sitemapXml(SITE, new Date()), 'share.png': png }, async (url) => {
      const type = (path: string) => contentType(`${url}${path}`);
      expect(await type('/robots.txt')).toBe('text/plain; charset=utf-8');
      expect(await type('/sitemap.xml')).toBe('application/xml; charset=utf-8');
      expect(await type('/share.png')).toBe('image/png');
    });
  });

  it("should send the pages, the not-found one too, with frame-ancestors 'none', which their <meta> CSP cannot say", async () => {
    const page = '<!doctype html><title>Acme</title>';
    await serving({ 'index.html': page, '404.html': page, 'robots.txt': robotsTxt(SITE) }, async (url) => {
      for (const path of ['/', '/no/such/page']) expect((await headersOf(`${url}${path}`))['content-security-policy'], path).toBe("frame-ancestors 'none'");
      expect((await headersOf(`${url}/robots.txt`))['content-security-policy']).toBeUndefined();
    });
  });

  it('should send a page as Brotli to a browser that takes it, else gzip, else as it is, the same page each time', async () => {
    const page = `<!doctype html><title>Acme</title>${'<p>Live media kits for creator agencies.</p>'.repeat(400)}`;
    await serving({ 'index.html': page }, async (url) => {
      const br = await fetched(`${url}/`, 'gzip, deflate, br, zstd');
      expect(br.encoding).toBe('br');
      expect(brotliDecompressSync(br.body).toString()).toBe(page);
      const gzip = await fetched(`${url}/`, 'gzip, deflate');
      expect(gzip.encoding).toBe('gzip');
      expect(gunzipSync(gzip.body).toString()).toBe(page);
      expect(br.body.length).toBeLessThan(gzip.body.length);
      expect((await fetched(`${url}/`, 'br;q=0, gzip')).encoding).toBe('gzip');
      expect((await fetched(`${url}/`, 'gzip;q=0')).encoding).toBeUndefined();
      const plain = await fetched(`${url}/`, '');
      expect(plain.encoding).toBeUndefined();
      expect(plain.body.toString()).toBe(page);
    });
  });
});

describe('given port 0, the static server of npm start', () => {
  it('should listen on a free port and give its URL with that port', async () => {
    await serving({ 'index.html': '<!doctype html><title>Acme</title>' }, async (url) => {
      expect(Number(new URL(url).port)).toBeGreaterThan(0);
      expect(await status(`${url}/`)).toBe(200);
    });
  });
});

describe('given a request the static server of npm start must not serve', () => {
  it('should answer a path that is not valid percent-encoding with 400, and go on serving', async () => {
    await serving({ 'index.html': '<!doctype html><title>Acme</title>' }, async (url) => {
      expect(await status(`${url}/%E0%A4%A`)).toBe(400);
      expect(await status(`${url}/`)).toBe(200);
    });
  });

  it('should answer the not-found page asked for by its own name with 404, not 200', async () => {
    await serving({ 'index.html': '<!doctype html><title>Acme</title>', '404.html': '<!doctype html><title>Not found</title>' }, async (url) => {
      expect(await status(`${url}/404.html`)).toBe(404);
      expect(await status(`${url}/`)).toBe(200);
    });
  });

  it('should send the home page asked for by its file name to its one address, keeping the query', async () => {
    await serving({ 'index.html': '<!doctype html><title>Acme</title>' }, async (url) => {
      expect(await status(`${url}/index.html`)).toBe(301);
      expect((await headersOf(`${url}/index.html?utm_source=partner`)).location).toBe('/?utm_source=partner');
      expect((await headersOf(`${url}/index.html`)).location).toBe('/');
    });
  });

  it('should answer a path beginning with two slashes with 404, not the home page', async () => {
    await serving({ 'index.html': '<!doctype html><title>Acme</title>', '404.html': '<!doctype html><title>Not found</title>' }, async (url) => {
      expect(await status(`${url}//anything`)).toBe(404);
      expect(await status(`${url}//x/index.html`)).toBe(404);
    });
  });

  it('should answer a path that is not in its normal form with 404, not with a file under rules that are not its own', async () => {
    const files = { 'index.html': '<!doctype html><title>Acme</title>', '404.html': '<!doctype html><title>Not found</title>', 'widgets/chunks/a-1.js': 'export {};' };
    await serving(files, async (url) => {
      for (const path of ['//404.html', '//index.html', '/widgets/..%2F404.html', '/widgets/chunks/..%2F..%2Findex.html']) {
        const cacheControl = (await headersOf(`${url}${path}`))['cache-control'];
        expect(`${path}: ${await status(`${url}${path}`)} ${cacheControl}`).toBe(`${path}: 404 no-store`);
      }
      expect(await status(`${url}/widgets/chunks/a-1.js`)).toBe(200);
    });
  });

  it('should answer a method other than GET, HEAD and OPTIONS with 405', async () => {
    await serving({ 'index.html': '<!doctype html><title>Acme</title>' }, async (url) => {
      expect(await status(`${url}/`, 'POST')).toBe(405);
      expect(await status(`${url}/`, 'DELETE')).toBe(405);
      expect(await status(`${url}/`, 'HEAD')).toBe(200);
    });
  });

  it("should serve nothing from a folder beside its root whose name begins with the root's", async () => {
    await serving({}, async (url, root) => {
      await mkdir(`${root}-x`);
      try {
        await writeFile(join(`${root}-x`, 'secret.txt'), 'not for the web');
        expect(await status(`${url}/..%2f${basename(root)}-x/secret.txt`)).toBe(404);
      } finally {
        await rm(`${root}-x`, { recursive: true });
      }
    });
  });
});

/** A response's status, for a path sent as it is written. */
function status(url: string, method = 'GET') {
  return new Promise<number | undefined>((resolve, reject) => {
    request(url, { method }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
    })
      .once('error', reject)
      .end();
  });
}

/** A response's Content-Encoding and its body as sent, asked for with an Accept-Encoding header. */
function fetched(url: string, acceptEncoding: string) {
  return new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }));
    }).once('error', reject);
  });
}
