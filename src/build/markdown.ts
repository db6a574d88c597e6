/**
 * Markdown to HTML with marked, plus the site's conventions: explicit heading ids (`## Title {#id}`) so anchors
 * survive translation, `page:` links resolved through the route manifest, `tel:` / `whatsapp:` links and
 * `{{token}}` placeholders filled from the clinic facts. Problems are collected, not thrown, so one build reports
 * every broken link of every file.
 */
import { Marked, type Tokens } from 'marked';
import { DEFAULT_LOCALE, locales, type LocaleCode } from '../i18n/locales.ts';
import type { RouteManifest } from './routes.ts';
import { normaliseHref } from '../client/slash.ts';

export interface MarkdownContext {
  readonly locale: LocaleCode;
  readonly manifest: RouteManifest;
  /** Values for `{{name}}` placeholders. */
  readonly tokens: Readonly<Record<string, string>>;
  /** Targets of the bare `tel:` and `whatsapp:` links. */
  readonly telHref: string;
  readonly whatsappHref: string;
}

export interface Heading {
  readonly depth: number;
  readonly id: string;
  readonly text: string;
}

export interface RenderedMarkdown {
  readonly html: string;
  readonly headings: readonly Heading[];
  /** Page ids this file links to. */
  readonly links: readonly string[];
  readonly problems: readonly string[];
}

const HEADING_ID = /\s*\{#([a-z0-9]+(?:-[a-z0-9]+)*)\}\s*$/;
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

interface RunState {
  readonly context: MarkdownContext;
  readonly headings: Heading[];
  readonly links: string[];
  readonly problems: string[];
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
      if (s.ids.has(id)) s.problems.push(`heading id "${id}" is used twice; give each heading its own {#id}`);
      s.ids.add(id);
      s.headings.push({ depth, id, text: plain });
      return `<h${depth} id="${id}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
    },
    link({ href, title, tokens }: Tokens.Link): string {
      let inner = this.parser.parseInline(tokens);
      // The text of a phone link must not wrap (it may be the number itself): no-break spaces outside tags.
      if (href === 'tel:' || href.startsWith('tel:')) inner = inner.replace(/ (?![^<]*>)/g, '&nbsp;');
      const { target, hreflang } = resolveHref(href);
      const titleAttr = title ? ` title="${escapeAttr(title)}"` : '';
      // A link from a Chinese or Malay page to an English-only page says so to browsers and screen readers.
      return `<a href="${escapeAttr(target)}"${titleAttr}${hreflang ? ` hreflang="${hreflang}"` : ''}>${inner}</a>`;
    },
    image({ href, title, text }: Tokens.Image): string {
      const titleAttr = title ? ` title="${escapeAttr(title)}"` : '';
      return `<img src="${escapeAttr(href)}" alt="${escapeAttr(text)}"${titleAttr} loading="lazy" decoding="async"/>`;
    },
  },
});

/** Where a link goes, and the language of its target when that differs from the page's (an English-only page). */
function resolveHref(href: string): { target: string; hreflang?: string } {
  const s = state();
  const { context } = s;
  if (href === 'tel:') return { target: context.telHref };
  if (href === 'whatsapp:') return { target: context.whatsappHref };
  // Hand-written site paths get the trailing slash every page URL has (spec 2.1), query and hash kept.
  if (!href.startsWith('page:')) return { target: normaliseHref(href) };
  const [id = '', anchor] = href.slice('page:'.length).split('#');
  if (!context.manifest.has(id)) {
    s.problems.push(`link to unknown page id "${id}" (${href})`);
    return { target: '#' };
  }
  s.links.push(id);
  const target = `${context.manifest.linkTo(id, context.locale)}${anchor ? `#${anchor}` : ''}`;
  return context.manifest.has(id, context.locale) ? { target } : { target, hreflang: locales[DEFAULT_LOCALE].hreflang };
}

export function renderMarkdown(source: string, context: MarkdownContext): RenderedMarkdown {
  const problems: string[] = [];
  const filled = fillPlaceholders(source, context.tokens, problems);
  run = { context, headings: [], links: [], problems, ids: new Set() };
  try {
    const html = marked.parse(filled, { async: false });
    return { html, headings: run.headings, links: run.links, problems };
  } finally {
    run = undefined;
  }
}

/** Replaces `{{name}}` with its value; an unknown name is a problem, reported with the known ones. */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>, problems: string[]): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) {
      problems.push(`unknown placeholder ${whole} (known: ${Object.keys(values).map((k) => `{{${k}}}`).join(', ')})`);
      return whole;
    }
    return value;
  });
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

export function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
