/**
 * Analytics in Chromium, on the fixture site built with a tag-manager id into a folder of this file's own and
 * served as a production host does (the preview handler, with the generated Content-Security-Policy): the
 * tag-manager, gtag and tracking scripts load without a CSP violation, the tracking script element is re-added
 * after a page change and a page view is recorded. External hosts are answered by the test context and never
 * contacted. The shared build, which has no id, loads none of them.
 */
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { isolatedContext, launchBrowser } from '../../scripts/lib/browser.ts';
import { servePreview, type StaticServer } from '../../scripts/lib/serve/static-server.ts';
import { buildFixtureSite, type FixtureBuild } from '../helpers/fixture-build.ts';
import { pageHeading } from '../helpers/real-site.ts';
import { clinic } from '../../src/site/clinic.ts';

const GTM_ID = 'GTM-TEST123';

let site: FixtureBuild;
let browser: Browser;
/** The about-us heading of each site, which a page change to it shows. */
let aboutUs: { withAnalytics: string; without: string };

let withAnalytics: StaticServer;
let without: StaticServer;
let context: BrowserContext;
let consoleErrors: string[];
let external: string[];
let policy: string | undefined;

beforeAll(async () => {
  site = await buildFixtureSite({ GTM_ID });
  withAnalytics = await servePreview(site.dir);
  without = await servePreview(inject('distDir'));
  aboutUs = { withAnalytics: await pageHeading('about-us', site.project.root), without: await pageHeading('about-us') };
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await withAnalytics?.close();
  await without?.close();
  await site?.dispose();
});

afterEach(async () => {
  await context?.close();
  expect(consoleErrors).toEqual([]);
});

async function open(origin: string): Promise<Page> {
  context = await isolatedContext(browser, origin, { answerOtherHosts: true });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const page = await context.newPage();
  consoleErrors = [];
  external = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${page.url()}: ${message.text()}`);
  });
  // Every one of these is answered inside the test context (isolatedContext), never sent out.
  page.on('request', (request) => {
    if (!request.url().startsWith(origin)) external.push(request.url());
  });
  policy = (await page.goto(`${origin}/`))?.headers()['content-security-policy'];
  return page;
}

const trackingScripts = (page: Page) => page.locator(`script[src="${clinic.analytics.trackingScriptUrl}"]`);

describe('analytics', () => {
  it('loads the tag manager, gtag and the tracking script, and re-adds the tracking script after a page change', async () => {
    const page = await open(withAnalytics.origin);
    expect(policy).toContain(new URL(clinic.analytics.trackingScriptUrl).origin);
    await expect.poll(() => trackingScripts(page).count()).toBe(1);
    // A script element is in the page a moment before the browser asks for its file.
    await expect
      .poll(() => external)
      .toEqual(
        expect.arrayContaining([
          `${clinic.analytics.gtmUrl}?id=${GTM_ID}`,
          `${clinic.analytics.gtagUrl}?id=${GTM_ID}`,
          clinic.analytics.trackingScriptUrl,
        ]),
      );
    await trackingScripts(page).evaluate((script) => (script.dataset.first = 'yes'));

    await page.getByRole('banner').getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About us' }).click();
    await expect.poll(() => page.getByRole('main').getByRole('heading', { level: 1 }).textContent()).toBe(aboutUs.withAnalytics);
    await expect
      .poll(() => trackingScripts(page).evaluateAll((scripts) => scripts.map((s) => (s as HTMLElement).dataset.first ?? 'new')))
      .toEqual(['new']);
    await expect.poll(() => external.filter((url) => url === clinic.analytics.trackingScriptUrl)).toHaveLength(2);

    const pageViews = await page.evaluate(() =>
      (window.dataLayer ?? [])
        .map((entry) => Array.from(entry as ArrayLike<unknown>))
        .filter((args) => args[0] === 'event' && args[1] === 'page_view'),
    );
    expect(pageViews).toEqual([
      ['event', 'page_view', expect.objectContaining({ page_path: '/about-us/', page_title: await page.title() })],
    ]);
    // Still an in-place page change: analytics did not turn it into a full load.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/about-us/');
  });

  it('loads nothing when no tag-manager id is configured', async () => {
    const page = await open(without.origin);
    await page.getByRole('banner').getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About us' }).click();
    await expect.poll(() => page.getByRole('main').getByRole('heading', { level: 1 }).textContent()).toBe(aboutUs.without);
    expect(await page.locator('#site-analytics').count()).toBe(0);
    expect(await page.evaluate(() => window.dataLayer === undefined || window.dataLayer.length === 0)).toBe(true);
    expect(external).toEqual([]);
  });
});
