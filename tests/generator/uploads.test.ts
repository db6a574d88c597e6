/**
 * Uploaded photos on the fixture site, with a JPEG this test makes itself: AVIF, WebP and JPEG versions at the
 * layouts' widths (never wider than the upload), `<picture>` markup with srcset, sizes, width and height, the
 * first picture fetched first and the others lazily, versions cached between builds, and broken uploads
 * (oversized, mislabelled, unreadable) named as problems with the previous output kept.
 */
import { mkdir, open, readdir, readFile, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Window } from 'happy-dom';
import sharp from 'sharp';
import { build, BuildError } from '../../src/generator/build.ts';
import { Rebuilder } from '../../src/generator/dev/rebuild.ts';
import { listFolder } from '../../src/generator/load/project-files.ts';
import { CACHE_KEPT_UNUSED_MS, cacheDirOf, prepareUploads, widthsFor } from '../../src/generator/public-files/uploads.ts';
import { PICTURE_SIZES } from '../../src/components/picture-layouts.ts';
import { fixtureProject, type TempProject } from '../helpers/fixture.ts';
import { INTACT, previousOutputState, withMarkerOutput } from '../helpers/project.ts';
import { filesUnder as filesOf } from '../helpers/files.ts';

const ENV = { SITE_URL: 'https://clinic.test', GTM_ID: '' };
const PHOTO = 'public/images/uploads/knee-exercise.jpg';

/** A 1000 × 600 JPEG drawn here, with EXIF a phone would write (which must not reach the site). */
function testPhoto(width = 1000, height = 600): Promise<Buffer> {
  const art = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#f5f1e8"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#0d5c63"/></svg>`;
  return sharp(Buffer.from(art))
    .jpeg({ quality: 80 })
    .withExif({ IFD0: { Copyright: 'a phone', Make: 'PhoneMaker' } })
    .toBuffer();
}

function documentOf(html: string): Document {
  const window = new Window({ url: 'https://clinic.test/' });
  window.document.write(html);
  return window.document as unknown as Document;
}

describe('the widths made', () => {
  it('are the layouts’ widths below the upload’s own, and the upload’s own width, never wider', () => {
    expect(widthsFor(4000)).toEqual([440, 880, 1320, 1760]);
    expect(widthsFor(1000)).toEqual([440, 880, 1000]);
    expect(widthsFor(880)).toEqual([440, 880]);
    expect(widthsFor(300)).toEqual([300]);
  });
});

