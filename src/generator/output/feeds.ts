/**
 * Atom feeds of the article collections readers follow: the blog and the media coverage, in English (the only
 * locale those collections exist in). Each entry carries the article's summary, its first publication date and
 * its update date (the last clinical review, else the publication date), with absolute URLs from the site's
 * canonical origin, so feed readers can link back without knowing the site.
 */
import { DEFAULT_LOCALE } from '../../i18n/locales.ts';
import type { Translator } from '../../i18n/messages.ts';
import { clinic, personOf } from '../../site/clinic.ts';
import { ContentIndex, type IndexedPage } from '../../model/content-index.ts';
import { atomXml } from './atom.ts';
import { FEEDS, feedPath, feedTitle } from '../../model/feeds.ts';
import type { CollectionName } from '../../model/page-table.ts';
import type { RouteManifest } from '../../model/routes.ts';

/** When an entry last changed in a way a reader cares about: its last review, else its publication. */
export function entryUpdated(page: IndexedPage): string {
  const day = page.meta.reviewed ?? page.meta.date;
  if (!day) throw new Error(`${page.route.name}: an article without a date cannot be in a feed`);
  return day;
}

export interface FeedInput {
  readonly manifest: RouteManifest;
  readonly index: ContentIndex;
  readonly siteUrl: string;
  readonly collection: CollectionName;
  readonly listing: string;
  /** The feed's title, as the listing page's head link names it. */
  readonly title: string;
}

/** One collection's Atom feed, newest first. */
export function renderFeed({ manifest, index, siteUrl, collection, listing, title }: FeedInput): string {
  const entries = index.articles(collection, DEFAULT_LOCALE);
  const listingUrl = `${siteUrl}${manifest.href(listing, DEFAULT_LOCALE)}`;
  const listingMeta = index.get(listing, DEFAULT_LOCALE).meta;
  // Dates in content are days; midnight UTC keeps each one the same calendar day in every reader.
  const at = (day: string) => new Date(`${day}T00:00:00Z`);
  const latest = entries.map(entryUpdated).sort().at(-1) ?? listingMeta.reviewed ?? listingMeta.date;
  // Through the URL parser, as feed readers will read them (the host in lower case, anything unusual escaped).
  const url = (href: string) => new URL(href).href;
  return atomXml({
    id: listingUrl,
    title,
    // A collection with no dated page at all is stamped with the time of the build, as a feed must have a date.
    updated: latest ? at(latest).toISOString() : new Date().toISOString(),
    author: { name: clinic.name.en, uri: url(`${siteUrl}/`) },
    alternate: url(listingUrl),
    self: url(`${siteUrl}${feedPath(manifest, listing)}`),
    ...(listingMeta.description ? { subtitle: listingMeta.description } : {}),
    rights: clinic.name.en,
    entries: entries.map((page) => {
      const link = url(`${siteUrl}${page.route.path}`);
      const author = page.meta.author ? personOf(page.meta.author) : undefined;
      return {
        id: link,
        title: page.meta.title,
        link,
        updated: at(entryUpdated(page)).toISOString(),
        ...(page.meta.date ? { published: at(page.meta.date).toISOString() } : {}),
        summary: page.meta.summary ?? page.meta.description,
        authors: author ? [{ name: author.name.en }] : [],
      };
    }),
  });
}

/** Every feed of the site as [site path, Atom XML], from the front matter of every page. */
export function renderFeeds(
  manifest: RouteManifest,
  pages: Iterable<IndexedPage>,
  siteUrl: string,
  t: Translator,
): Array<readonly [string, string]> {
  const index = new ContentIndex(manifest, pages);
  return FEEDS.filter((f) => manifest.has(f.listing, DEFAULT_LOCALE)).map(
    (f) =>
      [
        feedPath(manifest, f.listing),
        renderFeed({
          manifest,
          index,
          siteUrl,
          collection: f.collection,
          listing: f.listing,
          title: feedTitle(f.title, DEFAULT_LOCALE, t),
        }),
      ] as const,
  );
}
