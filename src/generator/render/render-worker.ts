/** The render worker's side of render-thread.ts: rebuilds the manifest and index from plain data, renders its share. */
import { parentPort } from 'node:worker_threads';
import type { RenderJob, RenderJobResult } from './render-thread.ts';
import { createRendering, renderPages, type RenderRecord } from './render-pages.ts';
import { createManifest } from '../../model/routes.ts';
import { FileWriter } from '../output/output.ts';
import { forgetBody, type PageSource } from '../load/content.ts';
import { valueOrThrow, type Problem } from '../../shared/problems.ts';
import type { Meta } from '../../model/schema.ts';
import { InlineScripts } from '../host/csp.ts';
import { AnchorIndex } from '../checks/anchors.ts';
import { DocumentFile, type DocumentAt } from '../search/document-file.ts';

if (!parentPort) throw new Error('render-worker.ts runs only as a worker thread');
const port = parentPort;

port.once('message', async (job: RenderJob) => {
  let result: RenderJobResult;
  try {
    const manifest = valueOrThrow(createManifest(job.files, job.fixedPages));
    const indexed = job.metas.map(([name, meta]) => ({ route: manifest.named(name), meta }));
    const rendering = createRendering(job.input, manifest, indexed);
    const metas = new Map(job.metas);
    const pages: PageSource[] = job.pages.map(([name, body, source, bodyLine]) => ({
      route: manifest.named(name),
      meta: metas.get(name) as Meta,
      body,
      source,
      bodyLine,
    }));
    const out = new FileWriter(job.outDir);
    const scripts = new InlineScripts();
    const anchors = new AnchorIndex();
    // The documents go into a file, not back in the message: held here and copied to the main thread, they were
    // some 30 MB twice over for 4,000 articles.
    const documents = DocumentFile.create(job.documents);
    const searchDocuments: Array<readonly [string, DocumentAt]> = [];
    const records: Array<readonly [string, RenderRecord]> = [];
    const collect = {
      scripts,
      anchors,
      search: (sitePath: string, document: string) => searchDocuments.push([sitePath, documents.append(document)]),
      ...(job.record ? { record: (name: string, made: RenderRecord) => records.push([name, made]) } : {}),
    };
    const problems: Problem[] = [];
    try {
      for (const page of pages) {
        problems.push(...(await renderPages(rendering, [page], out, collect)));
        forgetBody(page);
      }
    } finally {
      documents.close();
    }
    await out.flush();
    result = { problems, written: out.written, scriptHashes: scripts.hashes, anchors: anchors.toData(), searchDocuments, records };
  } catch (error) {
    // A bug, not a content problem: its stack is what a developer needs.
    const message = `render worker failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
    result = { problems: [{ message }], written: 0, scriptHashes: [], anchors: { ids: [], refs: [] }, searchDocuments: [], records: [] };
  }
  port.postMessage(result);
});
