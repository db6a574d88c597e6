/**
 * The site's copy as the build sees it: every page of the route manifest with its front matter, its markdown
 * body, the body rendered to HTML by the build's own markdown step, and that HTML as plain text. The content
 * tests and the word-count report read the copy through this, so they judge what visitors will read.
 */
import type { PageSource } from '../../src/model/page-source.ts';
import { loadSite } from '../../src/generator/load-site.ts';
import { renderMarkdown, type Heading } from '../../src/generator/markdown.ts';
import { markdownContext } from '../../src/generator/render-pages.ts';
import { routeName, type RouteManifest } from '../../src/model/routes.ts';
import type { LocaleCode } from '../../src/i18n/locales.ts';

export interface ContentPage extends PageSource {
  /** content/<locale>/..., as problems name it. */
  readonly file: string;
  readonly html: string;
  /** The rendered body as plain text, one line per block. */
  readonly text: string;
  readonly headings: readonly Heading[];
}

export interface SiteContent {
  readonly manifest: RouteManifest;
  readonly pages: readonly ContentPage[];
  /** A page by id and locale. */
  page(id: string, locale: LocaleCode): ContentPage | undefined;
}

/** Loads the site as the build does (a BuildError lists any problem), then renders each page's markdown. */
export async function loadSiteContent(root: string): Promise<SiteContent> {
  const { manifest, pages: sources, publicFiles } = await loadSite({ root, env: { SITE_URL: 'https://clinic.test', GTM_ID: '' } });
  const pages: ContentPage[] = [];
  const problems: string[] = [];
  for (const page of sources) {
    // The same values the build fills in, so text is counted as it is shown.
    const md = renderMarkdown(page.body, markdownContext(page.route.locale, manifest, publicFiles.images));
    problems.push(...md.problems.map((p) => `${page.source}: ${p.message}`));
    pages.push({ ...page, file: page.source, html: md.html, text: htmlToText(md.html), headings: md.headings });
  }
  if (problems.length) throw new Error(`The content has problems the build would report:\n${problems.join('\n')}`);
  const byName = new Map(pages.map((p) => [p.route.name, p]));
  return { manifest, pages, page: (id, locale) => byName.get(routeName(id, locale)) };
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Visible text of rendered markdown: tags dropped, block ends as line breaks, entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<\/(p|h[1-6]|li|td|th|blockquote|pre)>/g, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES[name] ?? whole)
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n')
    .trim();
}

/**
 * Words of English or Malay text, as a reader counts them: "over-long", "don't" and "1,200" are one word each,
 * a dash or a bullet is none. Chinese has no spaces between words, so it is counted by characters instead.
 */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:(?:['’.-]|(?<=\d),(?=\d))[\p{L}\p{N}]+)*/gu)?.filter((w) => !/\p{Script=Han}/u.test(w)).length ?? 0;
}

export function countHanCharacters(text: string): number {
  return text.match(/\p{Script=Han}/gu)?.length ?? 0;
}
