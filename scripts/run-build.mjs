// `npm run build` starts here: plain JavaScript, so no TypeScript loader has to start and transform the
// generator's hundred modules on every build (about a quarter of a second, a quarter of a small site's build).
// The generator (build.ts and the render worker's entry) is bundled by esbuild into one cached file per version of
// the code: the cache key is a hash of every file under src/, build.ts, the lock file, Node's version and where the
// project lives. The first build after a change of the code bundles it (about 0.2 s); every other one imports the
// bundle. `npx tsx build.ts` runs the same build from the sources.
//
// package.json starts it with `--max-semi-space-size=4`: V8's young generation (where new objects are made) is
// then 4 MB a half instead of 16. Rendering makes garbage fast, and each thread's young generation was full at the
// end of rendering, the build's peak of memory: 4,000 articles peaked at about 230 MiB instead of about 255, for
// about 3% more processor time (measured in alternating runs). The option is Node's own, not this file's, because
// the main thread's heap is set up before any code runs. `--expose-gc` lets a big build collect the main thread's
// garbage once rendering is done (build.ts says why).
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { codeHash } from '../src/generator/assets/code-hash.mjs';
import { keepImportMeta } from '../src/generator/assets/keep-import-meta.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const ENTRIES = { build: 'build.ts', 'render-worker': 'src/generator/render/render-worker.ts' };
const CACHE = path.join(ROOT, 'node_modules/.cache/clinic-site');

async function bundle(dir) {
  const { build } = await import('esbuild');
  const staging = `${dir}.${process.pid}`;
  await build({
    entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [name, path.join(ROOT, file)])),
    outdir: staging,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    outExtension: { '.js': '.mjs' },
    logLevel: 'warning',
    plugins: [keepImportMeta],
  });
  // Inside node_modules, so the bundle's imports of react, marked, yaml ... resolve from the project.
  await writeFile(path.join(staging, 'package.json'), '{"type":"module"}\n');
  await rename(staging, dir).catch((error) => {
    // Another build bundled the same code at the same moment: its copy is as good as ours.
    if (!existsSync(dir)) throw error;
  });
}

/** Bundles of earlier versions of the code, untouched for a day, are removed when a new one is made. */
async function prune(keep) {
  const day = Date.now() - 24 * 3600 * 1000;
  for (const name of await readdir(CACHE)) {
    const old = path.join(CACHE, name);
    if (!name.startsWith('generator-') || old === keep) continue;
    if ((await stat(old)).mtimeMs < day) await rm(old, { recursive: true, force: true });
  }
}

const version = codeHash(ROOT);
const dir = path.join(CACHE, `generator-${version}`);
if (!existsSync(path.join(dir, 'build.mjs'))) {
  await mkdir(CACHE, { recursive: true });
  await bundle(dir);
  await prune(dir);
}
// A production build, whatever the shell says: with NODE_ENV=development or test, React runs its development code,
// which checks every element and prop as it is made (the same HTML, about 15% more time for the small site's whole
// build). `npm run dev` keeps it for its warnings.
process.env.NODE_ENV = 'production';
process.env.CLINIC_RENDER_WORKER = path.join(dir, 'render-worker.mjs');
process.env.CLINIC_CODE_VERSION = version;
await import(pathToFileURL(path.join(dir, 'build.mjs')).href);
