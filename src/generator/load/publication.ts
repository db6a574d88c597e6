/**
 * What a production build publishes: every page but the drafts and the articles scheduled after today
 * (model/publication.ts). They are taken out of the route manifest itself, so nothing can list or link them:
 * no page, listing card, sitemap entry, feed entry, search entry or build-manifest path. A published page that
 * still refers to one (`related`, a `page:` link) is a problem naming both files, never a silent drop: the
 * reasons are in docs/decisions/drafts-and-schedules.md. `npm run dev` (preview) keeps everything.
 */
import type { Problem } from '../../shared/problems.ts';
import type { PageSource } from '../../model/page-source.ts';
import { publicationOf, type Publication } from '../../model/publication.ts';
import { RouteManifest } from '../../model/routes.ts';

/** A page a production build leaves out: its file, and why. */
export interface Withheld {
  readonly source: string;
  /** The address it would have, so a link to it by path is named as such too. */
  readonly path: string;
  readonly publication: Exclude<Publication, { readonly state: 'published' }>;
}

/** Withheld pages by page id (only articles can be withheld, and each exists in one locale). */
export type WithheldPages = ReadonlyArray<readonly [id: string, Withheld]>;

export interface PublicationOptions {
  /** How problems name the content folder. */
  readonly label: string;
  /** YYYY-MM-DD in Singapore. */
  readonly today: string;
  /** Build the unpublished pages too (npm run dev), marked as such on the page. */
  readonly preview: boolean;
}

export interface Selection {
  readonly manifest: RouteManifest;
  readonly pages: readonly PageSource[];
  readonly withheld: WithheldPages;
  readonly problems: readonly Problem[];
}

export function selectPublished(pages: readonly PageSource[], manifest: RouteManifest, options: PublicationOptions): Selection {
  const withheld = new Map<string, Withheld & { readonly name: string }>();
  for (const page of pages) {
    const publication = publicationOf(page, options.today);
    if (publication.state !== 'published')
      withheld.set(page.route.id, { source: page.source, path: page.route.path, publication, name: page.route.name });
  }
  if (options.preview || withheld.size === 0) return { manifest, pages, withheld: [], problems: [] };

  const names = new Set([...withheld.values()].map((w) => w.name));
  const published = pages.filter((p) => !names.has(p.route.name));
  const problems: Problem[] = [];
  for (const page of published) {
    for (const id of page.meta.related) {
      const target = withheld.get(id);
      if (target)
        problems.push({
          file: page.source,
          line: page.fieldLines?.related,
          field: 'related',
          message: `names ${unpublishedTarget(id, target)}`,
        });
    }
  }
  return {
    manifest: new RouteManifest(
      manifest.routes.filter((r) => !names.has(r.name)),
      options.label,
    ),
    pages: published,
    withheld: [...withheld].map(([id, { source, path, publication }]) => [id, { source, path, publication }] as const),
    problems,
  };
}

/** How a problem names a page the build leaves out, and what the editor can do about the reference to it. */
export function unpublishedTarget(id: string, { source, publication }: Withheld): string {
  return publication.state === 'draft'
    ? `${id}, a draft (${source}) that published builds leave out: remove the reference, or publish that page first (remove its draft: true)`
    : `${id}, scheduled for ${publication.date} (${source}) and left out of published builds until then: remove the reference, and add it back on or after that day`;
}
