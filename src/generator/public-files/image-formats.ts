/**
 * The picture formats the site publishes: what every current browser shows. A picture in another format (GIF,
 * TIFF, HEIC from a phone, BMP) is a build problem that says which formats are accepted, so an editor can
 * export it again instead of finding a broken picture on the site.
 */
export const IMAGE_FORMATS = { '.jpg': 'JPEG', '.jpeg': 'JPEG', '.png': 'PNG', '.webp': 'WebP', '.avif': 'AVIF', '.svg': 'SVG' } as const;

const ACCEPTED = 'JPEG (.jpg, .jpeg), PNG, WebP, AVIF or SVG';

export function imageExtension(file: string): string {
  const name = file.split(/[?#]/)[0] ?? file;
  const dot = name.lastIndexOf('.');
  return dot < 0 || dot < name.lastIndexOf('/') ? '' : name.slice(dot).toLowerCase();
}

export function isImageFile(file: string): boolean {
  return imageExtension(file) in IMAGE_FORMATS;
}

/** Why a picture path cannot be used, or undefined when its format is accepted. */
export function unsupportedImageProblem(file: string): string | undefined {
  if (isImageFile(file)) return undefined;
  const ext = imageExtension(file);
  return `${ext ? `"${ext}" pictures are` : 'a picture without a file extension is'} not accepted; use ${ACCEPTED}`;
}
