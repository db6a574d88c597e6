import { EMERGENCY } from '../model/care-lines.ts';
import { clinic } from '../site/clinic.ts';
import { OtherWays } from '../islands/OtherWays.tsx';
import { useRender, useT } from './context.ts';
import { TelLink, withSlots } from './slots.tsx';

/**
 * Before the enquiry form: it is not the way to get help in an emergency. The number is a link, so a phone
 * calls it with one tap.
 */
export function EmergencyNote() {
  const t = useT();
  return <p className="enquiry-area__emergency">{withSlots(t, 'form.emergency', { number: <TelLink {...EMERGENCY} /> })}</p>;
}

/**
 * After the enquiry form: what its fields are used for and how long they are kept, with the privacy notice of
 * the page's language for the rest.
 */
export function PrivacyNote() {
  const { manifest, locale } = useRender();
  const t = useT();
  return (
    <p className="enquiry-area__privacy">
      {t('form.privacyNotice')} <a href={manifest.href('privacy', locale.code)}>{t('form.privacyLink')}</a>
    </p>
  );
}

/**
 * Beside the form when JavaScript is off: the form still posts, but to the form service, whose own page the
 * visitor then sees. Said plainly before they press Send, with the other ways in next to it.
 */
export function NoScriptNote({
  callHref,
  callLabel,
  whatsappHref,
  whatsappLabel,
}: {
  readonly callHref: string;
  readonly callLabel: string;
  readonly whatsappHref: string;
  readonly whatsappLabel: string;
}) {
  const t = useT();
  const [email] = clinic.emails;
  return (
    <noscript>
      <div className="enquiry-area__noscript">
        <p>{t('form.noScript')}</p>
        <OtherWays className="" callHref={callHref} callLabel={callLabel} whatsappHref={whatsappHref} whatsappLabel={whatsappLabel}>
          <li>
            <a href={`mailto:${email}`}>{t('form.noScriptEmail', { email })}</a>
          </li>
        </OtherWays>
      </div>
    </noscript>
  );
}
