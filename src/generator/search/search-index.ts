/**
 * The site search index: each page's search document (searchDocumentOf: language, title and `<main>`) is written
 * into a folder of its own, laid out as the site is (`/blog/x/` as `blog/x/index.html`), and Pagefind's command
 * indexes that folder in one run, into the staging folder before it replaces the live output: a failed index fails
 * the build and the previous output stays as it was. Pagefind reads `<html lang>` and writes one index per language
 * (Chinese text is segmented into words), and indexes only what is inside `data-pagefind-body`: the `<main>` of
 * pages that want to be found (document.ts), minus the parts marked `data-pagefind-ignore`.
 *
 * One way for every site. Pagefind's Node service, fed each page as it was rendered, was the small site's way: it
 * saved nothing there (1.72 s against 1.76 s for a cold build of the site) and cost 11% on the 4,000-article corpus
 * (28.8 s against 26.0 s), where it handles one message at a time and the command parses the folder in about half
 * the time. The command also writes the index itself and waits for its writes before it exits, so the index never
 * passes through this process.
 *
 * Pagefind numbers pages in the order it finds their files, which is the order the file system lists a folder
 * (by name hash on ext4, newest first on tmpfs), and the numbers are in the index's bytes. So the folder is a new
 * one for every build, and documents are written into it in the route manifest's order, by one thread: two builds
 * of the same pages on the same machine list it, and number the pages, the same way.
 *
 * The command runs with the documents' folder as its working directory and without `PAGEFIND_*` variables, so no
 * configuration file or environment variable can change what it indexes or where it writes.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Problem } from '../../shared/problems.ts';
import { SEARCH_BUNDLE_DIR } from '../../site/search.ts';
import { pagefindBinary } from './pagefind-binary.ts';

export interface SearchIndexResult {
  readonly pages: number;
  readonly problems: readonly Problem[];
}

const LABEL = `${SEARCH_BUNDLE_DIR}/`;
export const searchProblem = (message: string): Problem => ({ file: LABEL, message: `search index: ${message}` });

/** What either indexer says when no page of the site asked to be found. */
export const NOTHING_INDEXED = 'no page was indexed (no data-pagefind-body found)';

/** Pagefind's own search interfaces (`pagefind-ui.js`, `pagefind-component-ui.css`, …), unused here. */
export const UNUSED_BUNDLE_FILE = /^pagefind-(?:ui|component-ui|modular-ui|highlight)\.(?:js|css)$/;

/** The last lines of Pagefind's output are shown when it fails. */
const OUTPUT_LINES = 12;

export class SearchIndex {
  private readonly folders = new Set<string>();
  private readonly problems: string[] = [];
  private pages = 0;
  private root: string | undefined;

  /** `parent` holds the documents' folder, made with the first document: the system's temporary folder by default. */
  constructor(private readonly parent = tmpdir()) {}

  private get site(): string {
    this.root ??= mkdtempSync(path.join(this.parent, 'clinic-search-'));
    return path.join(this.root, 'site');
  }

  /** Writes a page's search document (searchDocumentOf) into the folder. Call in manifest order. */
  addDocument(sitePath: string, content: string): void {
    // Pagefind makes a page's address from its file's path: only a folder's index.html gives back `/x/`.
    if (!sitePath.startsWith('/') || !sitePath.endsWith('/') || sitePath.includes('..')) {
      this.problems.push(`${sitePath}: only a page at a folder address (ending in /) can be indexed`);
      return;
    }
    const folder = path.join(this.site, sitePath);
    if (!this.folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      this.folders.add(folder);
    }
    writeFileSync(path.join(folder, 'index.html'), content);
    this.pages++;
  }

  /** Indexes the folder into `siteDir/pagefind/` and checks that Pagefind indexed every page it was given. */
  async write(siteDir: string): Promise<SearchIndexResult> {
    if (this.problems.length) return { pages: this.pages, problems: this.problems.map(searchProblem) };
    if (this.pages === 0) return { pages: 0, problems: [searchProblem(NOTHING_INDEXED)] };
    const bundle = path.join(siteDir, SEARCH_BUNDLE_DIR);
    try {
      const site = this.site;
      const run = await runPagefind(['--site', site, '--output-path', bundle], path.dirname(site));
      if (run.code !== 0) {
        const tail = run.output.trim().split('\n').slice(-OUTPUT_LINES).join('\n');
        return { pages: 0, problems: [searchProblem(`Pagefind stopped with ${run.code}:\n${tail}`)] };
      }
      const files = await readdir(bundle);
      await Promise.all(files.filter((file) => UNUSED_BUNDLE_FILE.test(file)).map((file) => rm(path.join(bundle, file))));
      const indexed = await indexedPages(bundle);
      if (indexed !== this.pages) {
        return { pages: indexed, problems: [searchProblem(`Pagefind indexed ${indexed} of the ${this.pages} pages it was given`)] };
      }
      return { pages: this.pages, problems: [] };
    } catch (error) {
      return { pages: 0, problems: [searchProblem(error instanceof Error ? error.message : String(error))] };
    }
  }

  /** Removes the documents' folder. */
  async close(): Promise<void> {
    if (this.root) await rm(this.root, { recursive: true, force: true });
  }
}

/** The pages the written index holds, from its entry file (which also proves the file was written whole). */
async function indexedPages(bundle: string): Promise<number> {
  const entry = JSON.parse(await readFile(path.join(bundle, 'pagefind-entry.json'), 'utf8')) as {
    languages: Record<string, { page_count: number }>;
  };
  return Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0);
}

function runPagefind(args: readonly string[], cwd: string): Promise<{ code: number | null; output: string }> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.toUpperCase().startsWith('PAGEFIND_')));
  return new Promise((resolve, reject) => {
    const child = spawn(pagefindBinary(), [...args], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer) => {
      // Only the end is shown, so a chatty run is not kept whole.
      output = (output + chunk.toString('utf8')).slice(-8_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}
