import type { ImageSize } from '../shared/image-size.ts';
import { defaultVersion, PICTURE_SIZES, type PictureLayout, type PictureLoading, srcsetOf } from './picture-layouts.ts';

/** The width the `<img>`'s own `src` is chosen for: the hero's, the widest a picture is shown at. */
const DEFAULT_WIDTH = 880;

export interface PictureProps {
  readonly src: string;
  readonly alt: string;
  readonly size: ImageSize;
  readonly layout: PictureLayout;
  readonly loading: PictureLoading;
  readonly className?: string;
}

/**
 * A picture with its intrinsic size (nothing shifts while it loads). An uploaded photo comes as `<picture>`: AVIF
 * and WebP versions for the browsers that take them, its own format for the others, each at several widths with
 * `sizes` from the layout; any other picture (SVG illustrations) is a plain `<img>`.
 */
export function Picture({ src, alt, size, layout, loading, className }: PictureProps) {
  const responsive = size.responsive;
  const img = (
    <img
      className={className}
      src={responsive ? defaultVersion(responsive, DEFAULT_WIDTH) : src}
      {...(responsive ? { srcSet: srcsetOf(responsive.fallback), sizes: PICTURE_SIZES[layout] } : {})}
      alt={alt}
      width={size.width}
      height={size.height}
      loading={loading === 'lazy' ? 'lazy' : 'eager'}
      decoding="async"
      {...(loading === 'first' ? { fetchPriority: 'high' as const } : {})}
    />
  );
  if (!responsive) return img;
  return (
    <picture>
      {responsive.sources.map((group) => (
        <source key={group.type} type={group.type} srcSet={srcsetOf(group)} sizes={PICTURE_SIZES[layout]} />
      ))}
      {img}
    </picture>
  );
}
