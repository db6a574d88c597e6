import { DEFAULT_LOCALE, localePrefix, locales } from '../i18n/locales.ts';
import { markerGap } from '../i18n/lang-marker.ts';
import { Island } from '../islands/Island.tsx';
import { SiteSearch, type FallbackLink, type KnownPage, type SiteSearchProps } from '../islands/SiteSearch.tsx';
import type { Shortcut } from '../islands/search/synonyms.ts';
import type { ContentIndex } from '../model/content-index.ts';
import type { LocaleCode } from '../i18n/locales.ts';
import { SEARCH_BUNDLE } from '../site/search.ts';
import { SEARCH_SYNONYMS } from '../site/search-synonyms.ts';
import { AUDIENCE_FILTER, searchTypeOf } from '../model/search-marks.ts';
import { EMERGENCY } from '../model/care-lines.ts';
import { clinic } from '../site/clinic.ts';
import { whatsappHref } from '../site/links.ts';
import type { NothingFoundHelp } from '../islands/SiteSearch.tsx';
import { useBodyAreaLinks } from './body-area-links.ts';
import { useRender, useT } from './context.ts';

/** Where to browse when search cannot run: the services and the blog listings of the reader's language. */
export function useBrowseLinks(): FallbackLink[] {
  const { manifest, locale } = useRender();
  const t = useT();
  const englishOnly = t('link.englishOnly');
  // The same visible marker as every other link from a cn or bh page to an English-only page.
  const marker = (id: string) => (manifest.has(id, locale.code) ? '' : `${markerGap(englishOnly)}${englishOnly}`);
  return [
    { href: manifest.linkTo('services', locale.code), label: t('nav.services') + marker('services') },
    { href: manifest.linkTo('blog', locale.code), label: t('footer.blog') + marker('blog') },
  ];
}

/** The main topics: each body area, then the services overview, the blog and the contact page. */
export function useTopicLinks(): FallbackLink[] {
  const { manifest, locale } = useRender();
  const t = useT();
  const [services, blog] = useBrowseLinks();
  return [
    ...useBodyAreaLinks().map(({ href, label }) => ({ href, label })),
    ...(services ? [services] : []),
    ...(blog ? [blog] : []),
    { href: manifest.href('contact-us', locale.code), label: t('nav.contact-us') },
  ];
}

/** When a search finds nothing: the emergency number, then the clinic's phone, WhatsApp and enquiry form. */
function useNothingFoundHelp(): NothingFoundHelp {
  const { manifest, locale } = useRender();
  const t = useT();
  return {
    emergency: { href: `tel:${EMERGENCY.e164}`, label: EMERGENCY.display },
    contacts: [
      { href: `tel:${clinic.callUs.e164}`, label: t('article.needHelpCall', { phone: clinic.callUs.display }) },
      { href: whatsappHref(locale.code), label: t('article.needHelpWhatsApp') },
      { href: `${manifest.href('contact-us', locale.code)}#enquiry-form`, label: t('search.helpForm') },
    ],
  };
}

/**
 * The patients' words with their pages' addresses in this locale (the page's own version where it has one, listed
 * before the English-only ones), and what a result shows of each page. A page the list names that this site does not have (a fork's or the test
 * fixture's smaller site) is left out; the site's own list is checked against its pages by a test of the list.
 */
export function searchShortcuts(index: ContentIndex, locale: LocaleCode): { shortcuts: Shortcut[]; pages: Record<string, KnownPage> } {
  const pages: Record<string, KnownPage> = {};
  const shortcuts = SEARCH_SYNONYMS.map(({ words, pages: ids }) => ({
    words,
    urls: ids
      .filter((id) => index.manifest.has(id))
      .map((id) => index.get(id, locale))
      // A reader is shown the pages in their language first: the line's order holds within each group.
      .sort((a, b) => Number(b.route.locale === locale) - Number(a.route.locale === locale))
      .map(({ route, meta }) => {
        pages[route.path] = { title: meta.title, summary: meta.description, type: searchTypeOf(route) };
        return route.path;
      }),
  }));
  return { shortcuts, pages };
}

/**
 * The search page's box and results: an island that hydrates when it comes into view or the visitor uses it
 * (the visitor has opened search by coming here). Its server markup is the plain GET form to this page.
 */
export function SearchPanel({ index }: { readonly index: ContentIndex }) {
  const { route, locale } = useRender();
  const t = useT();
  const fallback = useBrowseLinks();
  const topics = useTopicLinks();
  const { shortcuts, pages } = searchShortcuts(index, locale.code);
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
    topics,
    shortcuts,
    pages,
    help: useNothingFoundHelp(),
    labels: {
      help: t('article.needHelp'),
      urgent: t('search.helpUrgent', { emergency: '{emergency}' }),
      topics: t('search.topics'),
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
