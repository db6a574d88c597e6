import type { ImageRef } from '../model/schema.ts';
import { useImageSize } from './images.ts';

/** A page's main picture, with its intrinsic size so nothing shifts while it loads. */
export function HeroImage({
  image,
  eager = false,
  className = 'hero-image',
}: {
  readonly image: ImageRef;
  readonly eager?: boolean;
  readonly className?: string;
}) {
  const size = useImageSize(image.src);
  return (
    <img
      className={className}
      src={image.src}
      alt={image.alt}
      width={size.width}
      height={size.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
