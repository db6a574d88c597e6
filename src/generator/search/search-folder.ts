/**
 * The search index of a big site: each page's search document is written into a folder of its own, laid out as
 * the site is (`/blog/x/` as `blog/x/index.html`), and Pagefind's command indexes that folder in one run.
 *
 * Why not the streaming indexer (search-index.ts) for every site: Pagefind's service handles the pages it is sent
 * one message at a time, at about 1.1 ms a page on this machine, where its command reads and parses a folder of
 * the same documents at about 0.5 ms a page (4,063 pages: 4.6 s against 1.9 s, then the same 2.3 s to build the
 * index). The command also writes the index itself and waits for its writes before it exits, so the index never
 * passes through this process (taking it from the service in memory cost some 50 MB at the end of a big build).
 * On a small site the streaming indexer is better: it indexes on the other core while pages are rendered, where
 * the command's own start costs about 0.3 s.
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
import { SEARCH_BUNDLE_DIR } from '../../site/search.ts';
import {
  NOTHING_INDEXED,
  pagefindBinary,
  searchProblem,
  type SearchIndexer,
  type SearchIndexResult,
  UNUSED_BUNDLE_FILE,
} from './search-index.ts';

/** The last lines of Pagefind's output are shown when it fails. */
const OUTPUT_LINES = 12;

export class FolderIndexer implements SearchIndexer {
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
