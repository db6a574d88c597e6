/**
 * The build manifest of this page's build (`_build/meta/<id>.json`): the paths of every page, so a page change
 * to a path the build does not have shows the not-found page instead of fetching a payload that is not there.
 * Fetched once, when first needed; null when it cannot be had (the caller then lets the browser load the address
 * itself). A page change asks for it at once, since a visitor is waiting; preloading asks no sooner than 1 s
 * after the load event, like the release check, so nothing the runtime adds competes with the page's own
 * loading.
 */
import type { Fetcher } from './payloads.ts';

export interface BuildMeta {
  readonly id: string;
  readonly timestamp: number;
  readonly paths: readonly string[];
}

/** How long after the load event work that nobody waits for may fetch the manifest. */
export const MANIFEST_DELAY_MS = 1000;

export type KnownPaths = () => Promise<ReadonlySet<string> | null>;

export interface BuildManifest {
  /** The page paths, fetched now if they are not yet (a page change is waiting for them). */
  readonly paths: KnownPaths;
  /** The same, but never fetched before `due` (1 s after the load event): for preloading. */
  readonly pathsWhenDue: KnownPaths;
}

export function buildManifestUrl(buildId: string): string {
  return `/_build/meta/${encodeURIComponent(buildId)}.json`;
}

export function buildManifest(
  buildId: string,
  fetcher: Fetcher = (url, init) => fetch(url, init),
  due: Promise<void> = Promise.resolve(),
): BuildManifest {
  let pending: Promise<ReadonlySet<string> | null> | undefined;
  const paths: KnownPaths = () =>
    (pending ??= fetcher(buildManifestUrl(buildId))
      .then(async (response) => {
        if (!response.ok) throw new Error(`${buildManifestUrl(buildId)} answered ${response.status}`);
        const meta = (await response.json()) as BuildMeta;
        if (!Array.isArray(meta.paths)) throw new Error(`${buildManifestUrl(buildId)} has no list of paths`);
        return new Set(meta.paths);
      })
      .catch((error: unknown) => {
        console.warn('The build manifest could not be loaded; links load as full pages.', error);
        pending = undefined;
        return null;
      }));
  return { paths, pathsWhenDue: () => due.then(paths) };
}
