/**
 * Links to an anchor of a page (`[x](page:services#knee)`, `[form](#enquiry-form)`) must land on an element
 * with that id in the target page as built, in the target's locale. Pages are rendered in any order and on two
 * threads, so ids and links are gathered while rendering and checked once every page is done.
 */
import type { Problem } from '../../shared/problems.ts';

export interface AnchorRef {
  /** The file whose copy holds the link, and the line of the link in it. */
  readonly file: string;
  readonly line?: number;
  /** Route name of the page linked to. */
  readonly target: string;
  readonly anchor: string;
  readonly href: string;
}

/** What a render thread hands back: each page's ids, and the anchor links of its copy. */
export interface AnchorData {
  readonly ids: ReadonlyArray<readonly [route: string, ids: readonly string[]]>;
  readonly refs: readonly AnchorRef[];
}

export class AnchorIndex {
  private readonly ids = new Map<string, ReadonlySet<string>>();
  private readonly refs: AnchorRef[] = [];

  page(route: string, ids: ReadonlySet<string>, refs: readonly AnchorRef[]): void {
    this.ids.set(route, ids);
    this.refs.push(...refs);
  }

  merge(data: AnchorData): void {
    for (const [route, ids] of data.ids) this.ids.set(route, new Set(ids));
    this.refs.push(...data.refs);
  }

  toData(): AnchorData {
    return { ids: [...this.ids].map(([route, ids]) => [route, [...ids]] as const), refs: this.refs };
  }

  /** Links whose anchor is not an id of the page they point at (pages not rendered here are not judged). */
  problems(pathOf: (route: string) => string): Problem[] {
    const problems: Problem[] = [];
    for (const ref of this.refs) {
      const ids = this.ids.get(ref.target);
      if (!ids || ids.has(ref.anchor)) continue;
      const near = [...ids].filter((id) => similar(id, ref.anchor)).slice(0, 3);
      const hint = near.length ? ` (did you mean ${near.map((id) => `#${id}`).join(' or ')}?)` : '';
      problems.push({
        file: ref.file,
        line: ref.line,
        message: `link ${ref.href} points at #${ref.anchor}, which is not an anchor of ${pathOf(ref.target)}${hint}`,
      });
    }
    return problems;
  }
}

/** Ids a reader probably meant: one shares a long prefix with the other. */
function similar(a: string, b: string): boolean {
  let same = 0;
  while (same < a.length && same < b.length && a[same] === b[same]) same++;
  return same >= Math.min(4, Math.min(a.length, b.length) - 1);
}

/** Every `id="…"` of a piece of HTML written by React or marked (attribute values always double-quoted). */
export function idsIn(html: string): string[] {
  const ids: string[] = [];
  for (const match of html.matchAll(/\sid="([^"]+)"/g)) if (match[1]) ids.push(match[1]);
  // A match is a slice of the page's HTML and keeps all of it alive: the ids of every page are kept until every
  // page is rendered, which held every page of a big site in memory (some 45 KB each). Joined and split again,
  // they are slices of one short string instead.
  return ids.length ? ids.join('\n').split('\n') : ids;
}
