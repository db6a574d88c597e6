/**
 * What raw HTML content may contain. Content comes from people who cannot change the code (an editor in the
 * browser, a contributor), and a page must be safe on any host, with or without our security headers. So raw
 * HTML in markdown and in the `heading` field is held to a small allow-list of elements and attributes, links
 * may only go to the web, mail, phone and our own pages, and anything else is a build problem the editor can
 * fix, rather than something silently removed: nothing of a script, a style, an event handler, a frame, a form
 * or a `<base>` can reach the built pages.
 */
/** Inline elements: what a heading may hold, and what markdown can also carry inside a paragraph. */
const INLINE = [
  'abbr',
  'b',
  'br',
  'cite',
  'code',
  'del',
  'dfn',
  'em',
  'i',
  'ins',
  'kbd',
  'mark',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'wbr',
];
/**
 * Block elements markdown has no syntax for, or that tables and notes need; `picture` and `source` are what the
 * build writes for an uploaded photo (markdown-picture.ts). `h1` is the page header's alone.
 */
const BLOCK = [
  'a',
  'blockquote',
  'caption',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'img',
  'li',
  'ol',
  'p',
  'picture',
  'pre',
  'source',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
];

export const HEADING_ELEMENTS: ReadonlySet<string> = new Set(INLINE);
export const BODY_ELEMENTS: ReadonlySet<string> = new Set([...INLINE, ...BLOCK]);

/** Attributes any allowed element may carry, and those only some may. No `style`, no `on…`. */
const GLOBAL_ATTRIBUTES = new Set(['id', 'lang', 'dir', 'title', 'class']);
const ELEMENT_ATTRIBUTES: Readonly<Record<string, ReadonlySet<string>>> = {
  a: new Set(['href', 'hreflang']),
  img: new Set(['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding']),
  source: new Set(['type', 'srcset', 'sizes', 'width', 'height']),
  // Markdown tables write a column's alignment as `align`.
  td: new Set(['colspan', 'rowspan', 'align']),
  th: new Set(['colspan', 'rowspan', 'scope', 'align']),
  ol: new Set(['start', 'reversed']),
  time: new Set(['datetime']),
  details: new Set(['open']),
  abbr: new Set(['title']),
};

export interface HtmlFinding {
  /** Text that locates it in the source, as the editor may have written it; the first one found is used. */
  readonly snippet: string | readonly string[];
  readonly message: string;
}

/**
 * Where a link in content may point: our pages (a site path or `page:` id), an anchor on this page, the web,
 * e-mail and phone. Decoded and stripped of the whitespace and control characters browsers ignore, so
 * `java&#x09;script:` is seen for what it is.
 */
export function linkProblem(href: string): string | undefined {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore these characters in a URL, so they must go before the scheme is read.
  const plain = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  if (plain.startsWith('//')) return 'a link to another site must start with https://';
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(plain)?.[1];
  if (scheme !== undefined && !['http', 'https', 'mailto', 'tel', 'page', 'whatsapp'].includes(scheme)) {
    return `links may go to https://, mailto:, tel:, page: or a site path, not "${scheme}:"`;
  }
  return misreadProblem(href);
}

/** Whether `attribute` may be written on `element` in content. */
export function attributeAllowed(element: string, attribute: string): boolean {
  return GLOBAL_ATTRIBUTES.has(attribute) || (ELEMENT_ATTRIBUTES[element]?.has(attribute) ?? false);
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters a browser drops from a URL or reads as another.
const MISREAD = /[\\\u0000-\u001f\u007f]/;

/**
 * A browser reads a backslash in a web address as a slash and drops tabs and line breaks from it, so
 * `/\evil.example/x` and `\\evil.example/y` look like paths of this site and go to evil.example. Nothing
 * on a clinic page needs either, so an address holding one is refused rather than rewritten.
 */
function misreadProblem(url: string): string | undefined {
  return MISREAD.test(url)
    ? 'the address holds a backslash or a control character (a tab, a line break), which browsers read as / or drop, so it could lead to another site: write it with / only'
    : undefined;
}

/** Pictures in content are the site's own files in public/ (a path such as /images/uploads/knee.jpg). */
export function imageSourceProblem(src: string): string | undefined {
  return src.startsWith('/') && !src.startsWith('//')
    ? misreadProblem(src)
    : 'a picture must be a file of the site, a path starting with / (a file in public/)';
}

export function allowedList(allowed: ReadonlySet<string>): string {
  return allowed === HEADING_ELEMENTS
    ? `a heading may use ${[...allowed].join(', ')}`
    : 'see content/README.md for the elements you may use';
}

export function attributesOf(name: string): string {
  return [...GLOBAL_ATTRIBUTES, ...(ELEMENT_ATTRIBUTES[name] ?? [])].join(', ');
}
