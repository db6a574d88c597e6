/**
 * The site search in Chromium, served as production hosts serve it (the preview handler with the built
 * _headers, so the search pages' own Content-Security-Policy is the one in force): from the header of the home
 * page to an article by keyboard only; Chinese and Malay searches that find that locale's pages; the page
 * without JavaScript; axe-core over the open search with results.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { isolatedContext } from '../../scripts/lib/browser.ts';
import { axeViolations, LARGE, SMALL, watchConsole } from './widgets.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';
import { EMERGENCY } from '../../src/model/care-lines.ts';
import { clinic } from '../../src/site/clinic.ts';
import { telHref, whatsappHref } from '../helpers/clinic-facts.ts';
import { ROOT } from '../helpers/project.ts';

const site = siteInBrowser();

async function newPage(options: Parameters<typeof isolatedContext>[2] = {}): Promise<{ page: Page; problems: string[] }> {
  const context = await site.context({ viewport: LARGE, ...options });
  const page = await context.newPage();
  const problems = watchConsole(page);
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return { page, problems };
}

/** The search page's results: the list items that hold a heading (the breadcrumbs' items hold none). */
function results(page: Page) {
  return page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
}

/** Each result's heading link, in order. */
function resultLinks(page: Page) {
  return results(page).getByRole('heading', { level: 2 }).getByRole('link');
}

async function resultTargets(page: Page): Promise<string[]> {
  const links = resultLinks(page);
  const hrefs: string[] = [];
  for (let i = 0; i < (await links.count()); i++) hrefs.push((await links.nth(i).getAttribute('href')) ?? '');
  return hrefs;
}

