/**
 * The fixture site (tests/fixtures/site) in a throwaway project folder: its content, the real catalogues and the
 * real public/ with the fixture's own public/ laid over it. Generator tests build this, not the site's copy, so a
 * writer changing an article never breaks them.
 */
import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, projectAt, type TempProject } from './project.ts';

export type { TempProject } from './project.ts';

export const FIXTURE = path.join(ROOT, 'tests/fixtures/site');

export async function fixtureProject(): Promise<TempProject> {
  const root = await mkdtemp(path.join(tmpdir(), 'clinic-fixture-'));
  await Promise.all([
    cp(path.join(FIXTURE, 'content'), path.join(root, 'content'), { recursive: true }),
    cp(path.join(ROOT, 'locales'), path.join(root, 'locales'), { recursive: true }),
    cp(path.join(ROOT, 'public'), path.join(root, 'public'), { recursive: true }),
  ]);
  await cp(path.join(FIXTURE, 'public'), path.join(root, 'public'), { recursive: true });
  return projectAt(root);
}
