/**
 * What makes an SVG in public/ unsafe to publish. An SVG opened at its own address is a document of the site's
 * origin, the origin where the editor at /admin/ keeps its sign-in: a `<script>`, an event handler or a
 * `foreignObject` (which holds HTML) runs there, and an external reference (`href="https://…"`, `url(…)` in a
 * style, an XSLT processing instruction, an entity defined in a DOCTYPE) fetches or builds what we never saw.
 *
 * Browsers read a served SVG with an XML parser, so it is read here with one: htmlparser2 in its XML mode, which
 * keeps namespace prefixes, CDATA, processing instructions and declarations as the XML parser sees them. The
 * check is an allow-list of drawing elements and of attribute kinds, not a list of dangerous names: an element
 * or attribute the list does not know is a problem, named, so a new kind is a decision rather than a surprise.
 */
import { Parser } from 'htmlparser2';

/** Drawing, text, paint and structure elements (SVG 1.1 and 2), by local name. */
const ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'metadata',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'pattern',
  'clipPath',
  'mask',
  'marker',
  'filter',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'feDropShadow',
  'style',
]);

/** A reference may only point inside the document: `#id`. */
const LINK_ATTRIBUTES = new Set(['href', 'xlink:href']);

export function svgProblems(text: string): string[] {
  const problems: string[] = [];
  const add = (message: string) => {
    if (!problems.includes(message)) problems.push(message);
  };
  // A style's text arrives in pieces (split at each character reference), so it is judged whole, at its end.
  let style: string | undefined;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const local = name.includes(':') ? name.slice(name.indexOf(':') + 1) : name;
        if (local === 'script') add('holds a <script> element, which would run on the site’s own origin');
        else if (local === 'foreignObject') add('holds a <foreignObject> element, which can carry HTML and scripts');
        else if (!ELEMENTS.has(local)) add(`holds a <${name}> element, which is not one of the drawing elements an SVG here may use`);
        if (local === 'style') style = '';
        for (const [attribute, value] of Object.entries(attributes)) {
          const bare = attribute.toLowerCase();
          const localAttribute = bare.includes(':') ? bare.slice(bare.indexOf(':') + 1) : bare;
          if (localAttribute.startsWith('on')) add(`has an event handler (${attribute}="…"), which would run on the site’s own origin`);
          else if (LINK_ATTRIBUTES.has(bare) || localAttribute === 'href') {
            if (!value.trim().startsWith('#'))
              add(`refers to ${JSON.stringify(value)} (${attribute}); an SVG here may only refer inside itself (#id)`);
          } else if (bare === 'xml:base') add('sets xml:base, which changes where its references lead');
          else if (loadsOutside(value)) add(`refers to an outside resource in ${attribute}="${value}"; only url(#id) is allowed`);
        }
      },
      onclosetag() {
        if (style !== undefined && loadsOutside(style))
          add('has a style that loads an outside resource (@import, image-set() or url() other than #id)');
        style = undefined;
      },
      ontext(data) {
        if (style !== undefined) style += data;
      },
      onprocessinginstruction(name, data) {
        const kind = name.toLowerCase();
        if (kind === '?xml') return;
        if (kind === '!doctype') {
          // Its internal subset can define entities that expand into elements this check never saw.
          if (data.includes('[')) add('declares entities in its DOCTYPE, which can expand into elements the check never saw');
          return;
        }
        add(`has a declaration or processing instruction (<${data}>), which can load a style sheet or a transformation`);
      },
    },
    { xmlMode: true, recognizeCDATA: true, decodeEntities: true },
  );
  parser.end(text);
  return problems;
}

/**
 * CSS as the browser reads it: comments removed and escapes decoded (`u\\72l(` is `url(`), so a spelling cannot
 * hide a function from the check below.
 */
function cssAsRead(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?(\*\/|$)/g, ' ')
    .replace(/\\([0-9a-f]{1,6})[ \t\n\r\f]?|\\([^\n0-9a-f])/gi, (_, hex: string | undefined, char: string | undefined) =>
      hex ? String.fromCodePoint(Math.min(Number.parseInt(hex, 16), 0x10ffff) || 0xfffd) : (char ?? ''),
    );
}

/** CSS that fetches something: `@import`, an image function, or `url()`/`src()` naming anything but `#id`. */
function loadsOutside(value: string): boolean {
  const css = cssAsRead(value).toLowerCase();
  if (/@import|image-set\(|image\(|cross-fade\(|element\(/.test(css)) return true;
  for (let at = css.search(/\b(url|src)\(/); at >= 0; ) {
    const open = css.indexOf('(', at);
    const argument = argumentAt(css, open + 1);
    if (!argument.trim().replace(/^['"]/, '').trimStart().startsWith('#')) return true;
    const next = css.slice(open + 1).search(/\b(url|src)\(/);
    at = next < 0 ? -1 : open + 1 + next;
  }
  return false;
}

/** The text of a function's argument from `start` to its closing parenthesis, quotes respected. */
function argumentAt(css: string, start: number): string {
  let quote = '';
  for (let i = start; i < css.length; i++) {
    const c = css[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === ')') return css.slice(start, i);
  }
  return css.slice(start);
}
