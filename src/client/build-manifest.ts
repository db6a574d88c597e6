/**
 * The build manifest of this page's build (`_build/meta/<id>.json`, spec 7 call 4): the paths of every page, so
 * a page change to a path the build does not have shows the not-found page instead of fetching a payload that
 * is not there. Fetched once, when first needed; null when it cannot be had (the caller then lets the browser
 * load the address itself).
 */
import type { Fetcher } from './payloads.ts';

export interface BuildMeta {
  readonly id: string;
  readonly timestamp: number;
  readonly paths: readonly string[];
}

export function buildManifestUrl(buildId: string): string {
  return `/_build/meta/${encodeURIComponent(buildId)}.json`;
}

export function buildManifest(buildId: string, fetcher: Fetcher = (url, init) => fetch(url, init)): () => Promise<ReadonlySet<string> | null> {
  let pending: Promise<ReadonlySet<string> | null> | undefined;
  return () =>
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
}
