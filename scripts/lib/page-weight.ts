/**
 * The bytes a page loads, by kind (HTML, CSS, JS, images, other), raw and gzip, measured in Chromium: what loads
 * before the load event, and everything after 10 seconds without interaction. External hosts are answered
 * locally and never contacted.
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { isolatedContext } from './browser.ts';

export type Kind = 'html' | 'css' | 'js' | 'image' | 'other';

export interface Weight {
  raw: number;
  gzip: number;
}

export interface PageWeight {
  readonly path: string;
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
  let loaded = false;
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (!response.url().startsWith(origin)) return;
    pending.push(
      response
        .body()
        .then((body) => {
          const kind = kindOf(response.headers()['content-type'] ?? '', response.url());
          const gzip = gzipSync(body, { level: 9 }).length;
          for (const totals of loaded ? [afterIdle] : [beforeLoad, afterIdle]) {
            totals[kind].raw += body.length;
            totals[kind].gzip += gzip;
          }
        })
        .catch(() => undefined),
    );
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'load' });
  await Promise.all(pending);
  loaded = true;
  await page.waitForTimeout(10_000);
  await Promise.all(pending);
  await context.close();
  return { path, beforeLoad, afterIdle };
}
