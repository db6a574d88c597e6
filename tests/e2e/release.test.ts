/**
 * New releases and failed page parts in Chromium, on this file's OWN copy of the built site (the shared build
 * stays untouched): after `_build/latest.json` names another build, the next click is a full load; a payload
 * that cannot be fetched forces a full load of its page too; the host's 404.html names the missing path.
 */
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { isolatedContext, launchBrowser } from '../../scripts/lib/browser.ts';
import { servePreview, serveStatic, type StaticServer } from '../../scripts/lib/serve/static-server.ts';

let copy: string;
let browser: Browser;
let server: StaticServer;
let context: BrowserContext;
let consoleErrors: string[];

beforeAll(async () => {
  copy = await mkdtemp(path.join(tmpdir(), 'clinic-release-'));
  await cp(inject('distDir'), copy, { recursive: true });
  server = await serveStatic(copy);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await rm(copy, { recursive: true, force: true });
});

afterEach(async () => {
  await context?.close();
  expect(consoleErrors).toEqual([]);
});

/**
 * Opens a page, recording console errors. `expected404` names the one resource whose 404 is the point of a test
 * (Chromium logs any 404 answer, the document's own included, as a console error).
 */
async function open(origin: string, sitePath: string, { fakeClock = false, expected404 = '' } = {}): Promise<Page> {
  context = await isolatedContext(browser, origin);
  const page = await context.newPage();
  consoleErrors = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (expected404 && message.location().url === `${origin}${expected404}` && message.text().includes('404')) return;
    consoleErrors.push(`${page.url()}: ${message.text()}`);
  });
  // A fake clock lets the test decide when the release check (1 s after load) happens.
  if (fakeClock) await page.clock.install();
  await page.goto(`${origin}${sitePath}`);
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'kept'));
  return page;
}

const marker = (page: Page) => page.evaluate(() => (window as unknown as { marker?: string }).marker);
const mainNavLink = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('navigation', { name: 'Main' }).getByRole('link', { name });
const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

describe('new releases', () => {
  it('makes the next click a full load once latest.json names another build', async () => {
    const latestFile = path.join(copy, '_build/latest.json');
    const original = await readFile(latestFile, 'utf8');
    const page = await open(server.origin, '/', { fakeClock: true });
    const buildId = await page.locator('html').getAttribute('data-build-id');
    expect(JSON.parse(original).id).toBe(buildId);
    try {
      await writeFile(latestFile, JSON.stringify({ id: 'next-release', timestamp: Date.now() }));
      const checked = page.waitForResponse((response) => response.url().includes('/_build/latest.json?'));
      await page.clock.runFor(1_100);
      expect(await (await checked).json()).toMatchObject({ id: 'next-release' });
      await expect.poll(() => page.locator('html').getAttribute('data-release')).toBe('outdated');

      await mainNavLink(page, 'About us').click();
      await page.waitForURL(`${server.origin}/about-us/`);
      await expect.poll(() => heading(page).textContent()).toBe('About Us');
      // A full load: the marker set on the old document is gone.
      expect(await marker(page)).toBeUndefined();
    } finally {
      await writeFile(latestFile, original);
    }
  });

  it('checks with a timestamp query, and stays in place while the build is current', async () => {
    const page = await open(server.origin, '/', { fakeClock: true });
    const checked = page.waitForRequest((request) => request.url().includes('/_build/latest.json?'));
    await page.clock.runFor(1_100);
    expect(new URL((await checked).url()).search).toMatch(/^\?\d+$/);
    await mainNavLink(page, 'About us').click();
    await expect.poll(() => heading(page).textContent()).toBe('About Us');
    expect(await marker(page)).toBe('kept');
  });

  it('loads the destination in full when its payload fails to load', async () => {
    const payloadFile = path.join(copy, 'services/_payload.json');
    const original = await readFile(payloadFile);
    await rm(payloadFile);
    try {
      const page = await open(server.origin, '/', { expected404: '/services/_payload.json' });
      await mainNavLink(page, 'Services').click();
      await page.waitForURL(`${server.origin}/services/`);
      await expect.poll(() => heading(page).textContent()).toBe('Our Services');
      expect(await marker(page)).toBeUndefined();
    } finally {
      await writeFile(payloadFile, original);
    }
  });
});

describe("the host's not-found page", () => {
  let preview: StaticServer;

  beforeAll(async () => {
    preview = await servePreview(copy);
  });

  afterAll(() => preview?.close());

  it("shows 'Page not found: {path}' for the path requested, as text", async () => {
    const page = await open(preview.origin, '/no-such-page/%3Cb%3Ebold%3C/b%3E/', { expected404: '/no-such-page/%3Cb%3Ebold%3C/b%3E/' });
    await expect.poll(() => page.getByText('Page not found: /no-such-page/<b>bold</b>/').isVisible()).toBe(true);
    expect(await page.getByRole('main').locator('b').count()).toBe(0);
    expect(await heading(page).textContent()).toBe('Oh, no, page does not exist!');
  });

  it('names the path in the locale of the not-found page', async () => {
    const page = await open(preview.origin, '/cn/no-such-page/', { expected404: '/cn/no-such-page/' });
    await expect.poll(() => page.getByText('找不到页面：/cn/no-such-page/').isVisible()).toBe(true);
  });
});
