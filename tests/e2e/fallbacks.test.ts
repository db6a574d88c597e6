/**
 * What the runtime does in Chromium when a part of a page fails, on the preview server (127.0.0.1, stopped here)
 * with the site built for this run: a stalled payload ends in a full load of the link's target, a payload that
 * keeps failing never brings up the error page at the wrong address, a missing island chunk reloads the page
 * once and only once, the build manifest waits 1 s after load, and the not-found page's language links lead to
 * pages. Requests are held or failed by routing them in the browser; the built files are never changed.
 */
import { afterEach, describe, expect, inject, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { isolatedContext } from '../../scripts/lib/browser.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

const site = siteInBrowser();
let context: BrowserContext;
let consoleErrors: string[];
let warnings: string[];

afterEach(async () => {
  await context?.close();
  expect(consoleErrors).toEqual([]);
});

interface OpenOptions {
  /** Routes to set before the first request (payloads to hold, chunks to block). */
  readonly routes?: ReadonlyArray<readonly [path: string, handle: (route: Route) => unknown]>;
  /** Request paths whose failure the test causes on purpose: Chromium logs each as a console error. */
  readonly failing?: readonly string[];
  /** Listeners to add before the first request. */
  readonly beforeLoad?: (page: Page) => void;
  /** Set the marker once loaded (not for a page that reloads itself). */
  readonly marker?: boolean;
}

async function open(
  sitePath: string,
  { routes = [], failing = [], beforeLoad, marker: withMarker = true }: OpenOptions = {},
): Promise<Page> {
  context = await isolatedContext(site.browser, site.server.origin);
  for (const [sitePathToRoute, handle] of routes) await context.route((url) => url.pathname === sitePathToRoute, handle);
  const page = await context.newPage();
  consoleErrors = [];
  warnings = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
    if (message.type() !== 'error') return;
    if (failing.some((p) => message.location().url === `${site.server.origin}${p}`)) return;
    consoleErrors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => consoleErrors.push(`${page.url()}: uncaught ${error.message}`));
  beforeLoad?.(page);
  await page.goto(`${site.server.origin}${sitePath}`);
  if (withMarker) await setMarker(page);
  return page;
}

/** A value on `window` that a page change keeps and a full load wipes. */
const setMarker = (page: Page) => page.evaluate(() => ((window as unknown as { marker: string }).marker = 'kept'));
const marker = (page: Page) => page.evaluate(() => (window as unknown as { marker?: string }).marker);
const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });
const mainNavLink = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
/** The header's language links; the switcher is named in the page's language. */
const languageLinks = (page: Page, name = 'Select Language') =>
  page
    .getByRole('banner')
    .getByRole('navigation', { name })
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));

/** Never answers: the request stays open until the page that made it goes away. */
const hold = () => undefined;

describe('a page change whose payload does not come', () => {
  it('starts loading the link’s target in full within 5 s of the click when the payload request stalls', async () => {
    const page = await open('/', { routes: [['/about-us/_payload.json', hold]] });
    // The full load is the browser asking for the page itself; how long the page then takes to arrive is the
    // server's and the machine's business, not the runtime's, so the clock stops when the request leaves.
    const fullLoad = page.waitForRequest(
      (request) => request.isNavigationRequest() && request.url() === `${site.server.origin}/about-us/`,
      {
        timeout: 10_000,
      },
    );
    const clickedAt = Date.now();
    await mainNavLink(page, 'About us').click();
    await fullLoad;
    const elapsed = Date.now() - clickedAt;
    // Not earlier than the runtime's 3 s (it waited for the payload), and within 5 s.
    expect(elapsed).toBeGreaterThanOrEqual(2_900);
    expect(elapsed).toBeLessThan(5_000);
    await heading(page).getByText('About Us', { exact: true }).waitFor();
    expect(page.url()).toBe(`${site.server.origin}/about-us/`);
    expect(await marker(page)).toBeUndefined();
    expect(warnings).toContain('/about-us/ was not ready within 3000 ms: loading the page in full.');
  });

  it('goes to the page every time its payload fails, never showing the server error at the old address', async () => {
    const failing = '/services/_payload.json';
    const page = await open('/', {
      routes: [[failing, (route) => route.fulfill({ status: 503, body: 'unavailable' })]],
      failing: [failing],
    });
    for (const attempt of [1, 2]) {
      await mainNavLink(page, 'Services').click();
      await page.waitForURL(`${site.server.origin}/services/`);
      await expect.poll(() => heading(page).textContent(), { message: `attempt ${attempt}` }).toBe('Our Services');
      expect(await marker(page)).toBeUndefined();
      expect(await page.getByText('Oh, oh, server error').count()).toBe(0);
      // Back to the home page (a full load: the page was left in full), within the guard's 10 s.
      await page.goBack();
      await expect.poll(() => heading(page).textContent()).toBe('Orthopaedic Specialist in Singapore');
      await setMarker(page);
    }
  });
});

