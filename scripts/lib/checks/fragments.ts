/**
 * Whether the #fragment of every link on the built pages names a place on its target page: an element with that
 * id, or an <a name> (as a browser scrolls to either). Pages are read with parse5, as a browser reads them.
 *
 * The link check does this itself rather than through linkinator's checkFragments: linkinator checks a link's
 * fragment only when it reaches the target page after finding the link, so a page that was also a starting point
 * of the crawl (every built page is) could be checked before the link was seen, and a broken anchor passed or
 * failed depending on the order in which responses arrived.
 */
import { type DefaultTreeAdapterMap, parse } from 'parse5';

export interface BrokenFragment {
  /** The link as resolved, without the origin: `/services/#knee`. */
  readonly url: string;
  /** The page that holds the link. */
  readonly parent: string;
}

interface PageParts {
  /** Ids and anchor names: the places a fragment can name. */
  readonly places: Set<string>;
  /** Every href of <a> and <area>, as written. */
  readonly hrefs: string[];
}

function pageParts(html: string): PageParts {
  const places = new Set<string>();
  const hrefs: string[] = [];
  const pending: DefaultTreeAdapterMap['parentNode'][] = [parse(html)];
  for (let node = pending.pop(); node; node = pending.pop()) {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      for (const attr of child.attrs) {
        if (attr.name === 'id' || (attr.name === 'name' && child.tagName === 'a')) places.add(attr.value);
        if (attr.name === 'href' && (child.tagName === 'a' || child.tagName === 'area')) hrefs.push(attr.value);
      }
      pending.push(child);
      if ('content' in child) pending.push(child.content); // a <template>'s children live in its content
    }
  }
  return { places, hrefs };
}

/**
 * Whether `fragment` (as written after '#', percent-encoded or not) is a place on a page with `places`. An empty
 * fragment and "top" mean the top of the page, which every page has.
 */
function fragmentFound(fragment: string, places: ReadonlySet<string>): boolean {
  let decoded = fragment;
  try {
    decoded = decodeURIComponent(fragment);
  } catch {
    // A malformed escape: compare as written.
  }
  if (decoded === '' || decoded.toLowerCase() === 'top') return true;
  return places.has(decoded) || places.has(fragment);
}

/**
 * The links of `pagePaths` (served at `origin`) whose fragment names no place on their target page, and how many
 * fragments were checked. Links to other origins and to pages that do not answer 200 are left to the crawl, which
 * reports missing pages itself.
 */
export async function brokenFragments(
  origin: string,
  pagePaths: readonly string[],
): Promise<{ readonly checked: number; readonly broken: BrokenFragment[] }> {
  const pages = new Map<string, Promise<PageParts | undefined>>();
  const partsOf = (pathname: string) => {
    let parts = pages.get(pathname);
    if (!parts) {
      parts = fetch(`${origin}${pathname}`).then(async (response) =>
        response.ok && response.headers.get('content-type')?.includes('html') ? pageParts(await response.text()) : undefined,
      );
      pages.set(pathname, parts);
    }
    return parts;
  };
  const broken: BrokenFragment[] = [];
  const seen = new Set<string>();
  let checked = 0;
  for (const parent of pagePaths) {
    const parts = await partsOf(new URL(parent, origin).pathname);
    for (const href of parts?.hrefs ?? []) {
      let target: URL;
      try {
        target = new URL(href, `${origin}${parent}`);
      } catch {
        continue; // An address that does not parse: the crawl reports it.
      }
      if (target.origin !== origin || target.hash === '') continue;
      const url = `${target.pathname}${target.search}${target.hash}`;
      if (seen.has(`${url} ${parent}`)) continue;
      seen.add(`${url} ${parent}`);
      checked++;
      const targetParts = await partsOf(`${target.pathname}${target.search}`);
      if (targetParts && !fragmentFound(target.hash.slice(1), targetParts.places)) broken.push({ url, parent });
    }
  }
  return { checked, broken };
}
