/**
 * Page changes: a link to another page of the same locale (intercept.ts decides which) loads that page's
 * payload and shows it in place, with a history entry; back and forward show their page again at the scroll
 * position it had. Each change passes the named middleware chain first, which may decide a full load instead (a
 * new release, a payload that failed, another layout) or the not-found page. A change that is not ready within
 * PAGE_CHANGE_TIMEOUT_MS, or fails before the address changed, loads its destination in full: a click always
 * goes somewhere, and an error page is only ever shown at the address it is about.
 */
import { isSamePage } from '../startup/links.ts';
import { resolveMiddleware, runMiddleware, type Middleware, type Outcome, type PageChange } from './middleware.ts';
import { layoutOf, type PageFacts } from '../startup/page.ts';
import type { PayloadStore } from '../startup/payloads.ts';
import type { ReleaseWatch } from '../startup/releases.ts';
import { mayReload, noteForcedLoad } from '../../shared/reload-guard.ts';
import { dispatchPageChange } from '../../shared/page-events.ts';
import { showView } from './swap.ts';
import { SiteError, type AppError } from '../errors/errors.ts';
import { showErrorPage, type ErrorPageContext } from '../errors/error-page.ts';
import { viewOfPayload } from './view.ts';
import type { KnownPaths } from '../startup/build-manifest.ts';
import { raceDeadline, deadline, PAGE_CHANGE_TIMEOUT_MS, TIMED_OUT, type Deadline } from '../startup/deadline.ts';

/** The chain every page change runs, in order. */
export const PAGE_CHANGE_MIDDLEWARE = ['new-release', 'known-route', 'payload', 'same-layout'] as const;

export interface RouterOptions {
  readonly facts: PageFacts;
  readonly payloads: PayloadStore;
  readonly knownPaths: KnownPaths;
  readonly releases: ReleaseWatch;
  readonly session: Storage | null;
  /** Handles a page change to an unknown path (after the address has changed), showing it with `show`. */
  readonly notFound: (error: SiteError, show: (error: AppError) => Promise<void>) => Promise<void>;
  /** Where the error pages come from. */
  readonly errorPage: ErrorPageContext;
  /** Handles an error a page change could not recover from once the address had changed, showing it with `show`. */
  readonly failed: (error: unknown, show: (error: AppError) => Promise<void>) => Promise<void>;
  readonly middleware?: readonly string[];
  readonly win?: Window;
}

interface EntryState {
  readonly siteKey: string;
  readonly scrollY?: number;
}

type Mode = 'push' | 'pop';

export interface GoOptions {
  /** A position to restore (back and forward). */
  readonly scrollY?: number;
  /** When the change must be ready by; from the click when the caller started one there (start.ts). */
  readonly limit?: Deadline;
}

const fullLoad = (reason: string): Outcome => ({ kind: 'full-load', reason });

export class Router {
  private readonly win: Window;
  private readonly chain: Middleware[];
  private displayed: URL;
  private entryKey: string;
  private readonly positions = new Map<string, number>();
  private latest = 0;

  constructor(private readonly options: RouterOptions) {
    this.win = options.win ?? window;
    this.chain = resolveMiddleware(options.middleware ?? PAGE_CHANGE_MIDDLEWARE, this.registry());
    this.displayed = new URL(this.win.location.href);
    this.entryKey = this.stateOf(this.win.history.state)?.siteKey ?? newKey();
  }

  /** Listens to back and forward; the entries it restores are the ones its page changes create. */
  start(): this {
    this.win.addEventListener('popstate', (event) => this.onPopState(event));
    return this;
  }

  private registry(): Record<(typeof PAGE_CHANGE_MIDDLEWARE)[number], Middleware> {
    const { releases, knownPaths, payloads, session, facts } = this.options;
    return {
      'new-release': ({ path }) =>
        releases.outdated && mayReload(path, session) ? fullLoad('a new release of the site is live') : undefined,
      'known-route': async ({ path }) => {
        const paths = await knownPaths();
        if (!paths) return fullLoad('the build manifest is not available');
        return paths.has(path) ? undefined : { kind: 'not-found' };
      },
      payload: async (change) => {
        try {
          change.payload = await payloads.get(change.path);
        } catch (error) {
          // The page itself is complete HTML whatever became of its payload: the browser loads it. Always, not
          // only when the guard allows: each such load takes a click, so it cannot loop, and the alternative is
          // an error page at an address that has a working page.
          console.warn(`The payload of ${change.path} could not be loaded: loading the page in full.`, error);
          noteForcedLoad(change.path, session);
          return fullLoad('its payload could not be loaded');
        }
        if (change.payload.buildId !== facts.buildId) {
          releases.markOutdated(change.payload.buildId);
          if (mayReload(change.path, session)) return fullLoad('it belongs to a new release');
        }
        return undefined;
      },
      'same-layout': ({ payload }) =>
        payload && payload.layout !== layoutOf(this.win.document.body)
          ? fullLoad('it has another layout (header and footer differ)')
          : undefined,
    };
  }

