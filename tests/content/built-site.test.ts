/**
 * The copy as visitors get it, on the site built once for the test run: every internal link and anchor lands,
 * the blog and media listings show every article as a card, newest first, and clinical pages say when they
 * were last reviewed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadSiteContent, type ContentPage, type SiteContent } from '../../scripts/lib/checks/site-content.ts';
import { formatDay } from '../../src/i18n/dates.ts';
import { createTranslator } from '../../src/i18n/messages.ts';
import { LOCALE_CODES, type LocaleCode } from '../../src/i18n/locales.ts';
import { ROOT } from '../helpers/project.ts';
import { SPEC_BLOG, SPEC_LANDING_PAGES, SPEC_MEDIA, SPEC_SERVICES } from '../helpers/spec-pages.ts';
import { fileOfPath, openRealBuild, pathOfFile, SITE, type RealBuild } from './real-build.ts';
import { readCatalogues, type Catalogues } from './copy-checks.ts';
import { publishedSrc } from './picture-checks.ts';

let site: RealBuild;
let content: SiteContent;
let catalogues: Catalogues;

beforeAll(async () => {
  [site, content, catalogues] = await Promise.all([openRealBuild(), loadSiteContent(ROOT), readCatalogues(ROOT)]);
});
afterAll(() => site?.dispose());

const built = (page: ContentPage) => site.doc(fileOfPath(page.route.path));
const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const translators = () =>
  Object.fromEntries(LOCALE_CODES.map((code) => [code, createTranslator(code, catalogues[code])])) as Record<
    LocaleCode,
    ReturnType<typeof createTranslator>
  >;

describe('links on the built site', () => {
  it('sends every internal link, picture, script and stylesheet to a file that exists, and every #anchor to an id', async () => {
    const problems: string[] = [];
    let checked = 0;
    for (const file of site.htmlFiles) {
      const doc = await site.doc(file);
      const here = new URL(pathOfFile(file), SITE);
      const refs = [...doc.querySelectorAll('a[href], link[href]')].map((el) => el.getAttribute('href') ?? '');
      refs.push(...[...doc.querySelectorAll('img[src], script[src], source[src]')].map((el) => el.getAttribute('src') ?? ''));
      for (const ref of refs) {
        const url = new URL(ref, here);
        if (url.origin !== SITE) continue;
        checked++;
        const target = fileOfPath(url.pathname);
        if (!/\.\w+$/.test(url.pathname) && !url.pathname.endsWith('/')) problems.push(`${file}: ${ref} has no trailing slash`);
        try {
          await access(path.join(site.dir, target));
        } catch {
          problems.push(`${file}: ${ref} goes to ${url.pathname}, which does not exist`);
          continue;
        }
        if (url.hash && target.endsWith('.html')) {
          const id = decodeURIComponent(url.hash.slice(1));
          if (!(await site.doc(target)).getElementById(id))
            problems.push(`${file}: ${ref} points at #${id}, which ${url.pathname} does not have`);
        }
      }
    }
    expect(problems).toEqual([]);
    // Navigation, footer and language links alone give every page more than ten.
    expect(checked).toBeGreaterThan(site.htmlFiles.length * 10);
  });
});

describe('the blog and media listings', () => {
  for (const collection of ['blog', 'media'] as const) {
    it(`lists every ${collection} article as a card with picture, title, date and summary, newest first`, async () => {
      const t = translators().en;
      const expected = content.pages
        .filter((p) => p.route.collection === collection)
        .sort((a, b) => (b.meta.date ?? '').localeCompare(a.meta.date ?? '') || a.meta.title.localeCompare(b.meta.title))
        .map((p) => ({
          href: p.route.path,
          title: p.meta.title,
          image: { src: publishedSrc(p.meta.image?.src, content.images), alt: '', sized: true },
          date: { datetime: p.meta.date, text: formatDay(t, p.meta.date ?? '') },
          summary: p.meta.summary,
        }));
      const doc = await site.doc(`${collection}/index.html`);
      const cards = [...(doc.querySelector('main')?.querySelectorAll('li > article') ?? [])].map((card) => {
        const img = card.querySelector('img');
        const time = card.querySelector('time');
        const link = card.querySelector('h2 a');
        return {
          href: link?.getAttribute('href'),
          title: text(link),
          // The title next to it names the card, so the picture is decorative (alt="").
          image: {
            src: img?.getAttribute('src'),
            alt: img?.getAttribute('alt'),
            sized: Number(img?.getAttribute('width')) > 0 && Number(img?.getAttribute('height')) > 0,
          },
          date: { datetime: time?.getAttribute('datetime'), text: text(time) },
          summary: text([...card.querySelectorAll('p')].find((p) => !p.querySelector('time'))),
        };
      });
      expect(cards).toEqual(expected);
      const named = (collection === 'blog' ? SPEC_BLOG : SPEC_MEDIA).map((slug) => `/${collection}/${slug}/`);
      expect(cards.map((c) => c.href)).toEqual(expect.arrayContaining(named));
    });
  }
});

describe('a renamed page', () => {
  it("keeps the spec's bunion address working: the published host rules send it to the renamed page with a 301", async () => {
    const rules = (await readFile(path.join(site.dir, '_redirects'), 'utf8'))
      .split('\n')
      .map((line) => line.replace(/#.*$/, '').trim().split(/\s+/))
      .filter((parts) => parts.length >= 3);
    const from = '/media/fixing-bunion-problem-can-be-a-snip/';
    const rule = rules.find(([oldPath]) => oldPath === from);
    expect(rule, `a rule for ${from}`).toEqual([from, '/media/keyhole-bunion-surgery-what-to-expect/', '301']);
    // The target is a page of the site, and the old address is not (a host would never apply a rule over a page).
    expect(site.htmlFiles).toContain(fileOfPath(rule?.[1] ?? ''));
    expect(site.htmlFiles).not.toContain(fileOfPath(from));
  });
});

describe('dates on articles and clinical pages', () => {
  it('shows "Last reviewed" with the date on every service and blog article and landing page, in its language', async () => {
    const all = translators();
    const clinical = content.pages.filter(
      (p) => p.route.collection === 'services' || p.route.collection === 'blog' || p.route.kind === 'landing',
    );
    const named = [
      ...SPEC_SERVICES.map((s) => `/services/${s}/`),
      ...SPEC_BLOG.map((s) => `/blog/${s}/`),
      ...SPEC_LANDING_PAGES.flatMap((p) => [p, `/cn${p}`, `/bh${p}`]),
    ];
    expect(clinical.map((p) => p.route.path)).toEqual(expect.arrayContaining(named));
    const problems: string[] = [];
    for (const page of clinical) {
      const t = all[page.route.locale];
      const label = t.formatMessage({ id: 'article.lastReviewed' });
      const line = [...(await built(page)).querySelectorAll('main p')].find((p) => text(p).startsWith(label));
      const time = line?.querySelector('time');
      const want = `${page.meta.reviewed} ${formatDay(t, page.meta.reviewed ?? '')}`;
      const got = `${time?.getAttribute('datetime')} ${text(time)}`;
      if (!page.meta.reviewed) problems.push(`${page.file}: no reviewed date in the front matter`);
      else if (got !== want) problems.push(`${page.route.path}: "${label}" shows ${got}, expected ${want}`);
    }
    expect(problems).toEqual([]);
  });

  it('shows where and when a media article was published, and a review date only once it has been reviewed', async () => {
    const t = translators().en;
    const label = t.formatMessage({ id: 'article.lastReviewed' });
    for (const page of content.pages.filter((p) => p.route.collection === 'media')) {
      const main = (await built(page)).querySelector('main');
      const line = text([...(main?.querySelectorAll('p') ?? [])].find((p) => text(p).startsWith('Published in')));
      expect(line).toBe(`Published in ${page.meta.publication}, ${formatDay(t, page.meta.date ?? '')}`);
      if (page.meta.reviewed) expect(text(main), page.file).toContain(`${label} ${formatDay(t, page.meta.reviewed)}`);
      else expect(text(main), page.file).not.toContain(label);
    }
  });
});
