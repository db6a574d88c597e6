/**
 * Printing a blog article in Chromium (A4, as "Save as PDF" does): the print stylesheet keeps the article and
 * drops the screen's chrome. Before it, this article printed on 10 A4 pages in this Chromium (header, sidebars'
 * forms, enquiry form, footer and the WhatsApp button included); it must now print on at most half of that.
 * The PDF's text is read back with unpdf.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { clinic } from '../../src/site/clinic.ts';
import { ROOT } from '../helpers/project.ts';
import { isolatedContext, launchBrowser } from '../../scripts/lib/browser.ts';
import { servePreview } from './widgets.ts';

const ARTICLE = '/blog/common-causes-of-knee-pain/';
/** Pages the article printed on before the print stylesheet (measured with this test's settings). */
const PAGES_BEFORE = 10;

let browser: Browser;
let server: Awaited<ReturnType<typeof servePreview>>;
let english: Record<string, string>;

beforeAll(async () => {
  server = await servePreview(inject('distDir'));
  browser = await launchBrowser();
  english = JSON.parse(await readFile(path.join(ROOT, 'locales/en.json'), 'utf8')) as Record<string, string>;
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('printing an article', () => {
  it('prints the article, when to get help, the sources and the clinic contact line, on at most half the pages, without the chrome', async () => {
    const context = await isolatedContext(browser, server.origin);
    try {
      const page = await context.newPage();
      await page.goto(`${server.origin}${ARTICLE}`, { waitUntil: 'load' });
      const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
      const headings = await page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
      expect(headings).toContain(english['urgent.title']);
      expect(headings).toContain(english['article.sources']);

      const pdf = await page.pdf({ format: 'A4' });
      const { totalPages, text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
      const printed = squash(text);
      expect(totalPages).toBeLessThanOrEqual(PAGES_BEFORE / 2);

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
      for (const text of chrome) expect(printed, text).not.toContain(text);
    } finally {
      await context.close();
    }
  });

  it('shows the contact line on paper only', async () => {
    const context = await isolatedContext(browser, server.origin);
    try {
      const page = await context.newPage();
      await page.goto(`${server.origin}${ARTICLE}`, { waitUntil: 'load' });
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
});
