import { formatDay } from '../i18n/dates.ts';
import { useRender, useT } from './context.ts';

/**
 * At the top of a translated page whose English page has changed since it was translated (checks/translated/translations.ts):
 * in the page's language, when the English was updated and a link to it, until the translation is checked again.
 * A note read in order with the page, like the publication notice, not an alert.
 */
export function TranslationNotice({ id, updated }: { readonly id: string; readonly updated?: string }) {
  const { t: intl, manifest } = useRender();
  const t = useT();
  return (
    <div className="publication-notice translation-notice" role="note" data-pagefind-ignore="">
      <p className="container">
        {updated ? t('translation.englishUpdated', { date: formatDay(intl, updated) }) : t('translation.englishUpdatedUndated')}{' '}
        <a href={manifest.href(id, 'en')} hrefLang="en">
          {t('translation.englishLink')}
        </a>
      </p>
    </div>
  );
}
