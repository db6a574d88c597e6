/**
 * A markdown picture (`![alt](/images/uploads/x.jpg)`) as HTML: with its width and height whenever the build
 * knows them, so the text does not jump as it loads, and for an uploaded photo as `<picture>` with its AVIF,
 * WebP and fallback versions (components/Picture.tsx makes the same markup for front-matter pictures). Pictures in
 * the text come after the page header and the hero, so they load lazily.
 */
import { defaultVersion, PICTURE_SIZES, srcsetOf } from '../../components/picture-layouts.ts';
import type { ImageSize } from '../../shared/image-size.ts';

const DEFAULT_WIDTH = 680;

export function markdownPictureHtml(
  src: string,
  alt: string,
  title: string | null | undefined,
  size: ImageSize | undefined,
  attr: (value: string) => string,
): string {
  const responsive = size?.responsive;
  const sizes = PICTURE_SIZES.prose;
  const attrs = [
    `src="${attr(responsive ? defaultVersion(responsive, DEFAULT_WIDTH) : src)}"`,
    ...(responsive ? [`srcset="${attr(srcsetOf(responsive.fallback))}"`, `sizes="${sizes}"`] : []),
    `alt="${attr(alt)}"`,
    ...(title ? [`title="${attr(title)}"`] : []),
    ...(size ? [`width="${size.width}"`, `height="${size.height}"`] : []),
    'loading="lazy"',
    'decoding="async"',
  ];
  const img = `<img ${attrs.join(' ')}/>`;
  if (!responsive) return img;
  const sources = responsive.sources.map((g) => `<source type="${g.type}" srcset="${attr(srcsetOf(g))}" sizes="${sizes}"/>`);
  return `<picture>${sources.join('')}${img}</picture>`;
}
