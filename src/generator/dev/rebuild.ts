/**
 * The dev server's builds: the build itself (build.ts), run again for every batch of changed files, as a preview
 * (drafts shown), into the served folder, with the cache's records kept in memory between runs. What a change
 * re-renders is what the cache does not take over (its one rule), every check runs every time, and a failed build
 * leaves the last good output served, as a failed `npm run build` leaves dist/.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CODE_ROOT } from '../assets/site-assets.ts';
import { codeVersion } from '../assets/code-version.ts';
import { build } from '../build.ts';
import { CacheSession } from '../cache/build-cache.ts';
import type { FixedPage } from '../../model/page-table.ts';

export interface RebuilderOptions {
  /** Project root: content/, locales/ and public/ are read from here. */
  readonly root: string;
  /** The served folder. */
  readonly outDir: string;
  readonly env?: Readonly<Record<string, string | undefined>>;
  readonly fixedPages?: readonly FixedPage[];
}

export interface UpdateResult {
  /** Site paths of the pages rendered again; `all` when every page was, or a file every page uses changed. */
  readonly paths: readonly string[] | 'all';
  readonly rendered: number;
  readonly ms: number;
}

export class Rebuilder {
  private readonly root: string;
  private readonly outDir: string;
  private readonly session = new CacheSession(mkdtempSync(path.join(tmpdir(), 'clinic-dev-session-')));
  /** The generator's version, once: a change to its code starts a fresh process (scripts/lib/dev/build-process.ts). */
  private version: Promise<string> | undefined;

  constructor(private readonly options: RebuilderOptions) {
    this.root = path.resolve(options.root);
    this.outDir = path.resolve(options.outDir);
    const relative = path.relative(this.outDir, this.root);
    if (relative === '' || !relative.startsWith('..'))
      throw new Error(`The dev output folder ${this.outDir} must not contain the project (${this.root})`);
  }

  /** Files of batches whose build failed: the next good build reloads the pages they may show on. */
  private readonly failed = new Set<string>();

  /** Builds again; `changed` (absolute paths) only says which open pages to reload. */
  async update(changed: readonly string[] = []): Promise<UpdateResult> {
    const started = performance.now();
    const batch = [...this.failed, ...changed];
    this.failed.clear();
    try {
      return { ...(await this.run(batch)), ms: performance.now() - started };
    } catch (error) {
      for (const file of batch) this.failed.add(file);
      throw error;
    }
  }

  private async run(changed: readonly string[]): Promise<Omit<UpdateResult, 'ms'>> {
    this.version ??= codeVersion(CODE_ROOT);
    const { options } = this;
    const result = await build({
      root: this.root,
      outDir: this.outDir,
      env: options.env,
      fixedPages: options.fixedPages,
      preview: true,
      // One thread: the dev server renders few pages at a time, and a second thread's start costs every batch.
      parallel: false,
      codeVersion: await this.version,
      session: this.session,
    });
    // A change outside content/ (a catalogue, a picture, a host file) may show on any page, even one rendered
    // the same: every open page reloads.
    const content = path.join(this.root, 'content') + path.sep;
    const onlyContent = changed.length > 0 && changed.every((file) => path.resolve(file).startsWith(content));
    const every = !onlyContent || result.rendered === result.pages;
    return { paths: every ? 'all' : result.renderedPaths, rendered: result.rendered };
  }

  /** Removes the session's search documents. */
  close(): void {
    rmSync(this.session.dir, { recursive: true, force: true });
  }
}
