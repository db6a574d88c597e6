/**
 * The bytes a page loads, by kind (HTML, CSS, JS, images, other), raw and gzip, measured in Chromium: what loads
 * before the load event, and everything after 10 seconds without interaction. External hosts are answered
 * locally and never contacted. Gzip is computed here at the level hosts use (js-budget.ts), since the preview
 * server sends files as they are. A page is measured at a phone's width and a desktop's (`heaviestOf`): what
 * starts on its own can differ between the two (a widget shown only on large screens).
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { isolatedContext } from '../browser.ts';
import { GZIP_LEVEL } from '../checks/js-budget.ts';

/** The two widths pages are measured at: a phone and a desktop. */
export const WIDTHS = [375, 1280] as const;

export type Kind = 'html' | 'css' | 'js' | 'image' | 'other';

export interface Weight {
  raw: number;
  gzip: number;
}

export interface PageWeight {
  readonly path: string;
  /** The viewport width the page was measured at. */
  readonly width: number;
  readonly beforeLoad: Record<Kind, Weight>;
  readonly afterIdle: Record<Kind, Weight>;
}

function kindOf(contentType: string, url: string): Kind {
  if (contentType.includes('html')) return 'html';
  if (contentType.includes('css')) return 'css';
  if (contentType.includes('javascript') || url.endsWith('.js')) return 'js';
  if (contentType.startsWith('image/')) return 'image';
  return 'other';
}

const empty = (): Record<Kind, Weight> => ({
  html: { raw: 0, gzip: 0 },
  css: { raw: 0, gzip: 0 },
  js: { raw: 0, gzip: 0 },
  image: { raw: 0, gzip: 0 },
  other: { raw: 0, gzip: 0 },
});

export async function measurePage(browser: Browser, origin: string, path: string, width = 375): Promise<PageWeight> {
  const context = await isolatedContext(browser, origin, { viewport: { width, height: 800 } });
  const page = await context.newPage();
  const beforeLoad = empty();
  const afterIdle = empty();
  // Set by the load event itself: a response that arrives after it counts as after load, even while the bodies of
  // earlier ones are still being read.
  let loaded = false;
  page.once('load', () => {
    loaded = true;
  });
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (!response.url().startsWith(origin)) return;
    const afterLoad = loaded;
    pending.push(
      response
        .body()
        .then((body) => {
          const kind = kindOf(response.headers()['content-type'] ?? '', response.url());
          const gzip = gzipSync(body, { level: GZIP_LEVEL }).length;
          for (const totals of afterLoad ? [afterIdle] : [beforeLoad, afterIdle]) {
            totals[kind].raw += body.length;
            totals[kind].gzip += gzip;
          }
        })
        .catch(() => undefined),
    );
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'load' });
  await page.waitForTimeout(10_000);
  await Promise.all(pending);
  await context.close();
  return { path, width, beforeLoad, afterIdle };
}

/** The page at each width of WIDTHS, and the measurement with the most JavaScript after 10 s. */
export async function heaviestOf(browser: Browser, origin: string, path: string): Promise<PageWeight> {
  let heaviest: PageWeight | undefined;
  for (const width of WIDTHS) {
    const weight = await measurePage(browser, origin, path, width);
    if (!heaviest || weight.afterIdle.js.gzip > heaviest.afterIdle.js.gzip) heaviest = weight;
  }
  return heaviest as PageWeight;
}
