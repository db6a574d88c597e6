import { Fragment } from 'react';
import { clinic, type PhoneKey } from '../site/clinic.ts';
import { useRender, useT } from './context.ts';
import { Icon, type IconName } from '../ui/Icon.tsx';

/** The order the numbers are listed in, each with its icon. */
const PHONE_LINES: readonly { readonly key: PhoneKey; readonly icon: IconName }[] = [
  { key: 'telephone', icon: 'phone' },
  { key: 'mobile', icon: 'mobile' },
  { key: 'afterHours', icon: 'phone' },
  { key: 'fax', icon: 'fax' },
];

/**
 * The clinic's address, telephone, fax, mobile, two e-mails and the operating-hours rows, all from the clinic facts;
 * every number is labelled with what it is for, and every number but the fax is a link to call.
 */
export function ContactBlock({ headingLevel = 2 }: { readonly headingLevel?: 2 | 3 }) {
  const { locale } = useRender();
  const t = useT();
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="contact-block">
      <H className="contact-block__title">{clinic.address.title[locale.code]}</H>
      <address className="contact-block__address">
        <p className="contact-block__line">
          <Icon name="map-pin" size={20} />
          <span>
            {clinic.address.lines.map((line, index) => (
              <Fragment key={line}>
                {index > 0 && <br />}
                {line}
              </Fragment>
            ))}
          </span>
        </p>
        {PHONE_LINES.map(({ key, icon }) => {
          const phone = clinic.phones[key];
          return (
            <p className="contact-block__line" key={key}>
              <Icon name={icon} size={20} />
              <span>
                {phone.label[locale.code]}: {key === 'fax' ? phone.display : <a href={`tel:${phone.e164}`}>{phone.display}</a>}
              </span>
            </p>
          );
        })}
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
          <div className="hours__row" key={row.label.en}>
            <dt>{row.label[locale.code]}</dt>
            <dd>{row.times ? row.times[locale.code] : t('hours.closed')}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
