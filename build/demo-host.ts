/**
 * Why: the demo host's pages (dist/index.html, dist/404.html) need what only the build
 * knows: the brand, backend and contact address from the environment, their inline styles
 * and script with CSP hashes, and the head that crawlers and link previews read.
 * Risk on upgrade: none; it emits assets in generateBundle, and an unknown placeholder fails the build.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { escapeHtml } from '../src/element/escape-html.ts';
import { demoHostConfig } from './demo-host-config.ts';
import { hostStyles, landingScript } from './demo-host-inline.ts';
import { headTags, landingFaq, pageBrand, pageDescription, pageTitle, SHARE_IMAGE_FILE, SHARE_TAGLINE, siteUrl, structuredDataTag } from './seo.ts';
import { TOUCH_ICON_FILE, touchIconPng } from './touch-icon.ts';

const PAGES = ['index.html', '404.html', 'favicon.svg'];

/** Writes demo-host/'s pages to dist/ with their `%NAME%` placeholders filled in. */
export function demoHost(): Plugin {
  return {
    name: 'rosterkit-demo-host',
    apply: 'build',
    // Read at the start too: a mistyped setting (BACKEND_PORT=5432x) fails at once, by its name.
    buildStart() {
      demoHostConfig();
      const site = siteUrl(process.env);
      if (!process.env.SITE_URL?.trim()) {
        this.warn(`SITE_URL is not set: the canonical address, share image and sitemap name ${site}. Set it to the address dist/ is served from before deploying.`);
      }
    },
    async generateBundle(_options, bundle) {
      const config = demoHostConfig();
      const brand = pageBrand(config.BRAND);
      const seo = {
        siteUrl: siteUrl(process.env),
        brand,
        title: pageTitle(brand),
        description: pageDescription(brand),
        imageFile: SHARE_IMAGE_FILE,
        imageAlt: `${brand}: ${SHARE_TAGLINE}`,
        faq: landingFaq(brand),
        logoFile: TOUCH_ICON_FILE,
        email: config.CONTACT_EMAIL,
      };
      // Inline code and markup as they are; configuration values escaped for HTML.
      const verbatim: Record<string, string> = {
        ...hostStyles(),
        ...(await landingScript(bundle)),
        HEAD_TAGS: headTags(seo),
        STRUCTURED_DATA: structuredDataTag(seo),
      };
      const escaped: Record<string, string> = config;
      for (const page of PAGES) {
        const template = readFileSync(new URL(`../demo-host/${page}`, import.meta.url), 'utf8');
        const source = template.replace(/%(\w+)%/g, (_match, name: string) => {
          if (name in verbatim) return verbatim[name]!;
          if (name in escaped) return escapeHtml(escaped[name]!);
          return this.error(`demo-host/${page} has %${name}%, which the build does not fill in.`);
        });
        this.emitFile({ type: 'asset', fileName: page, source });
      }
      this.emitFile({ type: 'asset', fileName: TOUCH_ICON_FILE, source: await touchIconPng() });
    },
  };
}
