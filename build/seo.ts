/**
 * What crawlers and link previews read about the demo host: the head's canonical, Open Graph
 * and Twitter tags, the JSON-LD, robots.txt and sitemap.xml. Pure functions of the build's
 * configuration, so the build and the tests call the same code.
 */
import { DEFAULT_SITE_PORT } from '../backend/ports.mjs';
import { brandAttribute } from '../src/element/attributes.ts';
import { escapeHtml } from '../src/element/escape-html.ts';
import { faqEntries, type FaqEntry } from '../widgets/landing/content.ts';

const DEFAULT_SITE_URL = `http://127.0.0.1:${DEFAULT_SITE_PORT}/`;
export const SHARE_IMAGE_WIDTH_PX = 1200;
export const SHARE_IMAGE_HEIGHT_PX = 630;
/** The share image, at the site's root, named by og:image. */
export const SHARE_IMAGE_FILE = 'share.png';
/** The landing footer's line: it says what the product is and for whom, which a preview needs most. */
export const SHARE_TAGLINE = 'Live media kits, talent rosters and payments for creator agencies.';

/** The site's address with the path it is served under, always ending in `/`; throws on anything but an absolute http(s) URL. */
function normaliseSiteUrl(value: string): string {
  const problem = `SITE_URL must be an absolute http:// or https:// URL such as https://rosterkit.io/, got ${JSON.stringify(value)}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(problem);
  }
  // A bare '?' or '#' leaves search and hash empty, but stays in href, and so in every address named.
  if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password || /[?#]/.test(value)) throw new Error(problem);
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url.href;
}

/**
 * SITE_URL from the build's environment; unset or blank means the local server of `npm start`,
 * which a build for a hosted project (SUPABASE_URL not on this machine) must not go out with.
 * It must be its host's root: the demo host's pages load their script, images and icon from there.
 */
export function siteUrl(env: Readonly<Record<string, string | undefined>>): string {
  const value = env.SITE_URL?.trim();
  if (!value && namesHostedProject(env.SUPABASE_URL)) {
    throw new Error('SITE_URL is not set, and SUPABASE_URL names a hosted project: set SITE_URL to the address the demo host will be served from, such as https://rosterkit.io/ (its canonical address, share image and sitemap name it)');
  }
  const site = normaliseSiteUrl(value ? value : DEFAULT_SITE_URL);
  if (new URL(site).pathname !== '/') {
    throw new Error(`SITE_URL must be the root of its host, such as https://rosterkit.io/: the demo host loads its script and images from there, got ${JSON.stringify(value)}`);
  }
  return site;
}

/** A SUPABASE_URL on a host other than this machine's loopback; one that is not a URL is left to demoHostConfig. */
function namesHostedProject(supabaseUrl: string | undefined): boolean {
  if (!URL.canParse(supabaseUrl?.trim() ?? '')) return false;
  const { hostname } = new URL(supabaseUrl!.trim());
  return !(hostname === 'localhost' || hostname === '[::1]' || hostname.startsWith('127.'));
}

/** A file of the site as an absolute URL; `file` is relative to SITE_URL. */
const absolute = (site: string, file = '') => new URL(file.replace(/^\/+/, ''), normaliseSiteUrl(site)).href;

/** The brand as the landing page shows it: `data-brand` trimmed, blank falling back to the default. */
export const pageBrand = (brand: string): string => brandAttribute.brand.parse(brand);

/** The seven questions and answers of the landing's FAQ, from the list the page renders, with the brand as it shows it. */
export const landingFaq = (brand: string): FaqEntry[] => faqEntries(pageBrand(brand));

/** demo-host/index.html's <title> and meta description (a test keeps them equal). */
export const pageTitle = (brand: string) => `${brand} | Live media kits and talent rosters for agencies`;
export const pageDescription = (brand: string) =>
  `${brand} keeps your agency's media kits and talent roster synced from social media, with payments that split commissions automatically. Join the waitlist.`;

export interface HeadTagsOptions {
  /** Normalised by `siteUrl()`. */
  siteUrl: string;
  brand: string;
  title: string;
  description: string;
  /** The share image's path under SITE_URL, e.g. `share.png`: a 1200x630 PNG. */
  imageFile: string;
  imageAlt: string;
  faq: readonly FaqEntry[];
  /** The organisation's logo under SITE_URL, e.g. `apple-touch-icon.png` (a raster one of at least 112 px, as Google asks). */
  logoFile?: string;
  /** The organisation's contact address (CONTACT_EMAIL); left out when blank. */
  email?: string;
}

