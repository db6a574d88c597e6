/**
 * The site search index of a small site (a big one's is search-folder.ts): Pagefind, fed each page as it is
 * rendered and written into the staging folder before it replaces the live output, so a failed index fails the build and the previous output stays as it was. Pagefind
 * reads `<html lang>` and writes one index per language (Chinese text is segmented into words), and indexes only
 * what is inside `data-pagefind-body`: the `<main>` of pages that want to be found (document.ts), minus the parts
 * marked `data-pagefind-ignore`. Pages without it (thank-you, search, error pages) are left out.
 *
 * Pagefind runs in a process of its own, so it indexes on the other core while pages are still being rendered. It
 * is given only what it reads from a page (language, title and `<main>`; see searchDocumentOf), not the header,
 * sidebars and footer around it, which are most of a page's bytes. The order pages are added in changes the bytes
 * Pagefind writes, so pages are always added in the route manifest's order.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { close, createIndex, type IndexFile, type PagefindIndex } from 'pagefind';
import type { Problem } from '../../shared/problems.ts';
import { SEARCH_BUNDLE_DIR } from '../../site/search.ts';
import { searchDocumentOf } from './search-document.ts';

export interface SearchIndexResult {
  readonly pages: number;
  readonly problems: readonly Problem[];
}

/** What every search indexer does: documents in manifest order, then the index written into a site folder. */
export interface SearchIndexer {
  /** Adds a page's search document (searchDocumentOf). Call in manifest order. */
  addDocument(sitePath: string, content: string): void;
  /** Writes the index into `siteDir/pagefind/` once every added page is indexed. */
  write(siteDir: string): Promise<SearchIndexResult>;
  /** Stops what the indexer started (a process, a folder), so a finished build (and a test worker) can exit. */
  close(): Promise<void>;
}

const LABEL = `${SEARCH_BUNDLE_DIR}/`;
export const searchProblem = (message: string): Problem => ({ file: LABEL, message: `search index: ${message}` });

/** What either indexer says when no page of the site asked to be found. */
export const NOTHING_INDEXED = 'no page was indexed (no data-pagefind-body found)';

/** Pagefind's own program for this platform, as its package finds it (the extended one reads Chinese words). */
export function pagefindBinary(): string {
  const require = createRequire(import.meta.url);
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const suffix = platform === 'windows' ? '.exe' : '';
  for (const name of ['pagefind_extended', 'pagefind']) {
    try {
      return require.resolve(`@pagefind/${platform}-${process.arch}/bin/${name}${suffix}`);
    } catch {
      // Not installed for this platform under this name: try the next one.
    }
  }
  throw new Error(`Pagefind has no program for ${platform}-${process.arch} installed (npm ci installs the one for this machine)`);
}

/** Pages on their way to Pagefind at once: enough to keep it busy, few enough not to hold every page in memory. */
const IN_FLIGHT = 16;

export class StreamingIndexer implements SearchIndexer {
  private readonly waiting: Array<readonly [string, string]> = [];
  private readonly errors: string[] = [];
  private inFlight = 0;
  private pages = 0;
  private drained: (() => void) | undefined;
  private failure: unknown;

  private constructor(private readonly index: Promise<{ index?: PagefindIndex; errors: string[] }>) {}

  /** Starts Pagefind; call as early as possible, its start-up overlaps the build's own work. */
  static start(): StreamingIndexer {
    const index = createIndex({});
    index.catch(() => undefined);
    return new StreamingIndexer(index);
  }

  /** Adds a built page (its site path and HTML); pages search leaves out are skipped. Call in manifest order. */
  add(sitePath: string, html: string): void {
    const content = searchDocumentOf(html);
    if (content !== undefined) this.addDocument(sitePath, content);
  }

  /** Adds a page's search document (searchDocumentOf), made where the page was rendered. Call in manifest order. */
  addDocument(sitePath: string, content: string): void {
    this.pages++;
    this.waiting.push([sitePath, content]);
    this.pump();
  }

