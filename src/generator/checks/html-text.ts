/**
 * The text of rendered HTML as a reader meets it, read with parse5 (the WHATWG parser, as a browser reads it):
 * the copy rules count words and judge reading grade on what this gives, never on a pattern over the markup.
 */
import { type DefaultTreeAdapterMap, parseFragment } from 'parse5';

type Node = DefaultTreeAdapterMap['childNode'];
type Element = DefaultTreeAdapterMap['element'];

/** Never shown as text. */
const HIDDEN = new Set(['script', 'style', 'template', 'noscript']);

export function htmlFragment(html: string): readonly Node[] {
  return parseFragment(html).childNodes;
}

export function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

/**
 * The text of `nodes` in document order. `breakAfter` elements end a line, `<br>` breaks one, and elements for
 * which `leaveOut` is true are skipped with everything inside them.
 */
export function textOf(
  nodes: readonly Node[],
  {
    breakAfter = new Set<string>(),
    leaveOut = () => false,
  }: { breakAfter?: ReadonlySet<string>; leaveOut?: (element: Element) => boolean } = {},
): string {
  let text = '';
  const walk = (list: readonly Node[]) => {
    for (const node of list) {
      if (node.nodeName === '#text') text += (node as DefaultTreeAdapterMap['textNode']).value;
      else if (isElement(node)) {
        if (HIDDEN.has(node.tagName) || leaveOut(node)) continue;
        if (node.tagName === 'br') {
          text += '\n';
          continue;
        }
        walk(node.childNodes);
        if (breakAfter.has(node.tagName)) text += '\n';
      }
    }
  };
  walk(nodes);
  return text;
}
