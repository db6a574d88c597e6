/**
 * Locale memory and the first-load redirect in Chromium: choosing 中文 stores cn in i18n_redirected
 * and a new visit to / lands on /cn/; browser languages decide without a cookie; bots stay where they asked.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { isolatedContext } from '../../scripts/lib/browser.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const DAY = 24 * 60 * 60;

const site = siteInBrowser({ serve: 'static' });
let context: BrowserContext;
let consoleErrors: string[];

afterEach(async () => {
  await context?.close();
  expect(consoleErrors).toEqual([]);
});

async function newContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
  context = await isolatedContext(site.browser, site.server.origin, options);
  consoleErrors = [];
  return context;
}

/** A new tab is a new visit: sessionStorage starts empty, cookies are the context's. */
async function visit(sitePath: string): Promise<Page> {
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${page.url()}: ${message.text()}`);
  });
  await page.goto(`${site.server.origin}${sitePath}`);
  return page;
}

const localeCookie = async () => (await context.cookies()).find((c) => c.name === 'i18n_redirected');

describe('locale memory and redirect', () => {
  it('remembers 中文 chosen in the switcher, and sends a new visit of / to /cn/', async () => {
    await newContext({ locale: 'en-GB' });
    const page = await visit('/');
    expect((await localeCookie())?.value).toBe('en');
    await page.getByRole('banner').getByRole('navigation', { name: 'Select Language' }).getByRole('link', { name: /中文/ }).click();
    await page.waitForURL(`${site.server.origin}/cn/`);
    await expect.poll(async () => (await localeCookie())?.value).toBe('cn');
    const cookie = await localeCookie();
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / DAY;
    expect(days).toBeGreaterThan(364.9);
    expect(days).toBeLessThanOrEqual(365);

    const again = await visit('/');
    await again.waitForURL(`${site.server.origin}/cn/`);
    expect(await again.locator('html').getAttribute('lang')).toBe('zh-Hans-SG');

    // Later in the same visit, / stays English: the redirect is for the first load only.
    await again.goto(`${site.server.origin}/`);
    expect(new URL(again.url()).pathname).toBe('/');
    expect(await again.locator('html').getAttribute('lang')).toBe('en-SG');
  });

  it('sends a browser whose language is ms-MY to /bh/, keeping the query', async () => {
    await newContext({ locale: 'ms-MY' });
    const page = await visit('/?utm_source=test');
    await page.waitForURL(`${site.server.origin}/bh/?utm_source=test`);
    expect(await page.locator('html').getAttribute('lang')).toBe('ms-SG');
    expect((await localeCookie())?.value).toBe('bh');
  });

  it('never redirects other pages, or Googlebot', async () => {
    await newContext({ locale: 'zh-CN' });
    const page = await visit('/about-us/');
    expect(new URL(page.url()).pathname).toBe('/about-us/');
    await context.close();

    await newContext({ locale: 'zh-CN', userAgent: GOOGLEBOT });
    const bot = await visit('/');
    // The runtime has run (it writes the cookie) and has not left the page.
    await expect.poll(async () => (await localeCookie())?.value).toBe('en');
    expect(new URL(bot.url()).pathname).toBe('/');
    expect(await bot.locator('html').getAttribute('lang')).toBe('en-SG');
  });
});
