import { describe, expect, it } from 'vitest';
import { createManifest, RouteManifest } from '../../src/model/routes.ts';
import { formatProblem, valueOrThrow } from '../../src/shared/problems.ts';
import { COLLECTIONS, FIXED_PAGES } from '../../src/model/page-table.ts';
import { localizedPath } from '../../src/model/routes.ts';
import { listContentFiles } from '../../src/generator/load/content.ts';
import { ROOT } from '../helpers/project.ts';
import { manifestOf } from '../helpers/real-site.ts';
import { SPEC_ALL_LOCALE_PAGES, SPEC_PATHS } from '../helpers/spec-pages.ts';
import path from 'node:path';

/** What the content folder holds, read independently of the manifest: fixed pages and article files. */
async function contentPaths(): Promise<string[]> {
  const files = await listContentFiles(path.join(ROOT, 'content'));
  const articles = COLLECTIONS.flatMap((c) =>
    c.locales.flatMap((l) =>
      files.filter((f) => f.startsWith(`${l}/${c.dir}/`)).map((f) => localizedPath(`${c.basePath}${path.posix.basename(f, '.md')}/`, l)),
    ),
  );
  return [...FIXED_PAGES.flatMap((p) => p.locales.map((l) => localizedPath(p.path, l))), ...articles];
}

const siteManifest = () => manifestOf();

describe('route manifest of the site', () => {
  it('has every page the spec names', async () => {
    const paths = (await siteManifest()).routes.map((r) => r.path);
    expect(SPEC_PATHS.filter((p) => !paths.includes(p))).toEqual([]);
  });

  it('has a page for each fixed page in its locales and each article file, and nothing else', async () => {
    const manifest = await siteManifest();
    expect(manifest.routes.map((r) => r.path).sort()).toEqual((await contentPaths()).sort());
  });

  it('has under /cn and /bh only fixed pages of that locale and translations of English articles', async () => {
    const manifest = await siteManifest();
    const localized = manifest.routes.filter((r) => r.locale !== 'en');
    expect(localized.length).toBeGreaterThanOrEqual(SPEC_ALL_LOCALE_PAGES.length * 2);
    for (const route of localized) {
      if (route.collection) expect(manifest.has(route.id, 'en'), route.file).toBe(true);
      else expect(FIXED_PAGES.find((p) => localizedPath(p.path, route.locale) === route.path)?.locales).toContain(route.locale);
    }
  });

  it('names routes page___locale and gives each its layout', async () => {
    const manifest = await siteManifest();
    expect(manifest.get('about-us', 'cn')).toMatchObject({ name: 'about-us___cn', path: '/cn/about-us/', layout: 'default' });
    expect(manifest.get('index', 'bh')).toMatchObject({ name: 'index___bh', path: '/bh/', layout: 'default' });
    expect(manifest.get('services-bixeps', 'en')).toMatchObject({
      name: 'services-bixeps___en',
      path: '/services/bixeps/',
      layout: 'default',
      kind: 'article',
    });
    expect(manifest.get('blog-how-to-lower-the-risk-of-osteoporosis', 'en').path).toBe('/blog/how-to-lower-the-risk-of-osteoporosis/');
    const contactLayout = manifest.routes
      .filter((r) => r.layout === 'contact-us')
      .map((r) => r.name)
      .sort();
    expect(contactLayout).toEqual([
      'contact-us___bh',
      'contact-us___cn',
      'contact-us___en',
      'thank-you___bh',
      'thank-you___cn',
      'thank-you___en',
    ]);
  });

  it('gives URLs through href, alternates and the switcher rule for English-only pages', async () => {
    const manifest = await siteManifest();
    expect(manifest.href('contact-us', 'bh')).toBe('/bh/contact-us/');
    expect(manifest.alternates('services').map((r) => r.path)).toEqual(['/services/', '/cn/services/', '/bh/services/']);
    expect(manifest.alternates('media-treat-ankle-sprains-promptly').map((r) => r.path)).toEqual(['/media/treat-ankle-sprains-promptly/']);
    // The nearest page the locale has: a blog article's collection is English-only too, so the home page; a
    // service article's collection is the services page, which every locale has.
    expect(manifest.switchTarget('blog-common-dance-injuries', 'cn')).toBe('/cn/');
    // A related page the locale has comes before the parent: the page's own topic, not a list.
    expect(manifest.switchTarget('blog-common-dance-injuries', 'cn', ['blog-life-after-sports-surgery', 'knee-specialist-singapore'])).toBe(
      '/cn/knee-specialist-singapore/',
    );
    expect(manifest.switchTarget('about-us', 'cn', ['services'])).toBe('/cn/about-us/');
    // A translated service page is its own target; one a locale lacks goes to that locale's services page.
    for (const locale of ['cn', 'bh'] as const) {
      const own = manifest.has('services-meniscus-tear-singapore', locale);
      expect(manifest.switchTarget('services-meniscus-tear-singapore', locale)).toBe(
        own ? `/${locale}/services/meniscus-tear-singapore/` : `/${locale}/services/`,
      );
    }
    const untranslated = valueOrThrow(
      createManifest([
        'en/services/meniscus-tear-singapore.md',
        ...FIXED_PAGES.flatMap((p) => p.locales.map((l) => `${l}/pages/${p.id}.md`)),
      ]),
    );
    expect(untranslated.switchTarget('services-meniscus-tear-singapore', 'bh', ['blog-life-after-sports-surgery'])).toBe('/bh/services/');
    expect(manifest.switchTarget('about-us', 'bh')).toBe('/bh/about-us/');
    // A link from a cn page to an English-only page goes to its reader copy; the page itself is still English only.
    expect(manifest.linkTo('blog', 'cn')).toBe('/cn/blog/');
    expect(manifest.has('blog', 'cn')).toBe(false);
    expect(() => manifest.href('blog', 'cn')).toThrow(/No page "blog" in locale cn/);
  });
});

