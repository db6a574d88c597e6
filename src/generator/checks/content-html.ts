/**
 * Content HTML read as a browser reads it. A page's rendered markdown (or a `heading`) is parsed once, whole,
 * by parse5, which follows the WHATWG HTML standard that browsers follow; the tree it builds is checked against
 * the allow-list (html-allow-list.ts), and what is published is that tree serialized again, as DOMPurify and
 * sanitize-html do, so the browser gets exactly what was checked. A lenient tokenizer reading each block of HTML
 * on its own missed what a browser sees in the whole page: `<div title="` left open swallowed the next block,
 * and a `<script/src=…>` the browser runs came out of the "attribute".
 */
import { defaultTreeAdapter, html as HTML, type DefaultTreeAdapterMap, parseFragment, type ParserError, serialize } from 'parse5';
import type { Problem } from '../../shared/problems.ts';
import type { PageSource } from '../../model/page-source.ts';
import {
  allowedList,
  attributeAllowed,
  attributesOf,
  HEADING_ELEMENTS,
  type HtmlFinding,
  imageSourceProblem,
  linkProblem,
} from './html-allow-list.ts';

type Element = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

export interface CheckedHtml {
  /** The checked tree, serialized: what the page publishes. */
  readonly html: string;
  readonly findings: readonly HtmlFinding[];
}

export interface CheckOptions {
  /** The elements allowed here (html-allow-list.ts: a body's or a heading's). */
  readonly allowed: ReadonlySet<string>;
  /** The element the HTML is placed in, which decides how a browser parses it (`div` for a body, `h1` for a heading). */
  readonly context: 'div' | 'h1';
  /**
   * Called with each allowed link's address: returns the address to publish (a `page:` id resolved) or a
   * problem. Only links of raw HTML reach it with a `page:` address; the markdown renderer resolves its own.
   */
  readonly link?: (href: string) => { readonly href: string } | { readonly problem: string };
}

/** Parses `html` in its place of the page, checks every element, attribute and address, and serializes it. */
export function checkContentHtml(html: string, options: CheckOptions): CheckedHtml {
  const findings: HtmlFinding[] = [];
  const context = defaultTreeAdapter.createElement(options.context, HTML.NS.HTML, []);
  const errors: ParserError[] = [];
  const fragment = parseFragment(context, html, { onParseError: (error) => errors.push(error) });
  const open = leftOpen(html, errors);
  if (open) findings.push(open);
  walk(fragment, options, findings);
  return { html: serialize(fragment), findings };
}

/** A page whose `heading` holds the checked markup, or the problems of that markup (named by the field's line). */
export function checkHeading(page: PageSource): { readonly page: PageSource; readonly problems: readonly Problem[] } {
  const { heading } = page.meta;
  if (heading === undefined) return { page, problems: [] };
  const checked = checkContentHtml(heading, { allowed: HEADING_ELEMENTS, context: 'h1' });
  const problems = checked.findings.map((f) => ({
    file: page.source,
    line: page.fieldLines?.heading,
    field: 'heading',
    message: f.message,
  }));
  return { page: checked.html === heading ? page : { ...page, meta: { ...page.meta, heading: checked.html } }, problems };
}

/**
 * A tag, quote or comment a block of raw HTML leaves open at its end. Markdown ends an HTML block at a blank line,
 * but a browser reads on: what follows, up to the next matching quote or `>`, becomes part of the tag (hidden,
 * or made into attributes and elements the check never saw as such). Parsing the whole page cannot tell where a
 * block ended, so each raw block is parsed on its own for this; raw blocks are few, and short.
 */
export function openAtEndOfBlock(block: string): HtmlFinding | undefined {
  const errors: ParserError[] = [];
  parseFragment(block, { onParseError: (error) => errors.push(error) });
  return leftOpen(block, errors);
}

