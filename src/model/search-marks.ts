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

/**
 * The filter naming the locales whose readers a page is for (`for:cn`). Chinese and Malay readers search the
 * English index too, for the pages that exist only in English; an English page that has their version is found
 * in their own index instead, so each search asks for its own locale's pages only.
 */
export const AUDIENCE_FILTER = 'for';

/** Whether and how a page is indexed. */
export interface SearchMarks {
  /** Attributes of `<main>`, with a leading space; empty for a page search leaves out. */
  readonly attributes: string;
  /** Empty elements at the start of `<main>` carrying the page's audience, one per locale (Pagefind reads one
   * filter value per element). */
  readonly filters: string;
}

/** `audience`: the locales whose readers should find the page (its own, and for English-only pages, all). */
export function searchMarks(route: Pick<Route, 'kind' | 'noindex' | 'collection'>, audience: readonly string[]): SearchMarks {
  if (route.kind === 'error' || route.noindex) return { attributes: '', filters: '' };
  return {
    attributes: ` data-pagefind-body data-pagefind-meta="type:${searchTypeOf(route)}"`,
    // `hidden=""` as React writes the attribute, the form the site's HTML checks expect.
    filters: audience.map((code) => `<span hidden="" data-pagefind-filter="${AUDIENCE_FILTER}:${code}"></span>`).join(''),
  };
}
