/**
 * Writing the site. `FileWriter` queues writes into a folder with a bounded number in flight; `OutputWriter`
 * gives it a fresh staging folder beside the target, which replaces the target only once the whole build has
 * succeeded, so a failed build leaves the previous output exactly as it was.
 */
import { copyFile, link, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { firstLine, type Problem } from '../shared/problems.ts';

export class FileWriter {
  private readonly dirs = new Map<string, Promise<unknown>>();
  private readonly pending = new Set<Promise<void>>();
  private failure: unknown;
  written = 0;

  constructor(
    readonly dir: string,
    private readonly concurrency = 48,
  ) {}

  /** Input files that could not be copied: the input's fault, reported as problems rather than thrown. */
  readonly copyProblems: Problem[] = [];

  /** Queues a file write (site path relative to the folder); waits while too many writes are in flight. */
  async write(sitePath: string, contents: string | Uint8Array): Promise<void> {
    await this.queue(
      sitePath,
      (file) => writeFile(file, contents),
      (error) => {
        this.failure ??= error;
      },
    );
  }

  /** Queues a copy of an input file (`from`, a real path) to a site path; `label` names the input in a problem. */
  async copy(from: string, sitePath: string, label: string): Promise<void> {
    await this.queue(
      sitePath,
      (file) => copyFile(from, file),
      (error) => {
        this.copyProblems.push({ file: label, message: `cannot be read (${firstLine(error)})` });
      },
    );
  }

  /**
   * Queues a hard link to a file of the previous output (`from`) at a site path: a page taken over costs no copy.
   * The previous output is never written to, so it stays whole until the new one replaces it. Where links are not
   * possible the file is copied, and remembered in copiedInsteadOfLinked.
   */
  async link(from: string, sitePath: string): Promise<void> {
    await this.queue(
      sitePath,
      (file) =>
        link(from, file).catch(async () => {
          await copyFile(from, file);
          this.copiedInsteadOfLinked.add(sitePath);
        }),
      (error) => {
        this.failure ??= error;
      },
    );
  }

  readonly copiedInsteadOfLinked = new Set<string>();

  private async queue(sitePath: string, task: (file: string) => Promise<void>, onError: (error: unknown) => void): Promise<void> {
    if (this.failure) throw this.failure;
    while (this.pending.size >= this.concurrency) await Promise.race(this.pending);
    const file = path.join(this.dir, sitePath);
    const done = this.ensureDir(path.dirname(file))
      .then(() => task(file))
      .then(() => {
        this.written++;
      })
      .catch(onError)
      .finally(() => this.pending.delete(done));
    this.pending.add(done);
  }

  /** Waits for every queued write; throws the first failure. */
  async flush(): Promise<void> {
    await Promise.all(this.pending);
    if (this.failure) throw this.failure;
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
