/**
 * Starts the browser runtime on a page. Each part starts on its own: a part that throws is logged as 'Error
 * while mounting app:' and kept as the app error, and the others start anyway. The page itself is complete
 * HTML, so whatever fails here, its links and content keep working.
 *
 * Only what must run without interaction is in this module (locale memory, the address, the release check,
 * preloading, the click decision); showing pages, error pages and analytics load on demand, so a visitor who
 * only reads a page downloads as little as possible.
 */
import { readAnalyticsSettings } from '../analytics/analytics-settings.ts';
import { liveRegion } from './announce.ts';
import { buildManifest, MANIFEST_DELAY_MS } from './build-manifest.ts';
import { ErrorHandler } from '../errors/errors.ts';
import { onPageChange } from '../../shared/page-events.ts';
import { hydrateIslands } from '../../islands/hydrate.ts';
import { followLink } from './follow.ts';
import { interceptLinks } from './intercept.ts';
import { isSamePage, pageLinkTarget } from './links.ts';
import { applyLocaleMemory, rememberLocale } from '../../shared/locale-memory.ts';
import { pageFacts } from './page.ts';
import { PayloadStore, type Fetcher } from './payloads.ts';
import { PreloadQueue, preloadAllowed, startPreloadTriggers } from './preload.ts';
import { ReleaseWatch } from './releases.ts';
import { normaliseAddress } from '../../shared/slash.ts';
import { webStorage } from '../../shared/storage.ts';
import { afterLoad, whenIdle, whenLoaded } from '../../shared/when.ts';
import type { Router } from '../page-change/navigation.ts';

export interface Runtime {
  readonly errors: ErrorHandler;
}

export function startRuntime(win: Window = window): Runtime {
  const doc = win.document;
  const facts = pageFacts(doc);
  const session = webStorage('sessionStorage', win);
  const fetcher: Fetcher = (url, init) => win.fetch(url, init);
  const messages = { buildId: facts.buildId, store: webStorage('localStorage', win), fetcher };
  const pageChange = () => import('../page-change/page-change.ts');
  const errorContext = { locale: facts.locale, fetcher, messages, doc };
  const errors = new ErrorHandler({
    userAgent: win.navigator.userAgent,
    show: async (error) => (await pageChange()).showErrorPage(error, errorContext),
  });
  const part = <T>(run: () => T): T | undefined => {
    try {
      return run();
    } catch (error) {
      errors.startupError(error);
      return undefined;
    }
  };
  const later = (task: Promise<unknown>) => void task.catch((error: unknown) => errors.startupError(error));

  // The locale redirect comes first: when it leaves the page, nothing else needs to start.
  if (part(() => applyLocaleMemory(facts.locale, session, win))) return { errors };
  part(() => normaliseAddress(win.location, win.history));
  part(() => errors.listen(win));
  part(() => hydrateIslands(doc));
  part(() => liveRegion(doc));
  part(() => onPageChange(() => rememberLocale(facts.locale, doc), win));
  if (facts.name.startsWith('error-404___')) {
    later(pageChange().then((m) => m.fillErrorPath(doc, win.location.pathname, facts.locale, messages)));
  }

  const payloads = new PayloadStore(fetcher);
  const manifest = buildManifest(facts.buildId, fetcher, afterLoad(MANIFEST_DELAY_MS, win));
  const releases = part(() => new ReleaseWatch({ buildId: facts.buildId, fetcher, win, ready: whenLoaded(win) }).start());

  if (releases) {
    let router: Promise<Router> | undefined;
    const startRouter = () =>
      (router ??= pageChange().then((m) =>
        m.startRouter({
          facts,
          payloads,
          knownPaths: manifest.paths,
          releases,
          session,
          win,
          errorPage: errorContext,
          notFound: (error, show) => errors.handle(error, true, show),
          failed: (error, show) => errors.handle(error, true, show),
        }),
      ));
    part(() => interceptLinks(win, facts.locale, (url) => void followLink(url, startRouter, session, win)));

    if (preloadAllowed(win.navigator)) {
      const queue = new PreloadQueue(async (path) => {
        if ((await manifest.pathsWhenDue())?.has(path)) await payloads.get(path);
      });
      const pathOf = (link: HTMLAnchorElement) => {
        const url = pageLinkTarget(link, win.location, facts.locale);
        return url && !isSamePage(url, win.location) ? url.pathname : null;
      };
      later(
        whenIdle(win).then(() => {
          const onIntent = () => void startRouter().catch(() => undefined);
          const observe = startPreloadTriggers({ pathOf, queue, onIntent }, doc);
          onPageChange(() => observe(doc.querySelector('main') ?? doc), win);
        }),
      );
    }
  }

  const settings = part(() => readAnalyticsSettings(doc));
  if (settings) later(import('../analytics/analytics.ts').then((m) => m.startAnalytics(settings, whenLoaded(win), win)));

  return { errors };
}
