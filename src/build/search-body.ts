/**
 * Which pages the site search indexes, and as what kind of page. Pagefind indexes only what is inside an
 * element marked `data-pagefind-body`: the document frame puts it on `<main>` of these pages, so the header,
 * sidebars, footer and WhatsApp chat are never indexed. Pages kept out of search engines (`noindex`: thank-you,
 * search) and the error pages are kept out of the site search as well.
 */
import type { Route } from './routes.ts';

/** The kind of page a search result shows; the search island has a label for each. */
export type SearchType = 'service' | 'blog' | 'media' | 'page';

export function searchTypeOf(route: Pick<Route, 'collection'>): SearchType {
  if (route.collection === 'services') return 'service';
  return route.collection ?? 'page';
}

/** The filter naming the locales a page has no version in (`missing:cn`), see `searchAttributes`. */
export const MISSING_FILTER = 'missing';

/**
 * The attributes for `<main>`: indexed as its kind of page, or nothing for a page search leaves out. An English
 * page that has no Chinese or Malay version also carries `missing:<code>` filters: those readers search the
 * English index too, for exactly these pages (a page that has their version is found in their own index).
 */
export function searchAttributes(route: Pick<Route, 'kind' | 'noindex' | 'collection'>, missing: readonly string[] = []): string {
  if (route.kind === 'error' || route.noindex) return '';
  const filters = missing.map((code) => `${MISSING_FILTER}:${code}`).join(', ');
  return ` data-pagefind-body data-pagefind-meta="type:${searchTypeOf(route)}"${filters ? ` data-pagefind-filter="${filters}"` : ''}`;
}
