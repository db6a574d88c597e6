import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { servePreview, type StaticServer } from '../../scripts/lib/serve/static-server.ts';
import { clinic } from '../../src/site/clinic.ts';
import { buildFixtureSite, type FixtureBuild } from '../helpers/fixture-build.ts';
import { isolatedContext, launchBrowser } from '../../scripts/lib/browser.ts';

/**
 * Pages served by the preview server, which sends the Content-Security-Policy of dist/_headers, must load and
 * run with no violation and no console error: the policy allows exactly what the site loads.
 */
const PAGES = [
  '/',
  '/about-us/',
  '/cn/contact-us/',
  '/bh/services/',
  '/blog/',
  '/blog/common-causes-of-knee-pain/',
  '/media/treat-ankle-sprains-promptly/',
  '/cn/no-such-page/',
];

let browser: Browser;
const built: FixtureBuild[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  for (const site of built) await site.dispose();
});

interface Visit {
  readonly violations: string[];
  readonly errors: string[];
}

/** Records CSP violations (from the page's own event) and console errors while `act` runs. */
async function visit(context: BrowserContext, url: string, act: (page: Page) => Promise<void> = async () => undefined): Promise<Visit> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  await page.goto(url, { waitUntil: 'load' });
  await act(page);
  // Idle islands and analytics start after load: give them the idle period before reading the record.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 300), { timeout: 2000 })));
  const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  await page.close();
  return { violations, errors };
}

/** The fixture site built with other settings, served as production hosts serve it; also returns its first blog article. */
async function serveBuild(env: Record<string, string>): Promise<{ server: StaticServer; article: string }> {
  const site = await buildFixtureSite(env);
  built.push(site);
  return { server: await servePreview(site.dir), article: site.manifest.collection('blog', 'en')[0]?.path ?? '/blog/' };
}

describe('the generated Content-Security-Policy in Chromium', () => {
  it('lets every kind of page load, hydrate and reach the form service with no violation and no console error', async () => {
    const server = await servePreview(inject('distDir'));
    // The form service is another host: answered here, so the page's POST to it gets through.
    const context = await isolatedContext(browser, server.origin, { answerOtherHosts: true });
    try {
      const first = await fetch(`${server.origin}/`);
      expect(first.headers.get('content-security-policy')).toContain("script-src 'self'");
      for (const pagePath of PAGES) {
        const result = await visit(context, `${server.origin}${pagePath}`, async (page) => {
          // Interaction loads the lazily hydrated islands (the form's code included).
          await page
            .locator('#enquiry-form input[name="name"]')
            .first()
            .focus()
            .catch(() => undefined);
        });
        // Chromium reports the not-found page's own 404 status as a console error; that one is expected.
        const expectedErrors = pagePath.includes('no-such-page')
          ? ['Failed to load resource: the server responded with a status of 404 (Not Found)']
          : [];
        expect(result, pagePath).toEqual({ violations: [], errors: expectedErrors });
      }
      const posted = await visit(context, `${server.origin}/contact-us/`, async (page) => {
        const status = await page.evaluate(
          (url) => fetch(url, { method: 'POST', body: new FormData() }).then((r) => r.status),
          `${clinic.form.serviceUrl}/api/${clinic.form.enquiryFormId}`,
        );
        expect(status).toBe(204);
      });
      expect(posted).toEqual({ violations: [], errors: [] });
    } finally {
      await context.close();
      await server.close();
    }
  });

  it('blocks what it does not allow: an injected inline script and a script from another host', async () => {
    const server = await servePreview(inject('distDir'));
    const context = await isolatedContext(browser, server.origin);
    try {
      const result = await visit(context, `${server.origin}/about-us/`, async (page) => {
        await page.evaluate(() => {
          const inline = document.createElement('script');
          inline.textContent = 'window.inlineRan = true;';
          document.head.append(inline);
          const foreign = document.createElement('script');
          foreign.src = 'https://cdn.example.net/x.js';
          document.head.append(foreign);
        });
        expect(await page.evaluate(() => (window as unknown as { inlineRan?: boolean }).inlineRan)).toBeUndefined();
      });
      // Each reported twice: the page's own policy and the catch-all of /* (joined by the host) both block them.
      expect(result.violations.sort()).toEqual([
        'script-src-elem https://cdn.example.net/x.js',
        'script-src-elem https://cdn.example.net/x.js',
        'script-src-elem inline',
        'script-src-elem inline',
      ]);
    } finally {
      await context.close();
      await server.close();
    }
  });

  it('allows the tag-manager, gtag and tracking hosts when analytics are on', async () => {
    const { server, article } = await serveBuild({ GTM_ID: 'GTM-TEST123' });
    const context = await isolatedContext(browser, server.origin, { answerOtherHosts: true });
    const requested: string[] = [];
    context.on('request', (request) => {
      if (!request.url().startsWith(server.origin)) requested.push(new URL(request.url()).origin);
    });
    try {
      for (const pagePath of ['/', article]) {
        const result = await visit(context, `${server.origin}${pagePath}`);
        expect(result, pagePath).toEqual({ violations: [], errors: [] });
      }
      const csp = (await fetch(`${server.origin}/`)).headers.get('content-security-policy') ?? '';
      for (const url of [clinic.analytics.gtmUrl, clinic.analytics.gtagUrl, clinic.analytics.trackingScriptUrl])
        expect(csp).toContain(new URL(url).origin);
      // The analytics scripts were asked for, and stayed within the policy (answered locally, never contacted).
      expect(requested).toContain(new URL(clinic.analytics.gtmUrl).origin);
      for (const origin of new Set(requested)) expect(csp, origin).toContain(origin);
    } finally {
      await context.close();
      await server.close();
    }
  });
});
