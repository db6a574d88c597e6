/**
 * Pictures on the built site: every one described, present and sized; what a page loads before scrolling under
 * 100 KB; and the project's own artwork (logo, error illustrations, badges, portrait, heroes, icons) in place.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { Window } from 'happy-dom';
import { Icon, type IconName } from '../../src/ui/Icon.tsx';
import { svgSize } from '../../src/generator/public-files/images.ts';
import { clinic } from '../../src/site/clinic.ts';
import { loadSiteContent } from '../../scripts/lib/checks/site-content.ts';
import { ROOT } from '../helpers/project.ts';
import { imgProblems, isUploadedPhoto, modernFormatProblems } from './picture-checks.ts';
import { aboveTheFoldImages, CARDS_PER_ROW, fileOfPath, openRealBuild, SITE, type RealBuild } from './real-build.ts';
import { filesUnder } from '../helpers/files.ts';

const ABOVE_THE_FOLD_BUDGET = 100 * 1000;

describe('counting the pictures above the fold', () => {
  const parse = (html: string) => new new Window().DOMParser().parseFromString(html, 'text/html') as unknown as Document;

  it('takes the logo, the eager pictures of the main content and the first row of the first card list', () => {
    const doc = parse(`
      <header><a href="/"><img src="/logo.svg" alt="Home"></a></header>
      <main><img src="/hero.svg" alt="" loading="eager">
        <ul>${[1, 2, 3, 4, 5].map((n) => `<li><article><img src="/card-${n}.svg" alt="" loading="${n < 3 ? 'eager' : 'lazy'}"></article></li>`).join('')}</ul>
        <img src="/below.svg" alt="" loading="lazy">
        <ul><li><article><img src="/related.svg" alt="" loading="lazy"></article></li></ul>
      </main>
      <footer><img src="/badge.svg" alt="Award" loading="lazy"></footer>`);
    expect(aboveTheFoldImages(doc)).toEqual(['/logo.svg', '/hero.svg', '/card-1.svg', '/card-2.svg', '/card-3.svg']);
  });

  it('knows how many cards the widest card grid puts in a row', async () => {
    const css = await readFile(path.join(ROOT, 'src/styles/components.css'), 'utf8');
    const columns = [...css.matchAll(/\.card-grid\s*\{[^}]*grid-template-columns:\s*repeat\((\d+)/g)].map((m) => Number(m[1]));
    expect(Math.max(...columns)).toBe(CARDS_PER_ROW);
  });
});

describe('the pictures of the built site', () => {
  let site: RealBuild;
  beforeAll(async () => {
    site = await openRealBuild();
  });
  afterAll(() => site?.dispose());

  const size = async (src: string) => (await stat(path.join(site.dir, fileOfPath(new URL(src, SITE).pathname)))).size;

  it('gives every <img> on every page an alt attribute, a file that exists and its width and height', async () => {
    const { problems, count } = await imgProblems(site);
    expect(problems).toEqual([]);
    // Every page shows at least the logo.
    expect(count).toBeGreaterThanOrEqual(site.htmlFiles.length);
  });

  it('shows pictures in modern formats (SVG, WebP, AVIF); PNG only for the share images social sites read', async () => {
    expect(await modernFormatProblems(site)).toEqual([]);
  });

  it('hides inline icons from assistive technology, or names them', async () => {
    const problems: string[] = [];
    for (const file of site.htmlFiles) {
      for (const svg of (await site.doc(file)).querySelectorAll('svg')) {
        if (svg.parentElement?.closest('svg')) continue;
        const hidden = svg.getAttribute('aria-hidden') === 'true';
        const named = svg.getAttribute('role') === 'img' && Boolean(svg.getAttribute('aria-label') || svg.querySelector('title'));
        if (!hidden && !named) problems.push(`${file}: an inline <svg> is neither aria-hidden nor a named image`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('keeps the pictures every page loads before scrolling under 100 KB', async () => {
    const weights: Array<readonly [string, number, string[]]> = [];
    for (const file of site.htmlFiles) {
      const srcs = aboveTheFoldImages(await site.doc(file));
      const bytes = (await Promise.all(srcs.map(size))).reduce((a, b) => a + b, 0);
      weights.push([file, bytes, srcs]);
    }
    expect(weights.filter(([, bytes]) => bytes >= ABOVE_THE_FOLD_BUDGET)).toEqual([]);
    // The listings count as many pictures as any page: the logo and a full first row of cards.
    const blog = weights.find(([file]) => file === 'blog/index.html');
    expect(blog?.[2]).toHaveLength(1 + CARDS_PER_ROW);
    const heaviest = weights.reduce((a, b) => (b[1] > a[1] ? b : a));
    console.info(`Heaviest page above the fold: ${heaviest[0]} with ${heaviest[1]} bytes of pictures (${heaviest[2].join(', ')})`);
  });
});

describe('the project’s own artwork', () => {
  it('has the logo, the error illustrations, the badges, the portrait and a hero for every article and landing page', async () => {
    const site = await loadSiteContent(ROOT);
    const heroes = site.pages
      .filter((p) => p.route.collection || p.route.kind === 'landing' || p.route.kind === 'home')
      .map((p) => p.meta.image?.src ?? `${p.file} has no image`)
      // An uploaded photo is the editor's, not drawn for the project: the build sizes it and makes its versions.
      .filter((src) => !isUploadedPhoto(src));
    const expected = [
      '/images/logo.svg',
      '/images/errors/not-found.svg',
      '/images/errors/server-error.svg',
      clinic.doctor.image,
      ...clinic.awards.map((a) => a.image),
      ...heroes,
    ];
    const missing: string[] = [];
    for (const src of new Set(expected)) {
      const file = path.join(ROOT, 'public', src);
      const svg = await readFile(file, 'utf8').catch(() => undefined);
      if (svg === undefined) missing.push(`${src} is missing`);
      else if (!svgSize(svg)) missing.push(`${src} declares no width and height`);
    }
    expect(missing).toEqual([]);
  });

  it('draws its SVGs self-contained and script-free', async () => {
    const dir = path.join(ROOT, 'public');
    const files = await filesUnder(dir, { ext: '.svg' });
    const problems: string[] = [];
    for (const file of files) {
      const svg = await readFile(path.join(dir, file), 'utf8');
      if (/<script|\son\w+=/i.test(svg)) problems.push(`${file}: contains script`);
      const external = [...svg.matchAll(/(?:href|src)=["'](?!#|data:)([^"']+)/g)].map((m) => m[1]);
      if (external.length) problems.push(`${file}: loads ${external.join(', ')}`);
    }
    expect(problems).toEqual([]);
    // The walk reached the pictures (an empty listing would pass the loop above).
    expect(files).toEqual(expect.arrayContaining(['favicon.svg', 'images/logo.svg', 'images/errors/not-found.svg']));
  });

  it('has every icon the site uses drawn in Icon.tsx', () => {
    const needed: IconName[] = ['phone', 'whatsapp', 'email', 'facebook', 'instagram', 'menu', 'close'];
    for (const name of needed) {
      const markup = renderToStaticMarkup(<Icon name={name} />);
      expect(markup).toMatch(/^<svg[^>]*aria-hidden="true"[^>]*>.*<(path|rect|circle)\b/);
    }
  });
});
