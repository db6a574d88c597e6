import type { ImageRef } from '../model/schema.ts';
import { useImageSize } from './images.ts';
import { Picture } from './Picture.tsx';
import type { PictureLayout, PictureLoading } from './picture-layouts.ts';

/** A page's main picture (or a card's), with its intrinsic size so nothing shifts while it loads. */
export function HeroImage({
  image,
  loading = 'lazy',
  layout = 'hero',
  className = 'hero-image',
}: {
  readonly image: ImageRef;
  /** `first` for the picture a visitor sees first on the page: fetched at once, before the others. */
  readonly loading?: PictureLoading;
  readonly layout?: PictureLayout;
  readonly className?: string;
}) {
  const size = useImageSize(image.src);
  return <Picture src={image.src} alt={image.alt} size={size} layout={layout} loading={loading} className={className} />;
}
