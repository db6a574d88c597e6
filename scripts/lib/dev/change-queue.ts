/**
 * The dev server's change queue: changes arriving within `coalesceMs` of each other make one batch, one batch
 * runs at a time, and changes that arrive while a batch runs join the next one. A change to the generator's code
 * asks for a fresh build process (`fresh`), so the next batch starts from scratch. The first batch is always fresh.
 */
export interface Batch {
  /** Changed files, absolute paths, in the order first seen. */
  readonly files: readonly string[];
  /** Start a new build process before applying the batch (code changed, or the first build). */
  readonly fresh: boolean;
}

export interface ChangeQueueOptions {
  readonly coalesceMs: number;
  /** Whether a changed file is the generator's own code. */
  readonly isCode: (file: string) => boolean;
  /** Applies one batch; never rejects (failures are the caller's to report). */
  readonly run: (batch: Batch) => Promise<void>;
}

export class ChangeQueue {
  private readonly pending = new Set<string>();
  private fresh = true;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<void> | undefined;
  private idleWaiters: Array<() => void> = [];

  constructor(private readonly options: ChangeQueueOptions) {}

  /** Files changed: they join the next batch, which waits until no change has come for `coalesceMs`. */
  changed(files: readonly string[]): void {
    for (const file of files) {
      this.pending.add(file);
      if (this.options.isCode(file)) this.fresh = true;
    }
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.drain();
    }, this.options.coalesceMs);
  }

  /** Resolves once nothing is running, waiting or queued; starts the first (fresh) batch if none ran yet. */
  idle(): Promise<void> {
    return new Promise((resolve) => {
      this.idleWaiters.push(resolve);
      this.drain();
    });
  }

  /** Stops waiting for more changes and lets the running batch finish; queued changes are dropped. */
  async close(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.pending.clear();
    this.fresh = false;
    await this.running;
  }

  private drain(): void {
    if (this.running || this.timer) return;
    if (this.pending.size === 0 && !this.fresh) {
      for (const resolve of this.idleWaiters) resolve();
      this.idleWaiters = [];
      return;
    }
    const batch: Batch = { files: [...this.pending], fresh: this.fresh };
    this.pending.clear();
    this.fresh = false;
    this.running = this.options.run(batch).finally(() => {
      this.running = undefined;
      this.drain();
    });
  }
}
