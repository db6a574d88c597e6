/**
 * A long article as a patient reads it, in Chromium at 1280 and 375 px: the reading column, "On this page", the
 * "Need help now?" box, the place of the illustration, and how far down the first section and "When to get help"
 * start. Positions are measured from the top of the page (the header included), as a visitor scrolls.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { clinic } from '../../src/site/clinic.ts';
import { ROOT } from '../helpers/project.ts';
import { LARGE, SMALL, watchConsole } from './widgets.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

const ARTICLE = '/blog/common-causes-of-knee-pain/';

const site = siteInBrowser();
let english: Record<string, string>;
/** An English catalogue message; a missing id fails the test that reads it. */
const en = (id: string): string => english[id] ?? `missing message ${id}`;

beforeAll(async () => {
  english = JSON.parse(await readFile(path.join(ROOT, 'locales/en.json'), 'utf8')) as Record<string, string>;
});

async function open(viewport: { readonly width: number; readonly height: number }): Promise<{ page: Page; problems: string[] }> {
  const context = await site.context({ viewport, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const problems = watchConsole(page);
  await page.goto(`${site.server.origin}${ARTICLE}`, { waitUntil: 'load' });
  return { page, problems };
}

/** Distance from the top of the page to the top of the element, in CSS pixels. */
const topOf = (locator: Locator) => locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);

describe('an article at 1280 px', () => {
  it('lists every section in "On this page", first section high on the page', async () => {
    const { page, problems } = await open(LARGE);
    const toc = page.getByRole('navigation', { name: en('article.onThisPage') });
    expect(await toc.isVisible()).toBe(true);
    const article = page.getByRole('main').getByRole('article');
    const sections = (await article.getByRole('heading', { level: 2 }).allTextContents()).filter(
      (text) => text !== en('article.keyPoints'),
    );
    const links = toc.getByRole('link');
    expect(await links.allTextContents()).toEqual(sections);
    // Each link leads to its heading in the article.
    for (const [i, name] of sections.entries()) {
      const href = (await links.nth(i).getAttribute('href')) ?? '';
      expect(href).toMatch(/^#[a-z0-9-]+$/);
      // The target is the heading itself, or the section it heads.
      const target = await page
        .locator(href)
        .evaluate((element) => (element.matches('h2') ? element : element.querySelector('h2'))?.textContent);
      expect(target).toBe(name);
    }
    expect(sections[0]).toBe(en('urgent.title'));
    const firstSection = article.getByRole('heading', { level: 2, name: sections[0] });
    expect(await topOf(firstSection)).toBeLessThanOrEqual(1100);
    expect(problems).toEqual([]);
  });

  it('keeps "On this page" and "Need help now?" in view while the reader scrolls', async () => {
    const { page } = await open(LARGE);
    await page.evaluate(() => window.scrollTo({ top: 4000, behavior: 'instant' }));
    const toc = page.getByRole('navigation', { name: en('article.onThisPage') });
    const box = await toc.boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual(0);
    expect(box?.y).toBeLessThan(LARGE.height);
    const help = page.getByRole('region', { name: en('article.needHelp') });
    expect(await help.isVisible()).toBe(true);
    expect(
      await help.getByRole('link', { name: en('article.needHelpCall').replace('{phone}', clinic.callUs.display) }).getAttribute('href'),
    ).toBe(`tel:${clinic.callUs.e164}`);
    expect(await help.getByRole('link', { name: en('article.needHelpWhatsApp') }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\//);
    expect(await help.getByRole('link', { name: /995/ }).getAttribute('href')).toBe('tel:995');
    // An emergency comes first: the clinic's line is answered in opening hours only.
    expect(await help.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      'tel:995',
      `tel:${clinic.callUs.e164}`,
      expect.stringMatching(/^https:\/\/wa\.me\//),
    ]);
  });

  it('reads in a column of at most about 70 characters a line, the picture after the first section', async () => {
    const { page } = await open(LARGE);
    const perLine = await page
      .getByRole('main')
      .getByRole('article')
      .locator('p')
      .evaluateAll((paragraphs) =>
        paragraphs.map((p) => {
          const range = document.createRange();
          range.selectNodeContents(p);
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
          return lines > 2 ? (p.textContent ?? '').length / lines : 0;
        }),
      );
    expect(Math.max(...perLine)).toBeGreaterThan(40);
    expect(Math.max(...perLine)).toBeLessThanOrEqual(72);
    const picture = page.getByRole('main').getByRole('article').getByRole('img').first();
    const sections = page.getByRole('main').getByRole('article').locator('.prose').getByRole('heading', { level: 2 });
    expect(await topOf(picture)).toBeGreaterThan(await topOf(sections.nth(0)));
    expect(await topOf(picture)).toBeLessThan(await topOf(sections.nth(1)));
  });
});

describe('an article at 375 px', () => {
  it('shows "When to get help" within the first 3,000 px, "On this page" folded under Key points', async () => {
    const { page, problems } = await open(SMALL);
    const urgent = page.getByRole('heading', { level: 2, name: en('urgent.title') });
    expect(await topOf(urgent)).toBeLessThanOrEqual(3000);
    const keyPoints = page.getByRole('heading', { level: 2, name: en('article.keyPoints') });
    const summary = page.getByRole('main').getByRole('article').getByText(en('article.onThisPage'), { exact: true });
    expect(await summary.isVisible()).toBe(true);
    expect(await topOf(summary)).toBeGreaterThan(await topOf(keyPoints));
    expect(await topOf(summary)).toBeLessThan(await topOf(urgent));
    // Folded: its links appear when the reader opens it, and lead to the sections.
    const toc = page.getByRole('navigation', { name: en('article.onThisPage') });
    expect(await toc.isVisible()).toBe(false);
    await summary.click();
    await toc.getByRole('link', { name: en('urgent.title') }).click();
    await expect.poll(() => urgent.evaluate((h) => Math.round(h.getBoundingClientRect().top))).toBeLessThan(SMALL.height / 2);
    // The wide screens' right column is not on a phone.
    expect(await page.getByRole('region', { name: en('article.needHelp') }).isVisible()).toBe(false);
    expect(problems).toEqual([]);
  });
});
