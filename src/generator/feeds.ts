/**
 * Atom feeds of the article collections readers follow: the blog and the media coverage, in English (the only
 * locale those collections exist in). Each entry carries the article's summary, its first publication date and
 * its update date (the last clinical review, else the publication date), with absolute URLs from the site's
 * canonical origin, so feed readers can link back without knowing the site.
 */
import { Feed } from 'feed';
import { DEFAULT_LOCALE } from '../i18n/locales.ts';
import type { Translator } from '../i18n/messages.ts';
import { clinic } from '../site/clinic.ts';
import { ContentIndex, type IndexedPage } from '../model/content-index.ts';
import { FEEDS, feedPath, feedTitle } from '../model/feeds.ts';
import type { CollectionName } from '../model/page-table.ts';
import type { RouteManifest } from '../model/routes.ts';

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
  const feed = new Feed({
    id: listingUrl,
    title,
    description: listingMeta.description,
    link: listingUrl,
    feedLinks: { atom: `${siteUrl}${feedPath(manifest, listing)}` },
    author: { name: clinic.name.en, link: `${siteUrl}/` },
    ...(latest ? { updated: at(latest) } : {}),
    // No generator line: it would only advertise the library.
    generator: false,
    copyright: clinic.name.en,
  });
  for (const page of entries) {
    const url = `${siteUrl}${page.route.path}`;
    const author = page.meta.author ? clinic.people[page.meta.author] : undefined;
    feed.addItem({
      title: page.meta.title,
      id: url,
      link: url,
      description: page.meta.summary ?? page.meta.description,
      date: at(entryUpdated(page)),
      ...(page.meta.date ? { published: at(page.meta.date) } : {}),
      ...(author ? { author: [{ name: author.name.en }] } : {}),
    });
  }
  return feed.atom1();
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
