/**
 * Key points are plain text, with one exception: the key point about urgent care may link to the page's "When to
 * get help" block, written as markdown writes a link, `[the words](#when-to-get-help)`. Nothing else in a key point
 * is read as markup, so other brackets stay text and are named as a problem rather than shown half-linked.
 */

/** The id of the when-to-get-help block, which the key point links to. */
export const WHEN_TO_GET_HELP = 'when-to-get-help';

export type KeyPointPart = { readonly text: string } | { readonly link: string };

const LINK = /\[([^\][]+)\]\(#when-to-get-help\)/g;
const ANY_LINK = /\[[^\]]*\]\([^)]*\)/g;

/** A key point cut into text and its link to the block, in order. */
export function keyPointParts(point: string): KeyPointPart[] {
  const parts: KeyPointPart[] = [];
  let at = 0;
  for (const match of point.matchAll(LINK)) {
    if (match.index > at) parts.push({ text: point.slice(at, match.index) });
    parts.push({ link: match[1] ?? '' });
    at = match.index + match[0].length;
  }
  if (at < point.length) parts.push({ text: point.slice(at) });
  return parts;
}

/** What is wrong with a page's key points: a link other than to the block, or to a block the page does not have. */
export function keyPointProblems(points: readonly string[], hasBlock: boolean): string[] {
  const problems: string[] = [];
  for (const point of points) {
    for (const [link] of point.matchAll(ANY_LINK)) {
      if (!link.endsWith(`(#${WHEN_TO_GET_HELP})`)) {
        problems.push(`"${link}": a key point may link only to the page's when-to-get-help block, written [words](#${WHEN_TO_GET_HELP})`);
      } else if (!hasBlock) {
        problems.push(`"${link}" links to the when-to-get-help block, but the page names no warningSigns`);
      }
    }
  }
  return problems;
}
