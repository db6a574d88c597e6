/**
 * Reading content files: list them, split front matter from body with gray-matter, validate the front matter
 * against its collection's schema. Every problem names the file and the field.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import { checkFrontMatter, toMeta, type Meta, type SchemaName } from './schema.ts';
import type { Route } from './routes.ts';

export interface PageSource {
  readonly route: Route;
  readonly meta: Meta;
  /** Markdown body, front matter removed. */
  readonly body: string;
}

export interface ContentProblem {
  readonly file: string;
  readonly message: string;
}

/** Content files below the locale folders, relative to `root`, with forward slashes, sorted. */
export async function listContentFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && !e.name.startsWith('.'))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((file) => file.includes('/'))
    .sort();
}

export function schemaOf(route: Route): SchemaName {
  return route.collection ?? 'pages';
}

export type ParseResult = { readonly ok: true; readonly page: PageSource } | { readonly ok: false; readonly problems: readonly ContentProblem[] };

/** Parses one file's text; `displayPath` is how errors name it (content/en/blog/x.md). */
export function parsePage(route: Route, text: string, displayPath: string): ParseResult {
  let parsed: { data: Record<string, unknown>; content: string };
  try {
    // An options object turns off gray-matter's cache, which would keep every file of a big build in memory.
    parsed = matter(text, {});
  } catch (error) {
    return { ok: false, problems: [{ file: displayPath, message: `front matter is not valid YAML: ${firstLine(error)}` }] };
  }
  if (Object.keys(parsed.data).length === 0) {
    return { ok: false, problems: [{ file: displayPath, message: 'has no front matter (expected a --- block with title and description)' }] };
  }
  const problems = checkFrontMatter(schemaOf(route), parsed.data).map((p) => ({
    file: displayPath,
    message: `front matter field "${p.field}" ${p.message}`,
  }));
  if (problems.length) return { ok: false, problems };
  return { ok: true, page: { route, meta: toMeta(parsed.data), body: parsed.content } };
}

export async function readPage(contentRoot: string, route: Route, displayRoot = 'content'): Promise<ParseResult> {
  const displayPath = `${displayRoot}/${route.file}`;
  let text: string;
  try {
    text = await readFile(path.join(contentRoot, route.file), 'utf8');
  } catch (error) {
    return { ok: false, problems: [{ file: displayPath, message: `cannot be read: ${firstLine(error)}` }] };
  }
  return parsePage(route, text, displayPath);
}

function firstLine(error: unknown): string {
  return String((error as Error).message ?? error).split('\n')[0] ?? '';
}
