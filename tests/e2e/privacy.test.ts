/**
 * Personal data and emergencies around the enquiry form, on the built site: beside every enquiry form of every
 * page (footer, right sidebar, contact page, error pages) in every language, the "not for emergencies" line
 * before it and the personal-data notice after it, linking the privacy page of that language; the footer links
 * it too; the privacy page exists in the three languages and is reached from both links in Chromium.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteInBrowser } from '../helpers/site-in-browser.ts';
import { isLocaleCode, localePrefix, type LocaleCode } from '../../src/i18n/locales.ts';
import { clinic } from '../../src/site/clinic.ts';
import { ROOT } from '../helpers/project.ts';
import { openRealBuild, type RealBuild } from '../content/real-build.ts';

let site: RealBuild;
// Plain files with JavaScript off below: the links work as links.
const browserSite = siteInBrowser({ serve: 'static' });
let htmlFiles: readonly string[];
let catalogues: Record<LocaleCode, Record<string, string>>;

beforeAll(async () => {
  site = await openRealBuild();
  // The site's pages in every locale; the content editor's page (/admin/) is for the clinic's staff, not patients.
  htmlFiles = site.htmlFiles.filter((f) => !f.startsWith('admin/'));
  const read = async (code: LocaleCode) =>
    JSON.parse(await readFile(path.join(ROOT, 'locales', `${code}.json`), 'utf8')) as Record<string, string>;
  catalogues = { en: await read('en'), cn: await read('cn'), bh: await read('bh') };
});

afterAll(() => site?.dispose());

const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** A built page (parsed once for the file's tests) and its language. */
async function parse(file: string): Promise<{ doc: Document; locale: LocaleCode }> {
  const doc = await site.doc(file);
  const code = doc.documentElement.getAttribute('data-locale') ?? '';
  if (!isLocaleCode(code)) throw new Error(`${file}: no locale`);
  return { doc, locale: code };
}

describe('the enquiry form on the built site', () => {
  it('has the emergency line before it and the personal-data notice after it, on every page, in its language', async () => {
    const problems: string[] = [];
    let forms = 0;
    for (const file of htmlFiles) {
      const { doc, locale } = await parse(file);
      const t = catalogues[locale];
      const emergency = (t['form.emergency'] ?? '').replace('{number}', '995');
      // The enquiry forms: each is the form of an enquiry island (a search form, say, is not one).
      for (const form of [...doc.querySelectorAll('form')].filter((f) => f.closest('[data-island="enquiry"]'))) {
        forms++;
        // The paragraphs of the box the form sits in, and where each lies relative to the form.
        const box = form.closest('[data-island="enquiry"]')?.parentElement;
        const paragraphs = [...(box?.children ?? [])].filter((el) => el.tagName === 'P');
        const before = paragraphs.filter((p) => p.compareDocumentPosition(form) & 4 /* the form follows */);
        const after = paragraphs.filter((p) => p.compareDocumentPosition(form) & 2 /* the form precedes */);
        const line = before.find((p) => text(p) === emergency);
        if (!line) problems.push(`${file}: no "${emergency}" before the form`);
        else if (line.querySelector('a')?.getAttribute('href') !== 'tel:995') problems.push(`${file}: 995 is not a tel: link`);
        const notice = after.find((p) => text(p).startsWith(t['form.privacyNotice'] ?? '?'));
        const link = [...(notice?.querySelectorAll('a') ?? [])].find((a) => text(a) === t['form.privacyLink']);
        if (link?.getAttribute('href') !== `${localePrefix(locale)}/privacy/`)
          problems.push(`${file}: no personal-data notice linking ${localePrefix(locale)}/privacy/ after the form`);
      }
    }
    expect(problems).toEqual([]);
    // Each default-layout page has two (footer, right sidebar); the contact pages have two (page, sidebar).
    expect(forms).toBeGreaterThan(htmlFiles.length);
  });

  it('sits on pages whose footer links the privacy page in the page’s language', async () => {
    const missing: string[] = [];
    for (const file of htmlFiles) {
      const { doc, locale } = await parse(file);
      const links = [...doc.querySelectorAll('footer a')].filter((a) => text(a) === catalogues[locale]['footer.privacy']);
      if (links.map((a) => a.getAttribute('href')).join() !== `${localePrefix(locale)}/privacy/`) missing.push(file);
    }
    expect(missing).toEqual([]);
  });
});

describe('the privacy page', () => {
  it.each([
    ['en', 'privacy/index.html', 'Privacy and Personal Data', 'en-SG'],
    ['cn', 'cn/privacy/index.html', '隐私与个人资料', 'zh-Hans-SG'],
    ['bh', 'bh/privacy/index.html', 'Privasi dan Data Peribadi', 'ms-SG'],
  ] as const)('exists in %s, names the Data Protection Officer’s e-mail and links the contact page', async (locale, file, title, lang) => {
    const { doc } = await parse(file);
    expect(doc.documentElement.getAttribute('lang')).toBe(lang);
    expect(text(doc.querySelector('h1'))).toBe(title);
    const main = doc.querySelector('main');
    const email = clinic.emails[0];
    expect(
      [...(main?.querySelectorAll('a') ?? [])].filter((a) => a.getAttribute('href') === `mailto:${email}`).length,
    ).toBeGreaterThanOrEqual(2);
    expect([...(main?.querySelectorAll('a') ?? [])].some((a) => a.getAttribute('href') === `${localePrefix(locale)}/contact-us/`)).toBe(
      true,
    );
    // The language cookie by its name, and how long enquiries are kept.
    expect(text(main)).toContain('i18n_redirected');
    expect(text(main)).toMatch(/12/);
  });
});

describe('reaching the privacy page in Chromium', () => {
  it('from the Malay footer and from the notice under the Chinese contact form', async () => {
    const context = await browserSite.context({ viewport: { width: 375, height: 740 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${browserSite.server.origin}/bh/about-us/`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privasi dan data peribadi' }).click();
    await page.waitForURL(`${browserSite.server.origin}/bh/privacy/`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Privasi dan Data Peribadi');

    await page.goto(`${browserSite.server.origin}/cn/contact-us/`);
    const enquiry = page.getByRole('main').getByRole('region', { name: '在线咨询' });
    expect(await enquiry.getByText('此表格不适用于紧急情况').isVisible()).toBe(true);
    await enquiry.getByRole('link', { name: '我们如何处理您的个人资料' }).click();
    await page.waitForURL(`${browserSite.server.origin}/cn/privacy/`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('隐私与个人资料');
    await page.close();
  });
});
