/**
 * What the server told this document about itself, on `<html>` and `<body>`: the build it belongs to, its locale,
 * its route name and its layout. Read when needed, since page changes update the route name.
 */
import { DEFAULT_LOCALE, isLocaleCode, type LocaleCode } from '../../i18n/locales.ts';

export interface PageFacts {
  readonly buildId: string;
  readonly locale: LocaleCode;
  /** Route name, `about-us___en`; `error-404___en` on the not-found page. */
  readonly name: string;
  readonly layout: string;
}

export function pageFacts(doc: Document = document): PageFacts {
  const { dataset } = doc.documentElement;
  const locale = dataset.locale ?? '';
  return {
    buildId: dataset.buildId ?? '',
    locale: isLocaleCode(locale) ? locale : DEFAULT_LOCALE,
    name: dataset.page ?? '',
    layout: layoutOf(doc.body),
  };
}

export function layoutOf(body: HTMLElement | null): string {
  const match = /(?:^|\s)layout-([\w-]+)/.exec(body?.className ?? '');
  return match?.[1] ?? 'default';
}

export function setLayout(body: HTMLElement, layout: string): void {
  body.className = body.className.replace(/(?:^|\s)layout-[\w-]+/g, '').trim();
  body.classList.add(`layout-${layout}`);
}
