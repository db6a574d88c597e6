/**
 * Reader copies on the fixture site: an English-only page built again at a cn or bh address, with that locale's
 * header and footer, a notice in its words linking the nearest page in it, the English content marked as English,
 * and nothing that would let a search engine or the site search count it as a second page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, BuildError } from '../../src/generator/build.ts';
import { locales } from '../../src/i18n/locales.ts';
import { translatorFor } from '../helpers/render-context.tsx';
import { fixtureProject } from '../helpers/fixture.ts';
import { buildFixtureSite, FIXTURE_SITE_URL as SITE, type FixtureBuild } from '../helpers/fixture-build.ts';

let site: FixtureBuild;

beforeAll(async () => {
  site = await buildFixtureSite();
});

afterAll(() => site?.dispose());

describe('the reader copy of an English-only article', () => {
  it('has the reader’s language around the English content, and says so in their words', async () => {
    const t = await translatorFor('cn');
    const language = locales.cn.name;
    const doc = await site.dom('cn/blog/knee-pain/index.html');
    expect(doc.documentElement.getAttribute('lang')).toBe(locales.cn.tag);
    expect(doc.querySelector('header')?.textContent).toContain(t('header.callUs'));
    expect(doc.querySelector('footer')?.textContent).toContain(t('footer.explore'));
    const notice = doc.querySelector('main [role="note"]');
    expect(notice?.textContent).toContain(t('readerCopy.notice', { language }));
    const back = [...(notice?.querySelectorAll('a') ?? [])].find((a) => a.textContent === t('readerCopy.nearest', { language }));
    // The nearest page in Chinese: a page cn really has, not another copy.
    const target = site.manifest.atPath(back?.getAttribute('href') ?? '');
    expect(target?.locale).toBe('cn');
    expect(target?.readerCopy).toBeUndefined();
    const english = doc.querySelector(`main [lang="${locales.en.tag}"]`);
    expect(english?.querySelector('h1')?.textContent).toBe('Knee pain explained');
    expect(notice?.closest(`[lang="${locales.en.tag}"]`)).toBeNull();
  });

  it('keeps the reader in their language when they follow the English text, and switches to the English page', async () => {
    const doc = await site.dom('cn/blog/knee-pain/index.html');
    const english = doc.querySelector(`main [lang="${locales.en.tag}"]`);
    // The breadcrumbs' home (English words) opens the Chinese home page, and says it is in Chinese.
    const home = [...(english?.querySelectorAll('nav a') ?? [])].find((a) => a.textContent === 'Home');
    expect(home?.getAttribute('href')).toBe('/cn/');
    expect(home?.getAttribute('hreflang')).toBe(locales.cn.hreflang);
    // The blog, English only, opens as its reader copy; no link of the English text leads to an English address.
    const hrefs = [...(english?.querySelectorAll('a[href^="/"]') ?? [])].map((a) => a.getAttribute('href') ?? '');
    expect(hrefs).toContain('/cn/blog/');
    expect(hrefs.filter((href) => !href.startsWith('/cn/'))).toEqual([]);
    const listing = await site.dom('cn/blog/index.html');
    const cards = [...listing.querySelectorAll('main article h2 a')].map((a) => a.getAttribute('href')).sort();
    expect(cards).toEqual(
      site.manifest
        .collection('blog', 'en')
        .map((r) => `/cn${r.path}`)
        .sort(),
    );
    // The switcher: this page in English is the English page; Chinese is the page itself.
    const switcher = [...doc.querySelectorAll('header a[hreflang][lang]')];
    expect(switcher.find((a) => a.getAttribute('hreflang') === locales.en.hreflang)?.getAttribute('href')).toBe('/blog/knee-pain/');
    expect(switcher.find((a) => a.getAttribute('hreflang') === locales.cn.hreflang)?.getAttribute('aria-current')).toBe('page');
  });

  it('sends search engines to the English page and stays out of the sitemap, hreflang and site search', async () => {
    const doc = await site.dom('cn/blog/knee-pain/index.html');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE}/blog/knee-pain/`);
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, follow');
    expect(doc.querySelector('main')?.hasAttribute('data-pagefind-body')).toBe(false);
    const sitemap = await site.read('sitemap.xml');
    for (const copy of site.manifest.readerCopies) expect(sitemap).not.toContain(`${SITE}${copy.path}<`);
    expect(sitemap).not.toContain('/cn/blog/');
    const englishPage = await site.dom('blog/knee-pain/index.html');
    const alternates = [...englishPage.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => l.getAttribute('href'));
    expect(alternates).toEqual([`${SITE}/blog/knee-pain/`, `${SITE}/blog/knee-pain/`]);
    expect(englishPage.querySelector('main [role="note"]')).toBeNull();
    // Each language's index holds that language's own pages only (the copies would add to the Chinese and Malay ones).
    const entry = JSON.parse(await site.read('pagefind/pagefind-entry.json')) as { languages: Record<string, { page_count: number }> };
    for (const code of ['cn', 'bh'] as const) {
      const own = site.manifest.routes.filter((r) => r.locale === code && !r.noindex);
      expect(entry.languages[locales[code].tag.toLowerCase()]?.page_count, code).toBe(own.length);
    }
  });

  it('is where a cn page’s link to the English-only page leads, still marked as English', async () => {
    const t = await translatorFor('cn');
    const services = await site.dom('cn/services/index.html');
    const link = [...services.querySelectorAll('main a')].find((a) => a.textContent?.startsWith('膝痛说明'));
    expect(link?.getAttribute('href')).toBe('/cn/blog/knee-pain/');
    expect(link?.textContent).toContain(t('link.englishOnly'));
    const footerBlog = [...services.querySelectorAll('footer a')].find((a) => a.textContent?.startsWith(t('footer.blog')));
    expect(footerBlog?.getAttribute('href')).toBe('/cn/blog/');
  });
});

describe('the checks of an English-only page', () => {
  it('name its problem once, not once more for each reader copy', async () => {
    const project = await fixtureProject();
    try {
      // A rule of the rendered copy, which the render checks: its English page's render names it.
      await project.edit('content/en/blog/knee-pain.md', (text) => text.replace(/general information/gi, 'general notes'));
      const error = await build({ root: project.root, outDir: project.out, env: { GTM_ID: '' } }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BuildError);
      const lines = (error as BuildError).lines.filter((l) => l.includes('general information'));
      expect(lines).toEqual([expect.stringMatching(/^content\/en\/blog\/knee-pain\.md:\d+: .*the last section must say/)]);
    } finally {
      await project.dispose();
    }
  });
});
