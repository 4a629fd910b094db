/**
 * Why: crawlers and link previews run no script; beside the demo host's pages they read
 * robots.txt, sitemap.xml and the share image that og:image names (build/seo.ts).
 * Risk on upgrade: none; it emits assets in generateBundle.
 */
import { execFileSync } from 'node:child_process';
import type { Plugin } from 'vite';
import { demoHostConfig } from './demo-host-config.ts';
import { pageBrand, robotsTxt, SHARE_IMAGE_FILE, SHARE_TAGLINE, siteUrl, sitemapXml, sourceDate } from './seo.ts';

/** Emits share.png, robots.txt and sitemap.xml at the site's root. */
export function crawlerFiles(): Plugin {
  return {
    name: 'rosterkit-crawler-files',
    apply: 'build',
    async generateBundle() {
      const site = siteUrl(process.env);
      const { shareImagePng } = await import('./share-image.ts');
      const brand = pageBrand(demoHostConfig().BRAND);
      this.emitFile({ type: 'asset', fileName: SHARE_IMAGE_FILE, source: await shareImagePng({ brand, tagline: SHARE_TAGLINE }) });
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(site) });
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(site, sourceDate(process.env, lastCommitEpoch)) });
    },
  };
}

/**
 * What the page is drawn from: a commit to the docs, the backend or the tests does not change it.
 * A shallow clone's oldest commit touches every path, so there the date is at most that commit's.
 */
const PAGE_SOURCES = ['demo-host', 'widgets', 'src', 'build', 'vite.config.ts'];

/** The time of the last commit to the page's sources, in seconds, as git prints it. @param cwd the checkout */
export const lastCommitEpoch = (cwd = process.cwd()) =>
  execFileSync('git', ['-c', 'log.showSignature=false', 'log', '-1', '--format=%ct', '--', ...PAGE_SOURCES], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
