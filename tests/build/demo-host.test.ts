// @vitest-environment node
// The demo host's plugins on a stand-in bundle: what each emits, and a template the build
// cannot fill failing loudly.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cspHash } from '../../build/csp-hash.ts';
import { crawlerFiles } from '../../build/crawler-files.ts';
import { demoHost } from '../../build/demo-host.ts';
import { hostStyles } from '../../build/demo-host-inline.ts';
import { shippedTypes } from '../../build/shipped-types.ts';

type Emitted = { fileName: string; source: string | Uint8Array };

/** Runs a plugin's generateBundle with a context that keeps what it emits and throws what it errors. */
async function emitted(plugin: Plugin, bundle: Record<string, unknown> = {}): Promise<Map<string, string | Uint8Array>> {
  const files: Emitted[] = [];
  const context = {
    emitFile: (file: Emitted) => files.push(file),
    error: (message: string) => {
      throw new Error(message);
    },
  };
  await (plugin.generateBundle as (this: unknown, options: unknown, bundle: unknown) => Promise<void> | void).call(context, {}, bundle);
  return new Map(files.map((file) => [file.fileName, file.source]));
}

/** The landing's script and the two chunks it imports, one through the other. */
const LANDING_BUNDLE = {
  'widgets/landing.js': { type: 'chunk', imports: ['widgets/chunks/react-1.js'] },
  'widgets/chunks/react-1.js': { type: 'chunk', imports: ['widgets/chunks/runtime-1.js'] },
  'widgets/chunks/runtime-1.js': { type: 'chunk', imports: [] },
};

afterEach(() => vi.unstubAllEnvs());

describe('given the demo host plugin and a build configured by the environment', () => {
  it('fills every placeholder of its pages, the configuration escaped for HTML', async () => {
    vi.stubEnv('BRAND', 'Acme & "Co"');
    vi.stubEnv('SUPABASE_URL', 'https://xyz.supabase.co/rest/v1');
    vi.stubEnv('SITE_URL', 'https://acme.example');
    vi.stubEnv('CONTACT_EMAIL', 'team@acme.example');
    const pages = await emitted(demoHost(), LANDING_BUNDLE);
    expect([...pages.keys()].sort()).toEqual(['404.html', 'apple-touch-icon.png', 'favicon.svg', 'index.html']);
    for (const [file, source] of pages) if (typeof source === 'string') expect(source, file).not.toMatch(/%\w+%/);
    // The pages and the icon are text; the home screen icon, drawn from it, is a PNG.
    expect([...pages].filter(([, source]) => typeof source === 'string').map(([file]) => file).sort()).toEqual(['404.html', 'favicon.svg', 'index.html']);
    const index = String(pages.get('index.html'));
    expect(index).toContain('data-brand="Acme &#38; &#34;Co&#34;"');
    expect(index).toContain('data-supabase-url="https://xyz.supabase.co"');
    expect(index).toContain('<link rel="canonical" href="https://acme.example/" />');
    expect(index).toContain('data-contact-email="team@acme.example"');
    // supabase-js posts to /rest/v1/waitlist: a connect-src source with a path would allow that path alone.
    expect(index).toMatch(/connect-src 'self' https:\/\/xyz\.supabase\.co;/);
    // The not-found page sends nothing anywhere.
    expect(String(pages.get('404.html'))).not.toContain('connect-src');
  });

  it('fails a build for a hosted project that does not say where the site will be', async () => {
    vi.stubEnv('SUPABASE_URL', 'https://xyz.supabase.co');
    vi.stubEnv('SITE_URL', '');
    await expect(emitted(demoHost(), LANDING_BUNDLE)).rejects.toThrow(/^SITE_URL is not set, and SUPABASE_URL names a hosted project/);
  });

  it('inlines its stylesheet and the landing loader, each allowed by its hash in the CSP', async () => {
    const index = String((await emitted(demoHost(), LANDING_BUNDLE)).get('index.html'));
    const css = hostStyles().HOST_CSS;
    // Minified: host.css's rules, without its comments and spaces.
    expect(css).not.toContain('/*');
    expect(css.length).toBeLessThan(readFileSync('demo-host/host.css', 'utf8').length * 0.7);
    expect(index).toContain(`<style>${css}`);
    expect(index).toContain(cspHash(css));
    const script = /<script type="module">([\s\S]*?)<\/script>/.exec(index)?.[1] ?? '';
    expect(script).toMatch(/\[(["`])\/widgets\/chunks\/react-1\.js\1,\1\/widgets\/chunks\/runtime-1\.js\1\]/);
    expect(index).toContain(cspHash(script));
  });

  // The home page must arrive in its first round trip: the 404 page's rules are not sent with it.
  it("sends the 404 page's styles with the 404 page alone, allowed by their hash there", async () => {
    const pages = await emitted(demoHost(), LANDING_BUNDLE);
    const notFoundCss = hostStyles().NOT_FOUND_CSS;
    const notFound = String(pages.get('404.html'));
    expect(notFound).toContain(`<style>${notFoundCss}</style>`);
    expect(notFound).toContain(cspHash(notFoundCss));
    expect(String(pages.get('index.html'))).not.toContain('.not-found');
  });

  it('fails the build on a bundle without the landing script', async () => {
    await expect(emitted(demoHost(), {})).rejects.toThrow(/no chunk widgets\/landing\.js/);
  });
});

describe('given the crawler files plugin', () => {
  it('emits the share image as PNG, robots.txt naming the sitemap, and the sitemap', async () => {
    vi.stubEnv('SITE_URL', 'https://rosterkit.example/');
    const files = await emitted(crawlerFiles());
    expect([...(files.get('share.png') as Uint8Array).subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
    expect(String(files.get('robots.txt'))).toContain('Sitemap: https://rosterkit.example/sitemap.xml');
    expect(String(files.get('sitemap.xml'))).toContain('<loc>https://rosterkit.example/</loc>');
  }, 30_000);
});

describe('given the shipped types plugin', () => {
  it('ships types/rosterkit-widgets.d.ts beside the scripts as it is', async () => {
    const files = await emitted(shippedTypes());
    expect(files.get('widgets/rosterkit-widgets.d.ts')).toBe(readFileSync('types/rosterkit-widgets.d.ts', 'utf8'));
  });
});
