/**
 * Every page path ends with a slash. A path without one gets it, the query and the hash kept. Paths
 * whose last segment names a file (`/images/logo.svg`, `/404.html`) are files, not pages, and stay as they are.
 * Used at build time for hand-written links in copy, and in the browser for the address on load.
 */

/** `/about-us` → `/about-us/`; `/`, `/about-us/` and `/favicon.svg` are returned unchanged. */
export function withTrailingSlash(path: string): string {
  if (path.endsWith('/')) return path;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return last.includes('.') ? path : `${path}/`;
}

/**
 * A site-internal href (`/about-us?x=1#team`) in slash form (`/about-us/?x=1#team`). Anything that is not a
 * root-relative path (absolute URLs, `//host`, `#anchor`, `mailto:`, relative paths) is returned unchanged.
 */
export function normaliseHref(href: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const end = href.search(/[?#]/);
  const path = end === -1 ? href : href.slice(0, end);
  const rest = end === -1 ? '' : href.slice(end);
  return `${withTrailingSlash(path)}${rest}`;
}

/** Rewrites the address bar to the slash form without a reload or a new history entry. */
export function normaliseAddress(location: Location, history: History): boolean {
  const path = withTrailingSlash(location.pathname);
  if (path === location.pathname) return false;
  history.replaceState(history.state, '', `${path}${location.search}${location.hash}`);
  return true;
}