describe('createManifest', () => {
  const minimal = FIXED_PAGES.flatMap((p) => p.locales.map((l) => `${l}/pages/${p.id}.md`));

  it('adds a page for each article file', () => {
    const manifest = valueOrThrow(createManifest([...minimal, 'en/blog/new-article.md']));
    expect(manifest.get('blog-new-article', 'en').path).toBe('/blog/new-article/');
  });

  it('fails on a missing page file, a stray file, an article outside en and a bad slug, listing all', () => {
    const files = [...minimal.filter((f) => f !== 'cn/pages/about-us.md'), 'cn/blog/x.md', 'en/pages/extra.md', 'en/blog/Bad_Name.md'];
    const { value, problems } = createManifest(files);
    expect(value).toBeUndefined();
    expect(problems.map(formatProblem)).toEqual([
      'content/cn/pages/about-us.md: content file is missing (page "about-us" in cn)',
      'content/cn/blog/x.md: blog articles exist only in en',
      'content/en/blog/Bad_Name.md: file name must be a lowercase slug (letters, digits and single hyphens)',
      expect.stringMatching(/^content\/en\/pages\/extra\.md: not a page of the site/),
    ]);
  });

  it('refuses two routes on one output path', () => {
    const clash = [
      ...FIXED_PAGES,
      { id: 'blog-duplicate', path: '/blog/dup/', kind: 'page' as const, layout: 'default' as const, locales: ['en' as const] },
    ];
    expect(createManifest([...minimal, 'en/pages/blog-duplicate.md', 'en/blog/dup.md'], clash).problems.map(formatProblem)).toEqual([
      'content/en/blog/dup.md: two routes resolve to /blog/dup/: blog-duplicate___en (content/en/pages/blog-duplicate.md) and blog-dup___en (content/en/blog/dup.md)',
    ]);
  });

  it('makes a reader copy of each English-only page for each locale that lacks it, and of nothing else', () => {
    const withPrivate = [
      ...FIXED_PAGES,
      {
        id: 'staff-only',
        path: '/staff-only/',
        kind: 'page' as const,
        layout: 'default' as const,
        locales: ['en' as const],
        noindex: true,
      },
    ];
    const manifest = valueOrThrow(
      createManifest(
        [...minimal, 'en/pages/staff-only.md', 'en/blog/new-article.md', 'en/services/knee.md', 'cn/services/knee.md'],
        withPrivate,
      ),
    );
    const copies = manifest.readerCopies.map((r) => `${r.name} ${r.path} ${r.file}`).sort();
    expect(copies).toEqual([
      'blog-new-article___bh /bh/blog/new-article/ en/blog/new-article.md',
      'blog-new-article___cn /cn/blog/new-article/ en/blog/new-article.md',
      'blog___bh /bh/blog/ en/pages/blog.md',
      'blog___cn /cn/blog/ en/pages/blog.md',
      'media___bh /bh/media/ en/pages/media.md',
      'media___cn /cn/media/ en/pages/media.md',
      'services-knee___bh /bh/services/knee/ en/services/knee.md',
    ]);
    const copy = manifest.named('blog-new-article___cn');
    expect(copy).toMatchObject({ locale: 'cn', readerCopy: true, noindex: true, kind: 'article', collection: 'blog' });
    expect(manifest.atPath('/cn/blog/new-article/')).toBe(copy);
    expect(manifest.readerCopy('blog-new-article', 'cn')).toBe(copy);
    // Links from cn pages go to it; it is no version of the page: not "has", not an alternate, not in a listing.
    expect(manifest.linkTo('blog-new-article', 'cn')).toBe('/cn/blog/new-article/');
    expect(manifest.linkTo('services-knee', 'cn')).toBe('/cn/services/knee/');
    expect(manifest.has('blog-new-article', 'cn')).toBe(false);
    expect(manifest.routes).not.toContain(copy);
    expect(manifest.alternates('blog-new-article').map((r) => r.name)).toEqual(['blog-new-article___en']);
    expect(manifest.collection('blog', 'cn')).toEqual([]);
    // The language switcher and the copy's notice point at the nearest page the locale really has.
    expect(manifest.switchTarget('blog-new-article', 'cn')).toBe('/cn/');
    // A page left out (a draft) takes its copies with it: they are made from the routes.
    const published = new RouteManifest(manifest.routes.filter((r) => r.id !== 'blog-new-article'));
    expect(published.readerCopy('blog-new-article', 'cn')).toBeUndefined();
  });
});
