/**
 * The reload guard (spec 4 and 9, DECISIONS): the runtime never forces a full load of the same path twice within
 * 10 seconds, so a new release or a page part that keeps failing can never start a reload loop, not even one
 * that alternates between pages. Recent forced loads are remembered in sessionStorage, which survives the reload.
 */
import { readJson, writeJson } from './storage.ts';

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

/** True, and remembers this reload, unless the same path was force-loaded less than 10 s ago. */
export function mayReload(path: string, store: Storage | null, now: number = Date.now()): boolean {
  const reloads = recent(store, now);
  if (path in reloads) return false;
  writeJson(store, KEY, { ...reloads, [path]: now });
  return true;
}
