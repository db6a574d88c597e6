/**
 * The whole build, as functions that return data and a final write: load and check every input (load-site.ts),
 * build the assets, render every page (each indexed for the site search as it is rendered), check what only the
 * rendered site shows (anchors), write the site-wide files and the search index. Every problem found is collected
 * and reported together, each naming its file; the output folder is replaced only when there are none. With a
 * cache (build-cache.ts), pages whose inputs have not changed are taken over from the previous output.
 */
import { randomBytes } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { firstLine, throwIfAny, type Problem } from '../shared/problems.ts';
import { AnchorIndex } from './checks/anchors.ts';
import { buildStylesheet } from './assets/assets.ts';
import { adminBundle } from './admin/admin-bundle.ts';
import { buildBrowserBundle } from './assets/browser-bundle.ts';
import { DocumentFile, type DocumentAt } from './search/document-file.ts';
import { forgetBody, type PageSource } from './load/content.ts';
import { InlineScripts } from './host/csp.ts';
import { loadSite, type LoadOptions } from './load/load-site.ts';
import { OutputWriter } from './output/output.ts';
import { PARALLEL_THRESHOLD, RenderWorker } from './render/render-thread.ts';
import { createSite, renderPages, type RenderInput, type RenderRecord } from './render/render-pages.ts';
import { BuildCache, hashOf, type PageRecord } from './cache/build-cache.ts';
import { pageRecords, reusablePages, siteKey, takeOver } from './cache/page-reuse.ts';
import type { RouteManifest } from '../model/routes.ts';
import type { Meta } from '../model/schema.ts';
import { writeSiteFiles } from './output/site-files.ts';
import { FolderIndexer } from './search/search-folder.ts';
import { type SearchIndexer, type SearchIndexResult, StreamingIndexer } from './search/search-index.ts';

export { BuildError } from '../shared/problems.ts';

/** The repository holding the generator's code: styles and browser code are built from here. */
const CODE_ROOT = path.resolve(import.meta.dirname, '../..');

export interface BuildOptions extends LoadOptions {
  readonly outDir?: string;
  /** Render on two threads: by default only when there are at least PARALLEL_THRESHOLD pages to render. */
  readonly parallel?: boolean;
  /**
   * The version of the generator's code and dependencies (code-version.ts). With it the build id is derived from
   * everything the pages are made from, so the same inputs give the same output; without it the id is random.
   */
  readonly codeVersion?: string;
  /** A folder to keep what this build read and made, to take over what has not changed next time (build-cache.ts). */
  readonly cacheDir?: string;
  /** Take nothing over from the cache (it is still written for the next build). */
  readonly fresh?: boolean;
}

export interface BuildResult {
  readonly buildId: string;
  readonly outDir: string;
  readonly pages: number;
  /** Of the pages, how many were rendered; the others were taken over from the previous output. */
  readonly rendered: number;
  readonly files: number;
  /** Milliseconds per phase, in order. */
  readonly timings: ReadonlyArray<readonly [string, number]>;
  /** Allowed but probably a mistake (a missing SITE_URL): shown by `npm run build`, never fatal. */
  readonly warnings: readonly string[];
}

