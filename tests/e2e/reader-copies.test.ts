/**
 * A Chinese reader on /cn/ who follows a link to an English-only article, in Chromium: the article opens with the
 * Chinese header, menu, urgent line and footer, a notice in Chinese that the page is in English, and a link from
 * it to a Chinese page (model/reader-copies.ts).
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from '../../src/i18n/locales.ts';
import { translatorFor } from '../helpers/render-context.tsx';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

const site = siteInBrowser();
/** Where to keep a phone-width picture of the page for a person to look at; none unless a folder is named. */
const SHOTS = process.env.SCREENSHOT_DIR;

describe('an English-only article reached from /cn/', () => {
  it('keeps the Chinese header, menu, urgent line and footer, and says in Chinese that the page is English', async () => {
    const t = await translatorFor('cn');
    const language = locales.cn.name;
    const context = await site.context({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${site.server.origin}/cn/`);
    // A link the home page marks as leading to a page in English.
    const link = page.getByRole('main').getByRole('link', { name: new RegExp(`${t('link.englishOnly').replace(/[()（）]/g, '.')}$`) });
    const first = link.first();
    const title = (await first.textContent())?.replace(t('link.englishOnly'), '').trim() ?? '';
    expect(title).not.toBe('');
    await first.click();
    await page.waitForURL(/\/cn\/(blog|media|services)\/[^/]+\/$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe(title);

    expect(await page.locator('html').getAttribute('lang')).toBe(locales.cn.tag);
    // At phone width the header shows its menu button; the menu's links are in the footer's navigation too.
    await expect
      .poll(() =>
        page
          .getByRole('banner')
          .getByRole('button', { name: t('header.menu') })
          .count(),
      )
      .toBe(1);
    const menu = page.getByRole('contentinfo').getByRole('navigation', { name: t('footer.navLabel') });
    expect(await menu.getByRole('link', { name: t('nav.services') }).count()).toBe(1);
    // The footer's urgent line, up to its number (a link of its own).
    const urgent = t('form.emergency', { number: '\u0000' }).split('\u0000')[0] ?? '-';
    expect(await page.getByRole('contentinfo').textContent()).toContain(urgent);
    expect(
      await page
        .getByRole('contentinfo')
        .getByRole('heading', { name: t('footer.explore') })
        .count(),
    ).toBe(1);

    const notice = page.getByRole('note').filter({ hasText: t('readerCopy.notice', { language }) });
    await expect.poll(() => notice.count()).toBe(1);
    // The article's own text is English, and marked so for screen readers.
    expect(await page.locator('h1').evaluate((h) => h.closest('[lang]')?.getAttribute('lang'))).toBe(locales.en.tag);
    if (SHOTS) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: path.join(SHOTS, 'reader-copy-cn-375.png') });
    }

    await notice.getByRole('link', { name: t('readerCopy.nearest', { language }) }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/cn/') && !url.pathname.includes('/blog/'));
    // A Chinese page of its own: no notice, Chinese throughout.
    await expect
      .poll(() =>
        page
          .getByRole('note')
          .filter({ hasText: t('readerCopy.notice', { language }) })
          .count(),
      )
      .toBe(0);
    expect(await page.locator('h1').evaluate((h) => h.closest('[lang]')?.getAttribute('lang'))).toBe(locales.cn.tag);
    await context.close();
  });
});