describe('a build with an uploaded photo', () => {
  let project: TempProject;
  let files: string[];
  const read = (file: string) => readFile(path.join(project.out, file), 'utf8');

  beforeAll(async () => {
    project = await fixtureProject();
    await mkdir(path.dirname(project.file(PHOTO)), { recursive: true });
    await writeFile(project.file(PHOTO), await testPhoto());
    // The hero of the first article in the blog listing, and a picture in the text of another.
    await project.edit('content/en/blog/ankle-sprain.md', (text) =>
      text.replace(
        '  src: /images/knee.svg\n  alt: A drawing of a knee',
        '  src: /images/uploads/knee-exercise.jpg\n  alt: A knee exercise on a mat',
      ),
    );
    await project.edit('content/en/blog/knee-pain.md', (text) =>
      text.replace(
        'Knees hurt after a twist or with wear.',
        'Knees hurt after a twist or with wear.\n\n![A knee exercise](/images/uploads/knee-exercise.jpg)',
      ),
    );
    await build({ root: project.root, outDir: project.out, env: ENV });
    files = await filesOf(project.out);
  });
  afterAll(() => project.dispose());

  it('publishes AVIF, WebP and JPEG versions at each width, real pictures of those formats and widths', async () => {
    const versions = files.filter((f) => f.startsWith('assets/images/'));
    expect(versions.map((f) => f.replace(/-[0-9a-f]{10}-/, '-<hash>-'))).toEqual(
      ['1000', '440', '880'].flatMap((w) => ['avif', 'jpg', 'webp'].map((ext) => `assets/images/knee-exercise-<hash>-${w}.${ext}`)),
    );
    for (const file of versions) {
      const meta = await sharp(path.join(project.out, file)).metadata();
      const [, width, ext] = /-(\d+)\.(\w+)$/.exec(file) ?? [];
      expect({ format: meta.format, width: meta.width }, file).toEqual({
        format: { avif: 'heif', webp: 'webp', jpg: 'jpeg' }[ext ?? ''],
        width: Number(width),
      });
      expect(meta.exif, `${file} carries no EXIF`).toBeUndefined();
    }
  });

  it('serves the upload’s own address as its widest JPEG, without the phone’s metadata', async () => {
    const meta = await sharp(path.join(project.out, 'images/uploads/knee-exercise.jpg')).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height, exif: meta.exif }).toEqual({
      format: 'jpeg',
      width: 1000,
      height: 600,
      exif: undefined,
    });
  });

  it('shows an article’s picture as <picture> with srcset, sizes, width and height, lazily: it comes after the first section', async () => {
    const doc = documentOf(await read('blog/ankle-sprain/index.html'));
    const picture = doc.querySelector('main picture');
    const sources = [...(picture?.querySelectorAll('source') ?? [])];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]?.getAttribute('srcset')).toMatch(
      /^\/assets\/images\/knee-exercise-[0-9a-f]{10}-440\.avif 440w, \S+-880\.avif 880w, \S+-1000\.avif 1000w$/,
    );
    const img = picture?.querySelector('img');
    expect({
      class: img?.getAttribute('class'),
      src: img?.getAttribute('src'),
      srcset: img?.getAttribute('srcset')?.split(', ').length,
      sizes: img?.getAttribute('sizes'),
      width: img?.getAttribute('width'),
      height: img?.getAttribute('height'),
      alt: img?.getAttribute('alt'),
      loading: img?.getAttribute('loading'),
      fetchpriority: img?.getAttribute('fetchpriority'),
    }).toEqual({
      class: 'hero-image',
      src: expect.stringMatching(/^\/assets\/images\/knee-exercise-[0-9a-f]{10}-880\.jpg$/),
      srcset: 3,
      sizes: PICTURE_SIZES.hero,
      width: '1000',
      height: '600',
      alt: 'A knee exercise on a mat',
      loading: 'lazy',
      fetchpriority: null,
    });
    expect(sources.every((s) => s.getAttribute('sizes') === PICTURE_SIZES.hero)).toBe(true);
  });

  it('shows a picture in the text as <picture>, lazily, with its size', async () => {
    const doc = documentOf(await read('blog/knee-pain/index.html'));
    const img = doc.querySelector('main .prose picture img, main picture img[alt="A knee exercise"]');
    expect(img?.closest('picture')?.querySelectorAll('source')).toHaveLength(2);
    expect([img?.getAttribute('loading'), img?.getAttribute('fetchpriority'), img?.getAttribute('sizes')]).toEqual([
      'lazy',
      null,
      PICTURE_SIZES.prose,
    ]);
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['1000', '600']);
  });

  it('gives the first listing card the first fetch, with the cards’ sizes', async () => {
    const doc = documentOf(await read('blog/index.html'));
    const first = doc.querySelector('main .card-grid li picture img');
    expect([first?.getAttribute('fetchpriority'), first?.getAttribute('loading'), first?.getAttribute('sizes')]).toEqual([
      'high',
      'eager',
      PICTURE_SIZES.card,
    ]);
    expect(doc.querySelectorAll('main [fetchpriority="high"]')).toHaveLength(1);
  });

  it('keeps SVG pictures as plain <img>', async () => {
    const doc = documentOf(await read('blog/knee-pain/index.html'));
    const hero = doc.querySelector('main img.hero-image');
    expect(hero?.getAttribute('src')).toBe('/images/knee.svg');
    expect(hero?.closest('picture')).toBeNull();
  });

  it('does no picture work in the next build: the cached versions are reused, untouched', async () => {
    const cache = cacheDirOf(project.root);
    const cached = await filesOf(cache);
    expect(cached.filter((f) => !f.endsWith('versions.json'))).toHaveLength(9);
    const mtimes = await Promise.all(cached.map(async (f) => (await stat(path.join(cache, f))).mtimeMs));
    await build({ root: project.root, outDir: project.out, env: ENV });
    expect(await filesOf(cache)).toEqual(cached);
    expect(await Promise.all(cached.map(async (f) => (await stat(path.join(cache, f))).mtimeMs))).toEqual(mtimes);
    // The same through the counter: nothing encoded, one upload reused.
    const listing = await listFolder(project.file('public'), { root: project.root, label: 'public' });
    expect(await prepareUploads(listing.files, { root: project.root })).toMatchObject({ encoded: 0, reused: 1, problems: [] });
  });

  it('forgets pictures no build has used for a month, and keeps those in use however old', async () => {
    const cache = cacheDirOf(project.root);
    const [inUse] = (await readdir(cache)).filter((name) => !name.startsWith('.'));
    if (!inUse) throw new Error('the first build cached no picture');
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000);
    const entry = async (name: string, age: Date) => {
      await mkdir(path.join(cache, name), { recursive: true });
      await writeFile(path.join(cache, name, 'versions.json'), '[]');
      await utimes(path.join(cache, name), age, age);
    };
    const monthOld = daysAgo(CACHE_KEPT_UNUSED_MS / (24 * 3600 * 1000) + 1);
    await entry('0123456789abcdef', monthOld); // a replaced photo's versions
    await entry('fedcba9876543210', daysAgo(2)); // another branch's photo, used two days ago
    await entry('.0123456789abcdef-1a2b3c4d', daysAgo(1)); // left half-written by a stopped build
    await utimes(path.join(cache, inUse), monthOld, monthOld);
    const listing = await listFolder(project.file('public'), { root: project.root, label: 'public' });
    expect(await prepareUploads(listing.files, { root: project.root })).toMatchObject({ encoded: 0, reused: 1, problems: [] });
    expect((await readdir(cache)).sort()).toEqual([inUse, 'fedcba9876543210'].sort());
    // Used just now: a month from now it is still kept.
    expect((await stat(path.join(cache, inUse))).mtimeMs).toBeGreaterThan(Date.now() - 60_000);
  });

  it('is what the dev server shows, also once the photo is replaced', async () => {
    const out = path.join(project.root, '.dev-out');
    const dev = new Rebuilder({ root: project.root, outDir: out, env: ENV });
    await dev.update();
    expect(await filesOf(path.join(out, 'assets/images'))).toHaveLength(9);
    const heroSrc = async () =>
      documentOf(await readFile(path.join(out, 'blog/ankle-sprain/index.html'), 'utf8'))
        .querySelector('main img.hero-image')
        ?.getAttribute('src') ?? '';
    const before = await heroSrc();
    await writeFile(project.file(PHOTO), await testPhoto(900, 600));
    await dev.update([project.file(PHOTO)]);
    const after = await heroSrc();
    dev.close();
    expect(after).not.toBe(before);
    expect((await sharp(path.join(out, after.slice(1))).metadata()).width).toBe(880);
  });
});

