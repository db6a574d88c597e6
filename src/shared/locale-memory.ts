/**
 * Locale memory and the first-load redirect. The
 * cookie `i18n_redirected` follows the locale of every page viewed. On the first load of a visit, at `/` only,
 * a remembered cn or bh, or failing a cookie the browser's languages, send the visitor to that locale's home.
 * Bots are never redirected, so every URL stays indexable.
 */
import { isLocaleCode, localePrefix, type LocaleCode } from '../i18n/locales.ts';
import { isBot } from './bots.ts';

export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_DAYS = 365;
/** sessionStorage key marking that this visit (browser tab session) has loaded a page already. */
export const VISIT_KEY = 'site:visit';

/**
 * Browser languages, by their first subtag in lower case, and the locale each is read as. The runtime and the
 * inline script in the root page's head (early-redirect.ts) both read this table.
 */
export const LANGUAGE_LOCALES: Readonly<Record<string, LocaleCode>> = { zh: 'cn', ms: 'bh', id: 'bh', en: 'en' };

/** The one address the first-load redirect applies to: the English home page. */
export const REDIRECT_PATH = '/';

/** The cookie string that remembers a locale for 365 days from `now`. */
export function localeCookie(code: LocaleCode, now: Date = new Date(), secure = false): string {
  const maxAge = LOCALE_COOKIE_DAYS * 24 * 60 * 60;
  const expires = new Date(now.getTime() + maxAge * 1000).toUTCString();
  return `${LOCALE_COOKIE}=${code}; Path=/; Expires=${expires}; Max-Age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function rememberLocale(code: LocaleCode, doc: Document = document): void {
  doc.cookie = localeCookie(code, new Date(), doc.location?.protocol === 'https:');
}

/** The remembered locale in a `document.cookie` string, if it names one of ours. */
export function rememberedLocale(cookies: string): LocaleCode | undefined {
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== LOCALE_COOKIE) continue;
    const code = decodeURIComponent(value.join('='));
    return isLocaleCode(code) ? code : undefined;
  }
  return undefined;
}

/** The first supported locale among the browser's languages: zh* → cn, ms* or id* → bh, en* → en. */
export function browserLocale(languages: readonly string[]): LocaleCode | undefined {
  for (const language of languages) {
    const base = language.toLowerCase().split(/[-_]/)[0] ?? '';
    if (Object.hasOwn(LANGUAGE_LOCALES, base)) return LANGUAGE_LOCALES[base];
  }
  return undefined;
}

export interface RedirectInput {
  /** Path of the page loaded. */
  readonly path: string;
  /** True on the first page load of this visit (browser tab session). */
  readonly firstLoad: boolean;
  readonly cookies: string;
  readonly languages: readonly string[];
  readonly userAgent: string;
}

/** Where the first load of a visit should go instead, or null to stay. */
export function redirectTarget({ path, firstLoad, cookies, languages, userAgent }: RedirectInput): string | null {
  if (!firstLoad || path !== REDIRECT_PATH || isBot(userAgent)) return null;
  const locale = rememberedLocale(cookies) ?? browserLocale(languages);
  if (!locale || locale === 'en') return null;
  return `${localePrefix(locale)}/`;
}

/**
 * Marks this visit and answers whether this load is its first. Without sessionStorage a visit cannot be told
 * apart from a return to `/`, so the answer is "not first": never redirecting is the safe side.
 */
export function isFirstLoadOfVisit(store: Storage | null): boolean {
  if (!store) return false;
  try {
    const first = store.getItem(VISIT_KEY) === null;
    store.setItem(VISIT_KEY, '1');
    return first;
  } catch {
    return false;
  }
}

/**
 * Runs at start-up, before anything else: redirects (replacing the history entry, query and hash kept) or
 * remembers the locale of this page. Returns true when the page is being left.
 */
export function applyLocaleMemory(locale: LocaleCode, session: Storage | null, win: Window = window): boolean {
  const { location, navigator, document: doc } = win;
  const target = redirectTarget({
    path: location.pathname,
    firstLoad: isFirstLoadOfVisit(session),
    cookies: doc.cookie,
    languages: navigator.languages?.length ? navigator.languages : [navigator.language],
    userAgent: navigator.userAgent,
  });
  if (target) {
    location.replace(`${target}${location.search}${location.hash}`);
    return true;
  }
  rememberLocale(locale, doc);
  return false;
}
