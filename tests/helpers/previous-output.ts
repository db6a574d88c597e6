/**
 * The fixture site with a good build as its "previous output", for the files whose every case edits the project,
 * builds again and checks what a failed build left behind. One good build per file is copied in before each case.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { build } from '../../src/generator/build.ts';
import { BuildError } from '../../src/shared/problems.ts';
import { fixtureProject, type TempProject } from './fixture.ts';
import { filesUnder, linkedCopy } from './files.ts';

/** Every file of a folder with the sha256 of its bytes. */
export async function snapshot(dir: string): Promise<Record<string, string>> {
  return Object.fromEntries(
    (await filesUnder(dir)).map((file) => [
      file,
      createHash('sha256')
        .update(readFileSync(path.join(dir, file)))
        .digest('hex'),
    ]),
  );
}

/** Registers the hooks; `project()` is the current case's copy of the fixture, its output the good build. */
export function withPreviousOutput(): { readonly project: () => TempProject } {
  let template = '';
  let current: TempProject | undefined;
  beforeAll(async () => {
    const first = await fixtureProject();
    await build({ root: first.root, outDir: first.out, env: { GTM_ID: '' } });
    template = await mkdtemp(path.join(tmpdir(), 'clinic-previous-'));
    await cp(first.out, template, { recursive: true });
    await first.dispose();
  });
  afterAll(async () => {
    if (template) await rm(template, { recursive: true, force: true });
  });
  beforeEach(async () => {
    current = await fixtureProject();
    // Links, not copies: a build never writes into the previous output (it stages and swaps), and the cases only
    // read it to prove it untouched.
    linkedCopy(template, current.out);
  });
  afterEach(() => current?.dispose());
  return {
    project: () => {
      if (!current) throw new Error('no fixture project: use project() inside a test');
      return current;
    },
  };
}

/**
 * Builds `project` (its content from `content`, if given), expects it to fail with exactly these problem lines,
 * its previous output untouched and no staging folder left behind; returns the error.
 */
export async function expectRefused(
  project: TempProject,
  expected: ReadonlyArray<string | RegExp>,
  options: { content?: string } = {},
): Promise<BuildError> {
  const before = await snapshot(project.out);
  const error = await build({ root: project.root, outDir: project.out, env: { GTM_ID: '' }, contentDir: options.content }).catch(
    (e: unknown) => e,
  );
  expect(error, 'the build should have failed').toBeInstanceOf(BuildError);
  expect((error as BuildError).lines).toEqual(expected.map((e) => (typeof e === 'string' ? e : expect.stringMatching(e))));
  expect(await snapshot(project.out)).toEqual(before);
  expect((await readdir(project.root)).filter((f) => f.includes('staging'))).toEqual([]);
  return error as BuildError;
}
