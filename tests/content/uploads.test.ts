/**
 * What the editor saves by default passes the content tests: photos uploaded into public/images/uploads/ (JPEG,
 * PNG, WebP) as an article's main picture, as a picture in the text, and so as listing cards, on the fixture site,
 * checked by the same picture checks that run over the real site.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSiteContent, type SiteContent } from '../../scripts/lib/checks/site-content.ts';
import { build } from '../../src/generator/build.ts';
import { fixtureProject, type TempProject } from '../helpers/fixture.ts';
import { type RealBuild, openRealBuild } from './real-build.ts';
import { imgProblems, modernFormatProblems, publishedSrc } from './picture-checks.ts';

const ORIGIN = 'https://clinic.test';

/** A photo as a camera or phone gives it, drawn here. */
function photo(format: 'jpeg' | 'png' | 'webp'): Promise<Buffer> {
  const art = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="560"><rect width="100%" height="100%" fill="#f5f1e8"/>
    <circle cx="450" cy="280" r="200" fill="#0d5c63"/></svg>`;
  return sharp(Buffer.from(art)).toFormat(format).toBuffer();
}

describe('uploaded photos on the fixture site', () => {
  let project: TempProject;
  let site: RealBuild;
  let content: SiteContent;

  beforeAll(async () => {
    project = await fixtureProject();
    const uploads = project.file('public/images/uploads');
    await mkdir(uploads, { recursive: true });
    for (const [name, format] of [
      ['runner-on-track.jpg', 'jpeg'],
      ['ankle-wrap.png', 'png'],
      ['clinic-room.webp', 'webp'],
    ] as const)
      await writeFile(path.join(uploads, name), await photo(format));
    const hero = (src: string) => (text: string) =>
      text.replace('  src: /images/knee.svg\n  alt: A drawing of a knee', `  src: ${src}\n  alt: A person running on a red track`);
    await project.edit('content/en/blog/ankle-sprain.md', hero('/images/uploads/runner-on-track.jpg'));
    await project.edit('content/en/media/clinic-explainer.md', hero('/images/uploads/clinic-room.webp'));
    await project.edit('content/en/blog/knee-pain.md', (text) =>
      text.replace('## Causes {#causes}', '![An ankle wrapped in a bandage](/images/uploads/ankle-wrap.png)\n\n## Causes {#causes}'),
    );
    await build({ root: project.root, outDir: project.out, env: { SITE_URL: ORIGIN, GTM_ID: '' } });
    [site, content] = await Promise.all([openRealBuild(project.out), loadSiteContent(project.root)]);
  });
  afterAll(async () => {
    await site?.dispose();
    await project.dispose();
  });

  it('gives every <img> an alt, a file that exists and its size, in a modern format', async () => {
    // The pages that show the uploads: the listings and the three articles.
    const pages = {
      ...site,
      htmlFiles: [
        'blog/index.html',
        'media/index.html',
        'blog/ankle-sprain/index.html',
        'blog/knee-pain/index.html',
        'media/clinic-explainer/index.html',
      ],
    };
    const { problems, count } = await imgProblems(pages, ORIGIN);
    expect(problems).toEqual([]);
    expect(count).toBeGreaterThanOrEqual(pages.htmlFiles.length + 3);
    expect(await modernFormatProblems(pages, ORIGIN)).toEqual([]);
  });

  it('shows each upload as the listing card the build publishes', async () => {
    for (const [collection, file] of [
      ['blog', 'content/en/blog/ankle-sprain.md'],
      ['media', 'content/en/media/clinic-explainer.md'],
    ] as const) {
      const page = content.pages.find((p) => p.file === file);
      const doc = await site.doc(`${collection}/index.html`);
      const card = [...doc.querySelectorAll('main li > article')].find(
        (c) => c.querySelector('h2 a')?.getAttribute('href') === page?.route.path,
      );
      const src = publishedSrc(page?.meta.image?.src, content.images);
      expect(src).toMatch(/^\/assets\/images\/(runner-on-track|clinic-room)-[0-9a-f]{10}-880\.(jpg|webp)$/);
      expect(card?.querySelector('img')?.getAttribute('src')).toBe(src);
    }
  });
});
