import { afterAll, describe, expect, it } from 'vitest';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../../src/generator/build.ts';
import { LOCALE_CODES } from '../../src/i18n/locales.ts';
import { fixtureProject } from '../helpers/fixture.ts';
import { manifestOf } from '../helpers/real-site.ts';

/** Two threads are forced on the fixture site: the split is by position, not by size, so a small site shows it. */
const project = await fixtureProject();
afterAll(() => project.dispose());

async function pages(dir: string): Promise<Map<string, string>> {
  const files = (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.html') || f.endsWith('_payload.json'));
  return new Map(await Promise.all(files.map(async (f) => [f, await readFile(path.join(dir, f), 'utf8')] as [string, string])));
}

describe('rendering on two threads', () => {
  it('writes exactly what one thread writes', async () => {
    const env = { SITE_URL: 'https://clinic.test', GTM_ID: '' };
    const one = await build({ root: project.root, outDir: project.file('one'), env, parallel: false });
    const two = await build({ root: project.root, outDir: project.file('two'), env, parallel: true });
    expect(two.timings.map(([name]) => name)).toContain('render pages (2 threads)');
    const a = await pages(one.outDir);
    const b = await pages(two.outDir);
    expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
    // A page and its payload per route, a 404 and a 500 page per locale, and the content editor's page.
    expect(a.size).toBe((await manifestOf(project.root)).routes.length * 2 + LOCALE_CODES.length * 2 + 1);
    for (const [file, html] of a) expect(b.get(file)?.replaceAll(two.buildId, one.buildId), file).toBe(html);
  });
});
