import { clinic } from '../site/clinic.ts';
import { AwardBadges } from './AwardBadges.tsx';
import { BodyAreaNav } from './BodyAreaNav.tsx';
import { ContactBlock } from './ContactBlock.tsx';
import { useRender, useT } from './context.ts';
import { DoctorIntro } from './DoctorIntro.tsx';
import { EnquiryForm } from './EnquiryForm.tsx';
import { SIDEBAR_IDS } from './HeaderMenu.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { MainNav } from './MainNav.tsx';
import { Sidebar } from './Sidebar.tsx';
import { SocialLinks } from './SocialLinks.tsx';
import { SidebarSearchForm } from './SearchLink.tsx';

/**
 * The two sidebars, rendered on the server with the header. Left (small screens): a search box, the navigation,
 * the language links under a visible "Select Language" (the header's switcher is desktop only), the
 * address and the contact details, and the social links (the header's icons are desktop only).
 * Right (large screens): the doctor's introduction, the enquiry form, award badges, clinic information and
 * social links. The enquiry form is its own island and hydrates when the sidebar shows it.
 */
export function SiteSidebars() {
  const { locale } = useRender();
  const t = useT();
  const closeLabel = t('header.closeMenu');
  return (
    <>
      <Sidebar id={SIDEBAR_IDS.left} side="left" title={t('header.menu')} closeLabel={closeLabel}>
        {/* Landmark names differ from the header's and the footer's: the page holds all of them at once. */}
        <SidebarSearchForm />
        <MainNav className="sidebar-nav" label={t('header.menu')} />
        <BodyAreaNav />
        <LanguageSwitcher className="sidebar__switcher" headingId="sidebar-languages-title" />
        <ContactBlock headingLevel={3} />
        <h3>{t('footer.social')}</h3>
        <SocialLinks />
      </Sidebar>
      <Sidebar id={SIDEBAR_IDS.right} side="right" title={clinic.name[locale.code]} closeLabel={closeLabel}>
        <DoctorIntro />
        <div className="sidebar__section">
          <h3>{t('form.title')}</h3>
          <EnquiryForm idPrefix="sidebar-form" />
        </div>
        <h3>{t('footer.awards')}</h3>
        <AwardBadges />
        <ContactBlock headingLevel={3} />
        <h3>{t('footer.social')}</h3>
        <SocialLinks />
      </Sidebar>
    </>
  );
}
