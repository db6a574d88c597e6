/**
 * The site search index: documents written into a folder of their own and indexed by Pagefind's command.
 * Checked here on its own, with a few small documents: what it writes, what it refuses, and that nothing in the
 * environment changes what Pagefind indexes.
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SearchIndex } from '../../src/generator/search/search-index.ts';

let work: string;
let indexer: SearchIndex;

beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'search-folder-test-'));
  indexer = new SearchIndex(work);
});

afterEach(async () => {
  await indexer.close();
  await rm(work, { recursive: true, force: true });
});

const page = (lang: string, title: string, text: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><title>${title}</title></head><body><main data-pagefind-body><h1>${title}</h1><p>${text}</p></main></body></html>`;

async function entry(site: string): Promise<Record<string, { page_count: number }>> {
  return (
    JSON.parse(await readFile(path.join(site, 'pagefind/pagefind-entry.json'), 'utf8')) as {
      languages: Record<string, { page_count: number }>;
    }
  ).languages;
}

describe('the search index', () => {
  it('indexes every document it is given, per language, without Pagefind’s ready-made interfaces, and leaves no folder behind', async () => {
    indexer.addDocument('/blog/knee/', page('en-SG', 'Knee pain', 'Swelling after a twist of the knee.'));
    indexer.addDocument('/blog/hip/', page('en-SG', 'Hip pain', 'Stiffness in the morning.'));
    indexer.addDocument('/cn/blog/knee/', page('zh-Hans-SG', '膝盖疼痛', '扭伤后膝盖肿胀。'));
    const site = path.join(work, 'out');
    const result = await indexer.write(site);
    expect(result).toEqual({ pages: 3, problems: [] });
    expect(await entry(site)).toMatchObject({ 'en-sg': { page_count: 2 }, 'zh-hans-sg': { page_count: 1 } });
    const files = await readdir(path.join(site, 'pagefind'));
    expect(files).toContain('pagefind.js');
    expect(files.filter((f) => /pagefind-(ui|component-ui|modular-ui|highlight)\./.test(f))).toEqual([]);
    await indexer.close();
    expect((await readdir(work)).filter((f) => f.startsWith('clinic-search-'))).toEqual([]);
  });

  it('refuses a page whose address is not a folder, naming it', async () => {
    indexer.addDocument('/blog/knee.html', page('en-SG', 'Knee pain', 'Swelling.'));
    const result = await indexer.write(path.join(work, 'out'));
    expect(result.problems.map((p) => p.message)).toEqual([
      'search index: /blog/knee.html: only a page at a folder address (ending in /) can be indexed',
    ]);
  });

  it('is not steered by PAGEFIND_ variables in the environment', async () => {
    // Either would leave every page out of the index if Pagefind read it.
    process.env.PAGEFIND_ROOT_SELECTOR = 'aside';
    process.env.PAGEFIND_EXCLUDE_SELECTORS = 'main';
    try {
      indexer.addDocument('/blog/knee/', page('en-SG', 'Knee pain', 'Swelling after a twist of the knee.'));
      expect(await indexer.write(path.join(work, 'out'))).toEqual({ pages: 1, problems: [] });
    } finally {
      delete process.env.PAGEFIND_ROOT_SELECTOR;
      delete process.env.PAGEFIND_EXCLUDE_SELECTORS;
    }
  });

  it('reports Pagefind’s own failure with the end of what it printed', async () => {
    indexer.addDocument('/blog/knee/', page('en-SG', 'Knee pain', 'Swelling.'));
    // The site folder is a file, so Pagefind cannot make its output folder inside it.
    const site = path.join(work, 'a-file');
    await writeFile(site, 'not a folder');
    const result = await indexer.write(site);
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]?.file).toBe('pagefind/');
    // Its exit code and the end of its own output, which says what went wrong.
    expect(result.problems[0]?.message).toMatch(/^search index: Pagefind stopped with [1-9]\d*:\n[\s\S]*Not a directory/);
  });

  it('says so when no page was given', async () => {
    expect((await indexer.write(path.join(work, 'out'))).problems.map((p) => p.message)).toEqual([
      'search index: no page was indexed (no data-pagefind-body found)',
    ]);
  });
});
