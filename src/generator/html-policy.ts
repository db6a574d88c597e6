/**
 * What raw HTML content may contain. Content comes from people who cannot change the code (an editor in the
 * browser, a contributor), and a page must be safe on any host, with or without our security headers. So raw
 * HTML in markdown and in the `heading` field is held to a small allow-list of elements and attributes, links
 * may only go to the web, mail, phone and our own pages, and anything else is a build problem the editor can
 * fix, rather than something silently removed: nothing of a script, a style, an event handler, a frame, a form
 * or a `<base>` can reach the built pages.
 */
import { Parser } from 'htmlparser2';

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
/** Block elements markdown has no syntax for, or that tables and notes need. `h1` is the page header's alone. */
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
  'pre',
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
  img: new Set(['src', 'alt', 'width', 'height', 'loading', 'decoding']),
  td: new Set(['colspan', 'rowspan']),
  th: new Set(['colspan', 'rowspan', 'scope']),
  ol: new Set(['start', 'reversed']),
  time: new Set(['datetime']),
  details: new Set(['open']),
  abbr: new Set(['title']),
};
const URL_ATTRIBUTES = new Set(['href', 'src']);

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
  if (scheme === undefined || ['http', 'https', 'mailto', 'tel', 'page', 'whatsapp'].includes(scheme)) return undefined;
  return `links may go to https://, mailto:, tel:, page: or a site path, not "${scheme}:"`;
}

/** Pictures in content are the site's own files in public/ (a path such as /images/uploads/knee.jpg). */
export function imageSourceProblem(src: string): string | undefined {
  return src.startsWith('/') && !src.startsWith('//')
    ? undefined
    : 'a picture must be a file of the site, a path starting with / (a file in public/)';
}

/** Every element, attribute and URL of `html` outside the allow-list for its place; `ids` receives its ids. */
export function checkHtml(html: string, allowed: ReadonlySet<string>, ids: string[] = []): HtmlFinding[] {
  const findings: HtmlFinding[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (!allowed.has(name)) {
          findings.push({ snippet: `<${name}`, message: `<${name}> is not allowed in content (${allowedList(allowed)})` });
          return;
        }
        if (attributes.id) ids.push(attributes.id);
        for (const [attribute, value] of Object.entries(attributes)) {
          const allowedHere = GLOBAL_ATTRIBUTES.has(attribute) || ELEMENT_ATTRIBUTES[name]?.has(attribute);
          if (!allowedHere) {
            const why = attribute.startsWith('on')
              ? 'event handlers never run from content'
              : `allowed on <${name}>: ${attributesOf(name)}`;
            findings.push({
              snippet: [`${attribute}=`, `<${name}`],
              message: `the attribute ${attribute} on <${name}> is not allowed (${why})`,
            });
          } else if (URL_ATTRIBUTES.has(attribute)) {
            const problem = attribute === 'src' ? imageSourceProblem(value) : linkProblem(value);
            const written = [`${attribute}="${value}"`, `${attribute}='${value}'`, `${attribute}=${value}`, `<${name}`];
            if (problem) findings.push({ snippet: written, message: `${attribute}="${value}": ${problem}` });
          }
        }
      },
      onprocessinginstruction(name) {
        findings.push({ snippet: `<${name}`, message: `<${name}…> is not HTML content may use` });
      },
      oncdatastart() {
        findings.push({ snippet: '<![CDATA[', message: 'CDATA sections are not allowed in content' });
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeCDATA: true },
  );
  parser.end(html);
  return findings;
}

function allowedList(allowed: ReadonlySet<string>): string {
  return allowed === HEADING_ELEMENTS
    ? `a heading may use ${[...allowed].join(', ')}`
    : 'see content/README.md for the elements you may use';
}

function attributesOf(name: string): string {
  return [...GLOBAL_ATTRIBUTES, ...(ELEMENT_ATTRIBUTES[name] ?? [])].join(', ');
}
