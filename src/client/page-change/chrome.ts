/**
 * The page-specific parts of the header and footer (and any sidebar), which a page change keeps: the language
 * switcher's targets and the main navigation's current item. Both live outside `<main>`: the navigations in
 * `<nav>` elements; the switchers are the header's `<nav>` and the left sidebar's labelled group, and their links
 * are the ones carrying both `hreflang` and `lang` (LanguageSwitcher.tsx).
 */
import { localeList } from '../../i18n/locales.ts';

function navLinksOutsideMain(doc: Document): HTMLAnchorElement[] {
  return [...doc.querySelectorAll<HTMLAnchorElement>('nav a[href]')].filter((link) => !link.closest('main'));
}

/**
 * Points each switcher link at the new page in its locale, and shows its note (LanguageSwitcher.tsx) when the new
 * page has no version in that locale (none among its alternates), so the link leads to the nearest page instead.
 */
export function updateSwitcher(
  doc: Document,
  switcher: Readonly<Record<string, string>>,
  alternates?: ReadonlyArray<{ readonly hreflang: string }>,
): void {
  const links = [...doc.querySelectorAll<HTMLAnchorElement>('a[href][hreflang][lang]')].filter((link) => !link.closest('main'));
  for (const link of links) {
    const locale = localeList.find((l) => l.hreflang === link.getAttribute('hreflang'));
    const href = locale && switcher[locale.code];
    if (href) link.setAttribute('href', href);
    const note = link.querySelector<HTMLElement>('[data-switch-note]');
    if (!note || !alternates || link.getAttribute('aria-current') === 'page') continue;
    const elsewhere = !alternates.some((a) => a.hreflang === locale?.hreflang);
    note.hidden = !elsewhere;
    if (elsewhere) link.setAttribute('title', note.textContent?.trim() ?? '');
    else link.removeAttribute('title');
  }
}

/**
 * MainNav.tsx's rule: `aria-current="page"` on the link to the page itself, `"true"` on the link to its section,
 * nothing on the others. Done in every navigation outside main (header, footer, sidebars).
 */
export function updateNavCurrent(doc: Document, navPath: string | null, path: string): void {
  for (const link of navLinksOutsideMain(doc)) {
    if (link.hasAttribute('hreflang')) continue;
    if (navPath !== null && link.getAttribute('href') === navPath) link.setAttribute('aria-current', navPath === path ? 'page' : 'true');
    else link.removeAttribute('aria-current');
  }
}
