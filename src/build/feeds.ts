/**
 * Atom feeds of the article collections readers follow: the blog and the media coverage, in English (the only
 * locale those collections exist in). Each entry carries the article's summary, its first publication date and
 * its update date (the last clinical review, else the publication date), with absolute URLs from the site's
 * canonical origin, so feed readers can link back without knowing the site.
 */
import { Feed } from 'feed';
import { DEFAULT_LOCALE } from '../i18n/locales.ts';
import { clinic } from '../site/clinic.ts';
import type { ContentIndex, IndexedPage } from './content-index.ts';
import type { CollectionName } from './pages.ts';
import type { RouteManifest } from './routes.ts';

/** The collections with a feed, and the page that lists each. */
export const FEEDS: ReadonlyArray<{ readonly collection: CollectionName; readonly listing: string }> = [
  { collection: 'blog', listing: 'blog' },
  { collection: 'media', listing: 'media' },
];

export const FEED_FILE = 'feed.xml';

/** Site path of a collection's feed: beside its listing page (`/blog/feed.xml`). */
export function feedPath(manifest: RouteManifest, listing: string): string {
  return `${manifest.href(listing, DEFAULT_LOCALE)}${FEED_FILE}`;
}

/** The feed a page links from its head: its own collection's, on the listing and on each article. */
export function feedFor(route: { readonly id: string; readonly collection?: CollectionName }): (typeof FEEDS)[number] | undefined {
  return FEEDS.find((f) => f.listing === route.id || f.collection === route.collection);
}

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
