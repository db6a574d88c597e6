/**
 * The whole build, as functions that return data and a final write: settings, catalogues, route manifest,
 * content, checks, rendering, output. Every problem found is collected and reported together, each naming its
 * file; the output folder is replaced only when there are none.
 */
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { loadCatalogues, type Catalogues } from '../i18n/messages.ts';
import { readConfig, type SiteConfig } from '../site/config.ts';
import { buildStylesheet } from './assets.ts';
import { buildClient } from './client.ts';
import { mapLimit } from './concurrency.ts';
import { listContentFiles, readPage, type PageSource } from './content.ts';
import { readImageSizes } from './images.ts';
import { OutputWriter } from './output.ts';
import { FIXED_PAGES, type FixedPage } from './pages.ts';
import { PARALLEL_THRESHOLD, RenderWorker } from './parallel.ts';
import { createSite, renderPages, type RenderInput } from './render-pages.ts';
import { createManifest, type RouteManifest } from './routes.ts';
import { InlineScripts } from './csp.ts';
import { writeSiteFiles } from './site-files.ts';
import { duplicateMetaProblems } from './seo-checks.ts';
import { referenceProblems } from './page-checks.ts';
import type { Meta } from './schema.ts';

/** The repository holding the generator's code: styles and browser code are built from here. */
const CODE_ROOT = path.resolve(import.meta.dirname, '../..');

export interface BuildOptions {
  /** Project root: content/, locales/ and public/ are read from here (the code is this repository's own). */
  readonly root: string;
  readonly contentDir?: string;
  readonly outDir?: string;
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** The fixed pages; the spec's list unless a test or a fork of the site says otherwise. */
  readonly fixedPages?: readonly FixedPage[];
  /** Render on two threads: by default only when there are at least PARALLEL_THRESHOLD pages. */
  readonly parallel?: boolean;
}

export interface BuildResult {
  readonly buildId: string;
  readonly outDir: string;
  readonly pages: number;
  readonly files: number;
  /** Milliseconds per phase, in order. */
  readonly timings: ReadonlyArray<readonly [string, number]>;
}

export class BuildError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The build failed with ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'BuildError';
  }
}

/** Problems thrown by a phase become the build's problems; anything else is a bug and is rethrown. */
export function problemsOf(error: unknown): readonly string[] {
  if (error instanceof Error && 'problems' in error && Array.isArray((error as { problems: unknown }).problems)) {
    return (error as { problems: string[] }).problems;
  }
  throw error;
}

export async function build(options: BuildOptions): Promise<BuildResult> {
  const root = path.resolve(options.root);
  const contentDir = path.resolve(root, options.contentDir ?? 'content');
  const outDir = path.resolve(root, options.outDir ?? 'dist');
  const contentLabel = path.relative(root, contentDir) || '.';
  const fixedPages = options.fixedPages ?? FIXED_PAGES;
  const timings: [string, number][] = [];
  let clock = performance.now();
  const phase = (name: string) => {
    const now = performance.now();
    timings.push([name, Math.round((now - clock) * 10) / 10]);
    clock = now;
  };

  const problems: string[] = [];
  let config: SiteConfig | undefined;
  let catalogues: Catalogues | undefined;
  let manifest: RouteManifest | undefined;
  const files = await listContentFiles(contentDir);
  const starting = options.parallel ?? files.length >= PARALLEL_THRESHOLD ? RenderWorker.start(CODE_ROOT) : undefined;
  starting?.catch(() => undefined);
  let worker: RenderWorker | undefined;
  try {
    try {
      config = readConfig(options.env ?? process.env);
    } catch (error) {
      problems.push(...problemsOf(error));
    }
    try {
      catalogues = await loadCatalogues(path.join(root, 'locales'));
    } catch (error) {
      problems.push(...problemsOf(error));
    }
    try {
      manifest = createManifest(files, fixedPages);
    } catch (error) {
      problems.push(...problemsOf(error).map((p) => (p.startsWith('two routes') ? p : `${contentLabel}/${p}`)));
    }
    phase('settings, catalogues, routes');
    if (!config || !catalogues || !manifest) throw new BuildError(problems);

    const [loaded, images] = await Promise.all([
      mapLimit(manifest.routes, 64, (route) => readPage(contentDir, route, contentLabel)),
      readImageSizes(path.join(root, 'public')),
    ]);
    const pages: PageSource[] = [];
    for (const result of loaded) {
      if (result.ok) pages.push(result.page);
      else problems.push(...result.problems.map((p) => `${p.file}: ${p.message}`));
    }
    problems.push(...images.problems);
    problems.push(...duplicateMetaProblems(pages, contentLabel));
    for (const page of pages) problems.push(...referenceProblems(page, manifest, images.sizes, contentLabel));
    phase('content');
    if (problems.length) throw new BuildError(problems);

    const [css, client] = await Promise.all([buildStylesheet(path.join(CODE_ROOT, 'src/styles/index.css')), buildClient(CODE_ROOT)]);
    const buildId = `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
    const input: RenderInput = { config, catalogues, css: css.path, js: client.entry, buildId, images: [...images.sizes], contentLabel };
    const site = createSite(input, manifest, pages);
    phase('assets');

    const out = await OutputWriter.open(outDir);
    try {
      await out.copyDir(path.join(root, 'public'));
      await out.write(css.path, css.contents);
      for (const file of client.files) await out.write(file.path, file.contents);
      phase('copy public');

      // The worker takes the second half; the first half, which starts with the fixed pages (the listings among
      // them), stays here. Both write into the same staging folder.
      worker = await starting;
      const split = worker ? Math.ceil(pages.length / 2) : pages.length;
      const remote = worker?.run({
        input,
        files,
        fixedPages,
        metas: metasNeededBy(pages.slice(split), pages, manifest),
        pages: pages.slice(split).map((p) => [p.route.name, p.body] as const),
        outDir: out.staging,
      });
      const scripts = new InlineScripts();
      problems.push(...(await renderPages(site, pages.slice(0, split), out, contentLabel, scripts)));
      const remoteResult = await remote;
      problems.push(...(remoteResult?.problems ?? []));
      scripts.merge(remoteResult?.scriptHashes ?? []);
      if (problems.length) throw new BuildError(problems);
      phase(worker ? 'render pages (2 threads)' : 'render pages');

      const lastmod = new Map(pages.map((p) => [p.route.name, p.meta.reviewed ?? p.meta.date]));
      await writeSiteFiles(out, { site, manifest, catalogues, config, buildId, lastmod: (name) => lastmod.get(name), scripts });
      await out.commit();
      phase('write');
      return { buildId, outDir, pages: pages.length, files: out.written + (remoteResult?.written ?? 0), timings };
    } catch (error) {
      await out.abort();
      throw error;
    }
  } finally {
    await (worker ?? (await starting?.catch(() => undefined)))?.stop();
  }
}

/**
 * Front matter a share of pages refers to: their own, their parents' (breadcrumbs) and their related pages'.
 * Listing pages, which need everything, are fixed pages and stay on the main thread, so a worker gets only this.
 */
function metasNeededBy(share: readonly PageSource[], all: readonly PageSource[], manifest: RouteManifest): Array<readonly [string, Meta]> {
  const byName = new Map(all.map((p) => [p.route.name, p.meta]));
  const names = new Set<string>();
  for (const { route, meta } of share) {
    names.add(route.name);
    for (const id of [route.parent, ...meta.related]) {
      if (id) names.add((manifest.has(id, route.locale) ? manifest.get(id, route.locale) : manifest.get(id, 'en')).name);
    }
  }
  return [...names].map((name) => [name, byName.get(name) as Meta] as const);
}
