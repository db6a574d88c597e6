/**
 * Reading content files: list them, decode them as UTF-8, split front matter from body, validate the front
 * matter against its collection's schema. Every problem names the file, and the line where there is one.
 */
import { MAX_CONTENT_BYTES, nestingProblems } from './nesting.ts';
import { readFileSync } from 'node:fs';
import { firstLine, type Checked, type Problem } from '../../shared/problems.ts';
import { parseFrontMatter, type FrontMatter, type FrontMatterResult } from './front-matter.ts';
import { sourceHash, type ParseCache } from './parse-cache.ts';
import { listFolder, type ListedFile, type ListOptions } from './project-files.ts';
import type { Route } from '../../model/routes.ts';
import type { PageSource } from '../../model/page-source.ts';

export type { PageSource };

/**
 * Lets go of a page's body once the build has rendered it or handed it to the render worker: only rendering
 * reads a body, and a body is a slice of its file's whole text, so every file of a big site (some 20 MB for 4,000
 * articles) stayed in memory to the end of the build, where rendering is its peak. The only place a page is
 * changed after it was read, which is why the field stays readonly to everything else.
 */
export function forgetBody(page: PageSource): void {
  (page as { body: string }).body = '';
}
import { checkFrontMatter, toMeta, type SchemaName } from '../../model/schema.ts';

export interface ContentFiles {
  /** Content files below the locale folders, relative to the content folder, forward slashes, sorted. */
  readonly files: readonly string[];
  /** Real path on disk of each listed file (links resolved). */
  readonly real: ReadonlyMap<string, string>;
  readonly problems: readonly Problem[];
}

/** Markdown files carry this extension, in lower case; anything else in a locale folder is a mistake. */
const MARKDOWN = /\.md$/;
const MARKDOWN_LIKE = /\.(md|markdown|mdown|mkd|mkdn)$/i;

export async function readContentFolder(dir: string, options: ListOptions): Promise<ContentFiles> {
  const listing = await listFolder(dir, { ...options, skipHidden: true });
  const problems: Problem[] = [...listing.problems];
  const files: ListedFile[] = [];
  for (const file of listing.files) {
    // Files at the top (README.md, notes for editors) are not pages.
    if (!file.relative.includes('/')) continue;
    const name = `${options.label}/${file.relative}`;
    if (MARKDOWN.test(file.relative)) files.push(file);
    else if (MARKDOWN_LIKE.test(file.relative)) {
      problems.push({
        file: name,
        message: `markdown files must end in .md (lower case): rename it to ${file.relative.replace(MARKDOWN_LIKE, '.md').split('/').pop()}`,
      });
    } else {
      problems.push({ file: name, message: 'is not a content file: pages are .md files; pictures and other files go in public/' });
    }
  }
  return { files: files.map((f) => f.relative), real: new Map(files.map((f) => [f.relative, f.real])), problems };
}

/** The content files of a folder, for tools that only need the list (the build uses readContentFolder). */
export async function listContentFiles(dir: string): Promise<string[]> {
  return [...(await readContentFolder(dir, { root: dir, label: 'content' })).files];
}

export function schemaOf(route: Route): SchemaName {
  return route.collection ?? (route.kind === 'landing' ? 'landing' : 'pages');
}

/**
 * A page read: the page when its front matter passed the schemas, every problem found, and, when only the front
 * matter failed, the page without it (its body is still checked, so one run names every problem). `hash` is the
 * file's, when read with a parse cache.
 */
export interface ParseResult extends Checked<PageSource> {
  readonly unchecked?: UncheckedPage;
  readonly hash?: string;
}

/** A page whose front matter failed its schema: its body can still be checked, so one run names every problem. */
export type UncheckedPage = Omit<PageSource, 'meta'>;

/**
 * Parses one file's text; `source` is how problems name it (content/en/blog/x.md). `read` is the front matter
 * when it is already known (the parse cache).
 */
export function parsePage(route: Route, text: string, source: string, read?: FrontMatter): ParseResult {
  const parsed: FrontMatterResult = read ? { value: read, problems: [] } : parseFrontMatter(text, source);
  if (!parsed.value) return { problems: parsed.problems };
  const { data, body, bodyLine, fieldLines } = parsed.value;
  // A body nested too deep is never read further: the markdown lexer and the checks would run out of stack.
  const tooDeep = nestingProblems(body, source, bodyLine);
  if (tooDeep.length) return { problems: tooDeep };
  const problems = checkFrontMatter(schemaOf(route), data).map((p) => ({
    file: source,
    line: fieldLines[p.field],
    field: p.field,
    message: p.message,
  }));
  if (problems.length) return { problems, unchecked: { route, body, source, bodyLine, fieldLines } };
  return { value: { route, meta: toMeta(data), body, source, bodyLine, fieldLines }, problems };
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Reads a content file (at its real path) and parses it; unreadable or mis-encoded files are problems. With a
 * parse cache, front matter read by an earlier build is taken from it, and the result carries the file's hash.
 */
export async function readPage(real: string, route: Route, source: string, cache?: ParseCache): Promise<ParseResult> {
  let data: Buffer;
  try {
    // Synchronous: for thousands of small files, a tenth of the time of promises through libuv's thread pool.
    data = readFileSync(real);
  } catch (error) {
    return { problems: [{ file: source, message: `cannot be read (${firstLine(error)})` }] };
  }
  if (data.length > MAX_CONTENT_BYTES)
    return {
      problems: [
        {
          file: source,
          message: `is ${data.length.toLocaleString('en')} bytes; a content file may be at most ${MAX_CONTENT_BYTES.toLocaleString('en')} bytes (1 MB): split it into several pages`,
        },
      ],
    };
  let text: string;
  try {
    // Read as LF whatever the editor's system saved: a CR left at a line's end would show in every message.
    text = UTF8.decode(data).replace(/\r\n?/g, '\n');
  } catch {
    const bad = firstInvalidUtf8(data);
    const line = data.subarray(0, bad).toString('latin1').split('\n').length;
    return { problems: [{ file: source, line, message: `is not valid UTF-8 text (byte ${bad}); save it again as UTF-8` }] };
  }
  if (!cache) return parsePage(route, text, source);
  const hash = sourceHash(data);
  const known = cache.get(hash, text);
  const read: FrontMatterResult = known ? { value: known, problems: [] } : parseFrontMatter(text, source);
  if (!known && read.value) cache.remember(hash, text, read.value);
  if (!read.value) return { problems: read.problems };
  const result = parsePage(route, text, source, read.value);
  return result.value ? { ...result, hash } : result;
}

/** Offset of the first byte that does not start or continue a valid UTF-8 sequence. */
function firstInvalidUtf8(data: Uint8Array): number {
  let low = 0;
  let high = data.length;
  // The longest valid prefix, found by halving: decoding is all-or-nothing, this needs no decoder of our own.
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (decodes(data.subarray(0, mid))) low = mid;
    else high = mid - 1;
  }
  return low;
}

function decodes(data: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data, { stream: true });
    return true;
  } catch {
    return false;
  }
}
