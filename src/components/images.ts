import { useRender } from './context.ts';

export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

/** Intrinsic size of an image in public/, measured once per build (see build/images.ts). */
export function useImageSize(src: string): ImageSize {
  const size = useRender().images.get(src);
  if (!size) throw new Error(`Image ${src} is not in public/ (or its size could not be read)`);
  return size;
}
