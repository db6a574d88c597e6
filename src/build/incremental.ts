/**
 * The site kept in memory for `npm run dev`, so a change re-renders only what it affects: a markdown edit
 * re-renders that page, and when its front matter changed also every page that read it (listings, related
 * links, breadcrumbs: recorded by LiveIndex while rendering); a catalogue, stylesheet or picture change
 * re-renders every page; an added or removed content file reloads everything. Output goes straight into the
 * served folder (no staging: a dev server wants the change on screen, and the last good files stay on a failure).
 * Built from the same pieces as build.ts, which stays the one way to produce dist/.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { ImageSize } from '../components/images.ts';
import { loadCatalogues, type Catalogues } from '../i18n/messages.ts';
import { readConfig, type SiteConfig } from '../site/config.ts';
import { buildStylesheet, type BuiltAsset } from './assets.ts';
import { BuildError, problemsOf } from './build.ts';
import { planChanges, type Plan } from './change-plan.ts';
import { buildClient, type ClientBundle } from './client.ts';
import { mapLimit } from './concurrency.ts';
import { listContentFiles, readPage, type PageSource } from './content.ts';
import { InlineScripts } from './csp.ts';
import { renderHeadersFile } from './host-config.ts';
import { readImageSizes } from './images.ts';
import { LiveIndex } from './live-index.ts';
import { FileWriter } from './output.ts';
import { referenceProblems } from './page-checks.ts';
import { FIXED_PAGES, type FixedPage } from './pages.ts';
import { createSite, renderPages, type RenderInput, type Site } from './render-pages.ts';
import { createManifest, type RouteManifest } from './routes.ts';
import { duplicateMetaProblems } from './seo-checks.ts';
import { writeSiteFiles } from './site-files.ts';
import { renderSitemap } from './sitemap.ts';
import { ServedFolder } from './served-folder.ts';

const CODE_ROOT = path.resolve(import.meta.dirname, '../..');
const CONTENT_LABEL = 'content';

export interface IncrementalOptions {
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
  readonly config: SiteConfig;
  readonly catalogues: Catalogues;
  readonly files: readonly string[];
  readonly manifest: RouteManifest;
  readonly pages: Map<string, PageSource>;
  readonly images: Map<string, ImageSize>;
  readonly css: BuiltAsset;
  readonly client: ClientBundle;
  readonly index: LiveIndex;
  readonly site: Site;
  /** Route name → names of the pages its last render read. */
  readonly deps: Map<string, Set<string>>;
  readonly scripts: InlineScripts;
}

