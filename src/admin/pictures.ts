/**
 * Pictures a page names that the last build did not have: a photo being uploaded with this save, or one an
 * earlier save put in the media folder since the site was built. Decap's media library only offers files of the
 * repository and the ones being uploaded, so such a picture will be there when the build runs; the editor gives
 * it its real size when it has the file, and the build reads the file itself.
 */
import { imageExtension } from '../generator/public-files/image-formats.ts';
import type { ImageSize } from '../shared/image-size.ts';
import { ADMIN_MEDIA } from '../site/admin.ts';
import type { EditedFile } from './editor-site.ts';

/** What a picture is assumed to measure until the file can be read: a landscape photo. */
const ASSUMED: ImageSize = { width: 1600, height: 1067 };

/** Picture paths a file names: its main picture and the pictures in its text. */
export function picturesOf(file: EditedFile): string[] {
  const paths: string[] = [];
  const image = file.data.image as { src?: unknown } | undefined;
  if (typeof image?.src === 'string') paths.push(image.src);
  for (const match of file.body.matchAll(/!\[[^\]]*\]\(\s*<?([^)\s>]+)/g)) if (match[1]) paths.push(match[1]);
  return paths;
}

/** An upload Decap holds in the browser until the entry is saved: its blob: address, and its file when it has it. */
export interface PendingUpload {
  readonly url: string;
  readonly file?: Blob;
}

/**
 * The entry's uploads not saved yet, by site path. Decap keeps them in the entry's media files under their path in
 * the repository (public/images/uploads/…); the page names them by their site path (/images/uploads/…).
 */
export function pendingUploads(entry: { get(key: string): unknown }): Map<string, PendingUpload> {
  const files = (entry.get('mediaFiles') as { toJS?: () => unknown } | undefined)?.toJS?.();
  const pending = new Map<string, PendingUpload>();
  if (!Array.isArray(files)) return pending;
  for (const media of files as Array<{ path?: unknown; url?: unknown; file?: unknown }>) {
    if (typeof media.path !== 'string' || typeof media.url !== 'string' || !media.path.startsWith(`${ADMIN_MEDIA.folder}/`)) continue;
    const sitePath = `${ADMIN_MEDIA.publicPath}${media.path.slice(ADMIN_MEDIA.folder.length)}`;
    pending.set(sitePath, { url: media.url, ...(media.file instanceof Blob ? { file: media.file } : {}) });
  }
  return pending;
}

/** Sizes of the uploads among `paths` the site does not know, read from the pending uploads where there is one. */
export async function newPictures(
  paths: readonly string[],
  known: ReadonlyMap<string, ImageSize>,
  pending: ReadonlyMap<string, PendingUpload>,
): Promise<Map<string, ImageSize>> {
  const sizes = new Map<string, ImageSize>();
  for (const path of paths) {
    if (known.has(path) || sizes.has(path) || !path.startsWith(`${ADMIN_MEDIA.publicPath}/`) || !imageExtension(path)) continue;
    sizes.set(path, await measure(await fileOf(pending.get(path))));
  }
  return sizes;
}

async function fileOf(upload: PendingUpload | undefined): Promise<Blob | undefined> {
  if (!upload) return undefined;
  if (upload.file) return upload.file;
  return fetch(upload.url)
    .then((response) => response.blob())
    .catch(() => undefined);
}

async function measure(file: Blob | undefined): Promise<ImageSize> {
  if (!file || typeof createImageBitmap !== 'function') return ASSUMED;
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return ASSUMED;
  }
}
