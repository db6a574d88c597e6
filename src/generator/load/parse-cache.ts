/**
 * Front matter already read, kept between production builds by the hash of the file's bytes: reading YAML is most
 * of what loading a big site costs, and an editor's change touches one file of thousands. The cache holds what the
 * YAML parser returned (data, where each field is, where the body starts), never the checked result: every build
 * checks every page's front matter again, so a change of the schema is never hidden by the cache.
 */
import { createHash } from 'node:crypto';
import type { FrontMatter } from './front-matter.ts';

export interface CachedFrontMatter {
  readonly data: Readonly<Record<string, unknown>>;
  readonly bodyLine: number;
  readonly fieldLines: Readonly<Record<string, number>>;
  /** The body is the end of the file's text: this many characters. */
  readonly bodyLength: number;
}

export function sourceHash(bytes: Uint8Array): string {
  return createHash('sha1').update(bytes).digest('hex');
}

export class ParseCache {
  /** What this build read, to be kept for the next one (files that are gone drop out). */
  readonly current = new Map<string, CachedFrontMatter>();
  hits = 0;

  constructor(private readonly previous: ReadonlyMap<string, CachedFrontMatter> = new Map()) {}

  /** The front matter of a file with this hash and text, as the parser returned it the last time. */
  get(hash: string, text: string): FrontMatter | undefined {
    const cached = this.previous.get(hash);
    if (!cached || cached.bodyLength > text.length) return undefined;
    this.hits++;
    this.current.set(hash, cached);
    return {
      data: cached.data,
      body: text.slice(text.length - cached.bodyLength),
      bodyLine: cached.bodyLine,
      fieldLines: cached.fieldLines,
    };
  }

  remember(hash: string, text: string, parsed: FrontMatter): void {
    // Only what survives JSON unchanged (YAML's .inf and .nan do not); the rest is simply read again next time.
    if (!text.endsWith(parsed.body) || !jsonSafe(parsed.data)) return;
    this.current.set(hash, { data: parsed.data, bodyLine: parsed.bodyLine, fieldLines: parsed.fieldLines, bodyLength: parsed.body.length });
  }
}

function jsonSafe(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0);
  if (Array.isArray(value)) return value.every(jsonSafe);
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) return Object.values(value).every(jsonSafe);
  return false;
}
