/**
 * The picture shown when a page is shared. Social networks do not accept SVG, so every illustration has a PNG
 * twin at 1200 × 630 (the size Facebook, LinkedIn and X crop to) under /images/social/, drawn from it by
 * `scripts/social-images.ts`; a page whose picture has no twin, or that has no picture, uses the default card.
 */
import type { ImageSize } from './images.ts';

export const SOCIAL_IMAGE_SIZE: ImageSize = { width: 1200, height: 630 };
export const DEFAULT_SOCIAL_IMAGE = '/images/social/default.png';

/** `/images/articles/bixeps.svg` → `/images/social/articles/bixeps.png`. */
export function socialTwinOf(src: string): string {
  return src.replace(/^\/images\//, '/images/social/').replace(/\.svg$/i, '.png');
}

/** Site path of a page's share image: its picture's PNG twin when it exists in public/, else the default. */
export function socialImageFor(src: string | undefined, images: ReadonlyMap<string, ImageSize>): string {
  if (src) {
    const twin = socialTwinOf(src);
    if (twin !== src && images.has(twin)) return twin;
  }
  return DEFAULT_SOCIAL_IMAGE;
}