export class IncrementalSite {
  private readonly root: string;
  private readonly contentDir: string;
  private readonly outDir: string;
  private readonly served: ServedFolder;
  private readonly buildId = `dev-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
  private state: State | undefined;
  /** Files of a batch that failed: they are looked at again with the next batch, so a fix is always seen. */
  private readonly retry = new Set<string>();
  /** A render of every page failed part-way: the next batch renders everything again. */
  private incomplete = false;

  constructor(private readonly options: IncrementalOptions) {
    this.root = path.resolve(options.root);
    this.contentDir = path.join(this.root, 'content');
    this.outDir = path.resolve(options.outDir);
    this.served = new ServedFolder(this.outDir, path.join(this.root, 'public'));
    const relative = path.relative(this.outDir, this.root);
    if (relative === '' || !relative.startsWith('..')) throw new Error(`The dev output folder ${this.outDir} must not contain the project (${this.root})`);
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

  private async apply(batch: readonly string[]): Promise<Omit<UpdateResult, 'ms'>> {
    const state = this.state;
    const plan = state ? planChanges(batch, { root: this.root, codeRoot: CODE_ROOT, knownContent: new Set(state.files) }) : undefined;
    if (!state || !plan || plan.full || this.incomplete) return this.loadAll();
    if (plan.catalogues || plan.styles || plan.pictures) return this.rebuildAll(state, plan);
    if (plan.pages.length) return this.renderEdited(state, plan.pages, plan.publicFiles);
    await this.served.copyPublic(plan.publicFiles);
    return { paths: plan.publicFiles.length ? 'all' : [], rendered: 0 };
  }

  /** Everything from the files on disk, as a build does, then every page rendered into the served folder. */
  private async loadAll(): Promise<Omit<UpdateResult, 'ms'>> {
    const problems: string[] = [];
    const env = this.options.env ?? process.env;
    const settle = async <T>(load: () => T | Promise<T>, label = (p: string) => p): Promise<T | undefined> => {
      try {
        return await load();
      } catch (error) {
        problems.push(...problemsOf(error).map(label));
        return undefined;
      }
    };
    const files = await listContentFiles(this.contentDir);
    const config = await settle(() => readConfig(env));
    const catalogues = await settle(() => loadCatalogues(path.join(this.root, 'locales')));
    const manifest = await settle(
      () => createManifest(files, this.options.fixedPages ?? FIXED_PAGES),
      (p) => (p.startsWith('two routes') ? p : `${CONTENT_LABEL}/${p}`),
    );
    if (!config || !catalogues || !manifest) throw new BuildError(problems);

    const [loaded, images] = await Promise.all([
      mapLimit(manifest.routes, 64, (route) => readPage(this.contentDir, route, CONTENT_LABEL)),
      readImageSizes(path.join(this.root, 'public')),
    ]);
    const pages = new Map<string, PageSource>();
    for (const result of loaded) {
      if (result.ok) pages.set(result.page.route.name, result.page);
      else problems.push(...result.problems.map((p) => `${p.file}: ${p.message}`));
    }
    problems.push(...images.problems, ...this.contentProblems([...pages.values()], manifest, images.sizes));
    if (problems.length) throw new BuildError(problems);

    const [css, client] = await Promise.all([buildStylesheet(path.join(CODE_ROOT, 'src/styles/index.css')), buildClient(CODE_ROOT)]);
    const index = new LiveIndex(manifest, pages.values());
    const previous = this.state;
    const state = this.withSite({ config, catalogues, files, manifest, pages, images: images.sizes, css, client, index, deps: new Map(), scripts: new InlineScripts() });
    if (previous) await this.served.removeStalePages(previous.manifest, manifest);
    else await this.served.reset();
    await this.served.copyPublic([path.join(this.root, 'public')]);
    return this.renderAll(state);
  }

  /** Catalogues, the stylesheet or pictures changed: every page is rendered again with the new ones. */
  private async rebuildAll(state: State, plan: Plan): Promise<Omit<UpdateResult, 'ms'>> {
    const problems: string[] = [];
    let { catalogues, css, images } = state;
    if (plan.catalogues) {
      try {
        catalogues = await loadCatalogues(path.join(this.root, 'locales'));
      } catch (error) {
        problems.push(...problemsOf(error));
      }
    }
    if (plan.pictures) {
      const read = await readImageSizes(path.join(this.root, 'public'));
      problems.push(...read.problems);
      images = read.sizes;
    }
    if (plan.styles) css = await buildStylesheet(path.join(CODE_ROOT, 'src/styles/index.css'));
    const pages = new Map(state.pages);
    if (plan.pages.length) problems.push(...(await this.readEdited(state, plan.pages, pages)));
    problems.push(...this.contentProblems([...pages.values()], state.manifest, images));
    if (problems.length) throw new BuildError(problems);
    for (const page of pages.values()) state.index.set(page);
    await this.served.copyPublic(plan.publicFiles);
    return this.renderAll(this.withSite({ ...state, catalogues, css, images, pages }));
  }

  /** Markdown edits: the edited pages, and the pages that read them when their front matter changed. */
  private async renderEdited(state: State, edited: readonly string[], publicFiles: readonly string[]): Promise<Omit<UpdateResult, 'ms'>> {
    const pages = new Map(state.pages);
    const problems = await this.readEdited(state, edited, pages);
    problems.push(...this.contentProblems([...pages.values()], state.manifest, state.images));
    if (problems.length) throw new BuildError(problems);

    const targets = new Set<string>();
    let metaChanged = false;
    for (const file of edited) {
      const route = state.manifest.routes.find((r) => r.file === file);
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
    const toRender = state.manifest.routes.filter((r) => targets.has(r.name)).map((r) => state.pages.get(r.name) as PageSource);
    const renderProblems = await this.renderTracked(state, toRender, out);
    if (metaChanged) await out.write('sitemap.xml', renderSitemap(state.manifest, state.config.siteUrl, lastmodOf(state.pages)));
    if (state.scripts.hashes.join(' ') !== hashesBefore) await out.write('_headers', renderHeadersFile({ config: state.config, scriptHashes: state.scripts.hashes }));
    await out.flush();
    if (renderProblems.length) throw new BuildError(renderProblems);
    await this.served.copyPublic(publicFiles);
    return { paths: publicFiles.length ? 'all' : toRender.map((p) => p.route.path), rendered: toRender.length };
  }

  private async readEdited(state: State, edited: readonly string[], into: Map<string, PageSource>): Promise<string[]> {
    const problems: string[] = [];
    for (const file of edited) {
      const route = state.manifest.routes.find((r) => r.file === file);
      if (!route) continue;
      const result = await readPage(this.contentDir, route, CONTENT_LABEL);
      if (result.ok) into.set(route.name, result.page);
      else problems.push(...result.problems.map((p) => `${p.file}: ${p.message}`));
    }
    return problems;
  }

  private contentProblems(pages: readonly PageSource[], manifest: RouteManifest, images: ReadonlyMap<string, ImageSize>): string[] {
    return [...pages.flatMap((page) => referenceProblems(page, manifest, images, CONTENT_LABEL)), ...duplicateMetaProblems(pages, CONTENT_LABEL)];
  }

  private withSite(parts: Omit<State, 'site'>): State {
    const input: RenderInput = {
      config: parts.config,
      catalogues: parts.catalogues,
      css: parts.css.path,
      js: parts.client.entry,
      buildId: this.buildId,
      images: [...parts.images],
      contentLabel: CONTENT_LABEL,
    };
    this.state = { ...parts, site: createSite(input, parts.manifest, parts.pages.values(), parts.index) };
    return this.state;
  }

  private async renderAll(state: State): Promise<Omit<UpdateResult, 'ms'>> {
    const out = new FileWriter(this.outDir);
    await out.write(state.css.path, state.css.contents);
    for (const file of state.client.files) await out.write(file.path, file.contents);
    const pages = state.manifest.routes.map((r) => state.pages.get(r.name) as PageSource);
    this.incomplete = true;
    const problems = await this.renderTracked(state, pages, out);
    if (problems.length) {
      await out.flush();
      throw new BuildError(problems);
    }
    await writeSiteFiles(out, {
      site: state.site,
      manifest: state.manifest,
      catalogues: state.catalogues,
      config: state.config,
      buildId: this.buildId,
      lastmod: lastmodOf(state.pages),
      scripts: state.scripts,
    });
    await out.flush();
    this.incomplete = false;
    await this.served.removeOldAssets([state.css.path, ...state.client.files.map((f) => f.path)]);
    return { paths: 'all', rendered: pages.length };
  }

  private async renderTracked(state: State, pages: readonly PageSource[], out: FileWriter): Promise<string[]> {
    const problems: string[] = [];
    for (const page of pages) {
      const { result, reads } = await state.index.recording(() => renderPages(state.site, [page], out, CONTENT_LABEL, state.scripts));
      state.deps.set(page.route.name, reads);
      problems.push(...result);
    }
    return problems;
  }

}

function lastmodOf(pages: ReadonlyMap<string, PageSource>): (name: string) => string | undefined {
  return (name) => {
    const meta = pages.get(name)?.meta;
    return meta?.reviewed ?? meta?.date;
  };
}
