import { clinic } from '../site/clinic.ts';
import { whatsappHref } from '../site/links.ts';
import { useRender, useT } from './context.ts';
import { EMERGENCY_NUMBER } from './FormNotes.tsx';

/**
 * A short box beside an article on wide screens: the clinic's call-us line, WhatsApp, and 995 for an emergency,
 * always in reach while the reader scrolls. The full advice (when to get help) stays in the article itself.
 */
export function NeedHelpNow() {
  const { locale } = useRender();
  const t = useT();
  const call = clinic.callUs;
  return (
    <section className="need-help" aria-labelledby="need-help-title">
      <h2 id="need-help-title">{t('article.needHelp')}</h2>
      <ul>
        <li>
          {/* A phone link's words never wrap: no-break spaces. */}
          <a href={`tel:${call.e164}`}>{t('article.needHelpCall', { phone: call.display }).replaceAll(' ', '\u00a0')}</a>
        </li>
        <li>
          <a href={whatsappHref(locale.code)} rel="noopener">
            {t('article.needHelpWhatsApp')}
          </a>
        </li>
        <li className="need-help__emergency">
          <a href={`tel:${EMERGENCY_NUMBER}`}>{t('article.needHelp995', { number: EMERGENCY_NUMBER }).replaceAll(' ', '\u00a0')}</a>
        </li>
      </ul>
    </section>
  );
}
