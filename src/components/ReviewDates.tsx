import { formatDay } from '../i18n/dates.ts';
import { type PersonKey, personOf } from '../site/clinic.ts';
import { useRender, useT } from './context.ts';

interface ReviewDatesProps {
  readonly reviewed?: string;
  readonly nextReview?: string;
  readonly author?: PersonKey;
  readonly reviewer?: PersonKey;
}

/**
 * Who wrote a clinical page and which clinician reviewed it, "Last reviewed" and "Next review due": what NHS
 * condition pages show so a reader can judge how current and how checked the advice is.
 */
export function ReviewDates({ reviewed, nextReview, author, reviewer }: ReviewDatesProps) {
  const { t: intl, locale } = useRender();
  const t = useT();
  if (!reviewed) return null;
  // The front-matter check lets only the clinic facts' people through; an unknown key shows as itself.
  const person = (key: PersonKey) => {
    const found = personOf(key);
    return { name: found?.name[locale.code] ?? key, role: found?.role[locale.code] ?? '' };
  };
  return (
    <div className="review-dates">
      {(author || reviewer) && (
        <p>
          {author && <span>{t('article.writtenBy', person(author))}</span>}
          {author && reviewer && ' · '}
          {reviewer && <span>{t('article.reviewedBy', person(reviewer))}</span>}
        </p>
      )}
      <p>
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
    </div>
  );
}
