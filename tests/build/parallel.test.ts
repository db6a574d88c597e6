import { afterAll, describe, expect, it } from 'vitest';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from '../../src/build/build.ts';
import { ROOT } from '../helpers/project.ts';

const tmp = await mkdtemp(path.join(tmpdir(), 'clinic-parallel-'));
afterAll(() => rm(tmp, { recursive: true, force: true }));

async function pages(dir: string): Promise<Map<string, string>> {
  const files = (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.html') || f.endsWith('_payload.json'));
  return new Map(await Promise.all(files.map(async (f) => [f, await readFile(path.join(dir, f), 'utf8')] as [string, string])));
}

describe('rendering on two threads', () => {
  it('writes exactly what one thread writes', async () => {
    const env = { SITE_URL: 'https://clinic.test', GTM_ID: '' };
    const one = await build({ root: ROOT, outDir: path.join(tmp, 'one'), env, parallel: false });
    const two = await build({ root: ROOT, outDir: path.join(tmp, 'two'), env, parallel: true });
    expect(two.timings.map(([name]) => name)).toContain('render pages (2 threads)');
    const a = await pages(one.outDir);
    const b = await pages(two.outDir);
    expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
    expect(a.size).toBe(63 * 2 + 6);
    for (const [file, html] of a) expect(b.get(file)?.replaceAll(two.buildId, one.buildId), file).toBe(html);
  });
});
