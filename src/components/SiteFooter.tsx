import { clinic } from '../site/clinic.ts';
import { todayInSingapore } from '../model/publication.ts';
import type { Layout } from '../model/page-table.ts';
import { ContactBlock } from './ContactBlock.tsx';
import { useRender, useT } from './context.ts';
import { PrintContact } from './PrintContact.tsx';
import { EnglishMarker } from './EnglishMarker.tsx';
import { EnquiryForm } from './EnquiryForm.tsx';
import { Icon } from '../ui/Icon.tsx';
import { MainNav } from './MainNav.tsx';
import { noWrap } from './text.ts';
import { aroundSlot } from './slots.tsx';
import { AwardBadges } from './AwardBadges.tsx';
import { SocialLinks } from './SocialLinks.tsx';

/**
 * Spec 1 and 2.7: an invitation to call or write, the enquiry block (#enquiry-form), the contact block, award
 * badges, social links and links to the blog and the privacy notice. The contact-us layout leaves the enquiry
 * block to its page.
 */
export function SiteFooter({ layout }: { readonly layout: Layout }) {
  const { manifest, locale, route, today = todayInSingapore() } = useRender();
  const t = useT();
  const [callBefore, callAfter] = aroundSlot(t, 'footer.callButton', 'phone');
  const call = clinic.callUs;
  // Of the contact-us layout's pages only the contact page has the form, so the thank-you page's button goes there.
  // (Safe in the cached footer: the cache key holds the layout and the navigation item, which tell the two apart.)
  // The search layout differs from the default one only in how pages change (always a full load), not here.
  const hasForm = layout !== 'contact-us';
  const formHref = hasForm || route.id === 'contact-us' ? '#enquiry-form' : `${manifest.href('contact-us', locale.code)}#enquiry-form`;
  return (
    <footer className="site-footer">
      <PrintContact />
      <section className="footer-cta" aria-labelledby="footer-cta-title">
        <div className="container footer-cta__inner">
          <div>
            <h2 id="footer-cta-title">{t('footer.ctaTitle')}</h2>
            <p>{t('footer.ctaText')}</p>
          </div>
          <div className="footer-cta__actions">
            <a className="button button--light" href={`tel:${call.e164}`}>
              <Icon name="phone" size={20} />
              {/* No space breaks in a number a phone dials (html-validate's tel-non-breaking), so every space is a
                  no-break one; <wbr> lets the word before the number go above it where a wide font leaves no room. */}
              {noWrap(callBefore)}
              <wbr />
              {noWrap(call.display)}
              {noWrap(callAfter)}
            </a>
            <a className="button button--outline-light" href={formHref}>
              {t('footer.formButton')}
            </a>
          </div>
        </div>
      </section>
      {hasForm && (
        <section className="enquiry-block" id="enquiry-form" aria-labelledby="enquiry-form-title">
          <div className="container enquiry-block__inner">
            <div className="enquiry-block__intro">
              <h2 id="enquiry-form-title">{t('form.title')}</h2>
              <p>{t('form.intro')}</p>
            </div>
            <EnquiryForm idPrefix="footer-form" />
          </div>
        </section>
      )}
      <div className="footer-main">
        <div className="container footer-main__grid">
          <div className="footer-main__col" id="clinic-info">
            <ContactBlock />
          </div>
          <div className="footer-main__col" id="site-menu">
            <h2>{t('footer.explore')}</h2>
            <MainNav className="footer-nav" label={t('footer.navLabel')} />
            <ul className="footer-links">
              <li>
                {/* A cn or bh reader gets the blog with their own header and footer (model/reader-copies.ts). */}
                <a href={manifest.linkTo('blog', locale.code)} hrefLang={locale.code === 'en' ? undefined : 'en'}>
                  {t('footer.blog')}
                  <EnglishMarker target="en" />
                </a>
              </li>
              <li>
                <a href={manifest.href('privacy', locale.code)}>{t('footer.privacy')}</a>
              </li>
            </ul>
          </div>
          <div className="footer-main__col">
            <h2>{t('footer.awards')}</h2>
            <AwardBadges />
            <h2>{t('footer.social')}</h2>
            <SocialLinks />
          </div>
        </div>
      </div>
      <div className="footer-bottom">
        <div className="container">
          <p>{t('footer.disclaimer')}</p>
          {/* The year of the build's day in Singapore, not of the machine's time zone: the build cache keys on it. */}
          <p>{t('footer.copyright', { year: Number(today.slice(0, 4)), clinic: clinic.name[locale.code] })}</p>
        </div>
      </div>
    </footer>
  );
}
