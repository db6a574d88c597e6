import { EMERGENCY } from '../model/care-lines.ts';
import { clinic } from '../site/clinic.ts';
import { whatsappHref } from '../site/links.ts';
import { useRender, useT } from './context.ts';
import { noWrap } from './text.ts';

/**
 * A short box beside an article on wide screens: 995 for an emergency first (the clinic's line is answered in
 * opening hours only), then the clinic's call-us line and WhatsApp, always in reach while the reader scrolls.
 * The full advice (when to get help) stays in the article itself. No floating panel may cover it.
 */
export function NeedHelpNow() {
  const { locale } = useRender();
  const t = useT();
  const call = clinic.callUs;
  return (
    <section className="need-help" data-keep-clear="" aria-labelledby="need-help-title">
      <h2 id="need-help-title">{t('article.needHelp')}</h2>
      <ul>
        <li className="need-help__emergency">
          <a href={`tel:${EMERGENCY.e164}`}>{noWrap(t('article.needHelp995', { number: EMERGENCY.display }))}</a>
        </li>
        <li>
          <a href={`tel:${call.e164}`}>{noWrap(t('article.needHelpCall', { phone: call.display }))}</a>
        </li>
        <li>
          <a href={whatsappHref(locale.code)} rel="noopener">
            {t('article.needHelpWhatsApp')}
          </a>
        </li>
      </ul>
    </section>
  );
}
