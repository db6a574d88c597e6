import { formatDay } from '../i18n/dates.ts';
import { useRender, useT } from './context.ts';

/** "Last reviewed" (and "Next review due") on clinical pages, as NHS pages show them. */
export function ReviewDates({ reviewed, nextReview }: { readonly reviewed?: string; readonly nextReview?: string }) {
  const { t: intl } = useRender();
  const t = useT();
  if (!reviewed) return null;
  return (
    <p className="review-dates">
      <span>
        {t('article.lastReviewed')} <time dateTime={reviewed}>{formatDay(intl, reviewed)}</time>
      </span>
      {nextReview && (
        <span>
          {' · '}
          {t('article.nextReview')} <time dateTime={nextReview}>{formatDay(intl, nextReview)}</time>
        </span>
      )}
    </p>
  );
}
