/**
 * The `_redirects` rules of a built folder, matched as Netlify matches them, so the preview server answers a
 * keeper's hand-written redirect (a renamed page's 301) the way the host will. Rules are tried in order and the
 * first whose path matches is the one: with or without the trailing slash, `*` at the end matching the rest of the
 * path (`:splat` in the target), `:name` matching one segment. The build has already checked every line
 * (src/generator/host/host-rules.ts), so a line that does not read as a rule is skipped here.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseRedirects, type RedirectRule } from '../../../src/generator/host/host-rules.ts';

export interface RedirectMatch {
  readonly rule: RedirectRule;
  /** The rule's target with `:splat` and `:name` filled in from the decoded path (for a rewrite's file). */
  readonly target: string;
  /** The same, each filled-in segment percent-encoded: what a `Location` header may carry. */
  readonly location: string;
  /**
   * A filled-in value holds a control character or a backslash: browsers drop tabs and newlines from a URL and
   * read `\` as `/`, so `/go/%09/evil.example/x` would send the visitor to `//evil.example/x`, another host.
   */
  readonly unsafe: boolean;
}

interface CompiledRule {
  readonly rule: RedirectRule;
  readonly pattern: RegExp;
  readonly names: readonly string[];
}

const withoutSlash = (sitePath: string) => (sitePath.length > 1 && sitePath.endsWith('/') ? sitePath.slice(0, -1) : sitePath);
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(rule: RedirectRule): CompiledRule {
  const from = withoutSlash(rule.from);
  const names: string[] = [];
  const splat = from.endsWith('/*');
  const fixed = splat ? from.slice(0, -2) : from;
  const segments = fixed
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return literally(segment);
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  if (splat) names.push('splat');
  // Matched against the path as asked, so the splat keeps a trailing slash; a path without its slash matches too.
  return { rule, names, pattern: new RegExp(splat ? `^${segments}(?:/([\\s\\S]*))?$` : `^${segments}/?$`) };
}

export function compileRedirects(text: string): readonly CompiledRule[] {
  return parseRedirects(text, '_redirects', new Set()).rules.map(compile);
}

/** The first rule matching a site path, with its target filled in; undefined when none does. */
export function matchRedirect(rules: readonly CompiledRule[], sitePath: string): RedirectMatch | undefined {
  for (const { rule, pattern, names } of rules) {
    const found = pattern.exec(sitePath);
    if (!found) continue;
    const values = new Map(names.map((name, index) => [name, found[index + 1] ?? '']));
    const fill = (encode: (value: string) => string) =>
      rule.to.replace(/:([A-Za-z_]+)/g, (whole, name: string) => {
        const value = values.get(name);
        return value === undefined ? whole : encode(value);
      });
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
    const unsafe = [...values.values()].some((value) => /[\u0000-\u001f\u007f\\]/.test(value));
    return { rule, target: fill((v) => v), location: fill((v) => v.split('/').map(encodeURIComponent).join('/')), unsafe };
  }
  return undefined;
}

/**
 * A host file of the folder (`_headers`, `_redirects`) read into rules. In dev it is read again whenever a build
 * rewrites it; `missing` answers while there is no such file.
 */
export function hostFileReader<T>(file: string, parse: (text: string) => T, missing: () => T, dev: boolean): () => T {
  let cached: { mtimeMs: number; rules: T } | undefined;
  const read = (): T => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return missing();
    }
    if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, rules: parse(readFileSync(file, 'utf8')) };
    return cached.rules;
  };
  if (dev) return read;
  const fixed = read();
  return () => fixed;
}

/** The folder's `_redirects` rules (none without the file). */
export function redirectRulesReader(root: string, dev: boolean): () => readonly CompiledRule[] {
  return hostFileReader(path.join(root, '_redirects'), compileRedirects, () => [], dev);
}
