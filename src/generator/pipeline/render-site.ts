/**
 * The render stage of a build: every page taken over from the previous output (when the cache has it) or rendered,
 * on this thread or, for a big site, half of them on a second one (render/render-thread.ts). Gathers what the
 * later stages need: the inline-script hashes for the CSP, the anchor check's ids and links, each page's record
 * for the cache, and where each page's search document was put. Problems are returned, never thrown.
 */
import { rm } from 'node:fs/promises';
import type { RouteManifest } from '../../model/routes.ts';
import { contentLocale } from '../../model/reader-copies.ts';
import type { Meta } from '../../model/schema.ts';
import type { Problem } from '../../shared/problems.ts';
import type { PageRecord } from '../cache/build-cache.ts';
import { takeOver } from '../cache/page-reuse.ts';
import { AnchorIndex } from '../checks/anchors.ts';
import { InlineScripts } from '../host/csp.ts';
import { forgetBody, type PageSource } from '../load/content.ts';
import type { BuildInputs } from '../load/inputs.ts';
import type { OutputWriter } from '../output/output.ts';
import { renderPages, type RenderInput, type Rendering, type RenderRecord } from '../render/render-pages.ts';
import type { RenderWorker } from '../render/render-thread.ts';
import { DocumentFile, type DocumentAt } from '../search/document-file.ts';

export interface RenderSiteJob {
  readonly inputs: BuildInputs;
  readonly input: RenderInput;
  readonly rendering: Rendering;
  readonly out: OutputWriter;
  /** Pages whose previous files and records can be taken over, by route name (empty without a cache). */
  readonly reused: ReadonlyMap<string, PageRecord>;
  /** The previous build's search documents, which the reused pages' records point into. */
  readonly previousDocuments?: DocumentFile;
  /** This build's search documents file: every page's document is appended as it is made. */
  readonly documents: DocumentFile;
  /** The second render thread, given the second half of the pages to render; none for a small site. */
  readonly worker?: RenderWorker;
  /** Keep each rendered page's record (only a build with a cache needs them). */
  readonly record: boolean;
}

export interface RenderedSite {
  readonly problems: readonly Problem[];
  readonly scripts: InlineScripts;
  readonly records: ReadonlyMap<string, RenderRecord>;
  /** Where each page's search document is in `documents`, by site path. */
  readonly located: ReadonlyMap<string, DocumentAt>;
  /** Files the second thread wrote (this thread's are counted by the writer). */
  readonly workerFiles: number;
}

export async function renderSite(job: RenderSiteJob): Promise<RenderedSite> {
  const workerDocuments = `${job.documents.file}.worker`;
  try {
    return await renderEveryPage(job, workerDocuments);
  } finally {
    await rm(workerDocuments, { force: true });
  }
}

async function renderEveryPage(job: RenderSiteJob, workerDocuments: string): Promise<RenderedSite> {
  const { inputs, out, reused, documents, worker } = job;
  const { pages, manifest } = inputs;
  // The worker takes the second half of the pages to render; the first half, which starts with the fixed pages
  // (the listings among them), stays here. Both write into the same staging folder.
  const fresh = pages.filter((p) => !reused.has(p.route.name));
  const split = worker ? Math.ceil(fresh.length / 2) : fresh.length;
  const share = fresh.slice(split);
  const remote = worker?.run({
    input: job.input,
    files: inputs.files,
    fixedPages: inputs.fixedPages,
    metas: metasNeededBy(share, pages, manifest),
    pages: share.map((p) => [p.route.name, p.body, p.source, p.bodyLine] as const),
    outDir: out.staging,
    record: job.record,
    documents: workerDocuments,
  });
  // The worker has its own copy of its pages (the job is copied when it is sent).
  if (remote) for (const page of share) forgetBody(page);
  const remoteNames = new Set(share.map((p) => p.route.name));
  const scripts = new InlineScripts();
  const anchors = new AnchorIndex();
  const records = new Map<string, RenderRecord>();
  const located = new Map<string, DocumentAt>();
  const search = (sitePath: string, document: string) => located.set(sitePath, documents.append(document));
  const record = (name: string, made: RenderRecord) => records.set(name, made);
  const collect = { scripts, anchors, search, ...(job.record ? { record } : {}) };
  const problems: Problem[] = [];
  for (const page of pages) {
    const { name, path: sitePath } = page.route;
    if (remoteNames.has(name)) continue;
    const previous = reused.get(name);
    if (previous) await takeOver(previous, name, sitePath, out.target, out, collect, job.previousDocuments);
    else problems.push(...(await renderPages(job.rendering, [page], out, collect)));
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
        for (const [sitePath, at] of remoteResult.searchDocuments) located.set(sitePath, documents.append(theirs.get(at)));
      } finally {
        theirs.close();
      }
    }
    for (const [name, made] of remoteResult.records) records.set(name, made);
  }
  problems.push(...anchors.problems((name) => manifest.named(name).path));
  return { problems, scripts, records, located, workerFiles: remoteResult?.written ?? 0 };
}

/**
 * Front matter a share of pages refers to: their own, their parents' (breadcrumbs), their related pages' and the
 * fixed pages'. Listing pages, which need everything, are fixed pages and stay on the main thread, so a worker gets
 * only this.
 */
function metasNeededBy(share: readonly PageSource[], all: readonly PageSource[], manifest: RouteManifest): Array<readonly [string, Meta]> {
  const byName = new Map(all.map((p) => [p.route.name, p.meta]));
  // The fixed pages' own, always: few, and pages link them by name (the landing pages, the menu's body areas).
  const names = new Set<string>(all.filter((p) => !p.route.collection).map((p) => p.route.name));
  for (const { route, meta } of share) {
    names.add(route.name);
    // A reader copy shows its English page's content, which reads the English pages (render.tsx).
    const locale = contentLocale(route);
    if (route.readerCopy) names.add(manifest.get(route.id, locale).name);
    for (const id of [route.parent, ...meta.related]) {
      if (id) names.add(manifest.resolve(id, locale).name);
    }
  }
  return [...names].map((name) => [name, byName.get(name) as Meta] as const);
}
