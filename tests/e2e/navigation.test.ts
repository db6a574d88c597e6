/**
 * The browser runtime's page changes in Chromium, on the site built for this run: a click swaps the page in
 * place (a marker on `window` survives, which a full load would wipe), back returns, anchors scroll, payloads are
 * preloaded once, unknown paths show the not-found page in place, and no page logs a console error.
 */
import { afterEach, describe, expect, inject, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { isolatedContext } from '../../scripts/lib/browser.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

const site = siteInBrowser({ serve: 'static', dir: () => dist() });
let context: BrowserContext;
let consoleErrors: string[];

const dist = () => inject('distDir');
const payload = async (sitePath: string) =>
  JSON.parse(await readFile(path.join(dist(), sitePath, '_payload.json'), 'utf8')) as { title: string };

async function open(sitePath: string, options: Parameters<typeof isolatedContext>[2] = {}): Promise<Page> {
  context = await isolatedContext(site.browser, site.server.origin, options);
  const page = await context.newPage();
  consoleErrors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => consoleErrors.push(`${page.url()}: uncaught ${error.message}`));
  await page.goto(`${site.server.origin}${sitePath}`);
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'kept'));
  return page;
}

const marker = (page: Page) => page.evaluate(() => (window as unknown as { marker?: string }).marker);
const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

afterEach(async () => {
  await context?.close();
  expect(consoleErrors).toEqual([]);
});

describe('page changes in Chromium', () => {
  it('clicking About from home changes the URL, heading and title without a full load; back returns', async () => {
    const page = await open('/');
    const home = await payload('');
    const about = await payload('about-us');
    await page.getByRole('banner').getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About us' }).click();
    await page.waitForURL(`${site.server.origin}/about-us/`);
    await expect.poll(() => heading(page).textContent()).toBe('About Us');
    expect(await page.title()).toBe(about.title);
    expect(await marker(page)).toBe('kept');

    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/about-us\/$/);
    const mainNav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    expect(await mainNav.getByRole('link', { name: 'About us' }).getAttribute('aria-current')).toBe('page');
    expect(await mainNav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    const switcher = page.getByRole('banner').getByRole('navigation', { name: 'Select Language' });
    expect(await switcher.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/about-us/',
      '/cn/about-us/',
      '/bh/about-us/',
    ]);
    // Focus is on the new main heading, and the change was announced.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('About Us');
    await expect.poll(() => page.getByRole('status').filter({ hasText: about.title }).count()).toBe(1);

    await page.goBack();
    await page.waitForURL(`${site.server.origin}/`);
    await expect.poll(() => heading(page).textContent()).toBe('Orthopaedic Specialist in Singapore');
    expect(await page.title()).toBe(home.title);
    expect(await marker(page)).toBe('kept');

    await page.goForward();
    await expect.poll(() => heading(page).textContent()).toBe('About Us');
    expect(await marker(page)).toBe('kept');
  });

  it('a link with #enquiry-form scrolls there, and a link to another page with a hash scrolls to its anchor', async () => {
    const page = await open('/about-us/', { reducedMotion: 'reduce' });
    const inView = (selector: string) =>
      page.locator(selector).evaluate((element) => {
        const box = element.getBoundingClientRect();
        return box.top >= 0 && box.top < window.innerHeight;
      });
    expect(await inView('#enquiry-form')).toBe(false);
    await page.getByRole('main').locator('a[href="#enquiry-form"]').first().click();
    await expect.poll(() => inView('#enquiry-form')).toBe(true);
    expect(new URL(page.url()).hash).toBe('#enquiry-form');

    await page.getByRole('banner').getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect.poll(() => heading(page).textContent()).toBe('Orthopaedic Specialist in Singapore');
    // A body area without a landing page leads to its part of the services overview.
    const area = page.getByRole('main').locator('a[href^="/services/#"]').first();
    const hash = new URL(String(await area.getAttribute('href')), site.server.origin).hash;
    await area.click();
    await page.waitForURL(`${site.server.origin}/services/${hash}`);
    await expect.poll(() => heading(page).textContent()).toBe('Our Services');
    await expect.poll(() => inView(hash)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await marker(page)).toBe('kept');
  });

  it("fetches a hovered link's payload once, and the page change uses it", async () => {
    const page = await open('/');
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/_payload.json')) fetched.push(new URL(request.url()).pathname);
    });
    // Preloading starts once the page is idle; links already in view are preloaded then.
    await expect.poll(() => fetched.includes('/about-us/_payload.json'), { timeout: 15_000 }).toBe(true);
    const blog = page.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true }).first();
    await blog.hover();
    await expect.poll(() => fetched.filter((p) => p === '/blog/_payload.json').length).toBe(1);
    await page.mouse.move(0, 0);
    await blog.hover();
    await blog.click();
    await page.waitForURL(`${site.server.origin}/blog/`);
    await expect.poll(() => heading(page).textContent()).toMatch(/blog/i);
    expect(fetched.filter((p) => p === '/blog/_payload.json')).toHaveLength(1);
    expect(new Set(fetched).size).toBe(fetched.length);
    expect(await marker(page)).toBe('kept');
  });

  it('shows the not-found page in place for a path the build does not have', async () => {
    const page = await open('/about-us/');
    await page.getByRole('main').evaluate((main) => {
      const link = document.createElement('a');
      link.href = '/no-such-page/';
      link.textContent = 'A page that was removed';
      main.append(link);
    });
    await page.getByRole('link', { name: 'A page that was removed' }).click();
    await page.waitForURL(`${site.server.origin}/no-such-page/`);
    await expect.poll(() => heading(page).textContent()).toBe('Oh, no, page does not exist!');
    await expect.poll(() => page.getByText('Page not found: /no-such-page/').isVisible()).toBe(true);
    expect(await page.title()).toBe('Page not found');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(await page.locator('link[rel="canonical"]').count()).toBe(0);
    expect(await marker(page)).toBe('kept');
  });

  it('closes the sidebar a link was chosen in, and puts focus on the new page', async () => {
    const page = await open('/', { viewport: { width: 375, height: 740 }, reducedMotion: 'reduce' });
    // The menu button is a link until its island hydrates (when the page is idle).
    const button = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
    await button.click();
    const sidebar = page.getByRole('dialog', { name: 'Menu' });
    await sidebar.waitFor();
    await sidebar.getByRole('link', { name: 'Services', exact: true }).click();
    await expect.poll(() => heading(page).textContent()).toBe('Our Services');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Our Services');
    expect(await marker(page)).toBe('kept');
  });

  it('rewrites a slash-less address to the slash form on load, query and hash kept', async () => {
    const page = await open('/about-us?from=ad#team');
    expect(page.url()).toBe(`${site.server.origin}/about-us/?from=ad#team`);
    expect(await heading(page).textContent()).toBe('About Us');
  });
});
