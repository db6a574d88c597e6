/**
 * Whether a page is published yet. A draft (`draft: true`) never is; an article dated after today in Singapore is
 * scheduled, and published from that day on. Production builds leave both out entirely (generator/publication.ts);
 * `npm run dev` builds them with a notice, so an editor can read a page before the public can.
 */
import type { Route } from './routes.ts';
import type { Meta } from './schema.ts';

export type Publication =
  | { readonly state: 'published' }
  | { readonly state: 'draft' }
  | { readonly state: 'scheduled'; readonly date: string };

const PUBLISHED: Publication = { state: 'published' };

/**
 * `today` is YYYY-MM-DD in Singapore. Only articles are scheduled by their date: a fixed page's `date`, where it
 * has one, is not a publication date. A draft stays a draft whatever its date.
 */
export function publicationOf(
  page: { readonly route: Pick<Route, 'collection'>; readonly meta: Pick<Meta, 'draft' | 'date'> },
  today: string,
): Publication {
  if (page.meta.draft === true) return { state: 'draft' };
  const { date } = page.meta;
  if (page.route.collection && date && date > today) return { state: 'scheduled', date };
  return PUBLISHED;
}

/** Singapore's clock: UTC+8 all year (no daylight saving since 1982). */
const SINGAPORE_OFFSET_MS = 8 * 3600 * 1000;

/**
 * Today's date where the clinic is, YYYY-MM-DD: what decides whether a dated article is published yet. Worked out
 * from the fixed offset rather than with Intl and a time zone, whose first use loads the zone data (about 10 ms of
 * every build's start).
 */
export function todayInSingapore(now = new Date()): string {
  return new Date(now.getTime() + SINGAPORE_OFFSET_MS).toISOString().slice(0, 10);
}
