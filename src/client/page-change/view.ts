/**
 * A page as the runtime shows it: everything a page change replaces. Made from a payload, or from a whole error
 * document (which also brings its footer, as the error pages have the default layout).
 */
import type { Alternate } from '../../shared/payload.ts';
import type { Payload } from '../startup/payloads.ts';

export interface PageView {
  readonly path: string;
  /** Route name for `<html data-page>`. */
  readonly name: string;
  readonly layout: string;
  readonly title: string;
  readonly description: string;
  /** Null for error pages: no canonical, `noindex` instead. */
  readonly canonical: string | null;
  readonly alternates: readonly Alternate[];
  /** A page search engines should not index though it has a canonical URL (thank-you, search). */
  readonly noindex?: boolean;
  /** The Atom feed `<head>` announces, on the blog and media pages. */
  readonly feed?: { readonly title: string; readonly href: string };
  /** Language switcher targets by locale code. */
  readonly switcher: Readonly<Record<string, string>>;
  /** Path of the main navigation's current item (the page itself or its section), or null. */
  readonly navPath: string | null;
  /** Inner HTML of `<main>`. */
  readonly main: string;
  /** Footer markup, when the view may change the layout. */
  readonly footer?: string;
}

export function viewOfPayload(payload: Payload): PageView {
  return {
    path: payload.path,
    name: payload.name,
    layout: payload.layout,
    title: payload.title,
    description: payload.head.description,
    canonical: payload.head.canonical,
    alternates: payload.head.alternates,
    ...(payload.head.noindex ? { noindex: true } : {}),
    ...(payload.head.feed ? { feed: payload.head.feed } : {}),
    switcher: payload.switcher,
    navPath: payload.navPath,
    main: payload.main,
  };
}
