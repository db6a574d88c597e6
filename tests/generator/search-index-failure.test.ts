/**
 * A search index that cannot be written fails the build like any other problem, before the output is
 * swapped: the previous dist stays exactly as it was. Pagefind is replaced here by one that reports an error.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { build, BuildError } from '../../src/generator/build.ts';
import { fixtureProject } from '../helpers/fixture.ts';
import { INTACT, previousOutputState, withPreviousOutput, type TempProject } from '../helpers/project.ts';

vi.mock('pagefind', () => ({
  createIndex: async () => ({ errors: ['the indexing service stopped'] }),
  close: async () => null,
}));

let project: TempProject;

beforeEach(async () => {
  project = await withPreviousOutput(await fixtureProject());
});

afterEach(() => project.dispose());

describe('a failed search index', () => {
  it('fails the build, naming the index, and keeps the previous dist', async () => {
    const error = await build({ root: project.root, outDir: project.out, env: { GTM_ID: '' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).lines).toEqual(['pagefind/: search index: the indexing service stopped']);
    expect(await previousOutputState(project)).toEqual(INTACT);
  });
});
