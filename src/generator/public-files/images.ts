/**
 * Intrinsic sizes of the pictures in public/, so every <img> carries width and height and nothing shifts as it
 * loads. SVGs declare theirs in the root element; JPEG, PNG, WebP and AVIF in their headers (read by
 * image-size, which parses headers only and never decodes a picture).
 */
import { readFile } from 'node:fs/promises';
import { imageSize } from 'image-size';
import type { ImageSize } from '../../shared/image-size.ts';
import { firstLine, type Problem } from '../../shared/problems.ts';
import { imageExtension, isImageFile } from './image-formats.ts';
import type { ListedFile } from '../load/project-files.ts';

export async function readImageSizes(
  files: readonly ListedFile[],
  label = 'public',
): Promise<{ sizes: Map<string, ImageSize>; problems: Problem[] }> {
  const sizes = new Map<string, ImageSize>();
  const problems: Problem[] = [];
  await Promise.all(
    files
      .filter((f) => isImageFile(f.relative))
      .map(async ({ relative, real }) => {
        const file = `${label}/${relative}`;
        let data: Buffer;
        try {
          data = await readFile(real);
        } catch (error) {
          problems.push({ file, message: `cannot be read (${firstLine(error)})` });
          return;
        }
        const size = imageExtension(relative) === '.svg' ? svgSize(data.toString('utf8')) : rasterSize(data);
        if (size) sizes.set(`/${relative}`, size);
        else
          problems.push({
            file,
            message: "cannot read the picture's size (is it a valid picture? SVGs need width and height attributes or a viewBox)",
          });
      }),
  );
  return { sizes, problems };
}

function rasterSize(data: Uint8Array): ImageSize | undefined {
  try {
    const { width, height, orientation } = imageSize(data);
    if (!width || !height) return undefined;
    // A phone photo stored sideways (EXIF orientation 5-8) is shown turned, so its width and height swap.
    return orientation && orientation >= 5 ? { width: height, height: width } : { width, height };
  } catch {
    return undefined;
  }
}

export function svgSize(svg: string): ImageSize | undefined {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0];
  if (!root) return undefined;
  const num = (name: string) => {
    const value = new RegExp(`\\s${name}="([\\d.]+)(?:px)?"`).exec(root)?.[1];
    return value ? Number(value) : undefined;
  };
  const width = num('width');
  const height = num('height');
  if (width && height) return { width, height };
  const box = /\sviewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/.exec(root);
  return box ? { width: Number(box[1]), height: Number(box[2]) } : undefined;
}

/** PNG width and height from the IHDR chunk (kept for callers that only have a PNG buffer). */
export function pngSize(data: Buffer): ImageSize | undefined {
  if (data.length < 24 || data.readUInt32BE(0) !== 0x89504e47) return undefined;
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}
