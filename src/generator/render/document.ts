/**
 * The outer frame of every HTML document. The parts inside it are rendered by React; the frame itself is a
 * string so the header and footer, which are the same on most pages, can be rendered once and reused.
 */
import type { Locale } from '../../i18n/locales.ts';
import { attr, text } from '../../shared/escape.ts';

export interface DocumentParts {
  readonly locale: Locale;
  readonly buildId: string;
  readonly pageName: string;
  readonly layout: string;
  readonly headHtml: string;
  readonly skipLabel: string;
  readonly headerHtml: string;
  readonly mainHtml: string;
  /** The site search's marks (src/model/search-marks.ts): attributes of `<main>`, and elements at its start. */
  readonly search?: { readonly attributes: string; readonly filters: string };
  readonly footerHtml: string;
  /** Extra HTML at the end of body (island data, scripts). */
  readonly bodyEndHtml?: string;
}

/** The id of the page's `<main>` (the skip link's target); ids the frame itself writes, for the duplicate check. */
export const MAIN_ID = 'main';
export const DOCUMENT_IDS: readonly string[] = [MAIN_ID];

export function renderDocument(p: DocumentParts): string {
  return (
    `<!DOCTYPE html><html lang="${attr(p.locale.tag)}" data-locale="${attr(p.locale.code)}" data-build-id="${attr(p.buildId)}" data-page="${attr(p.pageName)}">` +
    `<head>${p.headHtml}</head>` +
    `<body class="layout-${attr(p.layout)}"><a class="skip-link" href="#${MAIN_ID}">${text(p.skipLabel)}</a>` +
    `${p.headerHtml}<main id="${MAIN_ID}" tabindex="-1"${p.search?.attributes ?? ''}>${p.search?.filters ?? ''}${p.mainHtml}</main>${p.footerHtml}${p.bodyEndHtml ?? ''}</body></html>`
  );
}
