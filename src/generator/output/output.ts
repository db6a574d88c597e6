/**
 * Writing the site. `FileWriter` writes files into a folder; `OutputWriter`
 * gives it a fresh staging folder beside the target, which replaces the target only once the whole build has
 * succeeded, so a failed build leaves the previous output exactly as it was.
 */
import { copyFileSync, linkSync, mkdirSync, writeFileSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { firstLine, type Problem } from '../../shared/problems.ts';

export class FileWriter {
  private readonly dirs = new Set<string>();
  written = 0;

  constructor(readonly dir: string) {}

  /**
   * Writes a file (site path relative to the folder). Writes are synchronous: a build writes thousands of small
   * files from threads that have nothing else to do meanwhile, and a synchronous write costs about half the
   * processor time of a promise sent through libuv's thread pool, time the render threads need.
   */
  async write(sitePath: string, contents: string | Uint8Array): Promise<void> {
    writeFileSync(this.pathFor(sitePath), contents);
    this.written++;
  }

  /**
   * Copies an input file (`from`, a real path) to a site path. A file that cannot be read is the input's fault: it
   * comes back as a problem naming `label`, for the caller to report with the rest, never thrown.
   */
  async copy(from: string, sitePath: string, label: string): Promise<Problem[]> {
    try {
      copyFileSync(from, this.pathFor(sitePath));
      this.written++;
      return [];
    } catch (error) {
      return [{ file: label, message: `cannot be read (${firstLine(error)})` }];
    }
  }

  /**
   * Hard-links a file of the previous output (`from`) to a site path: a page taken over costs no copy. The previous
   * output is never written to, so it stays whole until the new one replaces it. Where links are not possible the
   * file is copied, and remembered in copiedInsteadOfLinked.
   */
  async link(from: string, sitePath: string): Promise<void> {
    const file = this.pathFor(sitePath);
    try {
      linkSync(from, file);
    } catch {
      copyFileSync(from, file);
      this.copiedInsteadOfLinked.add(sitePath);
    }
    this.written++;
  }

  readonly copiedInsteadOfLinked = new Set<string>();

  /** Kept for callers that wait for their writes: every write has landed when its call returns. */
  async flush(): Promise<void> {}

  /** The file's path in the folder, its directory made once. */
  private pathFor(sitePath: string): string {
    const file = path.join(this.dir, sitePath);
    const dir = path.dirname(file);
    if (!this.dirs.has(dir)) {
      mkdirSync(dir, { recursive: true });
      this.dirs.add(dir);
    }
    return file;
  }
}

export class OutputWriter extends FileWriter {
  private constructor(
    readonly target: string,
    staging: string,
  ) {
    super(staging);
  }

  static async open(target: string): Promise<OutputWriter> {
    const resolved = path.resolve(target);
    const parent = path.dirname(resolved);
    const prefix = `.${path.basename(resolved)}-staging-`;
    await mkdir(parent, { recursive: true });
    await removeAbandoned(parent, prefix);
    const staging = path.join(parent, `${prefix}${process.pid}-${Date.now().toString(36)}`);
    await mkdir(staging);
    return new OutputWriter(resolved, staging);
  }

  get staging(): string {
    return this.dir;
  }

  /** Waits for every write, then swaps the staging folder in place of the target. */
  async commit(): Promise<void> {
    await this.flush();
    const old = `${this.dir}-old`;
    let hadTarget = true;
    try {
      await rename(this.target, old);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      hadTarget = false;
    }
    await rename(this.dir, this.target);
    if (hadTarget) await rm(old, { recursive: true, force: true });
  }

  async abort(): Promise<void> {
    await this.flush().catch(() => undefined);
    await rm(this.dir, { recursive: true, force: true });
  }
}

/** Staging folders left by builds that were killed (their process is gone) are removed before a new build. */
async function removeAbandoned(parent: string, prefix: string): Promise<void> {
  const names = (await readdir(parent)).filter((name) => name.startsWith(prefix));
  await Promise.all(
    names
      .filter((name) => !isRunning(Number(name.slice(prefix.length).split('-')[0])))
      .map((name) => rm(path.join(parent, name), { recursive: true, force: true })),
  );
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
