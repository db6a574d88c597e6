/**
 * Markdown to HTML with marked, plus the site's conventions: explicit heading ids (`## Title {#id}`) so anchors
 * survive translation, `page:` links resolved through the route manifest, `tel:` / `whatsapp:` links and
 * `{{token}}` placeholders filled from the clinic facts. Raw HTML and link targets are held to the content
 * policy (html-allow-list.ts). Problems are collected, not thrown, so one build reports every mistake of every file.
 */
import { Marked, type Tokens } from 'marked';
import { DEFAULT_LOCALE, locales, type LocaleCode } from '../../i18n/locales.ts';
import type { RouteManifest } from '../../model/routes.ts';
import { normaliseHref } from '../../shared/slash.ts';
import { BODY_ELEMENTS, imageSourceProblem, linkProblem } from '../checks/html-allow-list.ts';
import { checkContentHtml, isWholeCut, openAtEndOfBlock } from '../checks/content-html.ts';
import { unsupportedImageProblem } from '../public-files/image-formats.ts';
import { langMarkerHtml } from '../../i18n/lang-marker.ts';
import { unpublishedTarget, type Withheld } from '../load/publication.ts';
import type { ImageSize } from '../../shared/image-size.ts';
import { markdownPictureHtml } from './markdown-picture.ts';
import { didYouMean } from '../load/nearest-ids.ts';
import { HEADING_ID, slugify } from '../checks/heading-ids.ts';

export interface MarkdownContext {
  readonly locale: LocaleCode;
  readonly manifest: RouteManifest;
  /** Values for `{{name}}` placeholders. */
  readonly tokens: Readonly<Record<string, string>>;
  /** Targets of the bare `tel:` and `whatsapp:` links. */
  readonly telHref: string;
  readonly whatsappHref: string;
  /** The site's pictures by path; when given, a picture that is not one of them is a problem. */
  readonly images?: ReadonlyMap<string, ImageSize>;
  /**
   * The page language's "(English)" (catalogue `link.englishOnly`): when given, written inside every link to a
   * page that exists only in English, so readers see it and screen readers read it (lang-marker.ts).
   */
  readonly englishOnlyMarker?: string;
  /** Pages this build leaves out (drafts, scheduled articles): a link to one is named as such. */
  readonly withheld?: ReadonlyMap<string, Withheld>;
}

/** A mistake in a markdown body; `snippet` is text of the source that locates it (its line). */
export interface MarkdownProblem {
  readonly message: string;
  readonly snippet?: string | readonly string[];
}

/** A link to an anchor of a page (`page:services#knee`, `#enquiry-form`), checked once every page is rendered. */
export interface AnchorLink {
  /** Route name of the target page; undefined for an anchor on the page itself. */
  readonly target?: string;
  readonly anchor: string;
  /** The link as written, to name it in a problem. */
  readonly href: string;
}

export interface Heading {
  readonly depth: number;
  readonly id: string;
  readonly text: string;
}