/** The parser reports reaching the end inside a tag, a comment or a doctype as `eof-in-…`. */
function leftOpen(html: string, errors: readonly ParserError[]): HtmlFinding | undefined {
  const codes = new Set<string>(errors.map((e) => e.code));
  if (codes.has('eof-in-comment') || codes.has('eof-in-cdata')) {
    const at = Math.max(html.lastIndexOf('<!--'), html.lastIndexOf('<!['));
    return {
      snippet: startOf(html, at),
      message: `a comment is left open (${startOf(html, at)}): close it with --> on the same block, or the browser hides everything after it`,
    };
  }
  if (codes.has('eof-in-tag') || codes.has('eof-in-doctype')) {
    const at = html.lastIndexOf('<');
    return {
      snippet: startOf(html, at),
      message: `the tag ${startOf(html, at)} is left open (a missing > or closing quote): the browser would read the text after it as part of the tag; close it within the same block`,
    };
  }
  return undefined;
}

/** The first line of `html` from `at`, at most 40 characters: how a problem shows the editor what is meant. */
function startOf(html: string, at: number): string {
  return (html.slice(Math.max(at, 0)).split('\n')[0] ?? '').slice(0, 40);
}

function walk(parent: ParentNode, options: CheckOptions, findings: HtmlFinding[]): void {
  for (const node of parent.childNodes) {
    if (!defaultTreeAdapter.isElementNode(node)) continue;
    checkElement(node, options, findings);
    walk(node, options, findings);
  }
}

function checkElement(element: Element, options: CheckOptions, findings: HtmlFinding[]): void {
  const name = element.tagName;
  // An element of SVG or MathML is never allowed, whatever its name (SVG has its own <a> and <script>).
  if (element.namespaceURI !== HTML.NS.HTML || !options.allowed.has(name)) {
    findings.push({ snippet: `<${name}`, message: `<${name}> is not allowed in content (${allowedList(options.allowed)})` });
    return;
  }
  for (const attribute of element.attrs) {
    const { value } = attribute;
    // As raw HTML writes it, then the address alone (a markdown link's), then the element.
    const written = (label: string) => [`${label}="${value}"`, `${label}='${value}'`, `${label}=${value}`, `(${value}`, `<${name}`];
    if (attribute.namespace !== undefined || !attributeAllowed(name, attribute.name)) {
      const why = attribute.name.startsWith('on') ? 'event handlers never run from content' : `allowed on <${name}>: ${attributesOf(name)}`;
      findings.push({
        snippet: [`${attribute.name}=`, `<${name}`],
        message: `the attribute ${attribute.name} on <${name}> is not allowed (${why})`,
      });
      continue;
    }
    if (attribute.name === 'href') {
      const problem = linkProblem(value);
      if (problem) {
        findings.push({ snippet: written('href'), message: `href="${value}": ${problem}` });
        continue;
      }
      const resolved = options.link?.(value);
      if (resolved && 'problem' in resolved) findings.push({ snippet: written('href'), message: resolved.problem });
      else if (resolved) attribute.value = resolved.href;
    } else if (attribute.name === 'src') {
      const problem = imageSourceProblem(value);
      if (problem) findings.push({ snippet: written('src'), message: `src="${value}": ${problem}` });
    } else if (attribute.name === 'srcset') {
      // Candidates are "address width", separated by commas; each address must be one of the site's files.
      for (const candidate of value.split(',')) {
        const url = candidate.trim().split(/\s+/)[0] ?? '';
        const problem = imageSourceProblem(url);
        if (problem) findings.push({ snippet: written('srcset'), message: `srcset "${url}": ${problem}` });
      }
    }
  }
}

/**
 * Whether checked content HTML can be cut at `at` into two pieces that are each whole: the first piece closes
 * every element it opens (nothing of it runs on into the second). A piece is whole exactly when parsing and
 * serialising it gives it back unchanged, since the checked HTML is already parse5's own serialisation.
 */
export function isWholeCut(html: string, at: number): boolean {
  const first = html.slice(0, at);
  return serialize(parseFragment(first)) === first;
}