export async function build(options: BuildOptions): Promise<BuildResult> {
  const root = path.resolve(options.root);
  const outDir = path.resolve(root, options.outDir ?? 'dist');
  const timings: [string, number][] = [];
  let clock = performance.now();
  const phase = (name: string) => {
    const now = performance.now();
    timings.push([name, Math.round((now - clock) * 10) / 10]);
    clock = now;
  };

  // The second render thread starts before the content is read, so its start-up overlaps that work. Whether it
  // is worth it is judged from the number of content files, known before they are read; it is not used when the
  // cache leaves fewer pages than that to render.
  const parallel = options.parallel ?? (await countFiles(path.resolve(root, options.contentDir ?? 'content'))) >= PARALLEL_THRESHOLD;
  const starting = parallel ? RenderWorker.start(CODE_ROOT) : undefined;
  starting?.catch(() => undefined);
  let worker: RenderWorker | undefined;
  // A small site's Pagefind starts now too, and indexes pages as they are rendered (search-index.ts). A big site's
  // documents go into a folder that Pagefind's command indexes in one run (search-folder.ts). The choice depends on
  // the content alone, never on the cache, so a cached build indexes as a cold one does and writes the same bytes.
  const search: SearchIndexer = parallel ? new FolderIndexer() : StreamingIndexer.start();
  // The stylesheet and the browser code are made from the code alone: esbuild makes them in its own process while
  // the content is read.
  const assets = Promise.all([buildStylesheet(path.join(CODE_ROOT, 'src/styles/index.css')), buildBrowserBundle(CODE_ROOT)]);
  assets.catch(() => undefined);
  // So is the content editor's bundle (checked against its inputs, made again only when they changed); the site
  // files written after rendering take it from here.
  adminBundle(CODE_ROOT).catch(() => undefined);
  try {
    const cache = options.cacheDir === undefined ? undefined : await BuildCache.open(options.cacheDir, outDir, options.fresh);
    const site = await loadSite(cache ? { ...options, parseCache: cache.parse } : options);
    const { manifest, pages, config, catalogues, publicFiles } = site;
    phase('load and check content');

    const [css, client] = await assets;
    // Sorted: the sizes arrive in the order the files were read, and the output must not depend on it.
    const images = [...publicFiles.images].sort(([a], [b]) => (a < b ? -1 : 1));
    const key =
      options.codeVersion === undefined
        ? undefined
        : siteKey({ codeVersion: options.codeVersion, site, css, client, images, preview: options.preview ?? false });
    const buildId = key ? key.slice(0, 12) : `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
    const input: RenderInput = {
      config,
      catalogues,
      css: css.path,
      js: client.entry,
      buildId,
      images,
      signs: site.signs,
      publication: { today: site.today, withheld: site.withheld },
    };
    const rendering = createSite(input, manifest, pages);
    const metaHashes = new Map(pages.map((p) => [p.route.name, hashOf(p.meta)]));
    const reused = cache && key ? await reusablePages(cache, key, site, metaHashes, outDir) : new Map<string, PageRecord>();
    phase('assets');

    const out = await OutputWriter.open(outDir);
    let indexing: Promise<SearchIndexResult> | undefined;
    // Every page's search document goes into a file as it is made, not into memory (document-file.ts): the
    // cache's new documents file, or, without a cache, a file of this build's own.
    const store = cache
      ? await cache.newDocuments()
      : DocumentFile.create(path.join(tmpdir(), `clinic-documents-${randomBytes(6).toString('hex')}`));
    const workerDocuments = `${store.file}.worker`;
    try {
      const copyProblems: Problem[] = [];
      for (const file of publicFiles.files) copyProblems.push(...(await out.copy(file.real, file.relative, `public/${file.relative}`)));
      await out.write(css.path, css.contents);
      for (const file of client.files) await out.write(file.path, file.contents);
      await out.flush();
      throwIfAny(copyProblems);
      phase('copy public');

      // The worker takes the second half of the pages to render; the first half, which starts with the fixed pages
      // (the listings among them), stays here. Both write into the same staging folder.
      const fresh = pages.filter((p) => !reused.has(p.route.name));
      worker = (options.parallel ?? fresh.length >= PARALLEL_THRESHOLD) ? await starting : undefined;
      const split = worker ? Math.ceil(fresh.length / 2) : fresh.length;
      const share = fresh.slice(split);
      const remote = worker?.run({
        input,
        files: site.files,
        fixedPages: site.fixedPages,
        metas: metasNeededBy(share, pages, manifest),
        pages: share.map((p) => [p.route.name, p.body, p.source, p.bodyLine] as const),
        outDir: out.staging,
        record: cache !== undefined,
        documents: workerDocuments,
      });
      // The worker has its own copy of its pages (the job is copied when it is sent).
      if (remote) for (const page of share) forgetBody(page);
      const remoteNames = new Set(share.map((p) => p.route.name));
      const scripts = new InlineScripts();
      const anchors = new AnchorIndex();
      const records = new Map<string, RenderRecord>();
      // One thread: each page goes to the indexer as it comes, in manifest order (a small site's Pagefind service
      // indexes it on the other core meanwhile). Two: Pagefind would slow both render threads, and gets the pages,
      // in manifest order, once both are done.
      const located = new Map<string, DocumentAt>();
      const index = (sitePath: string, document: string) => {
        located.set(sitePath, store.append(document));
        if (!worker) search.addDocument(sitePath, document);
      };
      const record = (name: string, made: RenderRecord) => records.set(name, made);
      const collect = { scripts, anchors, search: index, ...(cache ? { record } : {}) };
      const problems: Problem[] = [];
      for (const page of pages) {
        const { name, path: sitePath } = page.route;
        if (remoteNames.has(name)) continue;
        const record = reused.get(name);
        if (record) await takeOver(record, name, sitePath, outDir, out, collect, cache?.documents);
        else problems.push(...(await renderPages(rendering, [page], out, collect)));
        forgetBody(page);
      }
      const remoteResult = await remote;
      // Its share is done: its heap (some 80 MB for 4,000 articles) is given back now, not after the search index.
      await worker?.stop();
      if (remoteResult) {
        problems.push(...remoteResult.problems);
        scripts.merge(remoteResult.scriptHashes);
        anchors.merge(remoteResult.anchors);
        if (remoteResult.searchDocuments.length) {
          const theirs = DocumentFile.read(workerDocuments);
          try {
            for (const [sitePath, at] of remoteResult.searchDocuments) located.set(sitePath, store.append(theirs.get(at)));
          } finally {
            theirs.close();
          }
        }
        for (const [name, record] of remoteResult.records) records.set(name, record);
      }
      problems.push(...anchors.problems((name) => manifest.named(name).path));
      throwIfAny(problems);
      phase(worker ? 'render pages (2 threads)' : 'render pages');
      // Two threads' rendering leaves the main thread's heap full of what is now garbage (every page's markup and
      // React's elements), and V8 collected it only after the site files and records below had grown the heap
      // further, the build's peak of memory. Collected here, that peak is about 10 MiB lower, for some 40 ms.
      // `npm run build` starts Node with --expose-gc for this; without it there is no gc() and nothing happens.
      if (worker) (globalThis as { gc?: () => void }).gc?.();

      // Pagefind gets every page's search document, in manifest order, and builds the index in its own process
      // while the site files and the cache's records are made here. It writes into the staging folder: a failed
      // index fails the build before the swap.
      if (worker) {
        for (const { route } of pages) {
          const at = located.get(route.path);
          if (at !== undefined) search.addDocument(route.path, store.get(at));
        }
        phase('search documents');
      }
      indexing = search.write(out.staging);
      const lastmod = new Map(pages.map((p) => [p.route.name, p.meta.reviewed ?? p.meta.date]));
      const siteProblems = await writeSiteFiles(out, {
        site: rendering,
        manifest,
        catalogues,
        config,
        buildId,
        lastmod: (name) => lastmod.get(name),
        pages,
        scripts,
        hostRules: publicFiles.hostRules,
      });
      throwIfAny(siteProblems);
      await out.flush();
      const next = cache && key ? await pageRecords(pages, reused, records, located, site.sourceHashes, metaHashes, out) : undefined;
      phase('write');

      throwIfAny((await indexing).problems);
      phase('search index');
      await out.commit();
      const warnings = [...site.warnings];
      if (cache && key && next) {
        // A cache that cannot be written costs the next build its speed, never this build its output.
        await cache.save(key, next).catch((error: unknown) => warnings.push(`the build cache could not be written: ${firstLine(error)}`));
      }
      phase('commit');
      const files = out.written + (remoteResult?.written ?? 0);
      return { buildId, outDir, pages: pages.length, rendered: fresh.length, files, timings, warnings };
    } catch (error) {
      // The index is written into the staging folder when Pagefind is done: wait for it before removing the folder.
      await indexing;
      await out.abort();
      throw error;
    } finally {
      store.close();
      await rm(workerDocuments, { force: true });
      // The cache's documents file stays if the cache was saved (its records point into it); close() removes it if not.
      if (cache) await cache.close();
      else await rm(store.file, { force: true });
    }
  } finally {
    await Promise.all([(worker ?? (await starting?.catch(() => undefined)))?.stop(), search.close()]);
  }
}

/**
 * Front matter a share of pages refers to: their own, their parents' (breadcrumbs), their related pages' and the
 * fixed pages'.
 * Listing pages, which need everything, are fixed pages and stay on the main thread, so a worker gets only this.
 */
function metasNeededBy(share: readonly PageSource[], all: readonly PageSource[], manifest: RouteManifest): Array<readonly [string, Meta]> {
  const byName = new Map(all.map((p) => [p.route.name, p.meta]));
  // The fixed pages' own, always: few, and pages link them by name (the landing pages, the menu's body areas).
  const names = new Set<string>(all.filter((p) => !p.route.collection).map((p) => p.route.name));
  for (const { route, meta } of share) {
    names.add(route.name);
    for (const id of [route.parent, ...meta.related]) {
      if (id) names.add(manifest.resolve(id, route.locale).name);
    }
  }
  return [...names].map((name) => [name, byName.get(name) as Meta] as const);
}

/** How many entries a folder holds, quickly and without judging them (loading judges them). */
async function countFiles(dir: string): Promise<number> {
  return (await readdir(dir, { recursive: true }).catch(() => [])).length;
}
