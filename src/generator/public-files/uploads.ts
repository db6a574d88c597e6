/**
 * Photos editors upload into public/images/uploads/ (JPEG, PNG or WebP, from the editor or by hand), made ready
 * for every screen: AVIF and WebP at the widths the layouts show them (never wider than the upload), plus the
 * upload's own format as the fallback every browser shows. Pages show them through `<picture>` with `srcset`,
 * `sizes`, `width` and `height` (components/Picture.tsx). The versions are published under /assets/images/ with
 * the upload's hash in their names, so hosts may cache them for ever; the upload's own address serves its widest
 * fallback version, without the original's metadata. An upload that is too big, unreadable, or not the format its
 * name says is a problem naming it.
 *
 * Encoding is slow, so the versions are kept in `.cache/images/<key>/` (not in git), the key being the upload's
 * bytes and the settings that shape the versions: a build whose uploads are all cached does no picture work.
 * Every replaced or deleted upload leaves an entry behind, so entries no build has used for a month are removed
 * (a branch's pictures that come back later are encoded again).
 */
import { createHash, randomBytes } from 'node:crypto';
import { access, mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageFormatVersions, ImageSize } from '../../shared/image-size.ts';
import { firstLine, type Problem } from '../../shared/problems.ts';
import { ENCODING, encodeVersions, inspect, type PictureFormat } from './picture-encoder.ts';
import type { ListedFile } from '../load/project-files.ts';

/** The folder of public/ whose raster pictures get responsive versions. */
export const UPLOADS_DIR = 'images/uploads/';

/**
 * The widths made, from the layouts' real display sizes (src/styles): a listing card is at most 374 CSS px wide
 * (three columns in the 1,200 px container), an article's hero picture 880 px (`.hero-image`), a picture in the
 * text about 680 px (`.prose`, 72ch), and on a phone each is the screen less 40 px. So 440 covers cards and
 * phones at 1×; 880 the hero at 1×, cards and phones at 2×; 1320 phones and tablets at 3×; 1760 the hero at 2×.
 */
export const RESPONSIVE_WIDTHS: readonly number[] = [440, 880, 1320, 1760];

/** Beyond these an upload is a mistake (a camera's raw export, a scan): refused with the reason. */
export const UPLOAD_LIMITS = { side: 8000, bytes: 20_000_000 } as const;

const FORMATS: Readonly<Record<string, { readonly format: PictureFormat; readonly name: string }>> = {
  '.jpg': { format: 'jpeg', name: 'JPEG' },
  '.jpeg': { format: 'jpeg', name: 'JPEG' },
  '.png': { format: 'png', name: 'PNG' },
  '.webp': { format: 'webp', name: 'WebP' },
};

const MIME: Readonly<Record<PictureFormat, string>> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' };
const EXTENSION: Readonly<Record<PictureFormat, string>> = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png' };

/** A cache entry no build has used for this long is removed. */
export const CACHE_KEPT_UNUSED_MS = 30 * 24 * 3600 * 1000;

/** A half-written entry (its build was stopped) is removed once it is this old: writing one takes seconds. */
const ABANDONED_AFTER_MS = 3600 * 1000;

const ENTRY_NAME = /^[0-9a-f]{16}$/;

/** Changing any of these makes new versions (and new cache entries). */
const SETTINGS = JSON.stringify({ v: 1, widths: RESPONSIVE_WIDTHS, encoding: ENCODING });

export interface UploadOptions {
  /** Project root: the cache is `.cache/images/` in it. */
  readonly root: string;
  /** How problems name public/. */
  readonly label?: string;
}

export interface PreparedUploads {
  /** The public listing with each upload replaced by its versions (and its own address by its widest fallback). */
  readonly files: readonly ListedFile[];
  /** Each upload's size and versions, by site path. */
  readonly images: ReadonlyMap<string, ImageSize>;
  readonly problems: readonly Problem[];
  /** Versions encoded by this call, and uploads whose versions came from the cache. */
  readonly encoded: number;
  readonly reused: number;
}

interface CachedVersion {
  readonly format: PictureFormat;
  readonly width: number;
  readonly height: number;
}

export function isUpload(relative: string): boolean {
  return relative.startsWith(UPLOADS_DIR) && path.extname(relative).toLowerCase() in FORMATS;
}

export function cacheDirOf(root: string): string {
  return path.join(root, '.cache/images');
}

