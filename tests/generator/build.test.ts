/**
 * The generator's output on the fixture site (tests/fixtures/site): every route of its manifest written with a
 * payload, the error pages, head links per locale, navigation, breadcrumbs, sitemap. Counts and pages come from
 * the fixture's manifest, so this file never changes when the site's copy does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Route } from '../../src/model/routes.ts';
import { clinic } from '../../src/site/clinic.ts';
import { buildFixtureSite, FIXTURE_SITE_URL as SITE, type FixtureBuild } from '../helpers/fixture-build.ts';

let site: FixtureBuild;

beforeAll(async () => {
  site = await buildFixtureSite();
});

afterAll(() => site?.dispose());

const read = (file: string) => site.read(file);
const dom = (file: string) => site.dom(file);
/** The built file of a route: /blog/knee-pain/ -> blog/knee-pain/index.html. */
const fileOf = (route: Route) => `${route.path.slice(1)}index.html`;
/** The first article of a collection in the fixture. */
const firstArticle = (collection: 'services' | 'blog' | 'media') => {
  const route = site.manifest.collection(collection, 'en')[0];
  if (!route) throw new Error(`the fixture site has no ${collection} article`);
  return route;
};

function headLinks(doc: Document) {
  return {
    canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    alternates: [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map(
      (l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`,
    ),
  };
}

describe('the built site', () => {
  it('writes every page of the manifest with a payload each, the error pages and the build files', async () => {
    const { files, result, manifest } = site;
    // The reader copies of the English-only pages are pages of the build too (reader-copies.test.ts).
    const paths = [...manifest.routes, ...manifest.readerCopies].map((r) => r.path).sort();
    expect(result.pages).toBe(paths.length);
    // Every page, and the content editor's, which is no page of the site (no route, no payload).
    expect(
      files
        .filter((f) => f.endsWith('index.html'))
        .map((f) => `/${f.replace(/index\.html$/, '')}`)
        .sort(),
    ).toEqual([...paths, '/admin/'].sort());
    expect(
      files
        .filter((f) => f.endsWith('_payload.json'))
        .map((f) => `/${f.replace(/_payload\.json$/, '')}`)
        .sort(),
    ).toEqual(paths);
    for (const file of [
      '404.html',
      '500.html',
      'cn/404.html',
      'bh/500.html',
      'sitemap.xml',
      'robots.txt',
      '_build/latest.json',
      '_locales/bh.json',
      'favicon.svg',
    ]) {
      expect(files).toContain(file);
    }
    const latest = JSON.parse(await read('_build/latest.json'));
    expect(latest).toEqual({ id: result.buildId, timestamp: expect.any(Number) });
    const meta = JSON.parse(await read(`_build/meta/${result.buildId}.json`));
    expect([...meta.paths].sort()).toEqual(paths);
    expect(files.filter((f) => /^assets\/site-[a-z0-9]{10}\.css$/.test(f))).toHaveLength(1);
  });

  it('gives a page in each locale its language, canonical and hreflang alternates', async () => {
    const expected = [`en ${SITE}/about-us/`, `zh-Hans ${SITE}/cn/about-us/`, `ms ${SITE}/bh/about-us/`, `x-default ${SITE}/about-us/`];
    for (const [file, lang, canonical] of [
      ['about-us/index.html', 'en-SG', `${SITE}/about-us/`],
      ['cn/about-us/index.html', 'zh-Hans-SG', `${SITE}/cn/about-us/`],
      ['bh/about-us/index.html', 'ms-SG', `${SITE}/bh/about-us/`],
    ] as const) {
      const doc = await dom(file);
      expect(doc.documentElement.getAttribute('lang')).toBe(lang);
      expect(headLinks(doc)).toEqual({ canonical, alternates: expected });
    }
  });

  it('gives an English-only page only its own alternate, and sends the switcher to the locale homes', async () => {
    const article = firstArticle('blog');
    const doc = await dom(fileOf(article));
    expect(headLinks(doc)).toEqual({
      canonical: `${SITE}${article.path}`,
      alternates: [`en ${SITE}${article.path}`, `x-default ${SITE}${article.path}`],
    });
    const switcher = doc.querySelector('nav[aria-label="Select Language"]');
    expect([...(switcher?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'))).toEqual([article.path, '/cn/', '/bh/']);
    expect(switcher?.querySelector('[aria-current="page"]')?.getAttribute('hreflang')).toBe('en');
  });

  it('links the blog and media pages in the navigation only in English', async () => {
    // The header's first navigation landmark is the main navigation (the language switcher follows it).
    const navLinks = async (file: string) =>
      [...((await dom(file)).querySelector('header nav')?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'));
    expect(await navLinks('index.html')).toEqual(['/', '/about-us/', '/services/', '/blog/', '/media/', '/contact-us/']);
    expect(await navLinks('cn/index.html')).toEqual(['/cn/', '/cn/about-us/', '/cn/services/', '/cn/contact-us/']);
    expect((await navLinks('cn/index.html')).some((h) => h?.includes('media') || h?.includes('blog'))).toBe(false);
    expect((await navLinks('bh/services/index.html')).some((h) => h?.includes('media'))).toBe(false);
  });

  it('renders breadcrumbs with the current page as text, not a link', async () => {
    const doc = await dom(fileOf(firstArticle('services')));
    const items = [...doc.querySelectorAll('nav[aria-label="Breadcrumb"] li')];
    expect(items.map((li) => li.querySelector('a')?.getAttribute('href') ?? null)).toEqual(['/', '/services/', null]);
    expect(items.at(-1)?.querySelector('span')?.getAttribute('aria-current')).toBe('page');
  });

  it('writes a payload the client runtime can swap a page with', async () => {
    const payload = JSON.parse(await read('cn/contact-us/_payload.json'));
    expect(payload).toMatchObject({
      buildId: site.result.buildId,
      name: 'contact-us___cn',
      locale: 'cn',
      layout: 'contact-us',
      path: '/cn/contact-us/',
      head: { canonical: `${SITE}/cn/contact-us/` },
      switcher: { en: '/contact-us/', cn: '/cn/contact-us/', bh: '/bh/contact-us/' },
    });
    expect(payload.title).toContain(clinic.name.cn);
    expect(payload.main).toContain('id="enquiry-form"');
  });

  it('lists every page in the sitemap with its alternates, and names it in robots.txt', async () => {
    const sitemap = await read('sitemap.xml');
    // All but the pages the page table keeps out of search engines (thank-you, search).
    expect(sitemap.match(/<loc>/g)).toHaveLength(site.manifest.routes.filter((r) => !r.noindex).length);
    expect(sitemap).not.toContain(`<loc>${SITE}/thank-you/</loc>`);
    expect(sitemap).toContain(`<loc>${SITE}/bh/services/</loc>`);
    expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="zh-Hans" href="${SITE}/cn/services/"/>`);
    expect(await read('robots.txt')).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it('renders 404.html and 500.html from one error component, picked by status', async () => {
    const notFound = await dom('404.html');
    expect(notFound.title).toBe('Page not found');
    expect(notFound.querySelector('h1')?.textContent).toBe('Oh, no, page does not exist!');
    expect(notFound.querySelector('main img')?.getAttribute('src')).toBe('/images/errors/not-found.svg');
    expect(notFound.querySelector('main a[href="#enquiry-form"]')?.textContent).toBe('Contact us about this');
    expect(notFound.querySelector('main a[href="/"]')?.textContent).toBe('Go back to homepage');
    expect(notFound.getElementById('enquiry-form')).not.toBeNull();
    expect(notFound.querySelector('main nav[aria-label="Breadcrumb"]')).toBeNull();
    const serverError = await dom('500.html');
    expect(serverError.querySelector('h1')?.textContent).toBe('Oh, oh, server error');
    expect(serverError.querySelector('main p')?.textContent).toBe('This is a problem on our end. Contact us to fix it.');
    expect(serverError.querySelector('main img')?.getAttribute('src')).toBe('/images/errors/server-error.svg');
  });
});
