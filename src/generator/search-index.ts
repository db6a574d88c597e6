/**
 * The site search index: Pagefind run over the staging folder once every page is written, before it replaces
 * the live output, so a failed index fails the build and the previous output stays as it was. Pagefind reads
 * `<html lang>` and writes one index per language (Chinese text is segmented into words), and indexes only what
 * is inside `data-pagefind-body`: the `<main>` of pages that want to be found (document.ts), minus the parts
 * marked `data-pagefind-ignore`. Pages without it (thank-you, search, error pages) are left out.
 */
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { close, createIndex } from 'pagefind';
import type { Problem } from '../shared/problems.ts';
import { SEARCH_BUNDLE_DIR } from '../site/search.ts';

export interface SearchIndexResult {
  readonly pages: number;
  readonly problems: readonly Problem[];
}

/** Indexes the HTML files of `siteDir` into `siteDir/pagefind/`. */
export async function writeSearchIndex(siteDir: string): Promise<SearchIndexResult> {
  const label = `${SEARCH_BUNDLE_DIR}/`;
  const problem = (message: string): Problem => ({ file: label, message: `search index: ${message}` });
  try {
    const { index, errors } = await createIndex({});
    if (!index) return { pages: 0, problems: (errors.length ? errors : ['Pagefind did not start']).map(problem) };
    // Only the page documents: the error pages carry no indexed body, and skipping them keeps Pagefind quiet.
    const added = await index.addDirectory({ path: siteDir, glob: '**/index.html' });
    const bundle = path.join(siteDir, SEARCH_BUNDLE_DIR);
    const written = added.errors.length ? undefined : await index.writeFiles({ outputPath: bundle });
    const problems = [...added.errors, ...(written?.errors ?? [])].map(problem);
    // Pagefind also writes its ready-made interfaces; the site has its own (the search island), so they go.
    if (written && !problems.length) await removeUnused(bundle);
    if (!problems.length && added.page_count === 0) problems.push(problem('no page was indexed (no data-pagefind-body found)'));
    return { pages: added.page_count, problems };
  } catch (error) {
    return { pages: 0, problems: [problem(error instanceof Error ? error.message : String(error))] };
  } finally {
    // Pagefind runs as a child process; close it so a finished build (and a test worker) can exit.
    await close().catch(() => undefined);
  }
}

/** Pagefind's own search interfaces (`pagefind-ui.js`, `pagefind-component-ui.css`, …), unused here. */
const UNUSED = /^pagefind-(?:ui|component-ui|modular-ui|highlight)\.(?:js|css)$/;

async function removeUnused(bundle: string): Promise<void> {
  const names = (await readdir(bundle)).filter((name) => UNUSED.test(name));
  await Promise.all(names.map((name) => rm(path.join(bundle, name))));
}
