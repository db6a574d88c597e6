/**
 * Checks search engines care about that no single file can make: every page's title and description must be
 * its own (a duplicate makes a search engine pick one page and drop the other from results).
 */
import type { Problem } from '../../shared/problems.ts';
import type { PageSource } from '../load/content.ts';

export function duplicateMetaProblems(pages: readonly PageSource[]): Problem[] {
  const problems: Problem[] = [];
  for (const field of ['title', 'description'] as const) {
    const first = new Map<string, string>();
    for (const { meta, source, fieldLines } of pages) {
      const value = meta[field].trim().toLowerCase();
      const owner = first.get(value);
      if (owner)
        problems.push({
          file: source,
          line: fieldLines?.[field],
          field,
          message: `is the same as in ${owner}; give every page its own ${field}`,
        });
      else first.set(value, source);
    }
  }
  return problems;
}
