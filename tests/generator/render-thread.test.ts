import { afterAll, describe, expect, it } from 'vitest';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../../src/generator/build.ts';
import { LOCALE_CODES } from '../../src/i18n/locales.ts';
import { fixtureProject } from '../helpers/fixture.ts';
import { manifestOf } from '../helpers/real-site.ts';
import { filesUnder } from '../helpers/files.ts';

/** Two threads are forced on the fixture site: the split is by position, not by size, so a small site shows it. */
const project = await fixtureProject();
afterAll(() => project.dispose());

async function pages(dir: string): Promise<Map<string, string>> {
  const files = await filesUnder(dir, { ext: ['.html', '_payload.json'] });
  return new Map(await Promise.all(files.map(async (f) => [f, await readFile(path.join(dir, f), 'utf8')] as [string, string])));
}

const env = { SITE_URL: 'https://clinic.test', GTM_ID: '' };
const one = await build({ root: project.root, outDir: project.file('one'), env, parallel: false });
const two = await build({ root: project.root, outDir: project.file('two'), env, parallel: true });

/** Pagefind's files: one per indexed page under fragment/, named by the hash of what it holds of the page. */
async function fragments(dir: string): Promise<string[]> {
  return (await readdir(path.join(dir, 'pagefind/fragment'))).sort();
}

describe('rendering on two threads', () => {
  it('writes exactly what one thread writes', async () => {
    expect(two.timings.map(([name]) => name)).toContain('render pages (2 threads)');
    const a = await pages(one.outDir);
    const b = await pages(two.outDir);
    expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
    // A page and its payload per route and reader copy, a 404 and a 500 page per locale, and the editor's page.
    const manifest = await manifestOf(project.root);
    expect(a.size).toBe((manifest.routes.length + manifest.readerCopies.length) * 2 + LOCALE_CODES.length * 2 + 1);
    for (const [file, html] of a) expect(b.get(file)?.replaceAll(two.buildId, one.buildId), file).toBe(html);
  });

  // A big site (two threads) is indexed by Pagefind's command over a folder of documents, a small one by its
  // service as pages come: both must hold the same pages, each exactly as the other holds it.
  it('indexes for search the same pages, holding the same of each, as the one-thread build', async () => {
    expect(await fragments(two.outDir)).toEqual(await fragments(one.outDir));
    // The pages are numbered in another order (the hashes of each language's files differ), not counted otherwise.
    const counts = async (dir: string) => {
      const entry = JSON.parse(await readFile(path.join(dir, 'pagefind/pagefind-entry.json'), 'utf8')) as {
        languages: Record<string, { page_count: number }>;
      };
      return Object.entries(entry.languages).map(([language, { page_count }]) => [language, page_count]);
    };
    expect((await counts(two.outDir)).sort()).toEqual((await counts(one.outDir)).sort());
  });
});
