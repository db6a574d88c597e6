/**
 * What happens to a click the runtime took (intercept.ts): the page change, once its code has loaded, or a full
 * load of the link's target when the code fails to load or has not arrived within PAGE_CHANGE_TIMEOUT_MS. The
 * time counts from the click and covers the whole change (the router's middleware shares it), so a stalled
 * request anywhere never leaves a click without effect.
 */
import { raceDeadline, deadline, PAGE_CHANGE_TIMEOUT_MS, TIMED_OUT } from './deadline.ts';
import type { GoOptions } from '../page-change/navigation.ts';
import { noteForcedLoad } from '../../shared/reload-guard.ts';

export interface PageChanger {
  go(url: URL, mode: 'push', options: GoOptions): Promise<void>;
}

export function followLink(url: URL, router: () => Promise<PageChanger>, session: Storage | null, win: Window): Promise<void> {
  const limit = deadline(win);
  const loadInFull = (why: string, error?: unknown) => {
    limit.cancel();
    console.warn(`The page-change code ${why}: loading ${url.pathname} in full.`, ...(error === undefined ? [] : [error]));
    noteForcedLoad(url.pathname, session);
    win.location.assign(url.href);
  };
  return raceDeadline(router(), limit).then(
    (ready) => (ready === TIMED_OUT ? loadInFull(`did not arrive within ${PAGE_CHANGE_TIMEOUT_MS} ms`) : ready.go(url, 'push', { limit })),
    (error: unknown) => loadInFull('could not be loaded', error),
  );
}
