import { DEFAULT_LOCALE, type LocaleCode } from '../i18n/locales.ts';
import { LANG_MARKER_CLASS, markerGap } from '../i18n/lang-marker.ts';
import { useRender, useT } from './context.ts';

/**
 * "(English)" in the page's language, inside a link whose target is in English while the page is not (an
 * English-only article or listing linked from a cn or bh page). Nothing on English pages.
 */
export function EnglishMarker({ target }: { readonly target: LocaleCode }) {
  const { locale } = useRender();
  const t = useT();
  if (target !== DEFAULT_LOCALE || locale.code === DEFAULT_LOCALE) return null;
  const marker = t('link.englishOnly');
  return (
    <>
      {markerGap(marker)}
      <span className={LANG_MARKER_CLASS}>{marker}</span>
    </>
  );
}
