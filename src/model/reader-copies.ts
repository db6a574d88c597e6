/**
 * Reader copies: a page that exists only in English is also built at the address of each other locale
 * (`/cn/blog/<slug>/`), with that locale's header, menu, urgent line and footer around the English page's own
 * content, so a reader who comes from `/cn/` or `/bh/` keeps their language around it and is told, in it, that the
 * page is in English (docs/decisions/english-only-pages-in-the-readers-language.md). Search engines still see one
 * English page per address: a copy is `noindex`, its canonical is the English page, and it is in no sitemap,
 * hreflang list or site-search index. The manifest makes them from its own routes, so every manifest (the build's,
 * the render thread's, the editor preview's) has the same copies.
 */
import { DEFAULT_LOCALE, LOCALE_CODES, type LocaleCode } from '../i18n/locales.ts';
import { localizedPath, routeName, type Route } from './routes.ts';

/** The reader copies of a set of routes: one per English page (error and noindex pages aside) and locale it lacks. */
export function readerCopyRoutes(routes: readonly Route[]): Route[] {
  const names = new Set(routes.map((r) => r.name));
  const paths = new Set(routes.map((r) => r.path));
  const copies: Route[] = [];
  for (const route of routes) {
    if (route.locale !== DEFAULT_LOCALE || route.noindex || route.kind === 'error') continue;
    for (const locale of LOCALE_CODES) {
      const name = routeName(route.id, locale);
      if (locale === DEFAULT_LOCALE || names.has(name)) continue;
      const path = localizedPath(route.path, locale);
      // A page of that locale already has the address: it wins (a copy is only ever a stand-in).
      if (paths.has(path)) continue;
      copies.push({ ...route, name, locale, path, readerCopy: true, noindex: true });
    }
  }
  return copies;
}

/**
 * The pages to render for the reader copies: each English page again, under its copy's route. Added after the
 * content checks ran, so a problem of the English file is reported once, not once per locale.
 */
export function readerCopyPages<P extends { readonly route: Route }>(pages: readonly P[], copies: readonly Route[]): P[] {
  const english = new Map(pages.filter((p) => p.route.locale === DEFAULT_LOCALE).map((p) => [p.route.id, p]));
  return copies.flatMap((route) => {
    const page = english.get(route.id);
    return page ? [{ ...page, route }] : [];
  });
}

/** The language of a route's content: a reader copy's is English, whatever its address and header. */
export function contentLocale(route: Pick<Route, 'locale' | 'readerCopy'>): LocaleCode {
  return route.readerCopy ? DEFAULT_LOCALE : route.locale;
}
