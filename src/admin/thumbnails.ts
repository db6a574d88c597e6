/**
 * Thumbnails of pictures uploaded but not saved yet. Decap's picture widget shows a picture by its site address
 * (/images/uploads/x.jpg), which the site only has once the entry is saved and built, so a new upload showed as a
 * broken image until then. Decap holds the file in the browser (a blob: address, pictures.ts reads it for the
 * preview); an image of the editor that names a pending upload's site address is shown from there instead.
 */
import type { PendingUpload } from './pictures.ts';

/** The blob: address of each upload not saved yet, by site path; kept for the session, as Decap keeps the files. */
const inMemory = new Map<string, string>();

/** Points an image that names a pending upload at the upload in memory; anything else is left as it is. */
function showFromMemory(image: HTMLImageElement): void {
  const src = image.getAttribute('src');
  if (!src) return;
  const address = new URL(src, image.ownerDocument.baseURI);
  if (address.origin !== new URL(image.ownerDocument.baseURI).origin) return;
  const url = inMemory.get(address.pathname);
  if (url && src !== url) image.setAttribute('src', url);
}

/** Notes the entry's pending uploads and mends the editor's images that already name one. */
export function rememberUploads(uploads: ReadonlyMap<string, PendingUpload>, doc: Document = document): void {
  for (const [path, upload] of uploads) inMemory.set(path, upload.url);
  for (const image of Array.from(doc.querySelectorAll('img'))) showFromMemory(image);
}

/** From now on, an image of the editor that fails to load is tried again from memory (an image's error does not bubble). */
export function watchThumbnails(doc: Document = document): void {
  doc.addEventListener(
    'error',
    (event) => {
      const target = event.target as Element | null;
      if (target?.tagName === 'IMG') showFromMemory(target as HTMLImageElement);
    },
    true,
  );
}
