import { NAV_ITEMS } from '../model/page-table.ts';
import { useRender, useT } from './context.ts';

/** The main menu: home, about us, services, media (only where the media page exists: en) and contact us. */
export function MainNav({ className = '', label }: { readonly className?: string; readonly label?: string }) {
  const { route, manifest, locale } = useRender();
  const t = useT();
  const items = NAV_ITEMS.filter((id) => manifest.has(id, locale.code));
  return (
    <nav className={`main-nav ${className}`.trim()} aria-label={label ?? t('nav.label')}>
      <ul>
        {items.map((id) => {
          const current = route.nav === id;
          return (
            <li key={id}>
              <a href={manifest.href(id, locale.code)} aria-current={current ? (route.id === id ? 'page' : 'true') : undefined}>
                {t(`nav.${id}`)}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
