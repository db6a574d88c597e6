/**
 * The site kept in memory for `npm run dev`, so a change re-renders only what it affects: a markdown edit
 * re-renders that page, and when its front matter changed also every page that read it (listings, related
 * links, breadcrumbs: what each render read, recorded by renderPages as it is for the build cache); a catalogue, stylesheet, picture or host-rule
 * change re-renders every page; an added or removed content file reloads everything. Everything is read and
 * checked by the same loader as a build (load-inputs.ts). Output goes straight into the served folder (no staging:
 * a dev server wants the change on screen, and the last good files stay on a failure).
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { loadCatalogues } from '../load/catalogues.ts';
import { BuildError, throwIfAny, valueOrThrow, type Problem } from '../../shared/problems.ts';
import { AnchorIndex } from '../checks/anchors.ts';
import type { BuiltAsset } from '../assets/assets.ts';
import { buildSiteAssets, buildSiteStylesheet, CODE_ROOT } from '../assets/site-assets.ts';
import { planChanges, type Plan } from './change-plan.ts';
import type { BrowserBundle } from '../assets/browser-bundle.ts';
import type { PageSource } from '../load/content.ts';
import { readPage } from '../load/content.ts';
import { InlineScripts } from '../host/csp.ts';
import { ContentIndex } from '../../model/content-index.ts';
import { contentProblems, loadPublic, loadInputs } from '../pipeline/load-inputs.ts';
import type { BuildInputs, PublicFiles } from '../load/inputs.ts';
import { FileWriter } from '../output/output.ts';
import type { FixedPage } from '../../model/page-table.ts';
import { createRendering, renderInputOf, renderPages, type RenderRecord, type Rendering } from '../render/render-pages.ts';
import { ServedFolder } from './served-folder.ts';
import { writeWholeSiteFiles } from '../pipeline/whole-site-files.ts';
import { writeSearchIndex } from '../search/search-index.ts';

export interface RebuilderOptions {
  /** Project root: content/, locales/ and public/ are read from here. */
  readonly root: string;
  /** The served folder, written in place. */
  readonly outDir: string;
  readonly env?: Readonly<Record<string, string | undefined>>;
  readonly fixedPages?: readonly FixedPage[];
}

export interface UpdateResult {
  /** Site paths of the pages rendered again; `all` when every page was (or a file every page uses changed). */
  readonly paths: readonly string[] | 'all';
  readonly rendered: number;
  readonly ms: number;
}

interface State {
  readonly inputs: BuildInputs;
  readonly publicFiles: PublicFiles;
  readonly pages: Map<string, PageSource>;
  readonly css: BuiltAsset;
  readonly client: BrowserBundle;
  readonly index: ContentIndex;
  readonly rendering: Rendering;
  /** Route name → names of the pages its last render read. */
  readonly deps: Map<string, Set<string>>;
  readonly scripts: InlineScripts;
  readonly anchors: AnchorIndex;
}

type Applied = Omit<UpdateResult, 'ms'>;