describe('an island whose code cannot be loaded', () => {
  it('reloads the page once, and not a second time when the code is still missing', async () => {
    const bundle = JSON.parse(await readFile(path.join(inject('distDir'), '_build/bundles.json'), 'utf8')) as {
      islands: Record<string, string>;
    };
    const chunk = bundle.islands.whatsapp ?? '';
    expect(chunk).toMatch(/^\/assets\/chunk-[\w-]+\.js$/);
    const documents: string[] = [];
    const blocked: string[] = [];
    const page = await open('/', {
      routes: [
        [
          chunk,
          (route) => {
            blocked.push(route.request().url());
            return route.abort();
          },
        ],
      ],
      failing: [chunk],
      // Counted from the first request, before the page can reload itself.
      beforeLoad: (p) =>
        p.on('request', (request) => {
          if (request.isNavigationRequest() && request.frame() === p.mainFrame()) documents.push(new URL(request.url()).pathname);
        }),
      marker: false,
    });
    // The first load's island fails once the page is idle and the page reloads itself; the reloaded page's
    // island fails too, and the guard refuses a second reload.
    await expect
      .poll(() => warnings.some((w) => w.includes('could not be loaded again; this page was reloaded less than 10 s ago')), {
        timeout: 20_000,
      })
      .toBe(true);
    expect(documents).toEqual(['/', '/']);
    expect(blocked).toHaveLength(2);
    expect(warnings.filter((w) => w.includes('(a new release may have replaced it): reloading the page.'))).toHaveLength(1);
    // It carries on without the widget, however long we wait.
    await page.waitForTimeout(1_500);
    expect(documents).toEqual(['/', '/']);
    expect(await heading(page).textContent()).toBe('Orthopaedic Specialist in Singapore');
  });
});

describe('the build manifest', () => {
  it('is asked for no sooner than 1 s after the load event', async () => {
    const page = await open('/');
    // Resource timing lists a request once its body has arrived, which can be after Playwright sees the response:
    // wait for the entry itself.
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/_build/meta/')), null, {
      timeout: 10_000,
    });
    const gap = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const meta = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/_build/meta/'));
      return meta ? meta.startTime - navigation.loadEventStart : -1;
    });
    expect(gap).toBeGreaterThanOrEqual(1_000);
    expect(gap).toBeLessThan(5_000);
  });
});

describe('the language links of the not-found page', () => {
  it('lead to each locale’s home on the host’s 404 page, and the Chinese one opens the Chinese home page', async () => {
    const page = await open('/no-such-page/', { failing: ['/no-such-page/'] });
    expect(await heading(page).textContent()).toBe('Oh, no, page does not exist!');
    expect(await languageLinks(page)).toEqual(['/', '/cn/', '/bh/']);
    await page
      .getByRole('banner')
      .getByRole('navigation', { name: 'Select Language' })
      .getByRole('link', { name: /简体中文/ })
      .click();
    await page.waitForURL(`${site.server.origin}/cn/`);
    expect(await page.getByText('Page not found', { exact: false }).count()).toBe(0);
    expect(await page.getByText('找不到页面').count()).toBe(0);
  });

  it('lead to each locale’s home on the Chinese 404 page', async () => {
    const page = await open('/cn/no-such-page/', { failing: ['/cn/no-such-page/'] });
    await expect.poll(() => page.getByText('找不到页面：/cn/no-such-page/').isVisible()).toBe(true);
    expect(await languageLinks(page, '选择语言')).toEqual(['/', '/cn/', '/bh/']);
  });

  it('lead to each locale’s home on the not-found page shown in place', async () => {
    const page = await open('/about-us/');
    expect(await languageLinks(page)).toEqual(['/about-us/', '/cn/about-us/', '/bh/about-us/']);
    await page.getByRole('main').evaluate((main) => {
      const link = document.createElement('a');
      link.href = '/no-such-page/';
      link.textContent = 'A page that was removed';
      main.append(link);
    });
    await page.getByRole('link', { name: 'A page that was removed' }).click();
    await expect.poll(() => heading(page).textContent()).toBe('Oh, no, page does not exist!');
    expect(await marker(page)).toBe('kept');
    expect(await languageLinks(page)).toEqual(['/', '/cn/', '/bh/']);
  });
});