  /**
   * Sends waiting pages, a few at a time: Pagefind handles its messages in the order they arrive, and each one
   * sent is encoded and held by the pipe until Pagefind reads it, so sending every page of a big site at once
   * would hold them all in memory twice over.
   */
  private pump(): void {
    while (this.inFlight < IN_FLIGHT && this.waiting.length) {
      const [sitePath, content] = this.waiting.shift() as readonly [string, string];
      this.inFlight++;
      this.index
        .then(async ({ index }) => {
          if (!index) return;
          const added = await index.addHTMLFile({ url: sitePath, content });
          this.errors.push(...added.errors.map((error) => `${sitePath}: ${error}`));
        })
        // A build that fails elsewhere closes Pagefind with pages still on their way; write() reports any other.
        .catch((error: unknown) => {
          this.failure ??= error;
        })
        .finally(() => {
          this.inFlight--;
          this.pump();
          if (this.inFlight === 0 && this.waiting.length === 0) this.drained?.();
        });
    }
  }

  private settled(): Promise<void> {
    if (this.inFlight === 0 && this.waiting.length === 0) return Promise.resolve();
    return new Promise((resolve) => {
      this.drained = resolve;
    });
  }

  /** Writes the index into `siteDir/pagefind/` once every added page is indexed. */
  async write(siteDir: string): Promise<SearchIndexResult> {
    try {
      const { index, errors } = await this.index;
      if (!index) return { pages: 0, problems: (errors.length ? errors : ['Pagefind did not start']).map(searchProblem) };
      await this.settled();
      if (this.failure) throw this.failure;
      if (this.errors.length) return { pages: this.pages, problems: this.errors.map(searchProblem) };
      if (this.pages === 0) return { pages: 0, problems: [searchProblem(NOTHING_INDEXED)] };
      // Pagefind's own writeFiles answers before its writes reach the disk (they are still in flight in its process),
      // and close() then kills that process: a build could end with an empty pagefind-entry.json. So the files come
      // back in memory and are written here, each completely, before the build goes on.
      const bundle = await index.getFiles();
      if (bundle.errors.length) return { pages: this.pages, problems: bundle.errors.map(searchProblem) };
      writeBundle(path.join(siteDir, SEARCH_BUNDLE_DIR), bundle.files);
      return { pages: this.pages, problems: [] };
    } catch (error) {
      return { pages: 0, problems: [searchProblem(error instanceof Error ? error.message : String(error))] };
    }
  }

  /** Stops Pagefind's process, so a finished build (and a test worker) can exit. */
  async close(): Promise<void> {
    await this.index.catch(() => undefined);
    await close().catch(() => undefined);
  }
}

/** Indexes the pages already written in `siteDir` (the dev server, after a full render), in path order. */
export async function writeSearchIndex(siteDir: string): Promise<SearchIndexResult> {
  const indexer = StreamingIndexer.start();
  try {
    const files = (await readdir(siteDir, { recursive: true }))
      .map((file) => file.split(path.sep).join('/'))
      .filter((file) => file === 'index.html' || file.endsWith('/index.html'))
      .sort();
    for (const file of files) indexer.add(`/${file.slice(0, -'index.html'.length)}`, await readFile(path.join(siteDir, file), 'utf8'));
    return await indexer.write(siteDir);
  } finally {
    await indexer.close();
  }
}

/** Pagefind's own search interfaces (`pagefind-ui.js`, `pagefind-component-ui.css`, …), unused here. */
export const UNUSED_BUNDLE_FILE = /^pagefind-(?:ui|component-ui|modular-ui|highlight)\.(?:js|css)$/;

/** Writes the index files Pagefind made, without its ready-made interfaces: the site has its own (the search island). */
function writeBundle(bundle: string, files: readonly IndexFile[]): void {
  const folders = new Set<string>();
  for (const file of files) {
    if (UNUSED_BUNDLE_FILE.test(file.path)) continue;
    const target = path.join(bundle, file.path);
    const folder = path.dirname(target);
    if (!folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      folders.add(folder);
    }
    writeFileSync(target, file.content);
  }
}
