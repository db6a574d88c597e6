import { useId } from 'react';
import { CLOSE, IconSvg, WHATSAPP } from '../ui/Icon.tsx';
import type { WhatsAppBehaviour } from './whatsapp-widget.ts';

export interface WhatsAppWidgetProps extends WhatsAppBehaviour {
  readonly title: string;
  readonly text: string;
  readonly linkLabel: string;
  readonly href: string;
  readonly openLabel: string;
  readonly closeLabel: string;
  /** "Not for emergencies: call 995.", cut where the number goes, so the number can be a tap-to-call link. */
  readonly notForEmergencies: readonly [before: string, after: string];
  readonly emergencyNumber: string;
}

/**
 * The server markup of the floating WhatsApp widget: a round button at the bottom right and a
 * chat-style panel. Without JavaScript (and until whatsapp-widget.ts has started) the button is a plain link to
 * the WhatsApp chat, and the panel waits in a <template>, which the browser neither shows nor gives to assistive
 * technology. The panel's entrance animation runs only without `prefers-reduced-motion` (islands.css).
 */
export function WhatsAppWidget({
  title,
  text,
  linkLabel,
  href,
  openLabel,
  closeLabel,
  notForEmergencies: [before, after],
  emergencyNumber,
}: WhatsAppWidgetProps) {
  const panelId = useId();
  const titleId = useId();
  return (
    <aside className="whatsapp" aria-label="WhatsApp">
      <a className="whatsapp__button" href={href} rel="noopener">
        <IconSvg size={30} filled>
          {WHATSAPP}
        </IconSvg>
        <span className="visually-hidden">{openLabel}</span>
      </a>
      <template>
        <section className="whatsapp__panel" id={panelId} aria-labelledby={titleId} hidden>
          <div className="whatsapp__head">
            <h2 className="whatsapp__title" id={titleId}>
              {title}
            </h2>
            <button type="button" className="whatsapp__close" aria-label={closeLabel}>
              <IconSvg size={20}>{CLOSE}</IconSvg>
            </button>
          </div>
          <p className="whatsapp__text">{text}</p>
          <a className="button whatsapp__link" href={href} rel="noopener">
            <IconSvg size={20} filled>
              {WHATSAPP}
            </IconSvg>{' '}
            {linkLabel}
          </a>
          <p className="whatsapp__emergency">
            {before}
            <a href={`tel:${emergencyNumber}`}>{emergencyNumber}</a>
            {after}
          </p>
        </section>
      </template>
    </aside>
  );
}
