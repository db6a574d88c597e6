/**
 * A search index that cannot be written fails the build like any other problem, before the output is
 * swapped: the previous dist stays exactly as it was. Pagefind's program is replaced here by one that refuses its
 * arguments (Node itself, which does not know --site).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { build, BuildError } from '../../src/generator/build.ts';
import { fixtureProject } from '../helpers/fixture.ts';
import { INTACT, previousOutputState, withMarkerOutput, type TempProject } from '../helpers/project.ts';

vi.mock('../../src/generator/search/pagefind-binary.ts', () => ({ pagefindBinary: () => process.execPath }));

let project: TempProject;

beforeEach(async () => {
  project = await withMarkerOutput(await fixtureProject());
});

afterEach(() => project.dispose());

describe('a failed search index', () => {
  it('fails the build, naming the index, and keeps the previous dist', async () => {
    const error = await build({ root: project.root, outDir: project.out, env: { GTM_ID: '' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).lines).toEqual([
      expect.stringMatching(/^pagefind\/: search index: Pagefind stopped with [1-9]\d*:\n[\s\S]*--site/),
    ]);
    expect(await previousOutputState(project)).toEqual(INTACT);
  });
});
