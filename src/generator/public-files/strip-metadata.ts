/**
 * Pictures of public/ outside the upload pipeline (`images/**`, a folder named `Uploads`, icons) published
 * without their metadata: a phone photo's EXIF and XMP hold the GPS position it was taken at, the camera and the
 * owner's name. Each JPEG, PNG, WebP or AVIF is decoded and written again by sharp, which drops all of it, turned
 * upright by its EXIF orientation first (the orientation goes with the rest, and the build's sizes already count
 * it: images.ts). The uploads get the same from their own pipeline (uploads.ts).
 *
 * Written once per picture, named by the hash of its bytes, into `.cache/stripped/` (not in git): a build then
 * only reads and hashes each picture, and the copy it publishes is the same file every time.
 */
import { createHash, randomBytes } from 'node:crypto';
import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { imageSize } from 'image-size';
import { firstLine, type Problem } from '../../shared/problems.ts';
import type { ListedFile } from '../load/project-files.ts';
import { UPLOAD_LIMITS } from './uploads.ts';

type SharpFunction = typeof import('sharp')['default'];

const FORMATS: Readonly<Record<string, 'jpeg' | 'png' | 'webp' | 'avif'>> = {
  '.jpg': 'jpeg',
  '.jpeg': 'jpeg',
  '.png': 'png',
  '.webp': 'webp',
  '.avif': 'avif',
};

/**
 * High enough that the copy looks like the picture the keeper chose (these are not resized, unlike the uploads);
 * PNG stays lossless. Part of the key, so a change here writes new copies.
 */
const ENCODING = { jpeg: { quality: 90 }, png: { compressionLevel: 9 }, webp: { quality: 90 }, avif: { quality: 70, effort: 2 } } as const;
const SETTINGS = JSON.stringify({ v: 1, encoding: ENCODING });

export function strippedCacheDir(root: string): string {
  return path.join(root, '.cache/stripped');
}

/**
 * The listing with each raster picture that `keep` does not claim (the uploads, which have their own pipeline)
 * replaced by its copy without metadata; a picture sharp cannot read is a problem naming it.
 */
export async function stripPictureMetadata(
  files: readonly ListedFile[],
  options: { readonly root: string; readonly label?: string; readonly keep: (relative: string) => boolean },
): Promise<{ files: ListedFile[]; problems: Problem[] }> {
  const dir = strippedCacheDir(options.root);
  const problems: Problem[] = [];
  let sharp: SharpFunction | undefined;
  const out: ListedFile[] = [];
  // One at a time: libvips spreads one picture over the cores already.
  for (const file of files) {
    const format = FORMATS[path.posix.extname(file.relative).toLowerCase()];
    if (!format || options.keep(file.relative)) {
      out.push(file);
      continue;
    }
    const name = `${options.label ?? 'public'}/${file.relative}`;
    try {
      const data = await readFile(file.real);
      // Measured from the header before anything is decoded: a 2 KB AVIF can say 12000 × 12000, which takes
      // gigabytes to decode and write again.
      const tooBig = oversizeProblem(data);
      if (tooBig) {
        problems.push({ file: name, message: tooBig });
        continue;
      }
      const key = createHash('sha256').update(SETTINGS).update(data).digest('hex').slice(0, 24);
      const target = path.join(dir, `${key}.${format}`);
      const exists = await access(target).then(
        () => true,
        () => false,
      );
      if (!exists) {
        sharp ??= (await import('sharp')).default;
        const clean = await sharp(data, { failOn: 'error', limitInputPixels: UPLOAD_LIMITS.side * UPLOAD_LIMITS.side })
          .rotate()
          .toFormat(format, ENCODING[format])
          .toBuffer();
        await mkdir(dir, { recursive: true });
        // Written beside, then renamed: a build stopped half-way leaves no half picture under the final name.
        const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`;
        await writeFile(temporary, clean);
        await rename(temporary, target);
      }
      out.push({ relative: file.relative, real: target });
    } catch (error) {
      problems.push({
        file: name,
        message: `cannot be read as a picture (${firstLine(error)}); export it again`,
      });
    }
  }
  return { files: out, problems };
}

/** Why a picture is too big to publish, by the size its header gives (the uploads' limit), or undefined. */
function oversizeProblem(data: Uint8Array): string | undefined {
  let size: { width?: number; height?: number };
  try {
    size = imageSize(data);
  } catch {
    return undefined; // sharp names a picture it cannot read
  }
  const { width = 0, height = 0 } = size;
  if (width <= UPLOAD_LIMITS.side && height <= UPLOAD_LIMITS.side) return undefined;
  return `is ${width} × ${height} pixels; a picture may be at most ${UPLOAD_LIMITS.side.toLocaleString('en')} pixels on a side: resize it (2,000 px on the long side is plenty for the site)`;
}
