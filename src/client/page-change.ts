/**
 * The part of the runtime that shows pages in place, loaded on demand (the first page change, an error to show,
 * or the not-found page's path line): the router and the views, the error pages and the browser's messages.
 */
import type { LocaleCode } from '../i18n/locales.ts';
import type { AppError } from './errors.ts';
import { fetchErrorView, fillErrorPath } from './error-page.ts';
import type { MessageSource } from './messages.ts';
import { Router, type RouterOptions } from './navigation.ts';
import type { Fetcher } from './payloads.ts';
import { showView } from './swap.ts';

export { fillErrorPath, Router };

export function startRouter(options: RouterOptions): Router {
  return new Router(options).start();
}

export interface ErrorPageContext {
  readonly locale: LocaleCode;
  readonly fetcher: Fetcher;
  readonly messages: MessageSource;
  readonly doc: Document;
}

/** Shows the locale's error page for an error in place, at the current address (spec 2.11, 4). */
export async function showErrorPage(error: AppError, { locale, fetcher, messages, doc }: ErrorPageContext): Promise<void> {
  const path = doc.location.pathname;
  const view = await fetchErrorView(error.statusCode, locale, path, fetcher, doc);
  showView(view, {}, doc);
  if (error.statusCode !== 500) await fillErrorPath(doc.querySelector('main') ?? doc, path, locale, messages);
}