export interface RenderedMarkdown {
  readonly html: string;
  readonly headings: readonly Heading[];
  /**
   * Where in `html` the second `##` section starts, so a page can place something after the first section (an
   * article's illustration); undefined when the text has fewer than two.
   */
  readonly secondSection?: number;
  /** Page ids this file links to. */
  readonly links: readonly string[];
  readonly anchors: readonly AnchorLink[];
  readonly problems: readonly MarkdownProblem[];
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

interface RunState {
  readonly context: MarkdownContext;
  readonly headings: Heading[];
  readonly links: string[];
  readonly anchors: AnchorLink[];
  readonly problems: MarkdownProblem[];
  readonly ids: Set<string>;
}

let run: RunState | undefined;

function state(): RunState {
  if (!run) throw new Error('markdown renderer used outside renderMarkdown()');
  return run;
}

const marked = new Marked({
  gfm: true,
  renderer: {
    heading({ tokens, depth, text }: Tokens.Heading): string {
      const s = state();
      const match = HEADING_ID.exec(text);
      const last = tokens[tokens.length - 1];
      if (match && last && last.type === 'text') {
        const stripped = { ...last, raw: last.raw.replace(HEADING_ID, ''), text: (last as Tokens.Text).text.replace(HEADING_ID, '') };
        tokens = [...tokens.slice(0, -1), stripped];
      }
      const plain = text.replace(HEADING_ID, '');
      const id = match?.[1] ?? slugify(plain);
      if (depth === 1) {
        s.problems.push({
          snippet: `# ${plain}`,
          message: `"# ${plain}" is a second main heading: the page header already holds the page's one h1, so headings in the text start at ##`,
        });
      }
      if (s.ids.has(id))
        s.problems.push({ snippet: `{#${id}}`, message: `heading id "${id}" is used twice; give each heading its own {#id}` });
      s.ids.add(id);
      s.headings.push({ depth, id, text: plain });
      // A second h1 is already a problem of its own: written as h2, the whole-page check does not name it again.
      const level = Math.max(depth, 2);
      return `<h${level} id="${id}">${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
    link({ href, title, tokens }: Tokens.Link): string {
      let inner = this.parser.parseInline(tokens);
      // The text of a phone link must not wrap (it may be the number itself): no-break spaces outside tags.
      if (href === 'tel:' || href.startsWith('tel:')) inner = inner.replace(/ (?![^<]*>)/g, '&nbsp;');
      const { target, hreflang } = resolveHref(href);
      const titleAttr = title ? ` title="${escapeAttr(title)}"` : '';
      // A link from a Chinese or Malay page to an English-only page says so to browsers and screen readers.
      const marker = hreflang && state().context.englishOnlyMarker;
      if (marker) inner += langMarkerHtml(marker);
      return `<a href="${escapeAttr(target)}"${titleAttr}${hreflang ? ` hreflang="${hreflang}"` : ''}>${inner}</a>`;
    },
    image({ href, title, text }: Tokens.Image): string {
      const s = state();
      const refused = imageSourceProblem(href);
      if (refused) {
        s.problems.push({ snippet: href, message: `picture ${href}: ${refused}` });
        return '';
      }
      const problem = unsupportedImageProblem(href);
      const size = problem ? undefined : s.context.images?.get(href.split(/[?#]/)[0] ?? href);
      if (problem) s.problems.push({ snippet: href, message: `picture ${href}: ${problem}` });
      else if (s.context.images && !size) {
        s.problems.push({ snippet: href, message: `picture ${href} is not a file in public/` });
      }
      return markdownPictureHtml(href, text, title, size, escapeAttr);
    },
    html({ text }: Tokens.HTML | Tokens.Tag): string {
      // What the HTML holds is checked once the page is whole (renderMarkdown); here only where this block ends.
      const open = openAtEndOfBlock(text);
      if (open) state().problems.push(open);
      return text;
    },
  },
});

/** Where a link goes, and the language of its target when that differs from the page's (an English-only page). */
function resolveHref(href: string): { target: string; hreflang?: string } {
  const s = state();
  const { context } = s;
  if (href === 'tel:') return { target: context.telHref };
  if (href === 'whatsapp:') return { target: context.whatsappHref };
  const refused = linkProblem(href);
  if (refused) {
    s.problems.push({ snippet: href, message: `link ${href}: ${refused}` });
    return { target: '#' };
  }
  if (href.startsWith('#')) {
    if (href.length > 1) s.anchors.push({ anchor: decodeURIComponent(href.slice(1)), href });
    return { target: href };
  }
  if (!href.startsWith('page:')) {
    // Hand-written site paths get the trailing slash every page URL has, query and hash kept.
    const target = normaliseHref(href);
    const [pathPart = '', anchor] = target.split('#');
    const route = target.startsWith('/') ? context.manifest.atPath(pathPart.split('?')[0] ?? '') : undefined;
    if (route && anchor) s.anchors.push({ target: route.name, anchor: decodeURIComponent(anchor), href });
    return { target };
  }
  const [id = '', anchor] = href.slice('page:'.length).split('#');
  if (!context.manifest.has(id)) {
    const withheld = context.withheld?.get(id);
    s.problems.push({
      snippet: href,
      message: withheld
        ? `link ${href} to ${unpublishedTarget(id, withheld)}`
        : `link to unknown page id "${id}" (${href})${didYouMean(id, context.manifest)}`,
    });
    return { target: '#' };
  }
  s.links.push(id);
  const route = context.manifest.resolve(id, context.locale);
  if (anchor) s.anchors.push({ target: route.name, anchor, href });
  const target = `${route.path}${anchor ? `#${anchor}` : ''}`;
  return context.manifest.has(id, context.locale) ? { target } : { target, hreflang: locales[DEFAULT_LOCALE].hreflang };
}

/**
 * What a link of the page publishes, as the whole-page check sees it: a raw `<a href="page:…">` is resolved like
 * a markdown one (markdown's own links arrive resolved), and a site path of a page this build leaves out is a
 * problem naming that page's file, whichever way the link was written.
 */
function publishedLink(href: string): { readonly href: string } | { readonly problem: string } {
  if (href.toLowerCase().startsWith('page:')) return { href: resolveHref(`page:${href.slice('page:'.length)}`).target };
  const { withheld } = state().context;
  if (!withheld || !href.startsWith('/')) return { href };
  const sitePath = normaliseHref(href).split(/[?#]/)[0] ?? '';
  for (const [id, page] of withheld) {
    if (page.path === sitePath) return { problem: `link ${href} to ${unpublishedTarget(id, page)}` };
  }
  return { href };
}

export function renderMarkdown(source: string, context: MarkdownContext): RenderedMarkdown {
  const problems: MarkdownProblem[] = [];
  const filled = fillPlaceholders(source, context.tokens, problems);
  run = { context, headings: [], links: [], anchors: [], problems, ids: new Set() };
  try {
    const rendered = marked.parse(filled, { async: false });
    const checked = checkContentHtml(rendered, { allowed: BODY_ELEMENTS, context: 'div', link: publishedLink });
    // A tag or comment left open at the end of the text was also left open at the end of its block: named once.
    for (const finding of checked.findings) if (!problems.some((p) => p.message === finding.message)) problems.push(finding);
    // Where the second ## section starts in the published (checked and re-serialized) HTML, so a page can put its
    // picture after the first section. Heading ids are unique on a page (a duplicate is refused), so the first
    // <h2> with the second section's id is that section's start; the text is cut there only where no element of
    // the first section is still open (content that wraps sections in an element keeps its picture first).
    const secondId = run.headings.filter((h) => h.depth === 2)[1]?.id;
    const found = secondId === undefined ? -1 : checked.html.indexOf(`<h2 id="${secondId}"`);
    const at = found > 0 && isWholeCut(checked.html, found) ? found : -1;
    return {
      html: checked.html,
      headings: run.headings,
      links: run.links,
      anchors: run.anchors,
      problems,
      ...(at < 0 ? {} : { secondSection: at }),
    };
  } finally {
    run = undefined;
  }
}

/** Replaces `{{name}}` with its value; an unknown name is a problem, reported with the known ones. */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>, problems: MarkdownProblem[]): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) {
      problems.push({
        snippet: whole,
        message: `unknown placeholder ${whole} (known: ${Object.keys(values)
          .map((k) => `{{${k}}}`)
          .join(', ')})`,
      });
      return whole;
    }
    return value;
  });
}

/** The 1-based line of the first occurrence in `source` of the first of `snippets` that occurs. */
export function lineOfSnippet(source: string, snippets: string | readonly string[] | undefined): number | undefined {
  const lower = source.toLowerCase();
  for (const snippet of typeof snippets === 'string' ? [snippets] : (snippets ?? [])) {
    let at = source.indexOf(snippet);
    if (at < 0) at = lower.indexOf(snippet.toLowerCase());
    if (at >= 0) return source.slice(0, at).split('\n').length;
  }
  return undefined;
}

export function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
