/**
 * Rendering a share of the pages and writing them: the same function runs on the main thread and, for big
 * sites, in a worker thread on the second core (see render-thread.ts). Problems are returned, not thrown.
 */
import { DEFAULT_LOCALE, LOCALE_CODES, type LocaleCode } from '../../i18n/locales.ts';
import { createTranslator, MessageError, type Catalogues, type Translator } from '../../i18n/messages.ts';
import { messageProblem } from '../load/catalogues.ts';
import { type Clinic, clinic, installClinic } from '../../site/clinic.ts';
import type { SiteConfig } from '../../site/config.ts';
import { whatsappHref } from '../../site/links.ts';
import type { ImageSize } from '../../shared/image-size.ts';
import type { Problem } from '../../shared/problems.ts';
import type { AnchorIndex, AnchorRef } from '../checks/anchors.ts';
import type { PageSource } from '../load/content.ts';
import { InlineScripts } from '../host/csp.ts';
import { checkHeading } from '../checks/content-html.ts';
import { ContentIndex, type IndexedPage } from '../../model/content-index.ts';
import { checkRendered } from '../checks/check-stage.ts';
import type { Glossary } from '../../model/glossary.ts';
import { lineOfSnippet, renderMarkdown, type MarkdownContext } from './markdown.ts';
import type { FileWriter } from '../output/output.ts';
import { SiteRenderer, type RenderedPage } from './render.tsx';
import { searchDocumentOf } from '../search/search-document.ts';
import type { RouteManifest } from '../../model/routes.ts';
import type { Withheld, WithheldPages } from '../load/publication.ts';
import type { SignCatalogue } from '../../model/warning-signs.ts';
import type { OutdatedTranslation } from '../load/translation-sources.ts';
import type { BuildInputs } from '../load/inputs.ts';
import type { BuiltAsset } from '../assets/assets.ts';
import type { BrowserBundle } from '../assets/browser-bundle.ts';

/** Everything rendering needs besides the pages themselves; plain data, so it can be sent to a worker. */
export interface RenderInput {
  readonly config: SiteConfig;
  readonly catalogues: Catalogues;
  readonly css: string;
  /** Site path of the browser entry module. */
  readonly js: string;
  readonly buildId: string;
  readonly images: ReadonlyArray<readonly [string, ImageSize]>;
  /** The catalogue of warning signs (content/warning-signs.yml). */
  readonly signs: SignCatalogue;
  /** The clinic facts: installed by whoever renders (a render worker has modules of its own). */
  readonly clinic: Clinic;
  /** Translated pages whose English page changed since, by route name: they say so to their readers. */
  readonly outdatedTranslations: ReadonlyArray<readonly [string, OutdatedTranslation]>;
  /** The pages this build leaves out, and the day publication was judged on (drafts and schedules). */
  readonly publication?: { readonly today: string; readonly withheld: WithheldPages };
  /** The glossary the Chinese and Malay pages are held to (content/glossary.yml). */
  readonly glossary?: Glossary;
}

/** The pictures' sizes by path: they arrive in the order the files were read, and the output must not depend on it. */
export function sortedImages(images: ReadonlyMap<string, ImageSize>): Array<readonly [string, ImageSize]> {
  return [...images].sort(([a], [b]) => (a < b ? -1 : 1));
}

/** The render input of a build or of the dev server, from what the load and assets stages made. */
export function renderInputOf(
  inputs: BuildInputs,
  made: {
    readonly css: BuiltAsset;
    readonly client: BrowserBundle;
    readonly images: ReadonlyMap<string, ImageSize>;
    readonly buildId: string;
  },
): RenderInput {
  return {
    config: inputs.config,
    catalogues: inputs.catalogues,
    css: made.css.path,
    js: made.client.entry,
    buildId: made.buildId,
    images: sortedImages(made.images),
    signs: inputs.signs,
    clinic: inputs.clinic,
    outdatedTranslations: [...inputs.outdatedTranslations].sort(([a], [b]) => (a < b ? -1 : 1)),
    publication: { today: inputs.today, withheld: inputs.withheld },
    glossary: inputs.glossary,
  };
}

