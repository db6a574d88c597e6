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
 */
import { createHash } from 'node:crypto';
import { closeSync, openSync, writeSync } from 'node:fs';
import { mkdir, readFile, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import type { AnchorRef } from './anchors.ts';
import { ParseCache, type CachedFrontMatter } from './parse-cache.ts';

/** Bumped when what is stored changes shape: an older file is then ignored. */
const FORMAT = 3;

/** What one page's render needed and made. */
export interface PageRecord {
  /** Hash of the page's content file. */
  readonly source: string;
  /** Route name and front-matter hash of every other page the render read. */
  readonly reads: ReadonlyArray<readonly [string, string]>;
  /** The files written for the page: site path, size and modification time, to tell whether they are still ours. */
  readonly files: ReadonlyArray<readonly [string, number, number]>;
  /** CSP hashes of the generator's inline scripts met while rendering the page. */
  readonly scripts: readonly string[];
  /** Ids of the page, and the anchor links its copy makes (checked across the site every build). */
  readonly ids: readonly string[];
  readonly refs: readonly AnchorRef[];
  /** What the site search indexes of the page (search-document.ts), if it is indexed. */
  readonly search?: string;
}

interface Stored {
  readonly format: number;
  readonly key: string;
  readonly pages: Readonly<Record<string, PageRecord>>;
  readonly sources: Readonly<Record<string, CachedFrontMatter>>;
}

export function hashOf(value: unknown): string {
  return createHash('sha256')
    .update(typeof value === 'string' ? value : JSON.stringify(value))
    .digest('hex');
}

export class BuildCache {
  readonly parse: ParseCache;

  private constructor(
    private readonly file: string,
    private readonly stored: Stored | undefined,
  ) {
    this.parse = new ParseCache(new Map(Object.entries(stored?.sources ?? {})));
  }

  /** The cache of builds into `outDir`; a missing, unreadable or older cache is an empty one, as is a `fresh` one. */
  static async open(cacheDir: string, outDir: string, fresh = false): Promise<BuildCache> {
    const file = path.join(cacheDir, `${hashOf(path.resolve(outDir)).slice(0, 16)}.jsonl`);
    if (fresh) return new BuildCache(file, undefined);
    try {
      return new BuildCache(file, parseLines(await readFile(file, 'utf8')));
    } catch {
      // No cache yet, or a broken one: this build is a cold one and writes a new cache.
      return new BuildCache(file, undefined);
    }
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
    const temporary = `${this.file}.${process.pid}`;
    const fd = openSync(temporary, 'w');
    try {
      writeSync(fd, `${JSON.stringify({ format: FORMAT, key })}\n`);
      for (const [name, record] of pages) writeSync(fd, `${JSON.stringify(['page', name, record])}\n`);
      for (const [hash, parsed] of this.parse.current) writeSync(fd, `${JSON.stringify(['source', hash, parsed])}\n`);
    } finally {
      closeSync(fd);
    }
    await rename(temporary, this.file);
  }
}

/** A saved cache; undefined for one of another format. */
function parseLines(text: string): Stored | undefined {
  const lines = text.split('\n');
  const head = JSON.parse(lines[0] ?? '') as { format: number; key: string };
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
  return { format: head.format, key: head.key, pages, sources };
}
