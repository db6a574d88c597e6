/**
 * Which link clicks become page changes. Only a plain primary click on a link to another
 * page of the same locale on this site; everything else is the browser's: other locales (a locale switch is a
 * full load), other hosts, files, downloads, links with a target, modified clicks (ctrl, cmd, shift,
 * alt, middle button) and clicks a widget has already handled.
 */
import { localeOfPath, type LocaleCode } from '../../i18n/locales.ts';
import { withTrailingSlash } from '../../shared/slash.ts';

/** A click the browser would treat as "open here" rather than "open elsewhere" or "download". */
export function isPlainClick(event: MouseEvent): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
}

/** The link a click landed in, if it is an HTML link with an href. */
export function linkOf(target: EventTarget | null): HTMLAnchorElement | null {
  const element = target instanceof Element ? target.closest('a[href]') : null;
  // SVG links have no `pathname`: leave them to the browser.
  return element && 'pathname' in element ? (element as HTMLAnchorElement) : null;
}

/**
 * The destination of a link as a URL in slash form, when the runtime may show it without a full load; null
 * when the browser should follow it. Same-page links are returned too (the caller decides what to do).
 */
export function pageLinkTarget(link: HTMLAnchorElement, here: Location | URL, locale: LocaleCode): URL | null {
  if (link.hasAttribute('download')) return null;
  const target = link.getAttribute('target');
  if (target && target !== '_self') return null;
  if (/(?:^|\s)external(?:\s|$)/i.test(link.getAttribute('rel') ?? '')) return null;
  const href = link.getAttribute('href') ?? '';
  let url: URL;
  try {
    url = new URL(href, here.href);
  } catch {
    return null;
  }
  if (url.origin !== here.origin) return null;
  url.pathname = withTrailingSlash(url.pathname);
  if (!url.pathname.endsWith('/')) return null; // a file (`.pdf`, `.svg`, `.html`), not a page
  if (localeOfPath(url.pathname) !== locale) return null;
  return url;
}

/** The same document: only the hash (or nothing) differs. */
export function isSamePage(url: URL, here: Location | URL): boolean {
  return url.pathname === here.pathname && url.search === here.search;
}
