import { localeList } from '../i18n/locales.ts';
import { useRender, useT } from './context.ts';

export interface LanguageSwitcherProps {
  readonly className?: string;
  /**
   * Where there is room (the left sidebar), the id of a visible heading that shows the switcher's name ("Select
   * Language") and labels it. There the switcher is a labelled group inside the sidebar's dialog, not a second
   * navigation landmark with the header's name (landmark names are unique on a page); elsewhere it is the
   * navigation named by its aria-label.
   */
  readonly headingId?: string;
}

/**
 * A link per locale to the same page in that locale, the current one highlighted. English-only pages send the
 * other locales to the nearest page they have (a related page, else a parent: RouteManifest.switchTarget), and the
 * link says so. Plain links, so it works with JavaScript off. An error page (404.html,
 * 500.html) is served at addresses that are no page, so all of its links, its own locale's too, go to each
 * locale's home: a link to the error file itself would only report that file as missing.
 */
export function LanguageSwitcher({ className = '', headingId }: LanguageSwitcherProps) {
  const { route, manifest, locale: current, related } = useRender();
  const t = useT();
  const name = t('switcher.label');
  const Box = headingId ? 'div' : 'nav';
  return (
    <Box
      className={`lang-switcher ${className}`.trim()}
      {...(headingId ? { role: 'group', 'aria-labelledby': headingId } : { 'aria-label': name })}
    >
      {headingId && (
        <h3 className="lang-switcher__title" id={headingId}>
          {name}
        </h3>
      )}
      <ul>
        {localeList.map((locale) => {
          const isCurrent = locale.code === current.code;
          // This page has no version in that language: the link goes to the nearest page that has, and says so.
          const elsewhere = !isCurrent && route.kind !== 'error' && !manifest.has(route.id, locale.code);
          const note = t('switcher.englishOnly', { language: locale.name });
          return (
            <li key={locale.code}>
              <a
                href={isCurrent && route.kind !== 'error' ? route.path : manifest.switchTarget(route.id, locale.code, related)}
                hrefLang={locale.hreflang}
                lang={locale.tag}
                aria-current={isCurrent ? 'page' : undefined}
                title={elsewhere ? note : undefined}
              >
                {locale.label}
                <span className="visually-hidden"> – {locale.name}</span>
                {/* Kept in step on page changes by chrome.ts, from the new page's alternates. */}
                <span className="lang-switcher__note" lang={current.tag} data-switch-note="" hidden={!elsewhere}>
                  {' '}
                  {note}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </Box>
  );
}
