/**
 * Lighthouse 12 (mobile, simulated throttling: its defaults) against pages served on 127.0.0.1, in the system's
 * Chromium. Every request that leaves 127.0.0.1 is blocked, so no external host is ever contacted.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { type DefaultTreeAdapterMap, parse } from 'parse5';
import { CHROME_FLAGS, chromePath } from '../browser.ts';

export interface LighthouseScores {
  readonly url: string;
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  /** Milliseconds. */
  readonly lcp: number;
  readonly tbt: number;
  readonly cls: number;
  /** SEO audits left out because the page asks for them on purpose (a noindex page, a not-found status). */
  readonly skipped: readonly string[];
}

/**
 * The SEO audits a page fails by design: search results and error pages carry robots noindex so search engines
 * leave them out, and the not-found page answers 404. Scoring them would mark the site down for doing that right.
 */
async function deliberateSeoMisses(url: string): Promise<string[]> {
  const response = await fetch(url);
  const robots = [robotsMeta(await response.text()), response.headers.get('x-robots-tag') ?? ''];
  const skipped: string[] = [];
  if (robots.some((value) => /\bnoindex\b/i.test(value))) skipped.push('is-crawlable');
  if (response.status >= 400) skipped.push('http-status-code');
  return skipped;
}

/** The content of the page's `<meta name="robots">`, read with parse5 as a browser reads the page ('' when none). */
function robotsMeta(html: string): string {
  const pending: DefaultTreeAdapterMap['parentNode'][] = [parse(html)];
  for (let node = pending.pop(); node; node = pending.pop()) {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      const attribute = (name: string) => child.attrs.find((a) => a.name === name)?.value ?? '';
      if (child.tagName === 'meta' && attribute('name').toLowerCase() === 'robots') return attribute('content');
      pending.push(child);
    }
  }
  return '';
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export async function runLighthouse(urls: readonly string[]): Promise<LighthouseScores[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: [...CHROME_FLAGS],
  });
  try {
    const scores: LighthouseScores[] = [];
    for (const url of urls) {
      const skipped = await deliberateSeoMisses(url);
      const result = await lighthouse(url, {
        ...(skipped.length ? { skipAudits: skipped } : {}),
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        // The local server speaks plain http on 127.0.0.1; everything the site could load from elsewhere (analytics,
        // the form service) is https, so blocking https blocks every external host.
        blockedUrlPatterns: ['https://*'],
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const metric = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
      scores.push({
        url,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        skipped,
      });
    }
    return scores;
  } finally {
    chrome.kill();
  }
}
