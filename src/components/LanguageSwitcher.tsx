import { localeList } from '../i18n/locales.ts';
import { useRender, useT } from './context.ts';

/**
 * Spec 2.5: a link per locale to the same page in that locale, the current one highlighted. English-only pages
 * send the other locales to their home page (DECISIONS). Plain links, so it works with JavaScript off.
 */
export function LanguageSwitcher({ className = '', label }: { readonly className?: string; readonly label?: string }) {
  const { route, manifest, locale: current } = useRender();
  const t = useT();
  return (
    <nav className={`lang-switcher ${className}`.trim()} aria-label={label ?? t('switcher.label')}>
      <ul>
        {localeList.map((locale) => {
          const isCurrent = locale.code === current.code;
          return (
            <li key={locale.code}>
              <a
                href={isCurrent ? route.path : manifest.switchTarget(route.id, locale.code)}
                hrefLang={locale.hreflang}
                lang={locale.tag}
                aria-current={isCurrent ? 'page' : undefined}
              >
                {locale.label}
                <span className="visually-hidden"> – {locale.name}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
