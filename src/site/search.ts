/**
 * Where the search index lives in the output, shared by the build step that writes it and the page that reads
 * it. The folder is Pagefind's own name for it.
 */
export const SEARCH_BUNDLE_DIR = 'pagefind';

/** Site path of the bundle: the search island loads `pagefind.js` from here. */
export const SEARCH_BUNDLE = `/${SEARCH_BUNDLE_DIR}/`;