describe('site search', () => {
  it('finds the knee articles first for "knee" from the home page, and opens one by keyboard', async () => {
    const { page, problems } = await newPage();
    await page.goto(`${site.server.origin}/`, { waitUntil: 'load' });

    // The header's control: reached and followed by keyboard.
    await page.getByRole('banner').getByRole('link', { name: 'Search', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.server.origin}/search/`);
    await expect.poll(() => page.title()).toMatch(/^Search/);

    const field = page.getByRole('search', { name: 'Site search' }).getByLabel('Search our articles and pages');
    await field.focus();
    await page.keyboard.type('knee');
    await page.keyboard.press('Enter');
    const status = page.getByRole('status').filter({ hasText: /pages? found for “knee”/ });
    await status.waitFor();
    expect(await status.getAttribute('aria-live')).toBe('polite');

    const titles = await resultLinks(page).allTextContents();
    expect(titles.length).toBeGreaterThanOrEqual(3);
    for (const title of titles.slice(0, 3)) expect(title).toMatch(/knee/i);
    // Each result: its kind of page and an excerpt with the words searched for highlighted.
    const first = results(page).first();
    await expect.poll(() => first.textContent()).toMatch(/Blog article|Service|Health guides|Clinic page/);
    expect((await first.locator('mark').allTextContents()).some((text) => /knee/i.test(text))).toBe(true);

    // From the field, Tab goes past the button to the first result, which Enter opens. (Typed before the box
    // hydrated, the query went to the page as a plain form, which reloaded it: start from the field again.)
    await field.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const target = (await resultLinks(page).first().getAttribute('href')) ?? '';
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(target);
    const focusStyle = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle);
    expect(focusStyle).not.toBe('none');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.server.origin}${target}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(titles[0]);
    // The address kept the query: back returns to the same results.
    await page.goBack();
    await status.waitFor();
    expect(problems).toEqual([]);
  });

  it('finds the Chinese pages for 膝 on /cn/ and the Malay pages for lutut on /bh/', async () => {
    const { page, problems } = await newPage({ viewport: SMALL });
    for (const [home, term] of [
      ['/cn/', '膝'],
      ['/bh/', 'lutut'],
    ] as const) {
      await page.goto(`${site.server.origin}${home}search/`, { waitUntil: 'load' });
      await page.getByRole('main').getByRole('searchbox').fill(term);
      await page.getByRole('main').getByRole('searchbox').press('Enter');
      await page.getByRole('status').filter({ hasText: term }).filter({ hasText: /\d/ }).waitFor();
      const targets = await resultTargets(page);
      expect(targets.length, home).toBeGreaterThan(0);
      for (const target of targets) expect(target, home).toMatch(new RegExp(`^${home}`));
    }
    expect(problems).toEqual([]);
  });

  it('also offers a Chinese reader the English-only articles, each marked as English and opened in Chinese', async () => {
    const { page, problems } = await newPage();
    await page.goto(`${site.server.origin}/cn/search/?q=knee`, { waitUntil: 'load' });
    await page.getByRole('status').filter({ hasText: 'knee' }).filter({ hasText: /\d/ }).waitFor();
    const links = resultLinks(page);
    expect(await links.count()).toBeGreaterThan(0);
    let english = 0;
    for (const [i, target] of (await resultTargets(page)).entries()) {
      // Every result keeps the reader's header: an English-only page opens as its reader copy under /cn/.
      expect(target).toMatch(/^\/cn\//);
      if ((await links.nth(i).getAttribute('hreflang')) !== 'en') continue;
      english += 1;
      // A page that has a Chinese version is found in Chinese, never as its English original.
      expect(await links.nth(i).textContent(), target).toMatch(/（英文）$/);
    }
    expect(english).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it('says without JavaScript that search needs it, and links to the services and the blog', async () => {
    const { page } = await newPage({ javaScriptEnabled: false });
    await page.goto(`${site.server.origin}/search/?q=knee`, { waitUntil: 'load' });
    await expect
      .poll(() =>
        page
          .getByRole('main')
          .getByText(/^Search needs JavaScript/)
          .isVisible(),
      )
      .toBe(true);
    const main = page.getByRole('main');
    expect(await main.getByRole('link', { name: 'Services', exact: true }).getAttribute('href')).toBe('/services/');
    expect(await main.getByRole('link', { name: 'Blog', exact: true }).getAttribute('href')).toBe('/blog/');
    // The box is a plain form that sends the query back to this page.
    const form = page.getByRole('search', { name: 'Site search' });
    expect(await form.getByRole('searchbox').getAttribute('name')).toBe('q');
  });

  it.each([
    ['/search/', 'back pain'],
    ['/search/', 'slipped disc'],
  ] as const)('understands patients: on %s, “%s” finds the spine pages first', async (search, term) => {
    const { page, problems } = await newPage({ viewport: SMALL });
    await page.goto(`${site.server.origin}${search}`, { waitUntil: 'load' });
    const field = page.getByRole('main').getByRole('searchbox');
    await field.fill(term);
    await field.press('Enter');
    await page.getByRole('status').filter({ hasText: term }).filter({ hasText: /\d/ }).waitFor();
    const titles = await resultLinks(page).allTextContents();
    expect(titles.slice(0, 2)).toEqual([expect.stringMatching(/spine/i), expect.stringMatching(/spine/i)]);
    expect(problems).toEqual([]);
  });

  // Everyday words and misspellings in the reader's language lead to a page in that language, not an English one.
  // On the real site, the services pages translated into Chinese and Malay are what these find. One page per
  // language, searched again for each word, as a reader does.
  it.each([
    ['/cn/', ['髋关节痛', '膝盖痛', '腰痛', '骨折', '扭伤']],
    ['/bh/', ['sakit lutut', 'buku lali terseliuh', 'patah tulang', 'sakit pinggang']],
  ] as const)('on %ssearch/, everyday words put a page in that language first', async (home, terms) => {
    const { page, problems } = await newPage({ viewport: SMALL });
    await page.goto(`${site.server.origin}${home}search/`, { waitUntil: 'load' });
    const field = page.getByRole('main').getByRole('searchbox');
    for (const term of terms) {
      await field.fill(term);
      await field.press('Enter');
      await page
        .getByRole('status')
        .filter({ hasText: `“${term}”` })
        .filter({ hasText: /\d/ })
        .waitFor();
      const [first] = await resultTargets(page);
      expect.soft(first, term).toMatch(new RegExp(`^${home}`));
      // Its title is in that language: no English marker.
      expect.soft(await resultLinks(page).first().getAttribute('hreflang'), term).toBeNull();
    }
    expect(problems).toEqual([]);
  });

  // Words for what the site does not cover: gout in Chinese and (typed in English) on the Malay page, asthma in Malay.
  it.each([
    ['/cn/', 'cn', ['痛风'], '没有找到', '现在需要帮助？'],
    ['/bh/', 'bh', ['gout', 'asma'], 'Tiada halaman', 'Perlukan bantuan sekarang?'],
  ] as const)(
    'on %ssearch/, a word the site does not cover finds nothing, and offers 995 and the clinic',
    async (home, code, terms, none, help) => {
      const { page, problems } = await newPage({ viewport: SMALL });
      await page.goto(`${site.server.origin}${home}search/`, { waitUntil: 'load' });
      const field = page.getByRole('main').getByRole('searchbox');
      const region = page.getByRole('main').getByRole('region', { name: help });
      for (const term of terms) {
        await field.fill(term);
        await field.press('Enter');
        await page
          .getByRole('status')
          .filter({ hasText: none })
          .filter({ hasText: `“${term}”` })
          .waitFor();
        expect(await results(page).count(), term).toBe(0);
        const emergency = region.getByRole('link', { name: EMERGENCY.display, exact: true });
        expect(await emergency.getAttribute('href'), term).toBe(`tel:${EMERGENCY.e164}`);
        const hrefs = await region
          .getByRole('listitem')
          .getByRole('link')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
        expect(hrefs, term).toEqual([telHref(clinic.callUs), whatsappHref(code), `${home}contact-us/#enquiry-form`]);
      }
      // Followed from here, the form is there.
      await region.getByRole('listitem').getByRole('link').last().click();
      await page.waitForURL(`**${home}contact-us/#enquiry-form`);
      const catalogue = JSON.parse(await readFile(path.join(ROOT, `locales/${code}.json`), 'utf8')) as Record<string, string>;
      expect(await page.getByRole('region', { name: catalogue['form.title'] }).isVisible()).toBe(true);
      expect(problems).toEqual([]);
    },
  );

  it('lists the knee pages for "knee" before the blog index and the contact page', async () => {
    const { page, problems } = await newPage();
    await page.goto(`${site.server.origin}/search/?q=knee`, { waitUntil: 'load' });
    await page
      .getByRole('status')
      .filter({ hasText: /found for “knee”/ })
      .waitFor();
    const titles = await resultLinks(page).allTextContents();
    const targets = await resultTargets(page);
    const lastKnee = titles.findLastIndex((title) => /knee/i.test(title));
    expect(lastKnee).toBeGreaterThanOrEqual(3);
    for (const hub of ['/blog/', '/contact-us/', '/']) {
      const at = targets.indexOf(hub);
      if (at >= 0) expect(at, hub).toBeGreaterThan(lastKnee);
    }
    expect(problems).toEqual([]);
  });

  it('suggests the main topics before a search and when nothing is found', async () => {
    const { page, problems } = await newPage({ viewport: SMALL });
    await page.goto(`${site.server.origin}/search/`, { waitUntil: 'load' });
    const topics = page.getByRole('main').getByRole('region', { name: 'Start with a topic' });
    const knee = topics.getByRole('link', { name: 'Knee', exact: true });
    expect(await knee.getAttribute('href')).toBe('/knee-specialist-singapore/');
    expect(await topics.getByRole('link', { name: 'Foot and ankle', exact: true }).getAttribute('href')).toBe(
      '/foot-ankle-specialist-singapore/',
    );
    expect((await knee.boundingBox())?.height).toBeGreaterThanOrEqual(44);

    const field = page.getByRole('main').getByRole('searchbox');
    await field.fill('qwertyuiop');
    await field.press('Enter');
    await page
      .getByRole('status')
      .filter({ hasText: /No pages found for “qwertyuiop”/ })
      .waitFor();
    expect(await topics.getByRole('link', { name: 'Knee', exact: true }).isVisible()).toBe(true);
    expect(problems).toEqual([]);
  });

  it('offers a search box and the main topics on the not-found page, which finds what was typed', async () => {
    const { page } = await newPage({ viewport: SMALL });
    const answer = await page.goto(`${site.server.origin}/no-such-page/`, { waitUntil: 'load' });
    expect(answer?.status()).toBe(404);
    const main = page.getByRole('main');
    // The spec's words stay.
    expect(await main.getByRole('heading', { level: 1 }).textContent()).toBe('Oh, no, page does not exist!');
    expect(await main.getByText("We don't have the page you're looking for.").isVisible()).toBe(true);
    expect(await main.getByRole('link', { name: 'Go back to homepage' }).isVisible()).toBe(true);
    expect(await main.getByRole('link', { name: 'Contact us about this' }).isVisible()).toBe(true);
    expect(await main.getByRole('link', { name: 'Knee', exact: true }).getAttribute('href')).toBe('/knee-specialist-singapore/');

    const field = main.getByRole('search', { name: 'Site search' }).getByLabel('Search our articles and pages');
    await field.fill('back pain');
    await field.press('Enter');
    await page.waitForURL(`${site.server.origin}/search/?q=back+pain`);
    await page
      .getByRole('status')
      .filter({ hasText: /found for “back pain”/ })
      .waitFor();
    expect(await resultLinks(page).first().textContent()).toMatch(/spine/i);
  });

  it('has no accessibility violation with results shown, nor when nothing is found', async () => {
    // The site's CSP forbids inline scripts, axe's included; the other tests run under the real policy.
    const { page, problems } = await newPage({ viewport: SMALL, bypassCSP: true, reducedMotion: 'reduce' });
    await page.goto(`${site.server.origin}/search/?q=ankle`, { waitUntil: 'load' });
    await page
      .getByRole('status')
      .filter({ hasText: /found for “ankle”/ })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const field = page.getByRole('main').getByRole('searchbox');
    await field.fill('qwertyuiop');
    await field.press('Enter');
    await page.getByRole('main').getByRole('region', { name: 'Need help now?' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
