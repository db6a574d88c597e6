/**
 * What a production build remembers for the next one, in `.cache/build/` (ignored by git; `--no-cache` does without
 * it): the front matter it read (parse-cache.ts) and, for every page, what its output was made from. A page whose
 * file, and the front matter of every other page its render read (listings, related pages, breadcrumbs), are as
 * they were, under the same site key, is taken over from the previous output instead of being rendered again.
 *
 * The site key covers everything every page is made from: the generator's code and dependencies (the code
 * version), the settings, the catalogues, the stylesheet and browser code, the pictures' sizes, the public files,
 * and the list of routes, so adding or removing a page renders every page again (every page's language links and
 * the build's list of paths depend on it). The build id is derived from the key, so a cold build and a cached one
 * of the same inputs write the same bytes.
 *
 * The dev server keeps the same records in memory between its builds (a `CacheSession`), so an edit renders again
 * what a build with the cache would: one rule for what a change reaches.
 */
import { createHash, randomBytes } from 'node:crypto';
import { closeSync, openSync, writeSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { RenderRecord } from '../render/render-pages.ts';
import { DocumentFile, type DocumentAt } from '../search/document-file.ts';
import { ParseCache, type CachedFrontMatter } from '../load/parse-cache.ts';

/** Bumped when what is stored changes shape: an older file is then ignored. */
const FORMAT = 4;

/** What one page's render needed and made. */
export interface PageRecord extends Omit<RenderRecord, 'reads'> {
  /** Hash of the page's content file. */
  readonly source: string;
  /** Route name and front-matter hash of every other page the render read. */
  readonly reads: ReadonlyArray<readonly [string, string]>;
  /** The files written for the page: site path, size and modification time, to tell whether they are still ours. */
  readonly files: ReadonlyArray<readonly [string, number, number]>;
  /** Where, in the cache's documents file, what the site search indexes of the page is (search-document.ts). */
  readonly search?: DocumentAt;
}

interface Head {
  readonly format: number;
  readonly key: string;
  /** The documents file the records point into (beside this file), and its size. */
  readonly documents?: { readonly file: string; readonly size: number };
}

interface Stored extends Head {
  readonly pages: Readonly<Record<string, PageRecord>>;
  readonly sources: Readonly<Record<string, CachedFrontMatter>>;
}

/**
 * The records kept in memory from one build to the next, for the dev server: the same as the file on disk, but
 * nothing is parsed or written. Only the search documents are in a file, in `dir`, which the caller removes.
 */
export class CacheSession {
  stored: Stored | undefined;
  constructor(readonly dir: string) {}
}

export function hashOf(value: unknown): string {
  return createHash('sha256')
    .update(typeof value === 'string' ? value : JSON.stringify(value))
    .digest('hex');
}

export class BuildCache {
  readonly parse: ParseCache;
  /** The search documents the previous build's records point into. */
  readonly documents: DocumentFile | undefined;
  /** This build's documents file, made by newDocuments(). */
  private made: DocumentFile | undefined;

  private constructor(
    private readonly file: string,
    private readonly stored: Stored | undefined,
    documents?: DocumentFile,
    private readonly session?: CacheSession,
  ) {
    this.parse = new ParseCache(new Map(Object.entries(stored?.sources ?? {})));
    this.documents = documents;
  }

  /** The cache of builds into `outDir`; a missing, unreadable or older cache is an empty one, as is a `fresh` one. */
  static async open(cacheDir: string, outDir: string, fresh = false): Promise<BuildCache> {
    const file = path.join(cacheDir, `${hashOf(path.resolve(outDir)).slice(0, 16)}.jsonl`);
    if (fresh) return new BuildCache(file, undefined);
    try {
      const stored = parseLines(await readFile(file, 'utf8'));
      if (!stored?.documents) return new BuildCache(file, stored);
      // Records point into the documents file by position: one of another size is not the one they were written with.
      const documents = path.join(cacheDir, path.basename(stored.documents.file));
      if ((await stat(documents)).size !== stored.documents.size) return new BuildCache(file, undefined);
      return new BuildCache(file, stored, DocumentFile.read(documents, stored.documents.size));
    } catch {
      // No cache yet, or a broken one: this build is a cold one and writes a new cache.
      return new BuildCache(file, undefined);
    }
  }

  /** The records a session kept in memory from its previous build (none before its first). */
  static inSession(session: CacheSession): BuildCache {
    const file = path.join(session.dir, 'session.jsonl');
    const { stored } = session;
    if (!stored?.documents) return new BuildCache(file, stored, undefined, session);
    return new BuildCache(file, stored, DocumentFile.read(path.join(session.dir, stored.documents.file), stored.documents.size), session);
  }

  /** A new documents file for this build's records, beside the cache (saved with it, or removed by close()). */
  async newDocuments(): Promise<DocumentFile> {
    await mkdir(path.dirname(this.file), { recursive: true });
    this.made = DocumentFile.create(`${this.file.slice(0, -'.jsonl'.length)}.${randomBytes(6).toString('hex')}.documents`);
    return this.made;
  }

  /** Closes the documents files, and removes this build's if it was not saved. */
  async close(): Promise<void> {
    this.documents?.close();
    if (!this.made) return;
    this.made.close();
    await rm(this.made.file, { force: true });
    this.made = undefined;
  }

  /**
   * The previous build's record of a page, if its output can be taken over: same site key, same file, the
   * front matter it read unchanged, and its files in `outDir` as that build left them.
   */
  async reusable(
    key: string,
    name: string,
    source: string | undefined,
    metaHash: (name: string) => string | undefined,
    outDir: string,
  ): Promise<PageRecord | undefined> {
    if (!this.stored || this.stored.key !== key || source === undefined) return undefined;
    const record = this.stored.pages[name];
    if (!record || record.source !== source) return undefined;
    if (record.search && !this.documents) return undefined;
    if (!record.reads.every(([read, hash]) => metaHash(read) === hash)) return undefined;
    for (const [sitePath, size, mtimeMs] of record.files) {
      const now = await stat(path.join(outDir, sitePath)).catch(() => undefined);
      if (!now || now.size !== size || now.mtimeMs !== mtimeMs) return undefined;
    }
    return record;
  }

  /**
   * Keeps this build's records and front matter for the next build, written beside and renamed into place. One
   * line per entry, so a big site's cache is never one string in memory.
   */
  async save(key: string, pages: ReadonlyMap<string, PageRecord>): Promise<void> {
    await mkdir(path.dirname(this.file), { recursive: true });
    const made = this.made;
    const head: Head = { format: FORMAT, key, ...(made ? { documents: { file: path.basename(made.file), size: made.size } } : {}) };
    if (this.session) {
      // A copy of the front matter, as the file would give back: a later stage changing a parsed value in place
      // must not reach the next build through the session.
      const sources = structuredClone(Object.fromEntries(this.parse.current));
      this.session.stored = { ...head, pages: Object.fromEntries(pages), sources };
    } else {
      const temporary = `${this.file}.${process.pid}`;
      const fd = openSync(temporary, 'w');
      try {
        writeSync(fd, `${JSON.stringify(head)}\n`);
        for (const [name, record] of pages) writeSync(fd, `${JSON.stringify(['page', name, record])}\n`);
        for (const [hash, parsed] of this.parse.current) writeSync(fd, `${JSON.stringify(['source', hash, parsed])}\n`);
      } finally {
        closeSync(fd);
      }
      await rename(temporary, this.file);
    }
    // The records now point into this build's documents file: it is kept, every other one of this cache goes
    // (the previous build's, and any a build that stopped half-way left).
    made?.close();
    this.made = undefined;
    this.documents?.close();
    const own = path.basename(this.file, '.jsonl');
    const keep = made ? path.basename(made.file) : '';
    const folder = path.dirname(this.file);
    for (const name of await readdir(folder)) {
      if (name.startsWith(`${own}.`) && name.includes('.documents') && name !== keep) await rm(path.join(folder, name), { force: true });
    }
  }
}

/** A saved cache; undefined for one of another format. */
function parseLines(text: string): Stored | undefined {
  const lines = text.split('\n');
  const head = JSON.parse(lines[0] ?? '') as Head;
  if (head.format !== FORMAT) return undefined;
  const pages: Record<string, PageRecord> = {};
  const sources: Record<string, CachedFrontMatter> = {};
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i];
    if (!line) continue;
    const [kind, id, value] = JSON.parse(line) as ['page', string, PageRecord] | ['source', string, CachedFrontMatter];
    if (kind === 'page') pages[id] = value as PageRecord;
    else sources[id] = value as CachedFrontMatter;
  }
  return { ...head, pages, sources };
}