export interface Rendering {
  readonly renderer: SiteRenderer;
  readonly index: ContentIndex;
  readonly markdown: Readonly<Record<LocaleCode, MarkdownContext>>;
  /** The catalogue, for the check that a page's own text agrees with its when-to-get-help block. */
  readonly signs: SignCatalogue;
  /** The glossary, for the language of the Chinese and Malay pages. */
  readonly glossary?: Glossary;
}

/** `index` lets dev pass an index that records which pages each render reads (see rebuild.ts). */
export function createRendering(
  input: RenderInput,
  manifest: RouteManifest,
  pages: Iterable<IndexedPage>,
  index = new ContentIndex(manifest, pages),
): Rendering {
  installClinic(input.clinic);
  const translators = Object.fromEntries(LOCALE_CODES.map((code) => [code, createTranslator(code, input.catalogues[code])])) as Record<
    LocaleCode,
    Translator
  >;
  const images = new Map(input.images);
  const renderer = new SiteRenderer({
    manifest,
    index,
    config: input.config,
    translators,
    css: input.css,
    js: input.js,
    buildId: input.buildId,
    images,
    signs: input.signs,
    today: input.publication?.today,
    outdated: new Map(input.outdatedTranslations),
  });
  const withheld = new Map(input.publication?.withheld);
  const markdown = Object.fromEntries(
    LOCALE_CODES.map((code) => [
      code,
      markdownContext(code, manifest, images, translators[code].formatMessage({ id: 'link.englishOnly' }), withheld),
    ]),
  ) as Record<LocaleCode, MarkdownContext>;
  return { renderer, index, markdown, signs: input.signs, ...(input.glossary ? { glossary: input.glossary } : {}) };
}

/**
 * What rendering gathers besides the files: inline scripts for the CSP, ids and anchor links for the check, and
 * each indexed page's search document (site path, document), in the order the pages are rendered.
 */
export interface RenderCollectors {
  readonly scripts?: InlineScripts;
  readonly anchors?: AnchorIndex;
  readonly search?: (sitePath: string, document: string) => void;
  /** Each rendered page's record for the build cache (its files and source hash are added by the build). */
  readonly record?: (name: string, record: RenderRecord) => void;
}

/** What one page's render found besides its files, for the build cache; its search document goes to `search`. */
export interface RenderRecord {
  /** CSP hashes of the generator's inline scripts met while rendering the page. */
  readonly scripts: readonly string[];
  /** Ids of the page, and the anchor links its copy makes (checked across the site every build). */
  readonly ids: readonly string[];
  readonly refs: readonly AnchorRef[];
  /** Route names of the other pages the render read (listings, related links, breadcrumbs). */
  readonly reads: readonly string[];
}

/**
 * Renders and writes each page (index.html and _payload.json); returns the problems found in their copy.
 */
