/**
 * What of a built HTML file a browser would run, found with parse5 (the WHATWG parser, as the browser parses
 * it): every `<script>` element, HTML's or SVG's, however it was spelled (`<SCRIPT>`, `<script/src=…>`), and every
 * event-handler attribute. Patterns looking for `<script ` and `<script>` missed `<script/src=…>`; a parser does
 * not. The caller decides which of them the generator wrote (csp.ts).
 */
import { defaultTreeAdapter, type DefaultTreeAdapterMap, html as HTML, parse, parseFragment } from 'parse5';

type ParentNode = DefaultTreeAdapterMap['parentNode'];
type Element = DefaultTreeAdapterMap['element'];

export interface FoundScript {
  /** The attributes as written (names in lower case), for the problem's text. */
  readonly attrs: string;
  readonly type: string;
  readonly src?: string;
  /** The script's exact text, which is what a CSP hash covers. */
  readonly body: string;
  /** False for SVG's and MathML's `<script>`, which run whatever their `type`. */
  readonly html: boolean;
}

export interface OutputScan {
  readonly scripts: readonly FoundScript[];
  /** Event-handler attributes, as `onload="…" on <img>`. */
  readonly handlers: readonly string[];
}

/**
 * Scans a whole document, or a part of one (a page's head, its main, its header or footer): parts are the
 * generator's own well-formed markup around content the content check has already parsed and serialized, so
 * none of them leaves a tag open into the next, and each is parsed where it is placed (in the body).
 */
export function scanHtml(html: string): OutputScan {
  const whole = /^\s*<!doctype/i.test(html);
  const root: ParentNode = whole ? parse(html) : parseFragment(defaultTreeAdapter.createElement('body', HTML.NS.HTML, []), html, {});
  const scan = { scripts: [] as FoundScript[], handlers: [] as string[] };
  walk(root, scan);
  return scan;
}

function walk(parent: ParentNode, scan: { scripts: FoundScript[]; handlers: string[] }): void {
  for (const node of parent.childNodes) {
    if (!defaultTreeAdapter.isElementNode(node)) continue;
    for (const attribute of node.attrs) {
      if (attribute.name.startsWith('on')) scan.handlers.push(`${attribute.name}="${attribute.value.slice(0, 40)}" on <${node.tagName}>`);
    }
    if (node.tagName === 'script') scan.scripts.push(scriptOf(node));
    walk(node.tagName === 'template' ? defaultTreeAdapter.getTemplateContent(node as DefaultTreeAdapterMap['template']) : node, scan);
  }
}

function scriptOf(element: Element): FoundScript {
  const attribute = (name: string) => element.attrs.find((a) => a.name === name)?.value;
  const body = element.childNodes.map((n) => (defaultTreeAdapter.isTextNode(n) ? n.value : '')).join('');
  const src = attribute('src');
  return {
    attrs: element.attrs.map((a) => ` ${a.name}="${a.value}"`).join(''),
    type: (attribute('type') ?? '').trim().toLowerCase(),
    ...(src === undefined ? {} : { src }),
    body,
    html: element.namespaceURI === HTML.NS.HTML,
  };
}
