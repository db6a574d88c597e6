/**
 * The site as the editor's browser knows it, from /admin/site.json: the route manifest, every page's front
 * matter and what the pages were rendered with. With it the editor renders a page being edited exactly as the
 * build would (preview.tsx), and checks it with the build's own checks before it is saved (below).
 */
import type { AdminSiteData } from '../generator/admin/admin-files.ts';
import { AnchorIndex } from '../generator/checks/anchors.ts';
import type { PageSource } from '../model/page-source.ts';
import { checkPage, checkSite } from '../generator/checks/check-stage.ts';
import { selectPublished, type WithheldPages } from '../generator/load/publication.ts';
import { todayInSingapore } from '../model/publication.ts';
import { createRendering, renderPages, type RenderInput } from '../generator/render/render-pages.ts';
import type { FileWriter } from '../generator/output/output.ts';
import type { LocaleCode } from '../i18n/locales.ts';
import { createManifest, type RouteManifest } from '../model/routes.ts';
import { readerCopyPages } from '../model/reader-copies.ts';
import { checkFrontMatter, type Meta, SCHEMAS, type SchemaName, toMeta } from '../model/schema.ts';
import type { ImageSize } from '../shared/image-size.ts';
import { BuildError, valueOrThrow, type Problem } from '../shared/problems.ts';
import { cleanFrontMatter, type EntryData } from './file-format.ts';

/** One content file as the editor holds it: where it goes, and its front matter and body. */
export interface EditedFile {
  /** Relative to the content folder: `en/blog/knee-pain.md`, `cn/pages/about-us.md`. */
  readonly file: string;
  readonly locale: LocaleCode;
  readonly data: EntryData;
  readonly body: string;
}

export interface RenderedPreview {
  /** The complete document, as the build would write it. */
  readonly html: string;
  readonly problems: readonly Problem[];
}

/**
 * A problem the build would place at a line of the file: in the editor the line of the text box, counted from its
 * first line, since the form shows the front matter as fields.
 */
function inText(problem: Problem): Problem {
  if (problem.line === undefined) return problem;
  const { line, ...rest } = problem;
  return { ...rest, field: `text, line ${line}` };
}

/** How the build names a content file in a problem. */
export const sourceOf = (file: string) => `content/${file}`;

export class EditorSite {
  readonly metas: ReadonlyMap<string, Meta>;

  constructor(readonly data: AdminSiteData) {
    this.metas = new Map(data.metas);
  }

  /** The manifest with the edited file in it (a new article is not in the last build's). */
  manifestWith(file: string): RouteManifest {
    const files = this.data.files.includes(file) ? this.data.files : [...this.data.files, file];
    return valueOrThrow(createManifest(files, this.data.fixedPages));
  }

  /** Which schema the file's front matter is checked against, as content.ts decides it. */
  schemaOf(manifest: RouteManifest, file: string): SchemaName {
    const route = manifest.routes.find((r) => r.file === file);
    if (!route) throw new Error(`${file} is not a page of the site`);
    return route.collection ?? (route.kind === 'landing' ? 'landing' : 'pages');
  }

  /** The page as the build would read it, or the problems of its front matter. */
  page(edited: EditedFile, manifest = this.manifestWith(edited.file)): { page?: PageSource; problems: Problem[] } {
    const schema = this.schemaOf(manifest, edited.file);
    const source = sourceOf(edited.file);
    const front = cleanFrontMatter(edited.data, SCHEMAS[schema]);
    delete front.body;
    const problems = checkFrontMatter(schema, front).map((p) => ({ file: source, field: p.field, message: p.message }));
    if (problems.length) return { problems };
    const route = manifest.routes.find((r) => r.file === edited.file);
    if (!route) return { problems: [{ file: source, message: 'is not a page of the site' }] };
    return { page: { route, meta: toMeta(front), body: edited.body, source, bodyLine: 1 }, problems: [] };
  }

  /** The pages of the last build with `page` in place of its earlier version. */
  private pagesWith(page: PageSource, manifest: RouteManifest): PageSource[] {
    const pages: PageSource[] = [];
    for (const route of manifest.routes) {
      if (route.name === page.route.name) pages.push(page);
      else {
        const meta = this.metas.get(route.name);
        // Body and lines are not needed by the checks across pages, which read front matter only.
        if (meta) pages.push({ route, meta, body: '', source: sourceOf(route.file), bodyLine: 1 });
      }
    }
    return pages;
  }

  /**
   * Renders `page` with the build's templates and markdown; `images` adds pictures not yet in the last build,
   * `withheld` the unpublished pages a production build leaves out of `manifest` (so a link to one says so).
   */
  async render(
    page: PageSource,
    manifest: RouteManifest,
    images: ReadonlyMap<string, ImageSize> = new Map(),
    withheld: WithheldPages = [],
  ): Promise<RenderedPreview> {
    const input: RenderInput = {
      ...this.data.render,
      images: [...this.data.render.images, ...images],
      publication: { today: todayInSingapore(), withheld },
    };
    const pages = this.pagesWith(page, manifest);
    // The reader copies, as the build adds them after its checks: a card for an English-only page on a cn or bh
    // page reads its copy's front matter.
    const rendering = createRendering(input, manifest, [...pages, ...readerCopyPages(pages, manifest.readerCopies)]);
    let html = '';
    // The build's renderPages, writing into memory: the same markdown, templates and duplicate-id check.
    const memory = {
      write: async (sitePath: string, contents: string | Uint8Array) => {
        if (sitePath.endsWith('index.html')) html = String(contents);
      },
    } as unknown as FileWriter;
    const anchors = new AnchorIndex();
    const problems = await renderPages(rendering, [page], memory, { anchors });
    problems.push(...anchors.problems((name) => manifest.named(name).path));
    return { html, problems: problems.map(inText) };
  }

  /**
   * Every problem the build would find with this file: its front matter, its file name, its links, picture and
   * related pages, titles and descriptions another page already has, references to unpublished pages, and what
   * rendering it finds (markdown, HTML, ids, anchors on the page itself).
   */
  async check(edited: EditedFile, images: ReadonlyMap<string, ImageSize> = new Map()): Promise<Problem[]> {
    let manifest: RouteManifest;
    try {
      manifest = this.manifestWith(edited.file);
    } catch (error) {
      if (error instanceof BuildError) return [...error.problems];
      throw error;
    }
    const { page, problems } = this.page(edited, manifest);
    if (!page) return problems;
    const own = (p: Problem) => p.file === page.source;
    const pages = this.pagesWith(page, manifest);
    // The build's two entry points to its content checks (checks/check-stage.ts).
    const known = new Map([...this.data.render.images, ...images]);
    problems.push(...checkPage(page, { manifest, images: known, signs: this.data.render.signs }));
    // The edited page last, so a title or description it shares with any other page is reported against it.
    problems.push(...checkSite([...pages.filter((p) => p !== page), page]).filter(own));
    // As a production build sees it: a published page may not name or link a draft or a scheduled article.
    const selection = selectPublished(pages, manifest, { label: 'content', today: todayInSingapore(), preview: false });
    problems.push(...selection.problems.filter(own));
    // Like the build, which renders nothing while what it read has problems.
    if (problems.length) return problems;
    const published = selection.pages.includes(page);
    const rendered = await this.render(page, published ? selection.manifest : manifest, images, published ? selection.withheld : []);
    return [...rendered.problems];
  }
}
