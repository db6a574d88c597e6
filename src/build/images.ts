/**
 * Intrinsic sizes of the pictures in public/, so every <img> carries width and height and nothing shifts as it
 * loads. SVGs declare theirs in the root element; PNGs in their header.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageSize } from '../components/images.ts';

export async function readImageSizes(publicDir: string): Promise<{ sizes: Map<string, ImageSize>; problems: string[] }> {
  const sizes = new Map<string, ImageSize>();
  const problems: string[] = [];
  const entries = await readdir(publicDir, { recursive: true, withFileTypes: true });
  await Promise.all(
    entries
      .filter((e) => e.isFile() && /\.(svg|png)$/i.test(e.name))
      .map(async (e) => {
        const file = path.join(e.parentPath, e.name);
        const sitePath = `/${path.relative(publicDir, file).split(path.sep).join('/')}`;
        const size = e.name.toLowerCase().endsWith('.svg') ? svgSize(await readFile(file, 'utf8')) : pngSize(await readFile(file));
        if (size) sizes.set(sitePath, size);
        else problems.push(`public${sitePath}: cannot read the image's size (SVGs need width and height attributes or a viewBox)`);
      }),
  );
  return { sizes, problems };
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

export function pngSize(data: Buffer): ImageSize | undefined {
  if (data.length < 24 || data.readUInt32BE(0) !== 0x89504e47) return undefined;
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}
