/**
 * Writing the site: everything goes into a fresh temporary folder beside the target, which replaces the target
 * only once the whole build has succeeded. A failed build leaves the previous output exactly as it was.
 */
import { cp, mkdir, realpath, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export class OutputWriter {
  private readonly dirs = new Map<string, Promise<unknown>>();
  private readonly pending = new Set<Promise<void>>();
  private failure: unknown;

  private constructor(
    readonly target: string,
    readonly staging: string,
    private readonly concurrency: number,
  ) {}

  static async open(target: string, concurrency = 48): Promise<OutputWriter> {
    const parent = path.dirname(path.resolve(target));
    const staging = path.join(parent, `.${path.basename(target)}-staging-${process.pid}-${Date.now().toString(36)}`);
    await mkdir(staging, { recursive: true });
    return new OutputWriter(path.resolve(target), staging, concurrency);
  }

  /** Queues a file write (site path relative to the output root); waits when too many writes are in flight. */
  async write(sitePath: string, contents: string | Uint8Array): Promise<void> {
    if (this.failure) throw this.failure;
    while (this.pending.size >= this.concurrency) await Promise.race(this.pending);
    const file = path.join(this.staging, sitePath);
    const task = this.ensureDir(path.dirname(file))
      .then(() => writeFile(file, contents))
      .catch((error: unknown) => {
        this.failure ??= error;
      })
      .finally(() => this.pending.delete(task));
    this.pending.add(task);
  }

  async copyDir(from: string, to = ''): Promise<void> {
    await cp(await realpath(from), path.join(this.staging, to), { recursive: true });
  }

  /** Waits for every write, then swaps the staging folder in place of the target. */
  async commit(): Promise<void> {
    await Promise.all(this.pending);
    if (this.failure) throw this.failure;
    const old = `${this.staging}-old`;
    let hadTarget = true;
    try {
      await rename(this.target, old);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      hadTarget = false;
    }
    await rename(this.staging, this.target);
    if (hadTarget) await rm(old, { recursive: true, force: true });
  }

  async abort(): Promise<void> {
    await Promise.allSettled(this.pending);
    await rm(this.staging, { recursive: true, force: true });
  }

  private ensureDir(dir: string): Promise<unknown> {
    let made = this.dirs.get(dir);
    if (!made) {
      made = mkdir(dir, { recursive: true });
      this.dirs.set(dir, made);
    }
    return made;
  }
}
