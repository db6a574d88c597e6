import { DEFAULT_LOCALE, localePrefix, locales } from '../i18n/locales.ts';
import { markerGap } from '../i18n/lang-marker.ts';
import { Island } from '../islands/Island.tsx';
import { SiteSearch, type FallbackLink, type SiteSearchProps } from '../islands/SiteSearch.tsx';
import { SEARCH_BUNDLE } from '../site/search.ts';
import { AUDIENCE_FILTER } from '../model/search-marks.ts';
import { useRender, useT } from './context.ts';

/** Where to browse when search cannot run: the services and the blog listings of the reader's language. */
export function useBrowseLinks(): FallbackLink[] {
  const { manifest, locale } = useRender();
  const t = useT();
  const englishOnly = t('link.englishOnly');
  // The same visible marker as every other link from a cn or bh page to an English-only page.
  const marker = (id: string) =>
    manifest.resolve(id, locale.code).locale !== locale.code ? `${markerGap(englishOnly)}${englishOnly}` : '';
  return [
    { href: manifest.linkTo('services', locale.code), label: t('nav.services') + marker('services') },
    { href: manifest.linkTo('blog', locale.code), label: t('footer.blog') + marker('blog') },
  ];
}

/**
 * The search page's box and results: an island that hydrates when it comes into view or the visitor uses it
 * (the visitor has opened search by coming here). Its server markup is the plain GET form to this page.
 */
export function SearchPanel() {
  const { route, locale } = useRender();
  const t = useT();
  const fallback = useBrowseLinks();
  // `{query}` and `{count}` are filled in by the island; the catalogue's ICU arguments keep them as written.
  const keep = { query: '{query}', count: '{count}' };
  const props: SiteSearchProps = {
    action: route.path,
    localePrefix: localePrefix(locale.code),
    pagefind: {
      bundle: SEARCH_BUNDLE,
      // The articles exist only in English: Chinese and Malay readers search them too (marked as English).
      ...(locale.code === DEFAULT_LOCALE ? {} : { alsoLanguage: locales[DEFAULT_LOCALE].tag.toLowerCase() }),
      filters: { [AUDIENCE_FILTER]: locale.code },
    },
    fallback,
    labels: {
      landmark: t('search.landmark'),
      field: t('search.field'),
      submit: t('search.submit'),
      searching: t('search.searching'),
      none: t('search.none', keep),
      one: t('search.one', keep),
      many: t('search.many', keep),
      failed: t('search.failed'),
      englishOnly: t('link.englishOnly'),
      types: { service: t('search.type.service'), blog: t('search.type.blog'), media: t('search.type.media'), page: t('search.type.page') },
    },
  };
  return <Island name="search" component={SiteSearch} props={props} load="interaction" loadQuery="q" />;
}