export async function prepareUploads(listed: readonly ListedFile[], options: UploadOptions): Promise<PreparedUploads> {
  const label = options.label ?? 'public';
  const cacheDir = cacheDirOf(options.root);
  const files: ListedFile[] = [];
  const images = new Map<string, ImageSize>();
  const problems: Problem[] = [];
  let encoded = 0;
  let reused = 0;
  const used = new Set<string>();
  // One upload at a time: libvips already spreads one picture over the cores, and a few big photos decoded at
  // once would take gigabytes.
  for (const file of listed) {
    if (!isUpload(file.relative)) {
      files.push(file);
      continue;
    }
    const name = `${label}/${file.relative}`;
    try {
      const prepared = await prepareOne(file, cacheDir);
      used.add(prepared.key);
      encoded += prepared.encoded;
      if (prepared.encoded === 0) reused++;
      files.push(...prepared.files);
      images.set(`/${file.relative}`, prepared.size);
    } catch (error) {
      problems.push({ file: name, message: error instanceof UploadProblem ? error.message : `cannot be read (${firstLine(error)})` });
    }
  }
  await pruneCache(cacheDir, used, Date.now());
  return { files, images, problems, encoded, reused };
}

/**
 * Removes the entries no build has used for CACHE_KEPT_UNUSED_MS (an entry is touched each time it is used) and
 * half-written ones left by a stopped build. The entries this call uses are never removed.
 */
async function pruneCache(cacheDir: string, used: ReadonlySet<string>, now: number): Promise<void> {
  const names = await readdir(cacheDir).catch(() => [] as string[]);
  await Promise.all(
    names.map(async (name) => {
      const entry = ENTRY_NAME.test(name);
      if ((entry && used.has(name)) || (!entry && !name.startsWith('.'))) return;
      const folder = path.join(cacheDir, name);
      const { mtimeMs } = await stat(folder).catch(() => ({ mtimeMs: now }));
      if (now - mtimeMs > (entry ? CACHE_KEPT_UNUSED_MS : ABANDONED_AFTER_MS)) await rm(folder, { recursive: true, force: true });
    }),
  );
}

class UploadProblem extends Error {}

async function prepareOne(
  file: ListedFile,
  cacheDir: string,
): Promise<{ files: ListedFile[]; size: ImageSize; encoded: number; key: string }> {
  const declared = FORMATS[path.extname(file.relative).toLowerCase()];
  if (!declared) throw new Error('not an upload');
  const { size: bytes } = await stat(file.real);
  if (bytes > UPLOAD_LIMITS.bytes) {
    throw new UploadProblem(
      `is ${(bytes / 1_000_000).toFixed(1)} MB; an upload may be at most ${UPLOAD_LIMITS.bytes / 1_000_000} MB: export it again smaller (2,000 px on the long side is plenty for the site)`,
    );
  }
  const data = await readFile(file.real);
  const key = createHash('sha256').update(SETTINGS).update(data).digest('hex').slice(0, 16);
  const entry = path.join(cacheDir, key);
  const cached = await readCached(entry);
  if (cached) {
    // Used now: the entry's folder time is what pruning goes by (its files keep their own).
    const now = new Date();
    await utimes(entry, now, now).catch(() => undefined);
    return { ...published(file.relative, key, entry, cached, declared.format), encoded: 0, key };
  }
  const made = await encodeUpload(data, declared);
  await writeCached(cacheDir, key, made);
  return { ...published(file.relative, key, entry, made, declared.format), encoded: made.length, key };
}

