/**
 * A page's `_payload.json`: what the build writes beside each page and what the browser runtime reads to show
 * that page in place (a page change). The one definition both sides use.
 */
import type { LocaleCode } from '../i18n/locales.ts';

/** One `<link rel="alternate">`: a language tag (never a locale code) or x-default, and an absolute URL. */
export interface Alternate {
  readonly hreflang: string;
  readonly href: string;
}

/** The Atom feed a page announces in its head. */
export interface FeedLink {
  readonly title: string;
  readonly href: string;
}

export interface Payload {
  readonly buildId: string;
  readonly name: string;
  readonly id: string;
  readonly locale: LocaleCode;
  readonly layout: string;
  readonly path: string;
  readonly title: string;
  readonly head: {
    readonly description: string;
    readonly canonical: string;
    readonly alternates: readonly Alternate[];
    /** The page asks search engines not to index it (robots noindex). */
    readonly noindex?: boolean;
    /** The Atom feed the page announces (blog and media listings and articles). */
    readonly feed?: FeedLink;
  };
  /** Where the language switcher points on this page, per locale. */
  readonly switcher: Readonly<Record<string, string>>;
  readonly nav: string | null;
  /** Path of the main navigation's current item (the page itself or its section), for `aria-current`. */
  readonly navPath: string | null;
  readonly main: string;
}
