/**
 * How wide each kind of picture is shown, as the `sizes` attribute tells the browser before any CSS has loaded, so
 * it can pick the right version from `srcset` at once. Each value is read off the stylesheet (src/styles): the
 * `.container` is at most 1,200 px with 20 px of padding each side; keep them in step when the layout changes.
 */
import type { ImageFormatVersions, ResponsiveImage } from '../shared/image-size.ts';

export type PictureLayout = 'hero' | 'home-hero' | 'card' | 'prose';

export const PICTURE_SIZES: Readonly<Record<PictureLayout, string>> = {
  // `.hero-image`: the container's width, at most 880 px.
  hero: '(min-width: 920px) 880px, calc(100vw - 40px)',
  // `.hero__image` on the home page: from 900 px, the second of two columns (1.1fr 1fr, 24 px apart).
  'home-hero': '(min-width: 1200px) 541px, (min-width: 900px) calc((100vw - 64px) / 2.1), calc(100vw - 40px)',
  // `.card__image`: one, two (from 640 px) or three (from 1,024 px) columns, 20 px apart.
  card: '(min-width: 1200px) 374px, (min-width: 1024px) calc((100vw - 80px) / 3), (min-width: 640px) calc((100vw - 60px) / 2), calc(100vw - 40px)',
  // A picture in the text: `.prose` is at most 72ch, about 680 px.
  prose: '(min-width: 720px) 680px, calc(100vw - 40px)',
};

/** How a picture loads: `first` is the one a visitor sees first (fetched before others), `lazy` below the fold. */
export type PictureLoading = 'first' | 'eager' | 'lazy';

export function srcsetOf(group: ImageFormatVersions): string {
  return group.versions.map((v) => `${v.path} ${v.width}w`).join(', ');
}

/** The fallback version the `<img>`'s own `src` names: the first at least `width` wide, else the widest. */
export function defaultVersion(responsive: ResponsiveImage, width: number): string {
  const { versions } = responsive.fallback;
  return (versions.find((v) => v.width >= width) ?? versions[versions.length - 1])?.path ?? '';
}
