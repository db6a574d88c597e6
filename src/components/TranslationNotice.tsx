import { formatDay } from '../i18n/dates.ts';
import { useRender, useT } from './context.ts';

/**
 * At the top of a translated page whose English page changed after the translation was made: in the reader's
 * language, that the English page was updated on a day and that this translation is being checked against it,
 * with a link to the English page. A note read in order with the page, not an alert: the translation is still the
 * reviewed text it was; the reader decides whether to read the newer English.
 */
export function TranslationNotice() {
  const { englishUpdated, t: intl } = useRender();
  const t = useT();
  if (!englishUpdated) return null;
  return (
    <div className="publication-notice" role="note" data-pagefind-ignore="">
      <p className="container">
        {t('translation.englishUpdated', { date: formatDay(intl, englishUpdated.englishDate) })}{' '}
        <a href={englishUpdated.englishPath} hrefLang="en">
          {t('translation.readEnglish')}
        </a>
      </p>
    </div>
  );
}
