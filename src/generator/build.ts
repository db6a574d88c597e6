/**
 * The whole build, as functions that return data and a final write: load and check every input (load-site.ts),
 * build the assets, render every page, check what only the rendered site shows (anchors), write the site-wide
 * files, index the pages for the site search. Every problem found is collected and reported together, each naming its file; the output folder is
 * replaced only when there are none.
 */
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { throwIfAny, type Problem } from '../shared/problems.ts';
import { AnchorIndex } from './anchors.ts';
import { buildStylesheet } from './assets.ts';
import { buildBrowserBundle } from './browser-bundle.ts';
import type { PageSource } from './content.ts';
import { InlineScripts } from './csp.ts';
import { loadSite, type LoadOptions } from './load-site.ts';
import { OutputWriter } from './output.ts';
import { PARALLEL_THRESHOLD, RenderWorker } from './parallel.ts';
import { createSite, renderPages, type RenderInput } from './render-pages.ts';
import type { RouteManifest } from '../model/routes.ts';
import type { Meta } from '../model/schema.ts';
import { writeSiteFiles } from './site-files.ts';
import { writeSearchIndex } from './search-index.ts';

export { BuildError } from '../shared/problems.ts';

/** The repository holding the generator's code: styles and browser code are built from here. */
const CODE_ROOT = path.resolve(import.meta.dirname, '../..');

export interface BuildOptions extends LoadOptions {
  readonly outDir?: string;
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
  // is worth it is judged from the number of content files, known before they are read.
  const parallel = options.parallel ?? (await countFiles(path.resolve(root, options.contentDir ?? 'content'))) >= PARALLEL_THRESHOLD;
  const starting = parallel ? RenderWorker.start(CODE_ROOT) : undefined;
  starting?.catch(() => undefined);
  let worker: RenderWorker | undefined;
  try {
    const site = await loadSite(options);
    const { manifest, pages, config, catalogues, publicFiles } = site;
    phase('load and check content');

    const [css, client] = await Promise.all([buildStylesheet(path.join(CODE_ROOT, 'src/styles/index.css')), buildBrowserBundle(CODE_ROOT)]);
    const buildId = `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
    const input: RenderInput = {
      config,
      catalogues,
      css: css.path,
      js: client.entry,
      buildId,
      images: [...publicFiles.images],
      publication: { today: site.today, withheld: site.withheld },
    };
    const rendering = createSite(input, manifest, pages);
    phase('assets');

    const out = await OutputWriter.open(outDir);
    try {
      for (const file of publicFiles.files) await out.copy(file.real, file.relative, `public/${file.relative}`);
      await out.write(css.path, css.contents);
      for (const file of client.files) await out.write(file.path, file.contents);
      await out.flush();
      throwIfAny(out.copyProblems);
      phase('copy public');

      // The worker takes the second half; the first half, which starts with the fixed pages (the listings among
      // them), stays here. Both write into the same staging folder.
      worker = await starting;
      const split = worker ? Math.ceil(pages.length / 2) : pages.length;
      const share = pages.slice(split);
      const remote = worker?.run({
        input,
        files: site.files,
        fixedPages: site.fixedPages,
        metas: metasNeededBy(share, pages, manifest),
        pages: share.map((p) => [p.route.name, p.body, p.source, p.bodyLine] as const),
        outDir: out.staging,
      });
      const scripts = new InlineScripts();
      const anchors = new AnchorIndex();
      const problems: Problem[] = await renderPages(rendering, pages.slice(0, split), out, { scripts, anchors });
      const remoteResult = await remote;
      if (remoteResult) {
        problems.push(...remoteResult.problems);
        scripts.merge(remoteResult.scriptHashes);
        anchors.merge(remoteResult.anchors);
      }
      problems.push(...anchors.problems((name) => manifest.named(name).path));
      throwIfAny(problems);
      phase(worker ? 'render pages (2 threads)' : 'render pages');

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
      phase('write');

      // Over the finished staging folder: a failed index fails the build before the swap.
      throwIfAny((await writeSearchIndex(out.staging)).problems);
      await out.commit();
      phase('search index');
      return { buildId, outDir, pages: pages.length, files: out.written + (remoteResult?.written ?? 0), timings, warnings: site.warnings };
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
      if (id) names.add(manifest.resolve(id, route.locale).name);
    }
  }
  return [...names].map((name) => [name, byName.get(name) as Meta] as const);
}

/** How many entries a folder holds, quickly and without judging them (loading judges them). */
async function countFiles(dir: string): Promise<number> {
  return (await readdir(dir, { recursive: true }).catch(() => [])).length;
}
