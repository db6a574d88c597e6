/**
 * Hashed static assets: the site's one stylesheet, bundled and minified by esbuild, named by its content hash so
 * hosts can cache it for a year.
 */
import { createHash } from 'node:crypto';
import { build } from 'esbuild';

export interface BuiltAsset {
  /** Site path, e.g. /assets/site-1a2b3c4d.css */
  readonly path: string;
  readonly contents: Uint8Array;
}

export async function buildStylesheet(entry: string): Promise<BuiltAsset> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    write: false,
    logLevel: 'silent',
    target: ['chrome100', 'safari15', 'firefox100'],
    external: ['/images/*', '/fonts/*'],
  });
  const file = result.outputFiles[0];
  if (!file) throw new Error(`${entry}: esbuild produced no stylesheet`);
  return { path: `/assets/site-${hash(file.contents)}.css`, contents: file.contents };
}

export function hash(data: Uint8Array | string, length = 10): string {
  return createHash('sha256').update(data).digest('base64url').replace(/[-_]/g, '').slice(0, length).toLowerCase();
}
