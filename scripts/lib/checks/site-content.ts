/**
 * The site's copy as the build sees it: every page of the route manifest with its front matter, its markdown
 * body, the body rendered to HTML by the build's own markdown step, and that HTML as plain text. The content
 * tests and the word-count report read the copy through this, so they judge what visitors will read.
 */
import { htmlToText } from '../../../src/generator/checks/copy-text.ts';
import type { PageSource } from '../../../src/model/page-source.ts';
import { loadInputs } from '../../../src/generator/pipeline/load-inputs.ts';
import { renderMarkdown, type Heading } from '../../../src/generator/render/markdown.ts';
import { markdownContext } from '../../../src/generator/render/render-pages.ts';
import { routeName, type RouteManifest } from '../../../src/model/routes.ts';
import type { LocaleCode } from '../../../src/i18n/locales.ts';
import type { ImageSize } from '../../../src/shared/image-size.ts';
import { valueOrThrow } from '../../../src/shared/problems.ts';

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
  /** The site's pictures by path, as the build reads them (an upload with its published versions). */
  readonly images: ReadonlyMap<string, ImageSize>;
  /** A page by id and locale. */
  page(id: string, locale: LocaleCode): ContentPage | undefined;
}

/** Loads the site as the build does (a BuildError lists any problem), then renders each page's markdown. */
export async function loadSiteContent(root: string): Promise<SiteContent> {
  const {
    manifest,
    pages: sources,
    publicFiles,
  } = valueOrThrow(await loadInputs({ root, env: { SITE_URL: 'https://clinic.test', GTM_ID: '' } }));
  const pages: ContentPage[] = [];
  const problems: string[] = [];
  for (const page of sources) {
    // A reader copy is its English page again under another locale's header: no content of its own.
    if (page.route.readerCopy) continue;
    // The same values the build fills in, so text is counted as it is shown.
    const md = renderMarkdown(page.body, markdownContext(page.route.locale, manifest, publicFiles.images));
    problems.push(...md.problems.map((p) => `${page.source}: ${p.message}`));
    pages.push({ ...page, file: page.source, html: md.html, text: htmlToText(md.html), headings: md.headings });
  }
  if (problems.length) throw new Error(`The content has problems the build would report:\n${problems.join('\n')}`);
  const byName = new Map(pages.map((p) => [p.route.name, p]));
  return { manifest, pages, images: publicFiles.images, page: (id, locale) => byName.get(routeName(id, locale)) };
}

export { countHanCharacters, countWords, htmlToText } from '../../../src/generator/checks/copy-text.ts';
