import { describe, expect, it } from 'vitest';
import { createManifest } from '../../src/build/routes.ts';
import { BuildError } from '../../src/shared/problems.ts';
import { FIXED_PAGES } from '../../src/build/pages.ts';
import { listContentFiles } from '../../src/build/content.ts';
import { ROOT } from '../helpers/project.ts';
import path from 'node:path';

const SERVICES = [
  'bixeps', 'foot-and-ankle', 'spine-hip-injury', 'sports-dance-injury', 'knee-injury-condition', 'hand-and-wrist-condition',
  'knee-replacement-surgery', 'shoulder-and-elbow-injury', 'heel-pain-plantar-fasciitis', 'tennis-elbow-singapore',
  'carpal-tunnel-singapore', 'meniscus-tear-singapore', 'spine-surgery-singapore', 'rotator-cuff-injury-singapore',
  'knee-cartilage-injury-singapore', 'total-hip-replacement-singapore', 'foot-and-ankle-injuries-in-dancers',
  'ankle-sprains-causes-and-treatments', 'shoulder-arthroscopy-procedure-singapore', 'minimally-invasive-bunion-surgery-treatment',
];
const BLOG = [
  'common-dance-injuries', 'life-after-sports-surgery', 'common-causes-of-knee-pain', 'guide-to-rotator-cuff-tear',
  'stress-fractures-singapore', 'clavicle-collarbone-fracture', 'fracture-vs-sprain-vs-strain', 'avascular-necrosis-of-the-hip',
  'how-to-tell-if-you-have-acl-tear', 'tips-on-preventing-sports-injuries', 'guide-to-patella-fractures-broken-kneecap',
  'how-to-lower-the-risk-of-osteoporosis', 'joint-replacement-surgery-for-osteoarthritis',
];
const MEDIA = [
  'dont-hurt-your-dancing-feet', 'treat-ankle-sprains-promptly', 'before-and-after-a-bunion-surgery',
  'fixing-bunion-problem-can-be-a-snip', 'the-comprehensive-guide-to-orthopaedics', 'the-dos-and-donts-after-an-orthopaedic-surgery',
  'traditional-vs-keyhole-surgery-which-is-better-for-treating-bunions',
];
const ALL_LOCALE_PAGES = ['/', '/about-us/', '/thank-you/', '/contact-us/', '/services/', '/knee-specialist-singapore/', '/foot-ankle-specialist-singapore/'];

/** The spec's page list (2.2 and 2.3), written out by hand so the manifest cannot drift from it. */
const SPEC_PATHS = [
  ...ALL_LOCALE_PAGES,
  ...ALL_LOCALE_PAGES.map((p) => `/cn${p}`),
  ...ALL_LOCALE_PAGES.map((p) => `/bh${p}`),
  '/blog/',
  '/media/',
  ...SERVICES.map((s) => `/services/${s}/`),
  ...BLOG.map((s) => `/blog/${s}/`),
  ...MEDIA.map((s) => `/media/${s}/`),
];

async function siteManifest() {
  return createManifest(await listContentFiles(path.join(ROOT, 'content')));
}

describe('route manifest of the site', () => {
  it('has exactly the 63 pages of the spec', async () => {
    const manifest = await siteManifest();
    expect(SPEC_PATHS).toHaveLength(63);
    expect(manifest.routes.map((r) => r.path).sort()).toEqual([...SPEC_PATHS].sort());
  });

  it('has no English-only page under /cn or /bh', async () => {
    const manifest = await siteManifest();
    const localized = manifest.routes.filter((r) => r.locale !== 'en');
    expect(localized).toHaveLength(14);
    for (const route of localized) {
      expect(route.path.replace(/^\/(cn|bh)/, '')).toBeOneOf(ALL_LOCALE_PAGES);
      expect(route.collection).toBeUndefined();
    }
  });

  it('names routes page___locale and gives each its layout', async () => {
    const manifest = await siteManifest();
    expect(manifest.get('about-us', 'cn')).toMatchObject({ name: 'about-us___cn', path: '/cn/about-us/', layout: 'default' });
    expect(manifest.get('index', 'bh')).toMatchObject({ name: 'index___bh', path: '/bh/', layout: 'default' });
    expect(manifest.get('services-bixeps', 'en')).toMatchObject({ name: 'services-bixeps___en', path: '/services/bixeps/', layout: 'default', kind: 'article' });
    expect(manifest.get('blog-how-to-lower-the-risk-of-osteoporosis', 'en').path).toBe('/blog/how-to-lower-the-risk-of-osteoporosis/');
    const contactLayout = manifest.routes.filter((r) => r.layout === 'contact-us').map((r) => r.name).sort();
    expect(contactLayout).toEqual(['contact-us___bh', 'contact-us___cn', 'contact-us___en', 'thank-you___bh', 'thank-you___cn', 'thank-you___en']);
  });

  it('gives URLs through href, alternates and the switcher rule for English-only pages', async () => {
    const manifest = await siteManifest();
    expect(manifest.href('contact-us', 'bh')).toBe('/bh/contact-us/');
    expect(manifest.alternates('services').map((r) => r.path)).toEqual(['/services/', '/cn/services/', '/bh/services/']);
    expect(manifest.alternates('media-treat-ankle-sprains-promptly').map((r) => r.path)).toEqual(['/media/treat-ankle-sprains-promptly/']);
    expect(manifest.switchTarget('blog-common-dance-injuries', 'cn')).toBe('/cn/');
    expect(manifest.switchTarget('about-us', 'bh')).toBe('/bh/about-us/');
    expect(manifest.linkTo('blog', 'cn')).toBe('/blog/');
    expect(() => manifest.href('blog', 'cn')).toThrow(/No page "blog" in locale cn/);
  });
});

describe('createManifest', () => {
  const minimal = FIXED_PAGES.flatMap((p) => p.locales.map((l) => `${l}/pages/${p.id}.md`));

  it('adds a page for each article file', () => {
    const manifest = createManifest([...minimal, 'en/blog/new-article.md']);
    expect(manifest.get('blog-new-article', 'en').path).toBe('/blog/new-article/');
  });

  it('fails on a missing page file, a stray file, an article outside en and a bad slug, listing all', () => {
    const files = [...minimal.filter((f) => f !== 'cn/pages/about-us.md'), 'cn/blog/x.md', 'en/pages/extra.md', 'en/blog/Bad_Name.md'];
    let error: BuildError | undefined;
    try {
      createManifest(files);
    } catch (e) {
      error = e as BuildError;
    }
    expect(error).toBeInstanceOf(BuildError);
    expect(error?.lines).toEqual([
      'content/cn/pages/about-us.md: content file is missing (page "about-us" in cn)',
      'content/cn/blog/x.md: blog articles exist only in en',
      'content/en/blog/Bad_Name.md: file name must be a lowercase slug (letters, digits and single hyphens)',
      expect.stringMatching(/^content\/en\/pages\/extra\.md: not a page of the site/),
    ]);
  });

  it('refuses two routes on one output path', () => {
    const clash = [...FIXED_PAGES, { id: 'blog-duplicate', path: '/blog/dup/', kind: 'page' as const, layout: 'default' as const, locales: ['en' as const] }];
    expect(() => createManifest([...minimal, 'en/pages/blog-duplicate.md', 'en/blog/dup.md'], clash)).toThrow(
      'content/en/blog/dup.md: two routes resolve to /blog/dup/: blog-duplicate___en (content/en/pages/blog-duplicate.md) and blog-dup___en (content/en/blog/dup.md)',
    );
  });
});
