/**
 * Limits on how deep a page's body nests, checked on its text before markdown or HTML is parsed: the markdown
 * lexer and the checks walk the tree by recursion, so 4,000 nested `>` or 5,000 nested `<div>` overflowed the stack
 * with no file named, and a 2,000-deep list exhausted a 4 GB heap. No page a person reads nests a tenth as deep.
 */
import { parseFragment } from 'parse5';
import type { Problem } from '../../shared/problems.ts';

/** Quotes inside quotes, lists inside lists (counted by indentation, two columns a level), elements inside elements. */
export const MAX_NESTING = 40;
/** The size of a content file, in bytes: a long article is about 10 KB. */
export const MAX_CONTENT_BYTES = 1024 * 1024;

/** Problems of a body that nests deeper than MAX_NESTING, naming the first line that does; linear in the text. */
export function nestingProblems(body: string, file: string, bodyLine: number): Problem[] {
  const lines = body.split('\n');
  for (const [index, line] of lines.entries()) {
    // The line's leading containers: quote marks, list markers (`-`, `*`, `+`, `1.`) and indentation.
    let quotes = 0;
    let lists = 0;
    let indent = 0;
    for (let at = 0; at < line.length; at++) {
      const char = line[at] as string;
      if (char === '>') quotes++;
      else if (char === '-' || char === '*' || char === '+') lists++;
      // Indentation counts before the first marker; the space after each marker is part of the marker.
      else if (char === ' ' || char === '\t') indent += quotes + lists === 0 ? (char === ' ' ? 1 : 4) : 0;
      else if (char >= '0' && char <= '9') {
        let end = at;
        while (end < line.length && (line[end] as string) >= '0' && (line[end] as string) <= '9') end++;
        if (line[end] !== '.' && line[end] !== ')') break;
        lists++;
        at = end;
      } else break;
    }
    const levels = lists + Math.floor(indent / 2);
    if (quotes > MAX_NESTING || levels > MAX_NESTING)
      return [
        {
          file,
          line: bodyLine + index,
          message: `nests ${quotes > MAX_NESTING ? `${quotes} quotes (>)` : `lists ${levels} levels`} deep; a page nests at most ${MAX_NESTING} levels: flatten it`,
        },
      ];
  }
  return htmlDepth(body) > MAX_NESTING
    ? [{ file, field: 'body', message: `nests HTML elements more than ${MAX_NESTING} deep; flatten it` }]
    : [];
}

/** The deepest nesting of the body's raw HTML, walked without recursion; bodies with few tags are not parsed. */
function htmlDepth(body: string): number {
  let tags = 0;
  for (let at = body.indexOf('<'); at >= 0 && tags <= MAX_NESTING; at = body.indexOf('<', at + 1)) tags++;
  if (tags <= MAX_NESTING) return tags;
  type Node = { childNodes?: Node[] };
  let deepest = 0;
  const stack: Array<[Node, number]> = [[parseFragment(body) as unknown as Node, 0]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [node, depth] = next;
    deepest = Math.max(deepest, depth);
    for (const child of node.childNodes ?? []) stack.push([child, depth + 1]);
  }
  return deepest - 1;
}
