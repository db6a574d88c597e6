/**
 * The one pipeline: `npm run build` runs it once (a staged output, the cache on disk), the dev server runs it again
 * for every batch of changes (the same staged output, the cache kept in memory as a `CacheSession`), so what a
 * change re-renders comes from one rule, the cache's, and every check runs every time.
 *
 * The whole build, as functions that return data and a final write: load and check every input (load-inputs.ts),
 * build the assets, render every page (each indexed for the site search as it is rendered), check what only the
 * rendered site shows (anchors), write the site-wide files and the search index. Every problem found is collected
 * and reported together, each naming its file; the output folder is replaced only when there are none. With a
 * cache (build-cache.ts), pages whose inputs have not changed are taken over from the previous output.
 */
import { randomBytes } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { firstLine, throwIfAny, valueOrThrow, type Problem } from '../shared/problems.ts';
import { buildSiteAssets, CODE_ROOT } from './assets/site-assets.ts';
import { adminBundle } from './admin/admin-bundle.ts';
import { DocumentFile } from './search/document-file.ts';
import { loadInputs } from './pipeline/load-inputs.ts';
import type { LoadOptions } from './load/inputs.ts';
import { OutputWriter } from './output/output.ts';
import { PARALLEL_THRESHOLD, RenderWorker } from './render/render-thread.ts';
import { createRendering, renderInputOf, sortedImages } from './render/render-pages.ts';
import { renderSite } from './pipeline/render-site.ts';
import type { ListedFile } from './load/project-files.ts';
import { BuildCache, hashOf, type CacheSession, type PageRecord } from './cache/build-cache.ts';
import { pageRecords, reusablePages, siteKey } from './cache/page-reuse.ts';
import { writeWholeSiteFiles } from './pipeline/whole-site-files.ts';
import { SearchIndex, type SearchIndexResult } from './search/search-index.ts';

export { BuildError } from '../shared/problems.ts';

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
  /** The dev server's: the cache's records kept in memory between its builds, instead of `cacheDir`. */
  readonly session?: CacheSession;
}

