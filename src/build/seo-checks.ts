/**
 * Checks search engines care about that no single file can make: every page's title and description must be
 * its own (a duplicate makes a search engine pick one page and drop the other from results).
 */
import type { PageSource } from './content.ts';

export function duplicateMetaProblems(pages: readonly PageSource[], contentLabel: string): string[] {
  const problems: string[] = [];
  for (const field of ['title', 'description'] as const) {
    const first = new Map<string, string>();
    for (const { route, meta } of pages) {
      const value = meta[field].trim().toLowerCase();
      const owner = first.get(value);
      if (owner) problems.push(`${contentLabel}/${route.file}: front matter field "${field}" is the same as in ${contentLabel}/${owner}; give every page its own ${field}`);
      else first.set(value, route.file);
    }
  }
  return problems;
}
