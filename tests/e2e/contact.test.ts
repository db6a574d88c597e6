/**
 * The contact page as a patient uses it, in Chromium on the preview server: every number any page asks them to
 * call is on it, labelled, and the structured data publishes the header's call-us number; it says how to get
 * there (MRT, bus, parking, wheelchair access), links to directions to the address it shows, and draws a small
 * map with a text alternative. The numbers are read from the built pages, never typed here; the maps service is
 * never contacted (its link is read, not followed).
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openRealBuild } from '../content/real-build.ts';
import { LARGE, SMALL, watchConsole } from './widgets.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

const site = siteInBrowser();
/** Every tel: target on every built page. */
let telTargets: Set<string>;

beforeAll(async () => {
  const built = await openRealBuild(inject('distDir'));
  telTargets = new Set();
  for (const file of built.htmlFiles) {
    for (const link of (await built.doc(file)).querySelectorAll('a[href^="tel:"]')) telTargets.add(link.getAttribute('href') ?? '');
  }
  await built.dispose();
});

async function open(path: string, viewport: typeof SMALL | typeof LARGE = SMALL): Promise<{ page: Page; problems: string[] }> {
  const context = await site.context({ viewport });
  const page = await context.newPage();
  const problems = watchConsole(page);
  await page.goto(`${site.server.origin}${path}`, { waitUntil: 'load' });
  return { page, problems };
}

async function telLinksIn(page: Page): Promise<Array<{ href: string; line: string }>> {
  const links = page
    .getByRole('main')
    .getByRole('link')
    .filter({ has: page.locator('xpath=self::a[starts-with(@href, "tel:")]') });
  const found: Array<{ href: string; line: string }> = [];
  for (let i = 0; i < (await links.count()); i++) {
    const link = links.nth(i);
    found.push({ href: (await link.getAttribute('href')) ?? '', line: (await link.locator('xpath=..').textContent()) ?? '' });
  }
  return found;
}

describe('contact page', () => {
  it.each(['/contact-us/', '/cn/contact-us/', '/bh/contact-us/'])(
    '%s lists every number the site asks patients to call, labelled',
    async (path) => {
      const { page, problems } = await open(path);
      const links = await telLinksIn(page);
      expect(telTargets.size).toBeGreaterThan(0);
      for (const target of telTargets)
        expect(
          links.map((l) => l.href),
          target,
        ).toContain(target);
      // Labelled: the line holds words besides the number itself.
      for (const { href, line } of links)
        expect(
          line
            .replace(/[+\d\s\u00a0]/g, '')
            .replace(/[:：]/g, '')
            .trim(),
          href,
        ).not.toBe('');
      expect(problems).toEqual([]);
    },
  );

  it("publishes the header's call-us number in its structured data", async () => {
    const { page } = await open('/contact-us/', LARGE);
    const callUs =
      (await page
        .getByRole('banner')
        .getByRole('link', { name: /Call us/ })
        .first()
        .getAttribute('href')) ?? '';
    const data = await page.locator('script[type="application/ld+json"]').allTextContents();
    const phones = JSON.stringify(data.map((text) => JSON.parse(text)));
    expect(callUs).toMatch(/^tel:\+\d+$/);
    expect(phones).toContain(`"telephone":"${callUs.slice(4)}"`);
  });

  it('says how to get there and links to directions to the address it shows', async () => {
    const { page, problems } = await open('/contact-us/');
    const main = page.getByRole('main');
    const section = main.getByRole('region', { name: 'Getting here' });
    for (const term of ['MRT', 'Bus', 'Parking', 'Wheelchair access']) {
      const row = section.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) });
      expect(await row.count(), term).toBe(1);
      expect((await row.locator('xpath=following-sibling::dd').textContent())?.trim(), term).not.toBe('');
    }
    const address = ((await main.locator('address').first().innerText()) ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => /\w/.test(line));
    const directions = section.getByRole('link', { name: /^Get directions/ });
    const href = new URL((await directions.getAttribute('href')) ?? '');
    expect(`${href.origin}${href.pathname}`).toBe('https://www.google.com/maps/dir/');
    expect(href.searchParams.get('api')).toBe('1');
    expect(address[0] && href.searchParams.get('destination')?.startsWith(address[0])).toBe(true);
    expect(await directions.getAttribute('target')).toBeNull();
    // Our own drawing, with a text alternative; nothing is loaded from a maps service.
    const map = section.getByRole('img', { name: /Map of the streets near the clinic/ });
    expect(await map.isVisible()).toBe(true);
    expect(problems).toEqual([]);
  });
});
