/**
 * Search and social metadata the generator writes, checked on the fixture site: JSON-LD, Open Graph and Twitter
 * tags, the sitemap. Every expected value comes from the fixture's front matter and the clinic facts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseFrontMatter } from '../../src/generator/load/front-matter.ts';
import { pngSize } from '../../src/generator/public-files/images.ts';
import { toIsoDate } from '../../src/model/schema.ts';
import { formatProblem } from '../../src/shared/problems.ts';
import { duplicateMetaProblems } from '../../src/generator/checks/seo-checks.ts';
import type { PageSource } from '../../src/model/page-source.ts';
import { DEFAULT_SOCIAL_IMAGE, socialTwinOf } from '../../src/components/social-image.ts';
import { clinic, personOf } from '../../src/site/clinic.ts';
import { buildFixtureSite, FIXTURE_SITE_URL as SITE, type FixtureBuild } from '../helpers/fixture-build.ts';

let site: FixtureBuild;
let dist: string;

interface Page {
  readonly file: string;
  readonly url: string;
  readonly doc: Document;
  // biome-ignore lint/suspicious/noExplicitAny: JSON-LD is untyped JSON; each test checks the fields it reads.
  readonly graph: Array<Record<string, any>>;
}
let pages: Page[];

beforeAll(async () => {
  site = await buildFixtureSite();
  dist = site.dir;
  // The site's pages; the content editor's page (/admin/) is not one, and is never indexed. Nor are the reader
  // copies of the English-only pages, which name their English page as canonical (reader-copies.test.ts).
  const copies = new Set(site.manifest.readerCopies.map((r) => `${r.path.slice(1)}index.html`));
  const files = site.files.filter((f) => f.endsWith('index.html') && !f.startsWith('admin/') && !copies.has(f));
  pages = await Promise.all(
    files.sort().map(async (file) => {
      const doc = await site.dom(file);
      const scripts = [...doc.querySelectorAll('script[type="application/ld+json"]')];
      expect(scripts, file).toHaveLength(1);
      const json = JSON.parse(scripts[0]?.textContent ?? '');
      expect(json['@context']).toBe('https://schema.org');
      return { file, url: `${SITE}/${file.replace(/index\.html$/, '')}`, doc, graph: json['@graph'] };
    }),
  );
});

afterAll(async () => {
  // The runner keeps this file's closures, and so `pages`, until the whole run ends, in a process other files share.
  pages = [];
  await site?.dispose();
});

const pageAt = (file: string): Page => {
  const page = pages.find((p) => p.file === file);
  if (!page) throw new Error(`${file} was not built`);
  return page;
};
const nodes = (page: Page, type: string) => page.graph.filter((n) => n['@type'] === type);
const only = (page: Page, type: string) => {
  const found = nodes(page, type);
  expect(found, `${page.file}: one ${type}`).toHaveLength(1);
  // biome-ignore lint/suspicious/noExplicitAny: as above, untyped JSON-LD.
  return found[0] as Record<string, any>;
};
const meta = (doc: Document, key: string) =>
  [...doc.querySelectorAll(`meta[property="${key}"], meta[name="${key}"]`)].map((m) => m.getAttribute('content'));
const inCollection = (name: string) => pages.filter((p) => p.file.startsWith(`${name}/`) && p.file !== `${name}/index.html`);

async function frontMatter(file: string): Promise<Record<string, unknown>> {
  const [collection, slug] = file.split('/');
  const parsed = parseFrontMatter(await site.project.read(path.join('content/en', collection ?? '', `${slug}.md`)), file);
  if (!parsed.value) throw new Error(`${file}: ${parsed.problems[0]?.message}`);
  return parsed.value.data;
}

const openRows = clinic.hours
  .filter((row) => row.days.length > 0 && row.opens !== undefined)
  .map((row) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: row.days, opens: row.opens, closes: row.closes }));

describe('JSON-LD on every page', () => {
  it('describes the clinic on every page as one MedicalClinic under one @id in every locale', () => {
    expect(pages).toHaveLength(site.manifest.routes.length);
    for (const page of pages) {
      const c = only(page, 'MedicalClinic');
      expect(c['@id']).toBe(`${SITE}/#clinic`);
      expect(c.name).toBe(clinic.name[page.doc.documentElement.getAttribute('data-locale') as 'en' | 'cn' | 'bh']);
      expect(c.telephone).toBe(clinic.callUs.e164);
      // Every number the site asks patients to call, with what it is for.
      expect(c.contactPoint.map((p: { telephone: string }) => p.telephone)).toEqual(
        expect.arrayContaining([clinic.callUs.e164, clinic.phones.afterHours.e164]),
      );
      expect(c.address).toEqual({
        '@type': 'PostalAddress',
        streetAddress: clinic.address.street,
        postalCode: clinic.address.postalCode,
        addressLocality: 'Singapore',
        addressCountry: 'SG',
      });
      // The rows of the clinic facts the clinic is open on, with their times as the facts write them.
      expect(c.openingHoursSpecification).toEqual(openRows);
      expect(c.medicalSpecialty).toBe('https://schema.org/Musculoskeletal');
      expect(c.sameAs).toEqual([clinic.social.facebook, clinic.social.instagram]);
    }
  });

  it('marks every service and blog article as a MedicalWebPage with its front matter’s lastReviewed date', async () => {
    const clinical = [...inCollection('services'), ...inCollection('blog')];
    expect(clinical).toHaveLength(site.manifest.collection('services', 'en').length + site.manifest.collection('blog', 'en').length);
    for (const page of clinical) {
      const webPage = only(page, 'MedicalWebPage');
      expect(webPage.url).toBe(page.url);
      expect(webPage.lastReviewed, page.file).toBe(toIsoDate((await frontMatter(page.file)).reviewed));
      expect(webPage.inLanguage).toBe('en');
    }
  });

  it('gives every blog and media article a BlogPosting with headline, dates, image, author and publisher', async () => {
    const articles = [...inCollection('blog'), ...inCollection('media')];
    expect(articles).toHaveLength(site.manifest.collection('blog', 'en').length + site.manifest.collection('media', 'en').length);
    expect(articles.length).toBeGreaterThan(0);
    for (const page of articles) {
      const data = await frontMatter(page.file);
      const post = only(page, 'BlogPosting');
      expect(post.headline).toBe(data.title);
      expect(post.headline.length).toBeLessThanOrEqual(110);
      expect(post.description).toBe(data.description);
      expect(post.datePublished).toBe(toIsoDate(data.date));
      expect(post.dateModified).toBe(toIsoDate(data.reviewed ?? data.date));
      expect(post.image).toBe(meta(page.doc, 'og:image')[0]);
      // The person the front matter names as author, else the clinic.
      const author = typeof data.author === 'string' ? personOf(data.author) : undefined;
      expect(post.author).toEqual(
        author
          ? expect.objectContaining({ '@type': 'Person', name: author.name.en, worksFor: { '@id': `${SITE}/#clinic` } })
          : { '@id': `${SITE}/#clinic` },
      );
      expect(post.publisher).toEqual({ '@id': `${SITE}/#clinic` });
      expect(post.mainEntityOfPage).toEqual({ '@id': `${page.url}#webpage` });
    }
    expect(pages.filter((p) => nodes(p, 'BlogPosting').length > 0)).toHaveLength(articles.length);
  });

  it('turns the visible breadcrumbs of every page but the home pages into a BreadcrumbList', () => {
    for (const page of pages) {
      const trail = [...page.doc.querySelectorAll('nav.breadcrumbs li')].map((li) => ({
        name: li.textContent?.trim(),
        href: li.querySelector('a')?.getAttribute('href'),
      }));
      if (['index.html', 'cn/index.html', 'bh/index.html'].includes(page.file)) {
        expect(nodes(page, 'BreadcrumbList'), page.file).toEqual([]);
        continue;
      }
      const list = only(page, 'BreadcrumbList');
      expect(trail.length, page.file).toBeGreaterThan(1);
      expect(list.itemListElement).toEqual(
        trail.map((item, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: item.name,
          item: item.href ? `${SITE}${item.href}` : page.url,
        })),
      );
    }
  });

  it('introduces the lead doctor on about-us in each locale, working for the clinic', () => {
    for (const [file, code] of [
      ['about-us/index.html', 'en'],
      ['cn/about-us/index.html', 'cn'],
      ['bh/about-us/index.html', 'bh'],
    ] as const) {
      const page = pages.find((p) => p.file === file) as Page;
      const doctor = only(page, 'Person');
      expect(doctor.name).toBe(clinic.doctor.name[code]);
      expect(doctor.jobTitle).toBe(clinic.doctor.jobTitle[code]);
      expect(doctor.worksFor).toEqual({ '@id': `${SITE}/#clinic` });
    }
    expect(pages.filter((p) => nodes(p, 'Person').length > 0).map((p) => p.file)).toEqual([
      'about-us/index.html',
      'bh/about-us/index.html',
      'cn/about-us/index.html',
    ]);
  });
});

describe('social tags', () => {
  it('give every page a 1200 × 630 PNG share image that exists, and Open Graph locales from Facebook’s list', async () => {
    const ogLocale = { en: 'en_GB', cn: 'zh_CN', bh: 'ms_MY' } as const;
    for (const page of pages) {
      const [image] = meta(page.doc, 'og:image');
      expect(image, page.file).toMatch(new RegExp(`^${SITE}/images/social/.+\\.png$`));
      const png = await readFile(path.join(dist, (image ?? '').slice(SITE.length)));
      expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
      expect(meta(page.doc, 'twitter:card')).toEqual(['summary_large_image']);
      expect(meta(page.doc, 'twitter:image')).toEqual([image]);
      expect(meta(page.doc, 'og:image:alt')[0]).toBeTruthy();
      const code = page.doc.documentElement.getAttribute('data-locale') as keyof typeof ogLocale;
      expect(meta(page.doc, 'og:locale')).toEqual([ogLocale[code]]);
      const versions = [...page.doc.querySelectorAll('link[rel="alternate"][hreflang]')]
        .map((l) => l.getAttribute('hreflang'))
        .filter((h) => h !== 'x-default');
      expect(meta(page.doc, 'og:locale:alternate')).toHaveLength(versions.length - 1);
    }
    // A picture with a PNG twin in public/images/social/ is shared as that twin; the others use the default card.
    const article = inCollection('services')[0] as Page;
    const picture = String(((await frontMatter(article.file)).image as { src: string }).src);
    expect(site.files).toContain(socialTwinOf(picture).slice(1));
    expect(meta(article.doc, 'og:image')).toEqual([`${SITE}${socialTwinOf(picture)}`]);
    expect(meta(pageAt('contact-us/index.html').doc, 'og:image')).toEqual([`${SITE}${DEFAULT_SOCIAL_IMAGE}`]);
    expect(meta(pageAt('cn/about-us/index.html').doc, 'og:locale:alternate')).toEqual(['en_GB', 'ms_MY']);
  });

  it('has a different description and title on every page', () => {
    for (const key of ['description']) {
      const values = pages.map((p) => meta(p.doc, key)[0]);
      expect(new Set(values).size).toBe(pages.length);
    }
    expect(new Set(pages.map((p) => p.doc.title)).size).toBe(pages.length);
  });
});

describe('sitemap.xml', () => {
  it('lists every page but the noindex ones exactly once, with its hreflang alternates and a lastmod for every dated page', async () => {
    const xml = await readFile(path.join(dist, 'sitemap.xml'), 'utf8');
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1] ?? '');
    const locs = entries.map((e) => /<loc>([^<]+)<\/loc>/.exec(e)?.[1]);
    // Pages the page table keeps out of search engines (thank-you, search) are not listed.
    const unlisted = new Set(site.manifest.routes.filter((r) => r.noindex).map((r) => `${SITE}${r.path}`));
    expect(unlisted.size).toBeGreaterThan(0);
    const listed = pages.filter((p) => !unlisted.has(p.url));
    expect(locs).toHaveLength(listed.length);
    expect(new Set(locs).size).toBe(locs.length);
    expect([...locs].sort()).toEqual(listed.map((p) => p.url).sort());
    for (const page of listed) {
      const entry = entries[locs.indexOf(page.url)] ?? '';
      const inSitemap = [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        (m) => `${m[1]} ${m[2]}`,
      );
      const inPage = [...page.doc.querySelectorAll('link[rel="alternate"][hreflang]')].map(
        (l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`,
      );
      expect(inSitemap.sort(), page.file).toEqual(inPage.sort());
      const lastmod = /<lastmod>([^<]+)<\/lastmod>/.exec(entry)?.[1];
      if (page.file.split('/').length === 3 && !page.file.startsWith('cn/') && !page.file.startsWith('bh/')) {
        const data = await frontMatter(page.file);
        expect(lastmod, page.file).toBe(toIsoDate(data.reviewed ?? data.date));
      } else if (lastmod) {
        expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });
});

describe('duplicateMetaProblems', () => {
  const page = (file: string, title: string, description: string) =>
    ({ source: `content/${file}`, meta: { title, description } }) as unknown as PageSource;

  it('names both files when two pages share a title or a description', () => {
    expect(
      duplicateMetaProblems([
        page('en/blog/a.md', 'A', 'Same words.'),
        page('en/blog/b.md', 'B', 'same words.'),
        page('en/blog/c.md', 'a', 'Other.'),
      ]).map(formatProblem),
    ).toEqual([
      'content/en/blog/c.md: title: is the same as in content/en/blog/a.md; give every page its own title',
      'content/en/blog/b.md: description: is the same as in content/en/blog/a.md; give every page its own description',
    ]);
  });
});
