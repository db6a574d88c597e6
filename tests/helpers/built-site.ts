/** The site built once into a temporary folder for tests that read its files; removed by the caller. */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type BuildResult } from '../../src/build/build.ts';
import { ROOT } from './project.ts';

export interface BuiltSite {
  readonly dir: string;
  readonly result: BuildResult;
  /** Every file of the output, relative, with forward slashes. */
  readonly files: readonly string[];
  dispose(): Promise<void>;
}

export async function buildSite(env: Record<string, string> = {}): Promise<BuiltSite> {
  const tmp = await mkdtemp(path.join(tmpdir(), 'clinic-site-built-'));
  const dir = path.join(tmp, 'dist');
  const result = await build({ root: ROOT, outDir: dir, env: { SITE_URL: 'https://www.harbourview-ortho.example', GTM_ID: '', ...env } });
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
  return { dir, result, files, dispose: () => rm(tmp, { recursive: true, force: true }) };
}
