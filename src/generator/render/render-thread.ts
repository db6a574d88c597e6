/**
 * A second render thread for big sites. The machine class we build on has two cores and rendering is
 * CPU-bound (markdown and React), so a worker renders half the pages while the main thread renders the other
 * half. The worker's code is bundled by esbuild into one plain JavaScript file (worker threads do not inherit
 * tsx's loader, and loading one bundled file is much faster than transforming every module), and it is started
 * before the content is read, so its start-up overlaps that work.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';
import { keepImportMeta } from '../assets/keep-import-meta.mjs';
import { hash } from '../assets/assets.ts';
import type { FixedPage } from '../../model/page-table.ts';
import type { Meta } from '../../model/schema.ts';
import type { RenderInput, RenderRecord } from './render-pages.ts';
import type { Problem } from '../../shared/problems.ts';
import type { AnchorData } from '../checks/anchors.ts';
import type { DocumentAt } from '../search/document-file.ts';

/** Below this many content files a worker's start-up costs more than it saves. */
export const PARALLEL_THRESHOLD = 400;

export interface RenderJob {
  readonly input: RenderInput;
  readonly files: readonly string[];
  readonly fixedPages: readonly FixedPage[];
  /** Front matter of every page, by route name (for listings, related pages and breadcrumbs). */
  readonly metas: ReadonlyArray<readonly [string, Meta]>;
  /** The pages this worker renders: route name, markdown body, the file as problems name it, the body's first line. */
  readonly pages: ReadonlyArray<readonly [name: string, body: string, source: string, bodyLine: number]>;
  readonly outDir: string;
  /** Keep a record of each page for the build cache. */
  readonly record: boolean;
  /** A file for the pages' search documents (document-file.ts), which the main thread reads back. */
  readonly documents: string;
}

export interface RenderJobResult {
  readonly problems: readonly Problem[];
  readonly written: number;
  /** CSP hashes of the generator's inline scripts found in the worker's pages. */
  readonly scriptHashes: readonly string[];
  readonly anchors: AnchorData;
  /** Where the search document of each of the worker's pages is in the job's documents file, by site path. */
  readonly searchDocuments: ReadonlyArray<readonly [string, DocumentAt]>;
  /** Each rendered page's record, when the job asked for them. */
  readonly records: ReadonlyArray<readonly [string, RenderRecord]>;
}

const ENTRY = fileURLToPath(new URL('./render-worker.ts', import.meta.url));

async function bundleWorker(root: string): Promise<string> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    write: false,
    logLevel: 'silent',
    plugins: [keepImportMeta],
  });
  const code = result.outputFiles[0]?.text ?? '';
  // Inside node_modules so the bundle's imports of react, marked, ... resolve from the project.
  const dir = path.join(root, 'node_modules/.cache/clinic-site');
  const file = path.join(dir, `render-worker-${hash(code)}.mjs`);
  await mkdir(dir, { recursive: true });
  await writeFile(file, code);
  return file;
}

export class RenderWorker {
  private constructor(
    private readonly worker: Worker,
    private readonly exited: Promise<never>,
  ) {}

  static async start(root: string): Promise<RenderWorker> {
    // `npm run build` bundles the worker's entry with the build itself (scripts/run-build.mjs) and says where.
    const worker = new Worker(process.env.CLINIC_RENDER_WORKER ?? (await bundleWorker(root)));
    const exited = new Promise<never>((_, reject) => {
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`render worker exited early (code ${code})`)));
    });
    exited.catch(() => undefined);
    return new RenderWorker(worker, exited);
  }

  run(job: RenderJob): Promise<RenderJobResult> {
    const result = new Promise<RenderJobResult>((resolve) => this.worker.once('message', resolve));
    this.worker.postMessage(job);
    return Promise.race([result, this.exited]);
  }

  async stop(): Promise<void> {
    await this.worker.terminate();
  }
}
