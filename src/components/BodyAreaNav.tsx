import { useBodyAreaLinks } from './body-area-links.ts';
import { useT } from './context.ts';

/**
 * The menu's list of body areas, under the main links: on a phone, knee help is the menu button and then
 * "Knee" (two taps), each area leading to its landing page or its part of the services overview.
 */
export function BodyAreaNav() {
  const t = useT();
  const areas = useBodyAreaLinks();
  return (
    <nav className="body-area-nav" aria-labelledby="body-area-nav-title">
      <h3 className="body-area-nav__title" id="body-area-nav-title">
        {t('nav.bodyAreas')}
      </h3>
      <ul className="body-area-nav__list">
        {areas.map(({ area, href, label }) => (
          <li key={area.id}>
            <a href={href}>{label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
