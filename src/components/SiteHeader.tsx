import { clinic } from '../site/clinic.ts';
import { whatsappHref } from '../site/links.ts';
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
 * The fixed header on every page: logo, navigation, click-to-call, WhatsApp (below the desktop row), the clinic's
 * Facebook and Instagram (from 560 px), the
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
            {/* The mark and the name without the tagline, which the header's size would draw at 7 to 10 px. */}
            <img src="/images/logo-name.svg" alt={t('header.logoAlt', { clinic: clinic.name[locale.code] })} width="192" height="48" />
          </a>
          <MainNav className="site-header__nav" />
          <div className="site-header__actions">
            <a className="site-header__call" href={`tel:${call.e164}`}>
              <Icon name="phone" size={20} />
              <span className="site-header__call-label">{noWrap(`${t('header.callUs')} `)}</span>
              <span className="site-header__call-number">{call.display}</span>
            </a>
            {/* Below the desktop row, the second way to reach us comes before the social links (header.css). */}
            <a className="site-header__whatsapp" href={whatsappHref(locale.code)} rel="noopener">
              <Icon name="whatsapp" size={22} />
              <span className="visually-hidden">{t('header.whatsapp')}</span>
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
