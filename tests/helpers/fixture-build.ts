/**
 * The fixture site (tests/fixtures/site) built through the real build() into its own temporary project: what the
 * generator's tests read. Every count a test needs comes from `manifest`, the fixture's own route manifest.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Window } from 'happy-dom';
import { build, type BuildOptions, type BuildResult } from '../../src/generator/build.ts';
import type { RouteManifest } from '../../src/model/routes.ts';
import { fixtureProject, type TempProject } from './fixture.ts';
import { manifestOf } from './real-site.ts';
import { filesUnder } from './files.ts';

export const FIXTURE_SITE_URL = 'https://clinic.test';

export interface FixtureBuild {
  readonly project: TempProject;
  readonly dir: string;
  readonly result: BuildResult;
  readonly manifest: RouteManifest;
  /** Every file of the output, relative, with forward slashes. */
  readonly files: readonly string[];
  read(file: string): Promise<string>;
  /** A built HTML file as a document (scripts are not run). */
  dom(file: string): Promise<Document>;
  dispose(): Promise<void>;
}

export async function buildFixtureSite(
  env: Record<string, string> = {},
  options: Pick<BuildOptions, 'parallel'> = {},
): Promise<FixtureBuild> {
  const project = await fixtureProject();
  const dir = project.out;
  const result = await build({ ...options, root: project.root, outDir: dir, env: { SITE_URL: FIXTURE_SITE_URL, GTM_ID: '', ...env } });
  const files = await filesUnder(dir);
  const windows: Window[] = [];
  const read = (file: string) => readFile(path.join(dir, file), 'utf8');
  return {
    project,
    dir,
    result,
    manifest: await manifestOf(project.root),
    files,
    read,
    async dom(file) {
      const window = new Window({ url: `${FIXTURE_SITE_URL}/` });
      windows.push(window);
      window.document.write(await read(file));
      return window.document as unknown as Document;
    },
    async dispose() {
      await Promise.all(windows.map((w) => w.happyDOM.close()));
      // Forgotten too: a test file's closures (and so this build) live until the run ends, in a shared process.
      windows.length = 0;
      await project.dispose();
    },
  };
}
