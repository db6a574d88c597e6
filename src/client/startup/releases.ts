/**
 * New releases: the page knows its build id; `_build/latest.json?<timestamp>` is checked
 * 1 s after load, then on an interval and whenever the tab becomes visible again. Once another id is seen the
 * page is outdated for good, and the next page change is a full load (see navigation.ts).
 */
import type { Fetcher } from './payloads.ts';

export const FIRST_CHECK_MS = 1000;
/** Releases are rare; an hour keeps polling cheap, and a returning tab checks at once anyway. */
export const CHECK_INTERVAL_MS = 60 * 60 * 1000;

export interface ReleaseWatchOptions {
  readonly buildId: string;
  readonly fetcher?: Fetcher;
  readonly intervalMs?: number;
  readonly win?: Window;
  /** Resolves when the first check may be scheduled (the load event). */
  readonly ready?: Promise<void>;
}

export class ReleaseWatch {
  private outdatedId: string | undefined;
  private timer: number | undefined;
  private checking: Promise<void> | undefined;
  private readonly fetcher: Fetcher;
  private readonly win: Window;
  private readonly onVisible = () => {
    if (this.win.document.visibilityState === 'visible') void this.check();
  };

  constructor(private readonly options: ReleaseWatchOptions) {
    this.fetcher = options.fetcher ?? ((url, init) => fetch(url, init));
    this.win = options.win ?? window;
  }

  get outdated(): boolean {
    return this.outdatedId !== undefined;
  }

  start(): this {
    const { win } = this;
    void (this.options.ready ?? Promise.resolve()).then(() => {
      win.setTimeout(() => void this.check(), FIRST_CHECK_MS);
      this.timer = win.setInterval(() => void this.check(), this.options.intervalMs ?? CHECK_INTERVAL_MS);
    });
    win.document.addEventListener('visibilitychange', this.onVisible);
    return this;
  }

  /** Records that another build is live (also called when a payload from another build arrives). */
  markOutdated(latestId: string): void {
    if (this.outdated || latestId === this.options.buildId) return;
    this.outdatedId = latestId;
    this.win.document.documentElement.dataset.release = 'outdated';
    this.win.clearInterval(this.timer);
    this.win.document.removeEventListener('visibilitychange', this.onVisible);
  }

  check(): Promise<void> {
    if (this.outdated) return Promise.resolve();
    this.checking ??= this.fetcher(`/_build/latest.json?${Date.now()}`, { cache: 'no-store' })
      .then(async (response) => {
        if (!response.ok) throw new Error(`_build/latest.json answered ${response.status}`);
        const latest = (await response.json()) as { id?: unknown };
        if (typeof latest.id === 'string' && latest.id !== '') this.markOutdated(latest.id);
      })
      .catch((error: unknown) => console.warn('Could not check for a new release of the site:', error))
      .finally(() => {
        this.checking = undefined;
      });
    return this.checking;
  }
}
