/**
 * The reload guard: the runtime never forces a load of the same path twice within 10 seconds, so a new release
 * or a page part that keeps failing can never start a reload loop, not even one that alternates between pages.
 * Recent forced loads are remembered in sessionStorage, which survives the reload.
 */
import { readJson, webStorage, writeJson } from './storage.ts';

export const RELOAD_GUARD_MS = 10_000;
const KEY = 'site:reload';

/** Path → time of its last forced load, only those less than 10 s old. */
function recent(store: Storage | null, now: number): Record<string, number> {
  const stored = readJson(store, KEY);
  const kept: Record<string, number> = {};
  if (typeof stored !== 'object' || stored === null) return kept;
  for (const [path, at] of Object.entries(stored)) {
    if (typeof at === 'number' && now - at >= 0 && now - at < RELOAD_GUARD_MS) kept[path] = at;
  }
  return kept;
}

/**
 * Remembers a forced load the guard did not decide: a click whose page change failed always goes to its page
 * (the visitor asked for it, and every such load takes a click, so it cannot loop), but a failing part of that
 * page must not reload it once more straight away.
 */
export function noteForcedLoad(path: string, store: Storage | null, now: number = Date.now()): void {
  writeJson(store, KEY, { ...recent(store, now), [path]: now });
}

/** True, and remembers this reload, unless the same path was force-loaded less than 10 s ago. */
export function mayReload(path: string, store: Storage | null, now: number = Date.now()): boolean {
  if (path in recent(store, now)) return false;
  noteForcedLoad(path, store, now);
  return true;
}

/**
 * A part of this page (an island's code) could not be loaded, most likely because a new release replaced the
 * files this page names: reloads the page, which names the new ones, unless the guard refuses. Returns whether
 * it reloads; when it does not, the page keeps working without the part.
 */
export function reloadForMissingPart(part: string, error: unknown, win: Window = window): boolean {
  const store = webStorage('sessionStorage', win);
  if (!store) {
    // Nothing would remember this reload, so the reloaded page would reload again: a loop. No reload at all.
    console.warn(`${part} could not be loaded, and without sessionStorage the page is not reloaded for it.`, error);
    return false;
  }
  if (!mayReload(win.location.pathname, store)) {
    console.warn(`${part} could not be loaded again; this page was reloaded less than 10 s ago, so it carries on without it.`, error);
    return false;
  }
  console.warn(`${part} could not be loaded (a new release may have replaced it): reloading the page.`, error);
  win.location.reload();
  return true;
}
