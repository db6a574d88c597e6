/**
 * "Did you mean …?" for a page id that does not exist: the known ids closest to it by edit distance (a typo, a
 * missing collection prefix), so an editor sees the fix next to the mistake.
 */
import type { RouteManifest } from '../../model/routes.ts';
import { editDistance } from '../../shared/edit-distance.ts';

/** A collection's articles are named `<collection>-<slug>`: a writer often gives the slug alone. */
const COLLECTION_PREFIX = /^(?:services|blog|media)-/;

/** The known ids nearest to `id` (at most three, all equally near), by edit distance to the id or to its slug. */
export function nearestIds(id: string, known: Iterable<string>): string[] {
  const limit = Math.max(2, Math.floor(id.length / 3));
  const scored = [...new Set(known)]
    .map((candidate) => ({
      candidate,
      distance: Math.min(editDistance(id, candidate), editDistance(id, candidate.replace(COLLECTION_PREFIX, ''))),
    }))
    .filter((c) => c.distance <= limit);
  const best = Math.min(...scored.map((c) => c.distance));
  return scored
    .filter((c) => c.distance === best)
    .map((c) => c.candidate)
    .sort()
    .slice(0, 3);
}

/** ` (did you mean services-bixeps?)`, or nothing when no id is near. */
export function didYouMean(id: string, manifest: RouteManifest): string {
  const near = nearestIds(
    id,
    manifest.routes.map((r) => r.id),
  );
  return near.length ? ` (did you mean ${near.join(' or ')}?)` : '';
}
