/**
 * Builds the real site ONCE per test run, for every suite that reads it (the copy checks, the HTML audit and the
 * browser tests), into a folder of its own so a developer's dist/ is left alone. Suites find it through
 * inject('distDir'). It is the root config's global setup, so the unit and e2e projects share the one build.
 *
 * First it points the run's temporary files (TMPDIR, which os.tmpdir() and Chromium's profiles follow) at a
 * folder in memory when the machine has one (memory-tmpdir.ts), and removes that folder at the end. Test workers
 * start after this and inherit the setting. A TMPDIR set by whoever runs the tests is left as it is.
 */
import path from 'node:path';
import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { ROOT } from './helpers/project.ts';
import { REAL_SITE_ENV } from './helpers/real-site.ts';
import { memoryTmpdir } from './helpers/memory-tmpdir.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const tmp = process.env.TMPDIR ? undefined : memoryTmpdir();
  if (tmp) process.env.TMPDIR = tmp;
  // One folder per run: several test runs may share a machine.
  const outDir = path.join(ROOT, `.tmp/test-site-${process.pid}`);
  // React's production builds, as `npm run build` loads them (vitest's NODE_ENV=test would load the slower
  // development ones); set back at once, so test workers started later see what their project sets.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const { build } = await import('../src/generator/build.ts');
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  await build({ root: ROOT, outDir, env: REAL_SITE_ENV });
  project.provide('distDir', outDir);
  return async () => {
    await rm(outDir, { recursive: true, force: true });
    if (tmp) await rm(tmp, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The real site, built once for the run with REAL_SITE_ENV. */
    distDir: string;
  }
}
