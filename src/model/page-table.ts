/**
 * What pages the site has: the fixed pages and the article collections whose pages come from
 * content files. The route manifest is built from these tables and nothing else.
 */
import { LOCALE_CODES, type LocaleCode } from '../i18n/locales.ts';

/**
 * `search`: the search pages, whose Content-Security-Policy differs from every other page's (host-config.ts), so
 * moving to or from them is always a full page load, never a swap of `<main>` under the other page's policy.
 */
export type Layout = 'default' | 'contact-us' | 'search';
export type PageKind = 'home' | 'page' | 'landing' | 'contact' | 'thank-you' | 'search' | 'article-index' | 'article' | 'error';
export type CollectionName = 'services' | 'blog' | 'media';

export interface FixedPage {
  readonly id: string;
  /** Path in the default locale, with leading and trailing slash. */
  readonly path: string;
  readonly kind: PageKind;
  readonly layout: Layout;
  readonly locales: readonly LocaleCode[];
  /** The collection an index page lists. */
  readonly lists?: CollectionName;
  /** The main navigation item this page belongs to. */
  readonly nav?: NavItem;
  /**
   * A page with nothing to find from outside (a confirmation, search results): `robots` noindex, left out of
   * sitemap.xml and of the site's own search index.
   */
  readonly noindex?: boolean;
}

export type NavItem = 'index' | 'about-us' | 'services' | 'blog' | 'media' | 'contact-us';

export interface Collection {
  readonly name: CollectionName;
  /** Folder under content/<locale>/. */
  readonly dir: string;
  /** Path of the collection's pages, with leading and trailing slash. */
  readonly basePath: string;
  readonly locales: readonly LocaleCode[];
  /** The page that is the parent of every article (breadcrumbs, navigation). */
  readonly parent: string;
  /** Clinical collections show "Last reviewed" and require the date. */
  readonly clinical: boolean;
}

const ALL = LOCALE_CODES;
const EN_ONLY: readonly LocaleCode[] = ['en'];

export const FIXED_PAGES: readonly FixedPage[] = [
  { id: 'index', path: '/', kind: 'home', layout: 'default', locales: ALL, nav: 'index' },
  { id: 'about-us', path: '/about-us/', kind: 'page', layout: 'default', locales: ALL, nav: 'about-us' },
  { id: 'thank-you', path: '/thank-you/', kind: 'thank-you', layout: 'contact-us', locales: ALL, noindex: true },
  { id: 'contact-us', path: '/contact-us/', kind: 'contact', layout: 'contact-us', locales: ALL, nav: 'contact-us' },
  { id: 'services', path: '/services/', kind: 'page', layout: 'default', locales: ALL, nav: 'services' },
  {
    id: 'knee-specialist-singapore',
    path: '/knee-specialist-singapore/',
    kind: 'landing',
    layout: 'default',
    locales: ALL,
    nav: 'services',
  },
  {
    id: 'foot-ankle-specialist-singapore',
    path: '/foot-ankle-specialist-singapore/',
    kind: 'landing',
    layout: 'default',
    locales: ALL,
    nav: 'services',
  },
  { id: 'blog', path: '/blog/', kind: 'article-index', layout: 'default', locales: EN_ONLY, lists: 'blog', nav: 'blog' },
  { id: 'media', path: '/media/', kind: 'article-index', layout: 'default', locales: EN_ONLY, lists: 'media', nav: 'media' },
  { id: 'privacy', path: '/privacy/', kind: 'page', layout: 'default', locales: ALL },
  { id: 'search', path: '/search/', kind: 'search', layout: 'search', locales: ALL, noindex: true },
];

export const COLLECTIONS: readonly Collection[] = [
  { name: 'services', dir: 'services', basePath: '/services/', locales: ALL, parent: 'services', clinical: true },
  { name: 'blog', dir: 'blog', basePath: '/blog/', locales: EN_ONLY, parent: 'blog', clinical: true },
  { name: 'media', dir: 'media', basePath: '/media/', locales: EN_ONLY, parent: 'media', clinical: true },
];

/**
 * Main navigation, in order. The blog and media links exist only where those pages do (en). The blog is in the
 * menu, not only in the footer: it is where most of the patient information is.
 */
export const NAV_ITEMS: readonly NavItem[] = ['index', 'about-us', 'services', 'blog', 'media', 'contact-us'];

/** Page id of an article: the collection name and the slug, as the original site's route names were. */
export function articleId(collection: CollectionName, slug: string): string {
  return `${collection}-${slug}`;
}
