/**
 * The browser code: one esbuild build with code splitting, so React ships once in a shared chunk and each
 * island's entry holds only its mounting code. ESM, minified, content-hashed file names under /assets/.
 */
import path from 'node:path';
import { build } from 'esbuild';
import type { BuiltAsset } from './assets.ts';

export interface ClientBundle {
  /** Site path of the entry module every page loads. */
  readonly entry: string;
  readonly files: readonly BuiltAsset[];
}

export async function buildClient(root: string): Promise<ClientBundle> {
  const outdir = path.join(root, '.client-out');
  const result = await build({
    entryPoints: { main: path.join(root, 'src/client/main.ts') },
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: ['chrome100', 'safari15', 'firefox100'],
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    outdir,
    write: false,
    metafile: true,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const files = result.outputFiles.map((file) => ({
    path: `/assets/${path.relative(outdir, file.path).split(path.sep).join('/')}`,
    contents: file.contents,
  }));
  const entry = files.find((f) => /^\/assets\/main-[A-Z0-9]+\.js$/i.test(f.path));
  if (!entry) throw new Error('esbuild produced no main entry for the browser code');
  return { entry: entry.path, files };
}
