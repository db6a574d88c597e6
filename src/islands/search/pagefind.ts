/**
 * Pagefind's browser API (`/pagefind/pagefind.js`, written by the build beside the index), loaded only when a
 * search runs. Only the part the search island uses is typed here. The index of the page's language is the one
 * Pagefind picks from `<html lang>`; on Chinese and Malay pages the English index is merged in as well, because
 * the articles exist only in English and a reader may well search for an English word.
 */

/** What `result.data()` gives for one page. */
export interface PagefindResultData {
  readonly url: string;
  /** Plain text with the matched words wrapped in `<mark>`; other characters are HTML-escaped. */
  readonly excerpt: string;
  readonly meta: Readonly<Record<string, string | undefined>>;
  /** The page's indexed text. */
  readonly content: string;
  /** Each place a search word matched, with the weight of the part of the page it is in (body text is 1). */
  readonly weighted_locations: readonly { readonly weight: number }[];
}

export interface PagefindResult {
  readonly id: string;
  readonly score: number;
  data(): Promise<PagefindResultData>;
}

export interface PagefindSearch {
  readonly results: readonly PagefindResult[];
}

export interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  mergeIndex(path: string, options?: Record<string, unknown>): Promise<void>;
  /** `null` when a newer call superseded this one (debounced search). */
  search(term: string, options?: { readonly filters?: Readonly<Record<string, string>> }): Promise<PagefindSearch | null>;
}

export interface PagefindSetup {
  /** Site path of the bundle folder, with slashes: `/pagefind/`. */
  readonly bundle: string;
  /** Pagefind's name of another language's index to search too (`en-sg`), or none. */
  readonly alsoLanguage?: string;
  /** The filter every result must match: pages for this page's readers (src/model/search-marks.ts). */
  readonly filters?: Readonly<Record<string, string>>;
}

let loading: Promise<PagefindApi> | undefined;

/** Loads and starts Pagefind once per page; a failed load may be retried by the next search. */
export function loadPagefind(
  setup: PagefindSetup,
  importer: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
): Promise<PagefindApi> {
  loading ??= start(setup, importer).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function start({ bundle, alsoLanguage }: PagefindSetup, importer: (url: string) => Promise<unknown>): Promise<PagefindApi> {
  // The URL is a variable so the bundler leaves the import to the browser: the file is the build's output.
  const api = (await importer(`${bundle}pagefind.js`)) as PagefindApi;
  // Pagefind searches in a worker (its script is served with the search policy, policy-scopes.ts), or on the
  // main thread where workers cannot run, under the search page's own policy.
  await api.options({ basePath: bundle, excerptLength: 24 });
  await api.init();
  // The same bundle, named by its absolute URL: Pagefind skips a merge whose path starts like the primary
  // index's, though it is another language's index of that bundle that is asked for.
  if (alsoLanguage) await api.mergeIndex(new URL(bundle, window.location.href).href, { language: alsoLanguage });
  return api;
}