export interface BuildResult {
  readonly buildId: string;
  readonly outDir: string;
  readonly pages: number;
  /** Of the pages, how many were rendered; the others were taken over from the previous output. */
  readonly rendered: number;
  /** The site paths of the pages rendered (for the dev server's reload). */
  readonly renderedPaths: readonly string[];
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
  // Every page's search document goes into a folder that Pagefind's command indexes in one run (search-index.ts).
  const search = new SearchIndex();
  // The stylesheet and the browser code are made from the code alone: esbuild makes them in its own process while
  // the content is read.
  const assets = buildSiteAssets();
  assets.catch(() => undefined);
  // So is the content editor's bundle (checked against its inputs, made again only when they changed), handed to
  // the whole-site files written after rendering.
  const editor = adminBundle(CODE_ROOT);
  editor.catch(() => undefined);
  try {
    const cache = options.session
      ? BuildCache.inSession(options.session)
      : options.cacheDir === undefined
        ? undefined
        : await BuildCache.open(options.cacheDir, outDir, options.fresh);
    // 1. Load: every input read and checked; a problem anywhere fails here, before anything is written.
    const inputs = valueOrThrow(await loadInputs(cache ? { ...options, parseCache: cache.parse } : options));
    const { manifest, pages, publicFiles } = inputs;
    phase('load and check content');

    // 2. Assets, and what rendering needs; with a cache, the pages whose inputs have not changed.
    const [css, client] = await assets;
    const key =
      options.codeVersion === undefined
        ? undefined
        : siteKey({
            codeVersion: options.codeVersion,
            inputs,
            css,
            client,
            images: sortedImages(publicFiles.images),
            preview: options.preview ?? false,
          });
    const buildId = key ? key.slice(0, 12) : `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
    const input = renderInputOf(inputs, { css, client, images: publicFiles.images, buildId });
    const rendering = createRendering(input, manifest, pages);
    const metaHashes = new Map(pages.map((p) => [p.route.name, hashOf(p.meta)]));
    const reused = cache && key ? await reusablePages(cache, key, inputs, metaHashes, outDir) : new Map<string, PageRecord>();
    phase('assets');

    const out = await OutputWriter.open(outDir);
    let indexing: Promise<SearchIndexResult> | undefined;
    // Every page's search document goes into a file as it is made, not into memory (document-file.ts): the
    // cache's new documents file, or, without a cache, a file of this build's own.
    const documents = cache
      ? await cache.newDocuments()
      : DocumentFile.create(path.join(tmpdir(), `clinic-documents-${randomBytes(6).toString('hex')}`));
    try {
      // 3. The public files and the assets, into the staging folder.
      throwIfAny(await copyPublic(out, publicFiles.files, [css, ...client.files]));
      phase('copy public');

      // 4. Render: every page rendered or taken over. The second thread only when enough pages are left to render.
      const renderedPaths = pages.filter((p) => !reused.has(p.route.name)).map((p) => p.route.path);
      const toRender = renderedPaths.length;
      worker = (options.parallel ?? toRender >= PARALLEL_THRESHOLD) ? await starting : undefined;
      const rendered = await renderSite({
        inputs,
        input,
        rendering,
        out,
        reused,
        previousDocuments: cache?.documents,
        documents,
        worker,
        record: cache !== undefined,
      });
      throwIfAny(rendered.problems);
      phase(worker ? 'render pages (2 threads)' : 'render pages');
      // Two threads' rendering leaves the main thread's heap full of what is now garbage (every page's markup and
      // React's elements), and V8 collected it only after the site files and records below had grown the heap
      // further, the build's peak of memory. Collected here, that peak is about 10 MiB lower, for some 40 ms.
      // `npm run build` starts Node with --expose-gc for this; without it there is no gc() and nothing happens.
      if (worker) (globalThis as { gc?: () => void }).gc?.();

      // 5. Search: Pagefind gets every page's search document, in manifest order (the order is in the index's
      // bytes), and builds the index in its own process while the whole-site files and the cache's records are made
      // here. It writes into the staging folder: a failed index fails the build before the swap.
      for (const { route } of pages) {
        const at = rendered.located.get(route.path);
        if (at !== undefined) search.addDocument(route.path, documents.get(at));
      }
      phase('search documents');
      indexing = search.write(out.staging);

      // 6. The whole-site files (error pages, sitemap, feeds, the editor, host configs) and the cache's records.
      const lastmod = new Map(pages.map((p) => [p.route.name, p.meta.reviewed ?? p.meta.date]));
      throwIfAny(
        await writeWholeSiteFiles(out, {
          rendering,
          input,
          editor,
          manifest,
          catalogues: inputs.catalogues,
          config: inputs.config,
          buildId,
          lastmod: (name) => lastmod.get(name),
          pages,
          scripts: rendered.scripts,
          hostRules: publicFiles.hostRules,
        }),
      );
      await out.flush();
      const next =
        cache && key
          ? await pageRecords(pages, reused, rendered.records, rendered.located, inputs.sourceHashes, metaHashes, out)
          : undefined;
      phase('write');

      throwIfAny((await indexing).problems);
      phase('search index');

      // 7. Commit: the staging folder replaces the output; the cache is kept for the next build.
      await out.commit();
      const warnings = [...inputs.warnings];
      if (cache && key && next) {
        // A cache that cannot be written costs the next build its speed, never this build its output.
        await cache.save(key, next).catch((error: unknown) => warnings.push(`the build cache could not be written: ${firstLine(error)}`));
      }
      phase('commit');
      const files = out.written + rendered.workerFiles;
      return { buildId, outDir, pages: pages.length, rendered: toRender, renderedPaths, files, timings, warnings };
    } catch (error) {
      // The index is written into the staging folder when Pagefind is done: wait for it before removing the folder.
      await indexing;
      await out.abort();
      throw error;
    } finally {
      documents.close();
      // The cache's documents file stays if the cache was saved (its records point into it); close() removes it if not.
      if (cache) await cache.close();
      else await rm(documents.file, { force: true });
    }
  } finally {
    await Promise.all([(worker ?? (await starting?.catch(() => undefined)))?.stop(), search.close()]);
  }
}

/** The public files and the assets, into the output; a public file that cannot be copied is a problem. */
async function copyPublic(
  out: OutputWriter,
  files: readonly ListedFile[],
  assets: ReadonlyArray<{ path: string; contents: string | Uint8Array }>,
) {
  const problems: Problem[] = [];
  for (const file of files) problems.push(...(await out.copy(file.real, file.relative, `public/${file.relative}`)));
  for (const asset of assets) await out.write(asset.path, asset.contents);
  await out.flush();
  return problems;
}

/** How many entries a folder holds, quickly and without judging them (loading judges them). */
async function countFiles(dir: string): Promise<number> {
  return (await readdir(dir, { recursive: true }).catch(() => [])).length;
}
