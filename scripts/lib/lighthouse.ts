/**
 * Lighthouse 12 (mobile, simulated throttling: its defaults) against pages served on 127.0.0.1, in the system's
 * Chromium. Every request that leaves 127.0.0.1 is blocked, so no external host is ever contacted.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_FLAGS, chromePath } from './browser.ts';

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
      const result = await lighthouse(url, {
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
      });
    }
    return scores;
  } finally {
    chrome.kill();
  }
}
