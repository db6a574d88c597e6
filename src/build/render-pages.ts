/**
 * Rendering a share of the pages and writing them: the same function runs on the main thread and, for big
 * sites, in a worker thread on the second core (see parallel.ts). Problems are returned, not thrown.
 */
import { LOCALE_CODES, type LocaleCode } from '../i18n/locales.ts';
import { createTranslator, type Catalogues, type Translator } from '../i18n/messages.ts';
import { clinic } from '../site/clinic.ts';
import type { SiteConfig } from '../site/config.ts';
import { whatsappHref } from '../site/links.ts';
import type { ImageSize } from '../components/images.ts';
import type { PageSource } from './content.ts';
import type { InlineScripts } from './csp.ts';
import { ContentIndex, type IndexedPage } from './content-index.ts';
import { renderMarkdown, type MarkdownContext } from './markdown.ts';
import type { FileWriter } from './output.ts';
import { SiteRenderer } from './render.tsx';
import type { RouteManifest } from './routes.ts';

/** Everything rendering needs besides the pages themselves; plain data, so it can be sent to a worker. */
export interface RenderInput {
  readonly config: SiteConfig;
  readonly catalogues: Catalogues;
  readonly css: string;
  /** Site path of the browser entry module. */
  readonly js: string;
  readonly buildId: string;
  readonly images: ReadonlyArray<readonly [string, ImageSize]>;
  /** How content files are named in error messages (the content folder, relative to the project). */
  readonly contentLabel: string;
}

export interface Site {
  readonly renderer: SiteRenderer;
  readonly markdown: Readonly<Record<LocaleCode, MarkdownContext>>;
}

/** `index` lets dev pass an index that records which pages each render reads (see incremental.ts). */
export function createSite(input: RenderInput, manifest: RouteManifest, pages: Iterable<IndexedPage>, index = new ContentIndex(manifest, pages)): Site {
  const translators = Object.fromEntries(LOCALE_CODES.map((code) => [code, createTranslator(code, input.catalogues[code])])) as Record<LocaleCode, Translator>;
  const renderer = new SiteRenderer({
    manifest,
    index,
    config: input.config,
    translators,
    css: input.css,
    js: input.js,
    buildId: input.buildId,
    images: new Map(input.images),
  });
  const markdown = Object.fromEntries(LOCALE_CODES.map((code) => [code, markdownContext(code, manifest)])) as Record<LocaleCode, MarkdownContext>;
  return { renderer, markdown };
}

/**
 * Renders and writes each page (index.html and _payload.json); returns the problems found in their copy.
 * `scripts` collects the hashes of inline scripts for the Content-Security-Policy.
 */
export async function renderPages(site: Site, pages: readonly PageSource[], out: FileWriter, contentLabel: string, scripts?: InlineScripts): Promise<string[]> {
  const problems: string[] = [];
  for (const page of pages) {
    const md = renderMarkdown(page.body, site.markdown[page.route.locale]);
    if (md.problems.length) {
      problems.push(...md.problems.map((p) => `${contentLabel}/${page.route.file}: ${p}`));
      continue;
    }
    const rendered = site.renderer.renderPage(page, md.html);
    for (const part of rendered.newParts) scripts?.add(part);
    const dir = page.route.path.slice(1);
    await out.write(`${dir}index.html`, rendered.html);
    await out.write(`${dir}_payload.json`, JSON.stringify(rendered.payload));
  }
  return problems;
}

/** The values the build fills into markdown for a locale (clinic names, the tel: and whatsapp: links). */
export function markdownContext(locale: LocaleCode, manifest: RouteManifest): MarkdownContext {
  return {
    locale,
    manifest,
    tokens: { 'clinic.name': clinic.name[locale], 'doctor.name': clinic.doctor.name[locale] },
    telHref: `tel:${clinic.phones.callUs.e164}`,
    whatsappHref: whatsappHref(locale),
  };
}
