/**
 * The error pages in place. The host's own error documents (`404.html`, `500.html` of the locale, built from
 * ErrorPage.tsx) are fetched and shown like any page, at the address that failed. The not-found variant names the
 * path: 'Page not found: {path}', from the locale's messages, inserted as text. Language links never point at an
 * error file: the not-found page takes the error document's (each locale's home, since the address is a page in
 * no locale), the server-error page keeps those of the page at the address (the same page in each locale).
 */
import { localePrefix, localeList, type LocaleCode } from '../../i18n/locales.ts';
import { layoutOf } from '../startup/page.ts';
import type { Fetcher } from '../startup/payloads.ts';
import { formatMessage, loadMessages, type MessageSource } from './messages.ts';
import type { AppError } from './errors.ts';
import { showView } from '../page-change/swap.ts';
import type { PageView } from '../page-change/view.ts';

export function errorPageUrl(statusCode: number, locale: LocaleCode): string {
  return `${localePrefix(locale)}/${statusCode === 500 ? 500 : 404}.html`;
}

/** Reads an error document into a view for the current address. */
export function errorView(html: string, path: string, doc: Document): PageView {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const main = parsed.querySelector('main');
  if (!main) throw new Error('the error page has no <main>');
  const switcher: Record<string, string> = {};
  for (const link of parsed.querySelectorAll('header nav a[hreflang][lang]')) {
    const locale = localeList.find((l) => l.hreflang === link.getAttribute('hreflang'));
    if (locale) switcher[locale.code] = link.getAttribute('href') ?? '';
  }
  return {
    path,
    name: parsed.documentElement.dataset.page ?? '',
    layout: layoutOf(parsed.body),
    title: parsed.title,
    description: parsed.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? '',
    canonical: null,
    alternates: [],
    switcher,
    navPath: null,
    main: main.innerHTML,
    footer: parsed.querySelector('body > footer')?.outerHTML ?? doc.querySelector('body > footer')?.outerHTML ?? '',
  };
}

export async function fetchErrorView(
  statusCode: number,
  locale: LocaleCode,
  path: string,
  fetcher: Fetcher,
  doc: Document,
): Promise<PageView> {
  const url = errorPageUrl(statusCode, locale);
  const response = await fetcher(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return errorView(await response.text(), path, doc);
}

/** A readable form of a path for the visitor (`/caf%C3%A9/` → `/café/`). */
export function displayPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Fills the not-found page's empty `[data-error-path]` line with 'Page not found: {path}' as text. Without the
 * messages (a warning is logged by loadMessages) the line stays hidden and the page is complete without it.
 */
export async function fillErrorPath(root: ParentNode, path: string, locale: LocaleCode, source: MessageSource): Promise<void> {
  const slot = root.querySelector<HTMLElement>('[data-error-path]');
  if (!slot) return;
  const messages = await loadMessages(locale, source);
  const message = messages?.['error.pathNotFound'];
  if (!message) return;
  slot.textContent = formatMessage(message, { path: displayPath(path) });
  slot.hidden = false;
}

export interface ErrorPageContext {
  readonly locale: LocaleCode;
  readonly fetcher: Fetcher;
  readonly messages: MessageSource;
  readonly doc: Document;
}

/**
 * Shows the locale's error page for an error in place, at the current address. `switcher` gives the language
 * links of the page that failed to show there; without it a server error keeps the links the page has.
 */
export async function showErrorPage(
  error: AppError,
  { locale, fetcher, messages, doc }: ErrorPageContext,
  onSwapped?: () => void,
  switcher?: PageView['switcher'],
): Promise<void> {
  const path = doc.location.pathname;
  const fetched = await fetchErrorView(error.statusCode, locale, path, fetcher, doc);
  // The address is a working page that failed: its own language links are right, the error file's are not.
  const view = error.statusCode === 500 ? { ...fetched, switcher: switcher ?? {} } : fetched;
  showView(view, {}, doc, onSwapped);
  if (error.statusCode !== 500) await fillErrorPath(doc.querySelector('main') ?? doc, path, locale, messages);
}