describe('a broken upload', () => {
  let project: TempProject;
  beforeAll(async () => {
    project = await withMarkerOutput(await fixtureProject());
  });
  afterAll(() => project.dispose());

  it('is a problem naming the file and the reason, and the previous output stays', async () => {
    await mkdir(project.file('public/images/uploads'), { recursive: true });
    const wide = await sharp({ create: { width: 8001, height: 8, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    await writeFile(project.file('public/images/uploads/too-wide.jpg'), wide);
    await writeFile(
      project.file('public/images/uploads/really-a-png.jpg'),
      await sharp(await testPhoto(40, 30))
        .png()
        .toBuffer(),
    );
    await writeFile(project.file('public/images/uploads/broken.webp'), 'not a picture at all');
    // Over 20 MB without writing 20 MB: a sparse file.
    const big = await open(project.file('public/images/uploads/huge.png'), 'w');
    await big.truncate(21_000_000);
    await big.close();

    const error = await build({ root: project.root, outDir: project.out, env: ENV }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).lines.sort()).toEqual([
      expect.stringMatching(
        /^public\/images\/uploads\/broken\.webp: cannot be read as a picture \(.+\); export it again as JPEG, PNG or WebP$/,
      ),
      'public/images/uploads/huge.png: is 21.0 MB; an upload may be at most 20 MB: export it again smaller (2,000 px on the long side is plenty for the site)',
      'public/images/uploads/really-a-png.jpg: is named as a JPEG picture but is a PNG file: export it again as JPEG, or rename it',
      'public/images/uploads/too-wide.jpg: is 8001 × 8 pixels; an upload may be at most 8,000 pixels on a side: resize it (2,000 px on the long side is plenty for the site)',
    ]);
    expect(await previousOutputState(project)).toEqual(INTACT);
  });
});