/** Checks what the upload really is, then encodes every version. */
async function encodeUpload(
  data: Buffer,
  declared: { readonly format: PictureFormat; readonly name: string },
): Promise<Array<CachedVersion & { readonly data: Buffer }>> {
  let found: Awaited<ReturnType<typeof inspect>>;
  try {
    found = await inspect(data);
  } catch (error) {
    throw new UploadProblem(`cannot be read as a picture (${firstLine(error)}); export it again as JPEG, PNG or WebP`);
  }
  if (found.format !== declared.format) {
    const actual = found.format === 'heif' ? 'an AVIF or HEIC' : `a ${found.format.toUpperCase()}`;
    throw new UploadProblem(
      `is named as a ${declared.name} picture but is ${actual} file: export it again as ${declared.name}, or rename it`,
    );
  }
  if (found.width > UPLOAD_LIMITS.side || found.height > UPLOAD_LIMITS.side) {
    throw new UploadProblem(
      `is ${found.width} × ${found.height} pixels; an upload may be at most ${UPLOAD_LIMITS.side.toLocaleString('en')} pixels on a side: resize it (2,000 px on the long side is plenty for the site)`,
    );
  }
  const widths = widthsFor(found.width);
  const formats: PictureFormat[] = declared.format === 'webp' ? ['avif', 'webp'] : ['avif', 'webp', declared.format];
  try {
    return await encodeVersions(data, widths, formats, UPLOAD_LIMITS.side * UPLOAD_LIMITS.side);
  } catch (error) {
    throw new UploadProblem(`cannot be decoded (${firstLine(error)}); the file may be damaged: export it again`);
  }
}

/** The responsive widths narrower than the picture, and the picture's own width when it is narrower than the widest. */
export function widthsFor(width: number): number[] {
  const widest = RESPONSIVE_WIDTHS[RESPONSIVE_WIDTHS.length - 1] ?? width;
  return [...new Set([...RESPONSIVE_WIDTHS.filter((w) => w < width), Math.min(width, widest)])].sort((a, b) => a - b);
}

/** Site paths and sizes of the versions, and the listing entries that publish them from the cache. */
function published(
  relative: string,
  key: string,
  entry: string,
  versions: readonly CachedVersion[],
  fallbackFormat: PictureFormat,
): { files: ListedFile[]; size: ImageSize } {
  const stem = path
    .basename(relative, path.extname(relative))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const files: ListedFile[] = [];
  const byFormat = new Map<PictureFormat, ImageFormatVersions & { versions: Array<{ path: string; width: number }> }>();
  for (const v of versions) {
    const site = `assets/images/${stem || 'picture'}-${key.slice(0, 10)}-${v.width}.${EXTENSION[v.format]}`;
    files.push({ relative: site, real: path.join(entry, fileName(v)) });
    const group = byFormat.get(v.format) ?? { type: MIME[v.format], versions: [] };
    group.versions.push({ path: `/${site}`, width: v.width });
    byFormat.set(v.format, group);
  }
  const fallback = byFormat.get(fallbackFormat);
  const widest = versions.filter((v) => v.format === fallbackFormat).sort((a, b) => b.width - a.width)[0];
  if (!fallback || !widest) throw new Error(`no ${fallbackFormat} version of ${relative}`);
  files.push({ relative, real: path.join(entry, fileName(widest)) });
  const sources = (['avif', 'webp'] as const).filter((f) => f !== fallbackFormat).flatMap((f) => byFormat.get(f) ?? []);
  return { files, size: { width: widest.width, height: widest.height, responsive: { sources, fallback } } };
}

function fileName(v: CachedVersion): string {
  return `${v.width}.${EXTENSION[v.format]}`;
}

/** A complete cache entry's versions, or undefined (missing, half-written or damaged entries are made again). */
async function readCached(entry: string): Promise<CachedVersion[] | undefined> {
  try {
    const versions = JSON.parse(await readFile(path.join(entry, 'versions.json'), 'utf8')) as CachedVersion[];
    await Promise.all(versions.map((v) => access(path.join(entry, fileName(v)))));
    return versions;
  } catch {
    return undefined;
  }
}

/** Written beside the entry, then renamed into place, so a build stopped half-way leaves no half entry. */
async function writeCached(cacheDir: string, key: string, versions: ReadonlyArray<CachedVersion & { readonly data: Buffer }>) {
  const temporary = path.join(cacheDir, `.${key}-${randomBytes(4).toString('hex')}`);
  await mkdir(temporary, { recursive: true });
  await Promise.all(versions.map((v) => writeFile(path.join(temporary, fileName(v)), v.data)));
  await writeFile(
    path.join(temporary, 'versions.json'),
    JSON.stringify(versions.map(({ format, width, height }) => ({ format, width, height }))),
  );
  const entry = path.join(cacheDir, key);
  await rm(entry, { recursive: true, force: true });
  try {
    await rename(temporary, entry);
  } catch (error) {
    // Another build wrote the same entry a moment before: the same bytes, so theirs is kept.
    await rm(temporary, { recursive: true, force: true });
    if (!(await readCached(entry))) throw error;
  }
}
