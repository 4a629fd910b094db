// @ts-check
// One Lighthouse run on a page with its default mobile preset, in Debian's Chromium: the
// four category scores, the main metrics (also as numbers, for bench/lighthouse-runs.mjs), and
// every audit that holds a score under 100 back.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './browser.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** The other categories' targets; performance and the metrics have theirs in bench/lighthouse-runs.mjs. */
export const TARGETS = { accessibility: 100, 'best-practices': 100, seo: 100 };
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index', 'cumulative-layout-shift'];

/**
 * @typedef {{ id: string, category: string, title: string, score: number | null, weight: number, displayValue: string, why: string[] }} FailingAudit
 * @typedef {{ performance: number, fcpMs: number, lcpMs: number, tbtMs: number, cls: number }} LighthouseFigures
 * @typedef {{ url: string, lighthouseVersion: string, scores: Record<string, number>, metrics: Record<string, string>,
 *   figures: LighthouseFigures, failing: FailingAudit[], hints: FailingAudit[] }} LighthouseResult
 */

/** @param {string} url @returns {Promise<LighthouseResult>} */
export async function runLighthouse(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    if (!result) throw new Error('Lighthouse returned no result');
    return summarise(result.lhr);
  } finally {
    chrome.kill();
  }
}

/** @param {import('lighthouse').Result} lhr @returns {LighthouseResult} */
function summarise(lhr) {
  /** @type {Record<string, number>} */
  const scores = {};
  /** Audits that count towards a score and are under 100 (the reasons a score is under 100). */
  /** @type {FailingAudit[]} */
  const failing = [];
  /** Audits under 100 that weigh nothing in the score (Lighthouse's opportunities and insights). */
  /** @type {FailingAudit[]} */
  const hints = [];
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    if (!category) continue;
    scores[id] = Math.round((category.score ?? 0) * 100);
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (!['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) continue;
      (ref.weight > 0 ? failing : hints).push({
        id: ref.id, category: id, title: audit.title, score: audit.score, weight: ref.weight, displayValue: audit.displayValue ?? '',
        why: detailLines(audit.details),
      });
    }
  }
  /** @type {Record<string, string>} */
  const metrics = {};
  for (const id of METRICS) metrics[id] = lhr.audits[id]?.displayValue ?? '';
  const numeric = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const ms = (/** @type {string} */ id) => Math.round(numeric(id));
  return {
    url: lhr.finalDisplayedUrl,
    lighthouseVersion: lhr.lighthouseVersion,
    scores,
    metrics,
    figures: {
      performance: scores.performance ?? Number.NaN, fcpMs: ms('first-contentful-paint'), lcpMs: ms('largest-contentful-paint'),
      tbtMs: ms('total-blocking-time'), cls: numeric('cumulative-layout-shift'),
    },
    failing,
    hints,
  };
}

/** The first few items of an audit's details, as one line each: which URL, node or resource is at fault. */
/** @param {unknown} details */
function detailLines(details) {
  const items = /** @type {{ items?: Record<string, unknown>[] }} */ (details ?? {}).items ?? [];
  return items.slice(0, 5).map((item) =>
    Object.entries(item)
      .filter(([, value]) => value !== null && value !== undefined && value !== '')
      .map(([key, value]) => `${key}: ${describe(value)}`)
      .join(', ')
      .slice(0, 300),
  );
}

/** @param {unknown} value */
function describe(value) {
  if (typeof value !== 'object' || value === null) return String(value);
  const node = /** @type {{ snippet?: string, nodeLabel?: string, url?: string, type?: string }} */ (value);
  return node.snippet ?? node.nodeLabel ?? node.url ?? JSON.stringify(value).slice(0, 120);
}
