/**
 * The browser code: one esbuild build with code splitting, so React ships once in a shared chunk and each
 * island's entry holds only its mounting code. ESM, minified, content-hashed file names under /assets/.
 * Beside the code it writes `_build/bundles.json`, the bundle's map (which file each island starts from, and
 * which files every file imports statically), so tools can tell what a page loads without running it.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { ESBUILD_PACKAGE, type BuiltAsset } from './assets.ts';
import { madeFromFiles, type Made } from './input-memo.ts';

export interface BrowserBundle {
  /** Site path of the entry module every page loads. */
  readonly entry: string;
  readonly files: readonly BuiltAsset[];
  readonly bundleMap: BundleMap;
}

/** The shape of `_build/bundles.json`. Paths are site paths (/assets/...). */
export interface BundleMap {
  readonly entry: string;
  /** Island name (as in src/islands/registry.ts) → the file its dynamic import loads. */
  readonly islands: Readonly<Record<string, string>>;
  /** Every JavaScript file → the files it imports statically (loaded with it, before it runs). */
  readonly imports: Readonly<Record<string, readonly string[]>>;
  /** Every JavaScript file → the files it may import later with import() (islands, code loaded on demand). */
  readonly dynamicImports: Readonly<Record<string, readonly string[]>>;
  /**
   * The runtime's own code loaded with import(), by module name (src/client/page-change/page-change.ts →
   * `page-change`, analytics/analytics.ts → `analytics`): what a page loads without the visitor depends on them.
   */
  readonly parts: Readonly<Record<string, string>>;
}

export const BUNDLE_MAP_PATH = '/_build/bundles.json';

const ISLAND_ENTRY = /(?:^|\/)src\/islands\/([a-z0-9-]+)\.entry\.tsx?$/;
const RUNTIME_PART = /(?:^|\/)src\/client\/[a-z0-9-]+\/([a-z0-9-]+)\.ts$/;

/** The browser code of the project at `root`; made again only when a file it was made from changed (input-memo.ts). */
export function buildBrowserBundle(root: string): Promise<BrowserBundle> {
  return madeFromFiles(`browser-bundle:${path.resolve(root)}`, () => bundle(root));
}

async function bundle(root: string): Promise<Made<BrowserBundle>> {
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
    absWorkingDir: root,
  });
  const sitePath = (file: string) => `/assets/${path.relative(outdir, path.resolve(root, file)).split(path.sep).join('/')}`;
  const files = result.outputFiles.map((file) => ({ path: sitePath(file.path), contents: file.contents }));
  const entry = files.find((f) => /^\/assets\/main-[A-Z0-9]+\.js$/i.test(f.path));
  if (!entry) throw new Error('esbuild produced no main entry for the browser code');
  const map = bundleMap(result.metafile, entry.path, sitePath);
  files.push({ path: BUNDLE_MAP_PATH, contents: new TextEncoder().encode(JSON.stringify(map)) });
  // This file holds the options; esbuild's version shapes the result too.
  const inputs = [
    ...Object.keys(result.metafile.inputs).map((file) => path.resolve(root, file)),
    fileURLToPath(import.meta.url),
    ESBUILD_PACKAGE,
  ];
  return { value: { entry: entry.path, files, bundleMap: map }, inputs };
}

function bundleMap(metafile: Metafile, entry: string, sitePath: (file: string) => string): BundleMap {
  const islands: Record<string, string> = {};
  const imports: Record<string, string[]> = {};
  const dynamicImports: Record<string, string[]> = {};
  const parts: Record<string, string> = {};
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!file.endsWith('.js')) continue;
    const of = (kind: string) => output.imports.filter((i) => i.kind === kind).map((i) => sitePath(i.path));
    imports[sitePath(file)] = of('import-statement');
    dynamicImports[sitePath(file)] = of('dynamic-import');
    const island = output.entryPoint?.match(ISLAND_ENTRY)?.[1];
    if (island) islands[island] = sitePath(file);
    const part = output.entryPoint?.match(RUNTIME_PART)?.[1];
    if (part) parts[part] = sitePath(file);
  }
  return { entry, islands, imports, dynamicImports, parts };
}
