import { useRender } from './context.ts';

import type { ImageSize } from '../shared/image-size.ts';

export type { ImageSize };

/** Intrinsic size of an image in public/, measured once per build (see build/images.ts). */
export function useImageSize(src: string): ImageSize {
  const size = useRender().images.get(src);
  if (!size) throw new Error(`Image ${src} is not in public/ (or its size could not be read)`);
  return size;
}
