/**
 * Preloading payloads: once the page is idle, the payload of an internal link is fetched
 * when the link is hovered, touched or comes into view, so the page change that follows is instant. At most 4
 * run at once, each path once; none on a data-saving or 2G connection; a failure only logs a warning.
 */

export const MAX_PRELOADS = 4;

interface NetworkInformation {
  readonly saveData?: boolean;
  readonly effectiveType?: string;
}

/** False when the visitor asked to save data or the connection is (slow) 2G. */
export function preloadAllowed(nav: Navigator): boolean {
  const connection = (nav as Navigator & { connection?: NetworkInformation }).connection;
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== 'slow-2g' && connection.effectiveType !== '2g';
}

/** Runs `load` for each path added, once per path, never more than `limit` at a time. */
export class PreloadQueue {
  private readonly seen = new Set<string>();
  private readonly waiting: string[] = [];
  private running = 0;

  constructor(
    private readonly load: (path: string) => Promise<unknown>,
    private readonly limit = MAX_PRELOADS,
  ) {}

  /** Queues a path; `urgent` (hover, touch) goes before paths that only came into view. */
  add(path: string, urgent = false): void {
    if (this.seen.has(path)) {
      // Promote a path still waiting when the visitor points at it.
      const at = urgent ? this.waiting.indexOf(path) : -1;
      if (at > 0) this.waiting.unshift(...this.waiting.splice(at, 1));
      return;
    }
    this.seen.add(path);
    if (urgent) this.waiting.unshift(path);
    else this.waiting.push(path);
    this.next();
  }

  get inFlight(): number {
    return this.running;
  }

  get queued(): number {
    return this.waiting.length;
  }

  private next(): void {
    while (this.running < this.limit && this.waiting.length > 0) {
      const path = this.waiting.shift() as string;
      this.running++;
      Promise.resolve()
        .then(() => this.load(path))
        .catch((error: unknown) => {
          // A preload only saves time: the page change fetches again, and the link works without either.
          this.seen.delete(path);
          console.warn(`Could not preload the page ${path}:`, error);
        })
        .finally(() => {
          this.running--;
          this.next();
        });
    }
  }
}

export interface PreloadTriggers {
  /** The page path a link leads to when it is worth preloading, else null. */
  readonly pathOf: (link: HTMLAnchorElement) => string | null;
  readonly queue: PreloadQueue;
  /** Called when the visitor points at such a link: a page change may follow (its code can load now). */
  readonly onIntent?: () => void;
}

/** Hover and touch on any link (delegated), and links inside `root` coming into view. Returns an observer hook. */
export function startPreloadTriggers({ pathOf, queue, onIntent }: PreloadTriggers, doc: Document = document): (root: ParentNode) => void {
  const fromEvent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    const path = link && 'pathname' in link ? pathOf(link as HTMLAnchorElement) : null;
    if (!path) return;
    queue.add(path, true);
    onIntent?.();
  };
  doc.addEventListener('mouseover', fromEvent, { passive: true });
  doc.addEventListener('touchstart', fromEvent, { passive: true });
  doc.addEventListener('focusin', fromEvent, { passive: true });

  const view = doc.defaultView;
  if (!view || !('IntersectionObserver' in view)) return () => undefined;
  const observer = new view.IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      const path = pathOf(entry.target as HTMLAnchorElement);
      if (path) queue.add(path);
    }
  });
  const observe = (root: ParentNode) => {
    for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href]')) if (pathOf(link)) observer.observe(link);
  };
  observe(doc);
  return observe;
}
