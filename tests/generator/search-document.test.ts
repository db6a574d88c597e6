/**
 * The build gives Pagefind each page's language, title and `<main>` only. Pagefind must index that as it indexes
 * the whole page: every page's fragment (its URL, title, type, filters, text and anchors, which results show) is
 * the same as when Pagefind reads the built pages themselves. One thing differs, deliberately: Pagefind names the
 * first picture it meets as the result's image, which on a whole page is a badge in the sidebar; given `<main>`,
 * it is the page's own picture or none.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { close, createIndex } from 'pagefind';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../src/generator/build.ts';
import { searchDocumentOf } from '../../src/generator/search/search-document.ts';
import { fixtureProject } from '../helpers/fixture.ts';
import { filesUnder } from '../helpers/files.ts';

const project = await fixtureProject();
afterAll(async () => {
  await close();
  await project.dispose();
});

interface Fragment {
  readonly url: string;
  readonly meta: Record<string, string>;
}

/** Each indexed page's fragment by URL, from Pagefind's files (path in the bundle, bytes). */
function fragments(files: ReadonlyArray<{ readonly path: string; readonly content: Uint8Array }>): Map<string, Fragment> {
  // Each fragment is gzip of a short signature ("pagefind_dcd") followed by the JSON.
  const read = (content: Uint8Array) => {
    const text = gunzipSync(content).toString('utf8');
    return JSON.parse(text.slice(text.indexOf('{'))) as Fragment;
  };
  const parsed = files.filter((f) => f.path.startsWith('fragment/')).map((f) => read(f.content));
  return new Map(parsed.map((fragment) => [fragment.url, fragment] as const));
}

/** The files of a bundle written to disk, as getFiles() gives them. */
async function bundleFiles(dir: string): Promise<Array<{ path: string; content: Uint8Array }>> {
  const names = await filesUnder(dir);
  return Promise.all(names.map(async (name) => ({ path: name, content: await readFile(path.join(dir, name)) })));
}

/** A fragment without the image Pagefind picked. */
function withoutImage({ meta, ...rest }: Fragment): Fragment {
  const { image: _image, image_alt: _alt, ...kept } = meta;
  return { ...rest, meta: kept };
}

describe('the search document of a page', () => {
  it('is indexed by Pagefind as the whole page is, but for the image it names', async () => {
    const built = await build({ root: project.root, outDir: project.out, env: { SITE_URL: 'https://clinic.example' } });
    const { index } = await createIndex({});
    if (!index) throw new Error('Pagefind did not start');
    const added = await index.addDirectory({ path: built.outDir, glob: '**/index.html' });
    expect(added.errors).toEqual([]);
    const whole = await index.getFiles();
    expect(whole.errors).toEqual([]);

    const fromBuild = fragments(await bundleFiles(path.join(built.outDir, 'pagefind')));
    const fromPages = fragments(whole.files);
    const entry = JSON.parse(await readFile(path.join(built.outDir, 'pagefind/pagefind-entry.json'), 'utf8')) as {
      languages: Record<string, { page_count: number }>;
    };
    expect(fromBuild.size).toBe(Object.values(entry.languages).reduce((sum, l) => sum + l.page_count, 0));
    expect(fromBuild.size).toBeGreaterThan(10);
    expect([...fromBuild.keys()].sort()).toEqual([...fromPages.keys()].sort());
    for (const [url, fragment] of fromBuild) expect(withoutImage(fragment), url).toEqual(withoutImage(fromPages.get(url) as Fragment));
    // The sidebar's badge is the first picture of every whole page; it is never a result's image now.
    expect([...fromPages.values()].some((f) => f.meta.image?.startsWith('/images/badges/'))).toBe(true);
    expect([...fromBuild.values()].filter((f) => f.meta.image?.startsWith('/images/badges/'))).toEqual([]);
  });

  it('is the language, the title and the marked <main>, and nothing for a page search leaves out', () => {
    const page = (main: string) =>
      `<!DOCTYPE html><html lang="en-SG" data-build-id="x"><head><title>Knee pain</title><meta name="x"></head><body><header>menu</header>${main}<footer>f</footer></body></html>`;
    expect(searchDocumentOf(page('<main id="main" data-pagefind-body=""><h1>Knee</h1></main>'))).toBe(
      '<!DOCTYPE html><html lang="en-SG"><head><title>Knee pain</title></head><body><main id="main" data-pagefind-body=""><h1>Knee</h1></main></body></html>',
    );
    expect(searchDocumentOf(page('<main id="main"><h1>Thank you</h1></main>'))).toBeUndefined();
  });
});
