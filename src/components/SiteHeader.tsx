import { clinic } from '../site/clinic.ts';
import { useRender, useT } from './context.ts';
import { HeaderMenu } from './HeaderMenu.tsx';
import { Icon } from '../ui/Icon.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { MainNav } from './MainNav.tsx';
import { SiteSidebars } from './SiteSidebars.tsx';
import { SocialLinks } from './SocialLinks.tsx';
import { noWrap } from './text.ts';
import { HeaderSearchLink } from './SearchLink.tsx';

/**
 * The fixed header on every page: logo, navigation, click-to-call, the clinic's Facebook and Instagram, the
 * (desktop) language switcher, the link to the search page and the menu button, which stays the header's last control; then the two
 * sidebars. The menu island's links lead to the footer's navigation and clinic information, so small screens
 * work without JavaScript; once hydrated they are buttons that open the sidebars, and the island also sets the
 * header's `data-state` from 80 px of scroll.
 */
export function SiteHeader() {
  const { manifest, locale } = useRender();
  const t = useT();
  const call = clinic.callUs;
  return (
    <>
      <header className="site-header" data-state="inactive">
        <div className="container site-header__inner">
          <a className="site-header__logo" href={manifest.href('index', locale.code)}>
            <img src="/images/logo.svg" alt={t('header.logoAlt', { clinic: clinic.name[locale.code] })} width="220" height="48" />
          </a>
          <MainNav className="site-header__nav" />
          <div className="site-header__actions">
            <a className="site-header__call" href={`tel:${call.e164}`}>
              <Icon name="phone" size={20} />
              <span className="site-header__call-label">{noWrap(`${t('header.callUs')} `)}</span>
              <span className="site-header__call-number">{call.display}</span>
            </a>
            <SocialLinks icons className="site-header__social" />
            <LanguageSwitcher className="site-header__switcher" />
            <HeaderSearchLink />
            <HeaderMenu />
          </div>
        </div>
      </header>
      <SiteSidebars />
    </>
  );
}
