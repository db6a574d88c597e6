/**
 * Which pages have an Atom feed and which pages announce one: the blog and the media articles, in English (the
 * only locale those collections exist in). The feeds themselves are written by the generator (generator/feeds.ts).
 */
import { DEFAULT_LOCALE, type LocaleCode } from '../i18n/locales.ts';
import type { Translator } from '../i18n/messages.ts';
import type { MessageId } from '../i18n/message-ids.ts';
import { clinic } from '../site/clinic.ts';
import type { FeedLink } from '../shared/payload.ts';
import type { CollectionName } from './page-table.ts';
import type { Route, RouteManifest } from './routes.ts';

/** The collections with a feed, and the page that lists each. */
export const FEEDS: ReadonlyArray<{ readonly collection: CollectionName; readonly listing: string; readonly title: MessageId }> = [
  { collection: 'blog', listing: 'blog', title: 'feed.blog' },
  { collection: 'media', listing: 'media', title: 'feed.media' },
];

export const FEED_FILE = 'feed.xml';

/** The media type of the feeds, as `<link rel="alternate" type>` names it. */
export const FEED_TYPE = 'application/atom+xml';

/** Site path of a collection's feed: beside its listing page (`/blog/feed.xml`). */
export function feedPath(manifest: RouteManifest, listing: string): string {
  return `${manifest.href(listing, DEFAULT_LOCALE)}${FEED_FILE}`;
}

/** The feed a page links from its head: its own collection's, on the listing and on each article. */
export function feedFor(route: { readonly id: string; readonly collection?: CollectionName }): (typeof FEEDS)[number] | undefined {
  return FEEDS.find((f) => f.listing === route.id || f.collection === route.collection);
}

/** The feed a page announces in its head, if any: on the blog and media listings and on their articles. */
export function feedLinkFor(route: Route, manifest: RouteManifest, t: Translator): FeedLink | undefined {
  const feed = feedFor(route);
  if (!feed || !manifest.has(feed.listing, DEFAULT_LOCALE)) return undefined;
  return { title: feedTitle(feed.title, route.locale, t), href: feedPath(manifest, feed.listing) };
}

/** A feed's title in a locale, with the clinic's name. */
export function feedTitle(id: MessageId, locale: LocaleCode, t: Translator): string {
  return t.formatMessage({ id }, { clinic: clinic.name[locale] });
}