  private onPopState(event: PopStateEvent): void {
    const url = new URL(this.win.location.href);
    const state = this.stateOf(event.state);
    if (isSamePage(url, this.displayed)) {
      // Only the hash changed: the browser scrolls to it.
      if (state) this.entryKey = state.siteKey;
      return;
    }
    this.positions.set(this.entryKey, this.win.scrollY);
    this.entryKey = state?.siteKey ?? newKey();
    void this.go(url, 'pop', { scrollY: this.positions.get(this.entryKey) ?? state?.scrollY });
  }

  /** Shows the page at `url`: in place when the middleware allows it, otherwise by a full load. */
  async go(url: URL, mode: Mode, { scrollY, limit = deadline(this.win) }: GoOptions = {}): Promise<void> {
    const ticket = ++this.latest;
    const change: PageChange = { url, path: url.pathname };
    let committed = false;
    try {
      const outcome = await raceDeadline(runMiddleware(this.chain, change), limit);
      if (ticket !== this.latest) return;
      if (outcome === TIMED_OUT) {
        console.warn(`${url.pathname} was not ready within ${PAGE_CHANGE_TIMEOUT_MS} ms: loading the page in full.`);
        noteForcedLoad(url.pathname, this.options.session);
        return this.leave(url, mode);
      }
      if (outcome?.kind === 'full-load') return this.leave(url, mode);
      if (mode === 'push') this.push(url);
      committed = true;
      this.displayed = url;
      // Exactly one page-change event, raised once the new content is in place and before focus moves to it.
      let raised = false;
      const raise = () => {
        raised = true;
        dispatchPageChange(url.pathname, this.win);
      };
      if (outcome?.kind === 'not-found') {
        if (!(await this.showNotFound(url, limit, raise))) {
          if (ticket === this.latest) this.leave(url, 'pop');
          return;
        }
      } else if (change.payload) showView(viewOfPayload(change.payload), { hash: url.hash, scrollY }, this.win.document, raise);
      if (!raised) raise();
    } catch (error) {
      if (ticket !== this.latest) return;
      // The address has not changed yet: the destination is a complete page of its own, so load it.
      if (!committed) {
        console.warn(`${url.pathname} could not be shown in place: loading the page in full.`, error);
        noteForcedLoad(url.pathname, this.options.session);
        return this.leave(url, mode);
      }
      // The address is the destination's already: reload it once, else show the error page there, with the
      // language links of the page that failed.
      if (mayReload(url.pathname, this.options.session)) return this.leave(url, 'pop');
      const switcher = change.payload?.switcher;
      await this.options.failed(error, (appError) => showErrorPage(appError, this.options.errorPage, undefined, switcher));
    } finally {
      limit.cancel();
    }
  }

  /**
   * The not-found page in place, at the unknown address; false when it was not shown (to a bot, or 404.html
   * could not be had in time), and the browser should load the address, for the host's own not-found page.
   */
  private async showNotFound(url: URL, limit: Deadline, raise: () => void): Promise<boolean> {
    let shown = false;
    const show = async (appError: AppError) => {
      const showing = showErrorPage(appError, this.options.errorPage, raise);
      if ((await raceDeadline(showing, limit)) === TIMED_OUT)
        throw new Error(`the not-found page was not ready within ${PAGE_CHANGE_TIMEOUT_MS} ms`);
      shown = true;
    };
    await this.options.notFound(new SiteError(`Page Not Found: ${url.pathname}`, 404, true), show);
    return shown;
  }

  private push(url: URL): void {
    const { history } = this.win;
    // From the first page change on, this runtime restores scroll positions (the content changes under them).
    history.scrollRestoration = 'manual';
    history.replaceState(
      { ...(history.state as object | null), siteKey: this.entryKey, scrollY: this.win.scrollY } satisfies EntryState,
      '',
    );
    this.positions.set(this.entryKey, this.win.scrollY);
    this.entryKey = newKey();
    history.pushState({ siteKey: this.entryKey } satisfies EntryState, '', url.href);
  }

  private leave(url: URL, mode: Mode): void {
    if (mode === 'push') this.win.location.assign(url.href);
    else this.win.location.replace(url.href);
  }

  private stateOf(state: unknown): EntryState | undefined {
    return typeof state === 'object' && state !== null && typeof (state as EntryState).siteKey === 'string'
      ? (state as EntryState)
      : undefined;
  }
}

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}
