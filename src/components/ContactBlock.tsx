import { clinic } from '../site/clinic.ts';
import { useRender, useT } from './context.ts';
import { Icon } from '../ui/Icon.tsx';

/** Spec 2.6: address, telephone, fax, mobile, two e-mails and the three operating-hours rows. */
export function ContactBlock({ headingLevel = 2 }: { readonly headingLevel?: 2 | 3 }) {
  const { locale } = useRender();
  const t = useT();
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const { tel, fax, mobile } = clinic.phones;
  return (
    <div className="contact-block">
      <H className="contact-block__title">{clinic.address.title[locale.code]}</H>
      <address className="contact-block__address">
        <p className="contact-block__line">
          <Icon name="map-pin" size={20} />
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the address's line breaks, from the clinic facts in the code, not from content. */}
          <span dangerouslySetInnerHTML={{ __html: clinic.address.html }} />
        </p>
        <p className="contact-block__line">
          <Icon name="phone" size={20} />
          <span>
            {t('contact.tel')}: <a href={`tel:${tel.e164}`}>{tel.display}</a>
          </span>
        </p>
        <p className="contact-block__line">
          <Icon name="fax" size={20} />
          <span>
            {t('contact.fax')}: {fax.display}
          </span>
        </p>
        <p className="contact-block__line">
          <Icon name="mobile" size={20} />
          <span>
            {t('contact.mobile')}: <a href={`tel:${mobile.e164}`}>{mobile.display}</a>
          </span>
        </p>
        {clinic.emails.map((email) => (
          <p className="contact-block__line" key={email}>
            <Icon name="email" size={20} />
            <span>
              {t('contact.email')}: <a href={`mailto:${email}`}>{email}</a>
            </span>
          </p>
        ))}
      </address>
      <H className="contact-block__title">{t('contact.hours')}</H>
      <dl className="hours">
        {clinic.hours.map((row) => (
          <div className="hours__row" key={row.labelKey}>
            <dt>{t(row.labelKey)}</dt>
            <dd>{t(row.timesKey)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
