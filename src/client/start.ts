/**
 * Starts the browser runtime on a page. Each part starts on its own: a part that throws is logged as 'Error
 * while mounting app:' and kept as the app error (spec 8), and the others start anyway. The page itself is
 * complete HTML, so whatever fails here, its links and content keep working.
 */
import { startAnalytics, readAnalyticsSettings } from './analytics.ts';
import { liveRegion } from './announce.ts';
import { buildManifest } from './build-manifest.ts';
import { ErrorHandler, type AppError } from './errors.ts';
import { fetchErrorView, fillErrorPath } from './error-page.ts';
import { onPageChange } from './events.ts';
import { hydrateIslands } from './hydrate.ts';
import { isSamePage } from './links.ts';
import { applyLocaleMemory, rememberLocale } from './locale-memory.ts';
import { Router } from './navigation.ts';
import { pageFacts } from './page.ts';
import { PayloadStore } from './payloads.ts';
import { PreloadQueue, preloadAllowed, startPreloadTriggers } from './preload.ts';
import { ReleaseWatch } from './releases.ts';
import { normaliseAddress } from './slash.ts';
import { webStorage } from './storage.ts';
import { showView } from './swap.ts';
import { whenIdle, whenLoaded } from './when.ts';

export interface Runtime {
  readonly errors: ErrorHandler;
  readonly router?: Router;
}

export function startRuntime(win: Window = window): Runtime {
  const doc = win.document;
  const facts = pageFacts(doc);
  const session = webStorage('sessionStorage', win);
  const local = webStorage('localStorage', win);
  const messageSource = { buildId: facts.buildId, store: local };

  const showError = async (error: AppError) => {
    const path = win.location.pathname;
    const view = await fetchErrorView(error.statusCode, facts.locale, path, (url) => win.fetch(url), doc);
    showView(view, {}, doc);
    if (error.statusCode !== 500) await fillErrorPath(doc.querySelector('main') ?? doc, path, facts.locale, messageSource);
  };
  const errors = new ErrorHandler({ userAgent: win.navigator.userAgent, show: showError });
  const part = <T>(run: () => T): T | undefined => {
    try {
      return run();
    } catch (error) {
      errors.startupError(error);
      return undefined;
    }
  };

  // The locale redirect comes first: when it leaves the page, nothing else needs to start.
  if (part(() => applyLocaleMemory(facts.locale, session, win))) return { errors };
  part(() => normaliseAddress(win.location, win.history));
  part(() => errors.listen(win));
  part(() => hydrateIslands(doc));
  part(() => liveRegion(doc));
  part(() => onPageChange(() => rememberLocale(facts.locale, doc), win));

  if (/^error-404___/.test(facts.name)) {
    part(() => void fillErrorPath(doc, win.location.pathname, facts.locale, messageSource));
  }

  const payloads = new PayloadStore((url, init) => win.fetch(url, init));
  const knownPaths = buildManifest(facts.buildId, (url, init) => win.fetch(url, init));
  const releases = part(() => new ReleaseWatch({ buildId: facts.buildId, fetcher: (url, init) => win.fetch(url, init), win, ready: whenLoaded(win) }).start());
  const router =
    releases &&
    part(() =>
      new Router({
        facts,
        payloads,
        knownPaths,
        releases,
        session,
        win,
        notFound: (error) => errors.handle(error, true),
        failed: (error) => errors.handle(error, true),
      }).start(),
    );

  if (router && preloadAllowed(win.navigator)) {
    part(() => {
      const queue = new PreloadQueue(async (path) => {
        if ((await knownPaths())?.has(path)) await payloads.get(path);
      });
      const pathOf = (link: HTMLAnchorElement) => {
        const url = router.destination(link);
        return url && !isSamePage(url, win.location) ? url.pathname : null;
      };
      void whenIdle(win).then(() =>
        part(() => {
          const observe = startPreloadTriggers({ pathOf, queue }, doc);
          onPageChange(() => observe(doc.querySelector('main') ?? doc), win);
        }),
      );
    });
  }

  const analytics = part(() => readAnalyticsSettings(doc));
  if (analytics) part(() => startAnalytics(analytics, whenLoaded(win), win));

  return { errors, router };
}