export async function renderPages(
  rendering: Rendering,
  pages: readonly PageSource[],
  out: FileWriter,
  collect: RenderCollectors = {},
): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const page of pages) {
    const file = page.source;
    const lineOf = (snippet: string | readonly string[] | undefined) => {
      const line = lineOfSnippet(page.body, snippet);
      return line === undefined ? undefined : page.bodyLine + line - 1;
    };
    if (collect.record) rendering.index.readLog = new Set();
    // A reader copy shows its English page's copy as that page does; that page's render reports its problems.
    const { readerCopy } = page.route;
    const md = renderMarkdown(page.body, rendering.markdown[readerCopy ? DEFAULT_LOCALE : page.route.locale]);
    const copy = readerCopy ? [] : checkRendered(page, md.html, rendering);
    const heading = checkHeading(page);
    if (readerCopy && (md.problems.length || heading.problems.length)) continue;
    if (md.problems.length || copy.length || heading.problems.length) {
      problems.push(...heading.problems, ...md.problems.map((p) => ({ file, line: lineOf(p.snippet), message: p.message })), ...copy);
      continue;
    }
    let rendered: RenderedPage;
    try {
      const sections = md.headings.filter((h) => h.depth === 2).map(({ id, text }) => ({ id, text }));
      rendered = rendering.renderer.renderPage(heading.page, md.html, { sections, secondSection: md.secondSection });
    } catch (error) {
      if (!(error instanceof MessageError)) throw error;
      problems.push(messageProblem(error));
      continue;
    }
    const reads = rendering.index.readLog;
    rendering.index.readLog = undefined;
    const before = problems.length;
    // The page's own finds first, so the cache can keep them with the page.
    const scripts = new InlineScripts();
    for (const part of rendered.newParts) {
      for (const script of scripts.add(part)) {
        problems.push({ file, message: `the built page would carry a script the site did not write: ${script}` });
      }
    }
    collect.scripts?.merge(scripts.hashes);
    problems.push(
      ...duplicateIdProblems(
        rendered.ids,
        md.headings.map((h) => h.id),
        file,
        lineOf,
      ),
    );
    if (problems.length > before) continue;
    // The English page checks its anchor links; its copies would name the same lines again.
    const refs: AnchorRef[] = (readerCopy ? [] : md.anchors).map((a) => ({
      file,
      line: lineOf(a.href),
      target: a.target ?? page.route.name,
      anchor: a.anchor,
      href: a.href,
    }));
    const ids = new Set(rendered.ids);
    collect.anchors?.page(page.route.name, ids, refs);
    if (reads) reads.delete(page.route.name);
    collect.record?.(page.route.name, { scripts: scripts.hashes, ids: [...ids], refs, reads: [...(reads ?? [])] });
    const dir = page.route.path.slice(1);
    await out.write(`${dir}index.html`, rendered.html);
    await out.write(`${dir}_payload.json`, JSON.stringify(rendered.payload));
    const document = collect.search ? searchDocumentOf(rendered.html) : undefined;
    if (document !== undefined) collect.search?.(page.route.path, document);
  }
  return problems;
}

/** An id used twice on a page breaks its anchors and its labels; a heading's id is the copy's to change. */
function duplicateIdProblems(
  ids: readonly string[],
  headingIds: readonly string[],
  file: string,
  lineOf: (snippet: string | readonly string[]) => number | undefined,
): Problem[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const id of ids) (seen.has(id) ? repeated : seen).add(id);
  return [...repeated].map((id) =>
    headingIds.includes(id)
      ? { file, line: lineOf(`{#${id}}`), message: `heading id "${id}" is also used by the page around the text; choose another {#id}` }
      : { file, message: `the id "${id}" occurs twice in the built page` },
  );
}

/**
 * The values the build fills into markdown for a locale (clinic names and e-mail, the tel: and whatsapp: links)
 * and, when given, the locale's marker for links to English-only pages.
 */
export function markdownContext(
  locale: LocaleCode,
  manifest: RouteManifest,
  images?: ReadonlyMap<string, ImageSize>,
  englishOnlyMarker?: string,
  withheld?: ReadonlyMap<string, Withheld>,
): MarkdownContext {
  return {
    locale,
    manifest,
    // The English name too: Chinese pages introduce the doctor once by both names.
    tokens: {
      'clinic.name': clinic.name[locale],
      'clinic.email': clinic.emails[0],
      'doctor.name': clinic.doctor.name[locale],
      'doctor.englishName': clinic.doctor.name.en,
      'doctor.years': String(clinic.doctor.yearsOfExperience),
      'clinic.afterHoursPhone': clinic.phones.afterHours.display,
    },
    telHref: `tel:${clinic.callUs.e164}`,
    whatsappHref: whatsappHref(locale),
    ...(images ? { images } : {}),
    ...(englishOnlyMarker ? { englishOnlyMarker } : {}),
    ...(withheld?.size ? { withheld } : {}),
  };
}
