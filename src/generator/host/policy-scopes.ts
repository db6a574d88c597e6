/**
 * Which paths get which Content-Security-Policy. The search pages need one more source than every other page
 * (csp.ts: Pagefind's WebAssembly), and Netlify and Cloudflare Pages join the values of a header set by two
 * matching `_headers` rules, which for this header means the browser enforces both policies, the stricter one
 * winning. `_headers` has no way to say "everything except", so the strict policy is given to a list of patterns
 * that together cover every file of the output except the search pages' folders: the site root, and for each
 * entry of the output's top folder (and of the locale folders that hold a search page) its path and, for a
 * folder, everything under it.
 *
 * An address under no entry of those folders (`/no-such-thing/`, `/cn/no-such-thing/`) is named only by `/*`,
 * which carries the union of the site's policies (policy-union.ts): what hosts serve there is the not-found page,
 * which adds the strict policy in its own `<meta http-equiv>` (csp.ts `metaPolicy`).
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';

export interface PolicyScopes {
  /** Patterns of the search pages, each of which gets the search policy. */
  readonly search: readonly string[];
  /** Patterns that cover every other file of the output, each of which gets the strict policy. */
  readonly strict: readonly string[];
  /** Patterns of the content editor (/admin/), a program of its own with a policy of its own (admin-policy.ts). */
  readonly admin?: readonly string[];
}

export interface OutputEntry {
  readonly name: string;
  readonly folder: boolean;
}

/** Lists a folder of the output. */
export type ListFolder = (sitePath: string) => Promise<readonly OutputEntry[]>;

/** The scopes for an output folder on disk. */
export async function policyScopesOf(
  dir: string,
  searchPaths: readonly string[],
  adminPaths: readonly string[] = [],
): Promise<PolicyScopes> {
  const list: ListFolder = async (sitePath) => {
    const entries = await readdir(path.join(dir, sitePath), { withFileTypes: true }).catch(() => []);
    return entries.map((e) => ({ name: e.name, folder: e.isDirectory() }));
  };
  return policyScopes(list, searchPaths, adminPaths);
}

/**
 * `searchPaths`: the folders of the search pages and of the search code (`/search/`, `/cn/search/`,
 * `/pagefind/`). Hidden files are never served, and the
 * entries are sorted, so the same output always gives the same `_headers`.
 */
export async function policyScopes(
  list: ListFolder,
  searchPaths: readonly string[],
  adminPaths: readonly string[] = [],
): Promise<PolicyScopes> {
  const strict: string[] = ['/'];
  const ownPolicy = [...searchPaths, ...adminPaths];
  const walk = async (folder: string): Promise<void> => {
    const entries = (await list(folder)).filter((e) => !e.name.startsWith('.')).sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      const own = `${folder}${entry.name}`;
      const inside = `${own}/`;
      if (!entry.folder) {
        strict.push(own);
        continue;
      }
      if (ownPolicy.includes(inside)) continue;
      if (ownPolicy.some((p) => p.startsWith(inside))) {
        // A locale folder: its own page, then its entries one by one, around its search page.
        strict.push(inside);
        await walk(inside);
        continue;
      }
      strict.push(own, `${inside}*`);
    }
  };
  await walk('/');
  return { search: searchPaths.map((p) => `${p}*`), strict, ...(adminPaths.length ? { admin: adminPaths.map((p) => `${p}*`) } : {}) };
}