export class Rebuilder {
  private readonly root: string;
  private readonly outDir: string;
  private readonly served: ServedFolder;
  private readonly buildId = `dev-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
  private state: State | undefined;
  /** Files of a batch that failed: they are looked at again with the next batch, so a fix is always seen. */
  private readonly retry = new Set<string>();
  /** A render of every page failed part-way: the next batch renders everything again. */
  private incomplete = false;

  constructor(private readonly options: RebuilderOptions) {
    this.root = path.resolve(options.root);
    this.outDir = path.resolve(options.outDir);
    this.served = new ServedFolder(this.outDir);
    const relative = path.relative(this.outDir, this.root);
    if (relative === '' || !relative.startsWith('..'))
      throw new Error(`The dev output folder ${this.outDir} must not contain the project (${this.root})`);
  }

  /** Applies a batch of changed files (absolute paths); the first call, or an empty batch, loads everything. */
  async update(changed: readonly string[] = []): Promise<UpdateResult> {
    const started = performance.now();
    const batch = [...new Set([...this.retry, ...changed.map((f) => path.resolve(f))])];
    try {
      const result = await this.apply(batch);
      this.retry.clear();
      return { ...result, ms: performance.now() - started };
    } catch (error) {
      for (const file of batch) this.retry.add(file);
      throw error;
    }
  }

  private async apply(batch: readonly string[]): Promise<Applied> {
    const state = this.state;
    const plan = state
      ? planChanges(batch, { root: this.root, codeRoot: CODE_ROOT, knownContent: new Set(state.inputs.files) })
      : undefined;
    if (!state || !plan || plan.full || this.incomplete) return this.loadAll();
    if (plan.catalogues || plan.styles || plan.pictures) return this.rebuildAll(state, plan);
    if (plan.pages.length) return this.renderEdited(state, plan.pages, plan.publicFiles);
    await this.served.copyPublic(state.publicFiles.files, plan.publicFiles, this.publicDir);
    return { paths: plan.publicFiles.length ? 'all' : [], rendered: 0 };
  }

  private get publicDir(): string {
    return path.join(this.root, 'public');
  }

  /** Everything from the files on disk, as a build does, then every page rendered into the served folder. */
  private async loadAll(): Promise<Applied> {
    const inputs = valueOrThrow(
      await loadInputs({ root: this.root, env: this.options.env, fixedPages: this.options.fixedPages, preview: true }),
    );
    const [css, client] = await buildSiteAssets();
    const pages = new Map(inputs.pages.map((p) => [p.route.name, p]));
    const previous = this.state;
    const state = this.withRendering({
      inputs,
      publicFiles: inputs.publicFiles,
      pages,
      css,
      client,
      index: new ContentIndex(inputs.manifest, pages.values()),
    });
    if (previous) await this.served.removeStalePages(previous.inputs.manifest, inputs.manifest);
    else await this.served.reset();
    await this.served.copyPublic(inputs.publicFiles.files);
    return this.renderAll(state);
  }

  /** Catalogues, the stylesheet, pictures or host rules changed: every page is rendered again with the new ones. */
  private async rebuildAll(state: State, plan: Plan): Promise<Applied> {
    const problems: Problem[] = [];
    let { catalogues } = state.inputs;
    let { css, publicFiles } = state;
    if (plan.catalogues) {
      const loaded = await loadCatalogues(path.join(this.root, 'locales'));
      problems.push(...loaded.problems);
      catalogues = loaded.value ?? catalogues;
    }
    if (plan.pictures || plan.publicFiles.length) {
      const reloaded = await loadPublic(this.root, new Set(state.inputs.manifest.routes.map((r) => r.path)));
      problems.push(...reloaded.problems);
      publicFiles = reloaded;
    }
    if (plan.styles) css = await buildSiteStylesheet();
    const pages = new Map(state.pages);
    if (plan.pages.length) problems.push(...(await this.readEdited(state, plan.pages, pages)));
    problems.push(...contentProblems([...pages.values()], state.inputs.manifest, publicFiles.images, state.inputs.signs));
    throwIfAny(problems);
    for (const page of pages.values()) state.index.set(page);
    // A changed upload publishes versions under new names (uploads.ts): every public file is copied again.
    await this.served.copyPublic(publicFiles.files, plan.pictures ? undefined : plan.publicFiles, this.publicDir);
    return this.renderAll(this.withRendering({ ...state, inputs: { ...state.inputs, catalogues }, css, publicFiles, pages }));
  }

  /** Markdown edits: the edited pages, and the pages that read them when their front matter changed. */
  private async renderEdited(state: State, edited: readonly string[], publicFiles: readonly string[]): Promise<Applied> {
    const { manifest } = state.inputs;
    const pages = new Map(state.pages);
    const problems = await this.readEdited(state, edited, pages);
    problems.push(...contentProblems([...pages.values()], manifest, state.publicFiles.images, state.inputs.signs));
    throwIfAny(problems);

    const targets = new Set<string>();
    let metaChanged = false;
    for (const file of edited) {
      const route = manifest.routes.find((r) => r.file === file);
      const page = route && pages.get(route.name);
      if (!route || !page) continue;
      targets.add(route.name);
      if (JSON.stringify(state.pages.get(route.name)?.meta) !== JSON.stringify(page.meta)) {
        metaChanged = true;
        for (const [name, reads] of state.deps) if (reads.has(route.name)) targets.add(name);
      }
      state.pages.set(route.name, page);
      state.index.set(page);
    }
    const out = new FileWriter(this.outDir);
    const hashesBefore = state.scripts.hashes.join(' ');
    const toRender = manifest.routes.filter((r) => targets.has(r.name)).map((r) => state.pages.get(r.name) as PageSource);
    const renderProblems = await this.renderTracked(state, toRender, out);
    renderProblems.push(...state.anchors.problems((name) => manifest.named(name).path));
    // A title, summary or date may have changed (the sitemap, the feeds and the editor's page list show them), or
    // a page met a new inline script (the headers' policy lists every hash): the whole-site files are written again,
    // by the build's own step.
    if (metaChanged || state.scripts.hashes.join(' ') !== hashesBefore) renderProblems.push(...(await this.writeWholeSite(state, out)));
    await out.flush();
    throwIfAny(renderProblems);
    await this.served.copyPublic(state.publicFiles.files, publicFiles, this.publicDir);
    return { paths: publicFiles.length ? 'all' : toRender.map((p) => p.route.path), rendered: toRender.length };
  }

  private async readEdited(state: State, edited: readonly string[], into: Map<string, PageSource>): Promise<Problem[]> {
    const problems: Problem[] = [];
    const { manifest, realFiles, contentDir, contentLabel } = state.inputs;
    for (const file of edited) {
      const route = manifest.routes.find((r) => r.file === file);
      if (!route) continue;
      const result = await readPage(realFiles.get(file) ?? path.join(contentDir, file), route, `${contentLabel}/${file}`);
      problems.push(...result.problems);
      if (result.value) into.set(route.name, result.value);
    }
    return problems;
  }

  private withRendering(parts: Omit<State, 'rendering' | 'deps' | 'scripts' | 'anchors'>): State {
    const input = renderInputOf(parts.inputs, {
      css: parts.css,
      client: parts.client,
      images: parts.publicFiles.images,
      buildId: this.buildId,
    });
    const rendering = createRendering(input, parts.inputs.manifest, parts.pages.values(), parts.index);
    this.state = { ...parts, rendering, deps: new Map(), scripts: new InlineScripts(), anchors: new AnchorIndex() };
    return this.state;
  }

  private async renderAll(state: State): Promise<Applied> {
    const out = new FileWriter(this.outDir);
    await out.write(state.css.path, state.css.contents);
    for (const file of state.client.files) await out.write(file.path, file.contents);
    const pages = state.inputs.manifest.routes.map((r) => state.pages.get(r.name) as PageSource);
    this.incomplete = true;
    const problems = await this.renderTracked(state, pages, out);
    problems.push(...state.anchors.problems((name) => state.inputs.manifest.named(name).path));
    if (problems.length) {
      await out.flush();
      throw new BuildError(problems);
    }
    problems.push(...(await this.writeWholeSite(state, out)));
    await out.flush();
    throwIfAny(problems);
    // Every full render refreshes the search index; an edit of one page does not (indexing the whole site takes
    // several times longer than the page edit itself), so search in dev may show a page's previous text.
    throwIfAny((await writeSearchIndex(this.outDir)).problems);
    this.incomplete = false;
    await this.served.removeOldAssets([state.css.path, ...state.client.files.map((f) => f.path)], this.publicDir);
    return { paths: 'all', rendered: pages.length };
  }

  /** The whole-site files (error pages, sitemap, feeds, editor files, host configs), as a build writes them. */
  private writeWholeSite(state: State, out: FileWriter): Promise<Problem[]> {
    return writeWholeSiteFiles(out, {
      site: state.rendering,
      manifest: state.inputs.manifest,
      catalogues: state.inputs.catalogues,
      config: state.inputs.config,
      buildId: this.buildId,
      lastmod: lastmodOf(state.pages),
      pages: state.pages.values(),
      scripts: state.scripts,
      hostRules: state.publicFiles.hostRules,
    });
  }

  /** Renders pages as a build does, keeping what each render read (its record) to know what an edit reaches. */
  private renderTracked(state: State, pages: readonly PageSource[], out: FileWriter): Promise<Problem[]> {
    const record = (name: string, made: RenderRecord) => state.deps.set(name, new Set(made.reads));
    return renderPages(state.rendering, pages, out, { scripts: state.scripts, anchors: state.anchors, record });
  }
}

function lastmodOf(pages: ReadonlyMap<string, PageSource>): (name: string) => string | undefined {
  return (name) => {
    const meta = pages.get(name)?.meta;
    return meta?.reviewed ?? meta?.date;
  };
}
