/**
 * Hashed static assets: the site's one stylesheet, bundled and minified by esbuild, named by its content hash so
 * hosts can cache it for a year.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { madeFromFiles, type Made } from './input-memo.ts';

/** Besides its sources, an esbuild result depends on esbuild's version, which its package file names. */
export const ESBUILD_PACKAGE = createRequire(import.meta.url).resolve('esbuild/package.json');

export interface BuiltAsset {
  /** Site path, e.g. /assets/site-1a2b3c4d.css */
  readonly path: string;
  readonly contents: Uint8Array;
}

/** The site's stylesheet from its entry file; made again only when a file it was made from changed (input-memo.ts). */
export function buildStylesheet(entry: string): Promise<BuiltAsset> {
  return madeFromFiles(`stylesheet:${path.resolve(entry)}`, () => stylesheet(entry));
}

async function stylesheet(entry: string): Promise<Made<BuiltAsset>> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    write: false,
    metafile: true,
    logLevel: 'silent',
    target: ['chrome100', 'safari15', 'firefox100'],
    external: ['/images/*', '/fonts/*'],
  });
  const file = result.outputFiles[0];
  if (!file) throw new Error(`${entry}: esbuild produced no stylesheet`);
  // esbuild names inputs relative to the working directory. This file (the options) and esbuild's version shape
  // the result too.
  const inputs = [
    ...Object.keys(result.metafile.inputs).map((input) => path.resolve(input)),
    fileURLToPath(import.meta.url),
    ESBUILD_PACKAGE,
  ];
  return { value: { path: `/assets/site-${hash(file.contents)}.css`, contents: file.contents }, inputs };
}

export function hash(data: Uint8Array | string, length = 10): string {
  return createHash('sha256').update(data).digest('base64url').replace(/[-_]/g, '').slice(0, length).toLowerCase();
}
