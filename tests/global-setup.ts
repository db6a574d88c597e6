/**
 * Builds the site once for all browser tests, into a folder of its own so a developer's dist/ is left alone.
 * The tests find it through E2E_DIST.
 */
import path from 'node:path';
import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { build } from '../../src/build/build.ts';
import { ROOT } from '../helpers/project.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // One folder per run: several test runs may share a machine.
  const outDir = path.join(ROOT, `.tmp/e2e-dist-${process.pid}`);
  await build({ root: ROOT, outDir, env: { ...process.env, GTM_ID: '', SITE_URL: 'https://www.harbourview-ortho.example' } });
  project.provide('distDir', outDir);
  return () => rm(outDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    distDir: string;
  }
}