/**
 * JSON inside <script> ends at the first `</script>`, whatever the quotes around it, so every
 * `<` (and `>`, `&`, for an HTML comment's sake) becomes its \u escape: the same JSON, inert as HTML.
 */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

function structuredData({ siteUrl: site, brand, description, faq, logoFile, email }: HeadTagsOptions) {
  const home = absolute(site);
  const organization = `${home}#organization`;
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': organization,
        name: brand,
        url: home,
        ...(logoFile ? { logo: absolute(site, logoFile) } : {}),
        ...(email?.trim() ? { email: email.trim() } : {}),
      },
      { '@type': 'WebSite', '@id': `${home}#website`, name: brand, url: home, description, inLanguage: 'en', publisher: { '@id': organization } },
      {
        '@type': 'FAQPage',
        '@id': `${home}#faq`,
        url: home,
        mainEntity: faq.map(({ question, answer }) => ({ '@type': 'Question', name: question, acceptedAnswer: { '@type': 'Answer', text: answer } })),
      },
    ],
  };
}

/** The head's tags for crawlers and link previews, one a line, indented for demo-host/index.html's <head>. */
export function headTags(options: HeadTagsOptions): string {
  const { siteUrl: site, brand, title, description, imageFile, imageAlt } = options;
  const home = absolute(site);
  const image = absolute(site, imageFile);
  const meta = (key: 'property' | 'name', name: string, content: string | number) =>
    `<meta ${key}="${name}" content="${escapeHtml(String(content))}" />`;
  return [
    `<link rel="canonical" href="${escapeHtml(home)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', brand),
    meta('property', 'og:url', home),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', SHARE_IMAGE_WIDTH_PX),
    meta('property', 'og:image:height', SHARE_IMAGE_HEIGHT_PX),
    meta('property', 'og:image:alt', imageAlt),
    // X takes the title, description and image from og:* when its own are absent (its cards
    // markup reference); the card's type and the image's alt it does not.
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:image:alt', imageAlt),
  ].join('\n    ');
}

/**
 * The JSON-LD, for the end of the page's body: there gzip finds the FAQ answers it repeats,
 * which keeps the page within the first round trip of a new connection
 * (tests/e2e/prerender.spec.ts holds it there).
 */
export function structuredDataTag(options: HeadTagsOptions): string {
  return `<script type="application/ld+json">${scriptSafeJson(structuredData(options))}</script>`;
}

/**
 * When the page last changed, for sitemap.xml: the sources' date, as reproducible builds give
 * it (SOURCE_DATE_EPOCH, seconds), else that of the last commit to the page's sources; unknown
 * outside a git checkout. Not the build's date: one that moves with every deploy of the same
 * page is one search engines learn to ignore.
 */
export function sourceDate(env: NodeJS.ProcessEnv, lastCommitEpoch: () => string): Date | undefined {
  const fromSeconds = (text: string) => (/^\d+$/.test(text) ? new Date(Number(text) * 1000) : undefined);
  const given = env.SOURCE_DATE_EPOCH?.trim();
  if (given) {
    const date = fromSeconds(given);
    if (!date) throw new Error(`SOURCE_DATE_EPOCH must be whole seconds since 1970, not ${JSON.stringify(given)}`);
    return date;
  }
  // Anything but the seconds from git (its signature check, printed by a user's settings) is unknown too.
  try {
    return fromSeconds(lastCommitEpoch().trim());
  } catch {
    return undefined;
  }
}

/** robots.txt: everything may be crawled (the 404 page says noindex itself, which a crawler must be allowed to read). */
export function robotsTxt(site: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absolute(site, 'sitemap.xml')}\n`;
}

/** sitemap.xml with the one page there is, the home page; `lastmod`, when known, is written as its UTC date. */
export function sitemapXml(site: string, lastmod: Date | undefined): string {
  if (lastmod && Number.isNaN(lastmod.getTime())) throw new Error('sitemapXml: lastmod is not a valid date');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    '  <url>',
    `    <loc>${escapeHtml(absolute(site))}</loc>`,
    ...(lastmod ? [`    <lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>`] : []),
    '  </url>',
    '</urlset>',
    '',
  ].join('\n');
}
