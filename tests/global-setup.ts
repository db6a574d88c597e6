/**
 * Builds the real site ONCE per test run, for every suite that reads it (the copy checks, the HTML audit and the
 * browser tests), into a folder of its own so a developer's dist/ is left alone. Suites find it through
 * inject('distDir'). It is the root config's global setup, so the unit and e2e projects share the one build.
 */
import path from 'node:path';
import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { build } from '../src/generator/build.ts';
import { ROOT } from './helpers/project.ts';
import { REAL_SITE_ENV } from './helpers/real-site.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // One folder per run: several test runs may share a machine.
  const outDir = path.join(ROOT, `.tmp/test-site-${process.pid}`);
  await build({ root: ROOT, outDir, env: REAL_SITE_ENV });
  project.provide('distDir', outDir);
  return () => rm(outDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The real site, built once for the run with REAL_SITE_ENV. */
    distDir: string;
  }
}
