/**
 * The remembered-locale redirect of `/` in Chromium, under the production headers (the preview server sends the
 * Content-Security-Policy of the built _headers): a visitor who chose 中文 lands on /cn/ without the English home
 * page ever being painted, a bot stays on /, and the one inline script runs by its hash with no violation.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { isolatedContext } from '../../scripts/lib/browser.ts';
import { scriptHash } from '../../src/generator/host/csp.ts';
import { EARLY_REDIRECT_SCRIPT } from '../../src/shared/early-redirect.ts';
import { formatPolicy, intersectPolicies, parsePolicy } from '../../src/generator/host/policy-union.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const site = siteInBrowser();
const contexts: BrowserContext[] = [];

afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

/** What each document of the tab reported: its frames, paints, load events and CSP violations. */
interface Report {
  readonly kind: 'frame' | 'paint' | 'load' | 'csp';
  readonly path: string;
  readonly lang: string;
  /** For frames: whether the root element is rendered at all at that frame. */
  readonly rendered?: boolean;
  readonly detail?: string;
}

async function newContext(options: BrowserContextOptions = {}, cookie?: string): Promise<BrowserContext> {
  const context = await isolatedContext(site.browser, site.server.origin, options);
  contexts.push(context);
  if (cookie) await context.addCookies([{ name: 'i18n_redirected', value: cookie, url: site.server.origin, sameSite: 'Lax' }]);
  return context;
}

/**
 * A new tab (a new visit) that records, from the very start of every document it shows: each rendering
 * opportunity (animation frame) with whether anything was rendered, each paint the browser reports, the load
 * event and any CSP violation, all with the document's path and `<html lang>`.
 */
async function watchedTab(context: BrowserContext): Promise<{ page: Page; reports: Report[]; console: string[] }> {
  const page = await context.newPage();
  const reports: Report[] = [];
  const console: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') console.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => console.push(`uncaught: ${error.message}`));
  await page.exposeBinding('reportToTest', (_source, report: Report) => void reports.push(report));
  await page.addInitScript(() => {
    const send = (report: Omit<Report, 'path' | 'lang'>) =>
      (window as unknown as { reportToTest: (r: Report) => void }).reportToTest({
        ...report,
        path: location.pathname,
        lang: document.documentElement.lang,
      });
    let frames = 0;
    const frame = () => {
      const root = document.documentElement;
      send({
        kind: 'frame',
        rendered: getComputedStyle(root).display !== 'none' && !!document.body && root.getBoundingClientRect().height > 0,
      });
      if (++frames < 5) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) send({ kind: 'paint', detail: entry.name });
    }).observe({ type: 'paint', buffered: true });
    addEventListener('load', () => send({ kind: 'load' }));
    document.addEventListener('securitypolicyviolation', (event) =>
      send({ kind: 'csp', detail: `${event.violatedDirective} ${event.blockedURI}` }),
    );
  });
  return { page, reports, console };
}

describe('the remembered-locale redirect of /', () => {
  it('takes a visitor who chose 中文 to /cn/ before the English home page is painted', async () => {
    const context = await newContext({ locale: 'en-GB' }, 'cn');
    const { page, reports, console } = await watchedTab(context);
    await page.goto(`${site.server.origin}/`);
    await page.waitForURL(`${site.server.origin}/cn/`);
    await expect
      .poll(() => reports.some((r) => r.kind === 'paint' && r.detail === 'first-contentful-paint' && r.path === '/cn/'))
      .toBe(true);
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-Hans-SG');

    const english = reports.filter((r) => r.path === '/');
    // The English document may get a rendering opportunity before the next page arrives, but nothing of it is drawn.
    expect(english.filter((r) => r.kind === 'paint')).toEqual([]);
    expect(english.filter((r) => r.kind === 'frame' && r.rendered)).toEqual([]);
    expect(reports.filter((r) => r.kind === 'paint').map((r) => r.lang)).toEqual(expect.arrayContaining(['zh-Hans-SG']));
    expect(reports.filter((r) => r.kind === 'paint' && r.lang !== 'zh-Hans-SG')).toEqual([]);
    expect(reports.filter((r) => r.kind === 'csp')).toEqual([]);
    expect(console).toEqual([]);

    // location.replace: the English page is not in the history, so Back leaves the site instead of returning to it.
    await page.goBack();
    expect(page.url()).not.toBe(`${site.server.origin}/`);
  });

  it('is the inline script’s doing: with the runtime’s script emptied, the redirect still happens, query and hash kept', async () => {
    const context = await newContext({ locale: 'en-GB' }, 'bh');
    await context.route(/\/assets\/main-[^/]+\.js$/, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
    const { page, reports, console } = await watchedTab(context);
    await page.goto(`${site.server.origin}/?utm_source=test#enquiry-form`);
    await page.waitForURL(`${site.server.origin}/bh/?utm_source=test#enquiry-form`);
    expect(await page.locator('html').getAttribute('lang')).toBe('ms-SG');
    expect(reports.filter((r) => r.kind === 'csp')).toEqual([]);
    expect(console).toEqual([]);
  });

  it('never moves a bot, which is shown the English home page', async () => {
    const context = await newContext({ locale: 'zh-CN', userAgent: GOOGLEBOT }, 'cn');
    const { page, reports, console } = await watchedTab(context);
    await page.goto(`${site.server.origin}/`, { waitUntil: 'load' });
    await expect.poll(() => reports.some((r) => r.kind === 'paint' && r.detail === 'first-contentful-paint')).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.locator('html').getAttribute('lang')).toBe('en-SG');
    expect(reports.filter((r) => r.kind === 'paint').map((r) => r.path)).toEqual(expect.arrayContaining(['/']));
    expect(reports.filter((r) => r.kind === 'csp')).toEqual([]);
    expect(console).toEqual([]);
  });

  it('is allowed by the hash in the built _headers, and no other inline script is', async () => {
    const response = await fetch(`${site.server.origin}/`);
    // The page's own policy joined to the catch-all of /* (hosts join a header two rules set): what the browser
    // enforces is where both agree.
    const csp = formatPolicy(intersectPolicies((response.headers.get('content-security-policy') ?? '').split(', ').map(parsePolicy)));
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src ')) ?? '';
    expect(scriptSrc).toBe(`script-src 'self' ${scriptHash(EARLY_REDIRECT_SCRIPT)}`);
    expect(csp).not.toContain('unsafe-inline');
    const html = await response.text();
    expect([...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1])).toEqual([EARLY_REDIRECT_SCRIPT]);
  });
});
