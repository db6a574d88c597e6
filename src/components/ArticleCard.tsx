import type { IndexedPage } from '../model/content-index.ts';
import { formatDay } from '../i18n/dates.ts';
import { locales } from '../i18n/locales.ts';
import { contentLocale } from '../model/reader-copies.ts';
import { useRender } from './context.ts';
import { EnglishMarker } from './EnglishMarker.tsx';
import { HeroImage } from './HeroImage.tsx';
import type { PictureLoading } from './picture-layouts.ts';

/** A card for listings: picture, title (the link), date and summary. */
export function ArticleCard({
  page,
  headingLevel,
  loading = 'lazy',
}: {
  readonly page: IndexedPage;
  readonly headingLevel: 2 | 3;
  /** The first card of a listing is the first picture its visitors see; the first row loads at once. */
  readonly loading?: PictureLoading;
}) {
  const { t: intl, locale } = useRender();
  const { meta, route } = page;
  // A reader copy is at the reader's address, and still in English.
  const lang = contentLocale(route);
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card">
      {meta.image && <HeroImage image={{ src: meta.image.src, alt: '' }} loading={loading} layout="card" className="card__image" />}
      <div className="card__body">
        <H className="card__title">
          {/* A card may lead to a page in another language (an English-only article from a cn or bh page). */}
          <a href={route.path} hrefLang={lang === locale.code ? undefined : locales[lang].hreflang}>
            {meta.title}
            <EnglishMarker target={lang} />
          </a>
        </H>
        {meta.date && (
          <p className="card__date">
            <time dateTime={meta.date}>{formatDay(intl, meta.date)}</time>
          </p>
        )}
        {meta.summary && <p className="card__summary">{meta.summary}</p>}
      </div>
    </article>
  );
}
