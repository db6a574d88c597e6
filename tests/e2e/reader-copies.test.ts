/**
 * A Chinese reader on /cn/ who follows a link to an English-only article, in Chromium: the article opens with the
 * Chinese header, menu, urgent line and footer, a notice in Chinese that the page is in English, and a link from
 * it to a Chinese page (model/reader-copies.ts).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from '../../src/i18n/locales.ts';
import { ROOT } from '../helpers/project.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

const site = siteInBrowser();
const SHOTS = '/work/brief/shots';

const catalogue = async (code: string) =>
  JSON.parse(await readFile(path.join(ROOT, 'locales', `${code}.json`), 'utf8')) as Record<string, string>;
const fill = (message: string, values: Record<string, string>) => message.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

describe('an English-only article reached from /cn/', () => {
  it('keeps the Chinese header, menu, urgent line and footer, and says in Chinese that the page is English', async () => {
    const cn = await catalogue('cn');
    const language = locales.cn.name;
    const context = await site.context({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${site.server.origin}/cn/`);
    // A link the home page marks as leading to a page in English.
    const link = page.getByRole('main').getByRole('link', { name: new RegExp(`${cn['link.englishOnly']?.replace(/[()（）]/g, '.')}$`) });
    const first = link.first();
    const title = (await first.textContent())?.replace(cn['link.englishOnly'] ?? '', '').trim() ?? '';
    expect(title).not.toBe('');
    await first.click();
    await page.waitForURL(/\/cn\/(blog|media|services)\/[^/]+\/$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe(title);

    expect(await page.locator('html').getAttribute('lang')).toBe(locales.cn.tag);
    // At phone width the header shows its menu button; the menu's links are in the footer's navigation too.
    await expect.poll(() => page.getByRole('banner').getByRole('button', { name: cn['header.menu'] }).count()).toBe(1);
    const menu = page.getByRole('contentinfo').getByRole('navigation', { name: cn['footer.navLabel'] });
    expect(await menu.getByRole('link', { name: cn['nav.services'] }).count()).toBe(1);
    const urgent = (cn['form.emergency'] ?? '').split('{')[0] ?? '-';
    expect(await page.getByRole('contentinfo').textContent()).toContain(urgent);
    expect(await page.getByRole('contentinfo').getByRole('heading', { name: cn['footer.explore'] }).count()).toBe(1);

    const notice = page.getByRole('note').filter({ hasText: fill(cn['readerCopy.notice'] ?? '', { language }) });
    await expect.poll(() => notice.count()).toBe(1);
    // The article's own text is English, and marked so for screen readers.
    expect(await page.locator('h1').evaluate((h) => h.closest('[lang]')?.getAttribute('lang'))).toBe(locales.en.tag);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(SHOTS, 'reader-copy-cn-375.png') });

    await notice.getByRole('link', { name: fill(cn['readerCopy.nearest'] ?? '', { language }) }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/cn/') && !url.pathname.includes('/blog/'));
    // A Chinese page of its own: no notice, Chinese throughout.
    await expect
      .poll(() =>
        page
          .getByRole('note')
          .filter({ hasText: fill(cn['readerCopy.notice'] ?? '', { language }) })
          .count(),
      )
      .toBe(0);
    expect(await page.locator('h1').evaluate((h) => h.closest('[lang]')?.getAttribute('lang'))).toBe(locales.cn.tag);
    await context.close();
  });
});
