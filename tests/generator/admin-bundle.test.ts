/**
 * The editor's bundle is made again only when what it is made from changes: the lock file, the way it is made, or
 * any project file esbuild read for it. The site's own build reuses it otherwise (the shared build of this run
 * has already made it).
 */
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { adminBundle, inputsKey } from '../../src/generator/admin/admin-bundle.ts';
import { ROOT } from '../helpers/project.ts';

const dir = await mkdtemp(path.join(tmpdir(), 'admin-bundle-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

async function project(files: Record<string, string>): Promise<void> {
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
}

describe('the editor bundle’s cache', () => {
  it('is keyed by the lock file, its own recipe and every input, and is stale once an input is gone', async () => {
    await project({
      'package-lock.json': '{}',
      'src/generator/admin/admin-bundle.ts': 'recipe',
      'src/admin/main.tsx': 'one',
      'src/model/schema.ts': 'fields',
    });
    const inputs = ['src/admin/main.tsx', 'src/model/schema.ts'];
    const first = await inputsKey(dir, inputs);
    expect(first).toMatch(/^[a-z0-9]{20,}$/);
    expect(await inputsKey(dir, inputs)).toBe(first);
    for (const [file, text] of [
      ['src/model/schema.ts', 'a new field'],
      ['package-lock.json', '{"decap": 2}'],
      ['src/generator/admin/admin-bundle.ts', 'new recipe'],
    ]) {
      await project({ [file as string]: text as string });
      const next = await inputsKey(dir, inputs);
      expect(next, file).not.toBe(first);
    }
    expect(await inputsKey(dir, [...inputs, 'src/admin/removed.ts'])).toBeUndefined();
  });

  it('is used again by the site’s build when nothing changed', async () => {
    // The first call makes the bundle if the cache holds another one: the editor's tests bundle copies of the
    // project with other clinic facts into the same cache, so what it holds depends on which files ran before.
    const first = await adminBundle(ROOT);
    const again = await adminBundle(ROOT);
    expect(again.built).toBe(false);
    expect(again.name).toBe(first.name);
    expect(again.name).toMatch(/^editor-[a-z0-9]+\.js$/);
  });
});
