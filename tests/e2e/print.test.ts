/**
 * Printing a blog article in Chromium (A4, as "Save as PDF" does): the print stylesheet keeps the article and
 * drops the screen's chrome. Before it, this article printed on 10 A4 pages in this Chromium (header, sidebars'
 * forms, enquiry form, footer and the WhatsApp button included), and 5 with a first print stylesheet; it must now
 * print on at most 6 (4 at 10 pt; 5 with body text at 11 pt; 6 with the signs the knee needs), as a patient brings it to a consultation.
 * The PDF's text is read back with unpdf.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { clinic } from '../../src/site/clinic.ts';
import { ROOT } from '../helpers/project.ts';
import { REAL_SITE_URL } from '../helpers/real-site.ts';
import { isolatedContext } from '../../scripts/lib/browser.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

const ARTICLE = '/blog/common-causes-of-knee-pain/';
/**
 * A4 sheets the article may take: 4 at 10 pt; body text at 11 pt, the least older readers read comfortably, took 5;
 * the warning signs its conditions need (the clot, Achilles and teenager's hip signs among them) take a sixth.
 */
const MAX_PAGES = 6;

const site = siteInBrowser();
let english: Record<string, string>;

beforeAll(async () => {
  english = JSON.parse(await readFile(path.join(ROOT, 'locales/en.json'), 'utf8')) as Record<string, string>;
});

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('printing an article', () => {
  it('prints the article, when to get help, the sources and the clinic contact line, and its address, on at most 6 A4 pages, without the chrome', async () => {
    const context = await isolatedContext(site.browser, site.server.origin);
    try {
      const page = await context.newPage();
      await page.goto(`${site.server.origin}${ARTICLE}`, { waitUntil: 'load' });
      const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
      const headings = await page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
      // The screen's reading aids are not the article: "On this page" and "Need help now?" stay off paper.
      const screenOnly = [english['article.onThisPage'], english['article.needHelp']];
      expect(headings).toContain(english['urgent.title']);
      expect(headings).toContain(english['article.sources']);

      const pdf = await page.pdf({ format: 'A4' });
      const { totalPages, text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
      const printed = squash(text);
      expect(totalPages).toBeLessThanOrEqual(MAX_PAGES);

      expect(printed).toContain(squash(title));
      for (const heading of headings) expect(printed, heading).toContain(squash(heading));
      expect(printed).toContain(english['article.keyPoints']);
      expect(printed).toContain(english['article.lastReviewed']);
      // The clinic's name, address and phone, in one line at the end.
      const { street, locality, postalCode } = clinic.address;
      expect(printed.endsWith(squash(`${clinic.name.en}, ${street}, ${locality} ${postalCode}. Tel. ${clinic.callUs.display}`))).toBe(true);
      // External links carry their address on paper.
      const source = await page
        .getByRole('main')
        .getByRole('article')
        .getByRole('link', { name: /NHS|Knee pain/ })
        .first()
        .getAttribute('href');
      expect(printed.replace(/\s/g, '')).toContain(`(${source})`);

      // None of the screen's chrome: header, breadcrumbs, sidebars, forms, WhatsApp, footer, related cards.
      const chrome = [
        english['site.skipToContent'],
        english['breadcrumbs.label'],
        english['header.callUs'],
        english['nav.about-us'],
        english['form.title'],
        english['form.intro'],
        english['whatsapp.button'],
        english['footer.ctaTitle'],
        english['footer.social'],
        english['footer.disclaimer'],
        'All rights reserved',
        english['article.related'],
      ];
      for (const text of [...chrome, ...screenOnly]) expect(printed, text).not.toContain(text);
      // The page's own address, so the paper says where it came from.
      const address = (english['print.pageAddress'] ?? '').replace('{url}', `${REAL_SITE_URL}${ARTICLE}`);
      expect(printed.replace(/\s/g, '')).toContain(address.replace(/\s/g, ''));
    } finally {
      await context.close();
    }
  });

  it('shows the contact line on paper only', async () => {
    const context = await isolatedContext(site.browser, site.server.origin);
    try {
      const page = await context.newPage();
      await page.goto(`${site.server.origin}${ARTICLE}`, { waitUntil: 'load' });
      const line = page.getByText(`${clinic.name.en}, ${clinic.address.street}`);
      expect(await line.isVisible()).toBe(false);
      await page.emulateMedia({ media: 'print' });
      expect(await line.isVisible()).toBe(true);
      expect(await page.getByRole('banner').isVisible()).toBe(false);
      expect(await page.getByRole('contentinfo').getByRole('link').first().isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('prints body text at 11 pt or more, and our own links as plain words', async () => {
    const context = await isolatedContext(site.browser, site.server.origin);
    try {
      const page = await context.newPage();
      await page.goto(`${site.server.origin}${ARTICLE}`, { waitUntil: 'load' });
      await page.emulateMedia({ media: 'print' });
      const article = page.getByRole('main').getByRole('article');
      // CSS pixels: 1 pt is 4/3 px.
      const sizes = await article
        .getByRole('paragraph')
        .evaluateAll((all) => all.map((p) => Number.parseFloat(getComputedStyle(p).fontSize)));
      expect(sizes.length).toBeGreaterThan(5);
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual((11 * 4) / 3);
      const own = article.getByRole('link', { name: english['urgent.title'] as string, exact: false }).first();
      expect(await own.evaluate((a) => getComputedStyle(a).textDecorationLine)).toBe('none');
    } finally {
      await context.close();
    }
  });
});
