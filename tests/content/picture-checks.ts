/**
 * The picture checks over a built site, as plain functions so they run over the real site (pictures.test.tsx,
 * built-site.test.ts) and over the fixture site with uploaded photos (uploads.test.ts). Pictures are read the way
 * the build publishes them: an uploaded JPEG, PNG or WebP is a `<picture>` whose `<img>` names one of its versions
 * under /assets/images/, sized from the upload, with AVIF and WebP offered first.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { imageSize } from 'image-size';
import { defaultVersion } from '../../src/components/picture-layouts.ts';
import { svgSize } from '../../src/generator/public-files/images.ts';
import type { ImageSize } from '../../src/shared/image-size.ts';
import { type RealBuild, fileOfPath, SITE } from './real-build.ts';

/** Every `<img>` has an alt attribute, a file that exists, and a width and height in its picture's proportions. */
export async function imgProblems(site: RealBuild, origin: string = SITE): Promise<{ problems: string[]; count: number }> {
  const problems: string[] = [];
  let count = 0;
  for (const file of site.htmlFiles) {
    for (const img of (await site.doc(file)).querySelectorAll('img')) {
      count++;
      const src = img.getAttribute('src') ?? '';
      const where = `${file}: <img src="${src}">`;
      if (!img.hasAttribute('alt')) problems.push(`${where} has no alt attribute`);
      const width = Number(img.getAttribute('width'));
      const height = Number(img.getAttribute('height'));
      if (!(width > 0 && height > 0)) {
        problems.push(`${where} has no width and height`);
        continue;
      }
      let data: Buffer;
      try {
        data = await readFile(path.join(site.dir, fileOfPath(new URL(src, origin).pathname)));
      } catch {
        problems.push(`${where}: the file does not exist`);
        continue;
      }
      const intrinsic = src.endsWith('.svg') ? svgSize(data.toString('utf8')) : imageSize(data);
      if (!intrinsic) problems.push(`${where}: cannot read the picture's own size`);
      else if (Math.abs(width / height - intrinsic.width / intrinsic.height) > 0.01) {
        problems.push(`${where} is ${width}×${height}, out of the proportions of its ${intrinsic.width}×${intrinsic.height} picture`);
      }
    }
  }
  return { problems, count };
}

/** Pictures shown in SVG, WebP or AVIF: an uploaded photo's own format only as the fallback of a `<picture>` offering AVIF. */
export async function modernFormatProblems(site: RealBuild, origin: string = SITE): Promise<string[]> {
  const problems: string[] = [];
  for (const file of site.htmlFiles) {
    for (const img of (await site.doc(file)).querySelectorAll('img')) {
      const modern = img.closest('picture')?.querySelector('source[type="image/avif"]')?.getAttribute('srcset') ?? '';
      const src = modern.split(' ')[0] || (img.getAttribute('src') ?? '');
      if (!/\.(svg|webp|avif)$/i.test(new URL(src, origin).pathname)) problems.push(`${file}: <img src="${src}"> is not SVG, WebP or AVIF`);
    }
  }
  return problems;
}

/** The width a page's `<img>` names its version for (components/Picture.tsx: the hero's, the widest shown). */
const PICTURE_DEFAULT_WIDTH = 880;

/**
 * The address the build gives a front-matter picture's `<img>`: an uploaded photo's version for the hero's width,
 * any other picture (an SVG illustration) its own path.
 */
export function publishedSrc(src: string | undefined, images: ReadonlyMap<string, ImageSize>): string | undefined {
  const responsive = src === undefined ? undefined : images.get(src)?.responsive;
  return responsive ? defaultVersion(responsive, PICTURE_DEFAULT_WIDTH) : src;
}

/** Is this a photo the build makes versions of (public/images/uploads/), rather than the project's own artwork? */
export const isUploadedPhoto = (src: string) => src.startsWith('/images/uploads/');
