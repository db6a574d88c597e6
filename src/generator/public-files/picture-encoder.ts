/**
 * The one place that calls sharp (libvips): reading what an upload really is, and encoding its versions. sharp is
 * imported only when a picture has to be encoded, so a build whose pictures are all cached never loads it.
 * Outputs carry no metadata (sharp drops EXIF, so a phone's GPS position never reaches the site) and are
 * turned upright by their EXIF orientation.
 */
import type { Sharp } from 'sharp';

/** Output formats, as sharp names them and as files are named. */
export type PictureFormat = 'avif' | 'webp' | 'jpeg' | 'png';

/**
 * How each format is encoded. Part of the cache key (uploads.ts), so changing a number here makes new versions.
 * AVIF quality 50 and WebP 72 look like JPEG 75 at a third to a half of its bytes. AVIF at effort 2, not sharp's
 * default 4: measured on a 1,600 px picture, 4 took eight times as long (4.9 s against 0.6 s for four widths) for
 * files only a tenth smaller.
 */
export const ENCODING = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 72, effort: 4 },
  jpeg: { quality: 75, mozjpeg: true },
  png: { compressionLevel: 9 },
} as const;

export interface Inspection {
  /** What the bytes are, whatever the file is called: `jpeg`, `png`, `webp`, `heif`, `gif`, … */
  readonly format: string;
  /** As shown, after the EXIF orientation. */
  readonly width: number;
  readonly height: number;
}

export interface EncodedVersion {
  readonly format: PictureFormat;
  readonly width: number;
  readonly height: number;
  readonly data: Buffer;
}

type SharpFunction = typeof import('sharp')['default'];
let loaded: Promise<SharpFunction> | undefined;

async function sharpModule(): Promise<SharpFunction> {
  loaded ??= import('sharp').then((m) => m.default);
  return loaded;
}

/** Reads the header only; throws when the bytes are not a picture libvips knows. */
export async function inspect(data: Buffer): Promise<Inspection> {
  const sharp = await sharpModule();
  // Only the header is read here, so sharp's pixel limit is lifted: a picture too big is then named with its size
  // (uploads.ts) rather than as unreadable. Decoding (encodeVersions) keeps a limit.
  const meta = await sharp(data, { limitInputPixels: false }).metadata();
  const { width, height } = meta.autoOrient ?? meta;
  if (!meta.format || !width || !height) throw new Error('no picture size in the file');
  return { format: meta.format, width, height };
}

/**
 * Every format at every width. The picture is decoded once, turned upright and scaled to the widest version;
 * the narrower ones are scaled from that, so a 6,000 px photo is decoded once, not once per version.
 * `limitPixels` guards the decoder against a picture bigger than its header said.
 */
export async function encodeVersions(
  data: Buffer,
  widths: readonly number[],
  formats: readonly PictureFormat[],
  limitPixels: number,
): Promise<EncodedVersion[]> {
  const sharp = await sharpModule();
  const widest = Math.max(...widths);
  const base = await sharp(data, { limitInputPixels: limitPixels, failOn: 'error' })
    .autoOrient()
    .resize({ width: widest, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = base.info;
  const versions: EncodedVersion[] = [];
  for (const target of [...widths].sort((a, b) => a - b)) {
    const scaled = sharp(base.data, { raw: { width, height, channels } }).resize({ width: target });
    for (const format of formats) {
      const { data: encoded, info } = await encode(scaled.clone(), format).toBuffer({ resolveWithObject: true });
      versions.push({ format, width: info.width, height: info.height, data: encoded });
    }
  }
  return versions;
}

function encode(pipeline: Sharp, format: PictureFormat): Sharp {
  switch (format) {
    case 'avif':
      return pipeline.avif(ENCODING.avif);
    case 'webp':
      return pipeline.webp(ENCODING.webp);
    case 'jpeg':
      return pipeline.jpeg(ENCODING.jpeg);
    case 'png':
      return pipeline.png(ENCODING.png);
  }
}
