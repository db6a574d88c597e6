import { Island } from '../islands/Island.tsx';
import { EMERGENCY } from '../model/care-lines.ts';
import { WhatsAppWidget } from '../islands/WhatsAppWidget.tsx';
import { whatsappHref } from '../site/links.ts';
import { useRender, useT } from './context.ts';
import { aroundSlot } from './slots.tsx';

/** The floating WhatsApp widget of every page, as an island that hydrates when the browser is idle. */
export function WhatsApp() {
  const { locale } = useRender();
  const t = useT();
  return (
    <Island
      name="whatsapp"
      component={WhatsAppWidget}
      load="idle"
      props={{
        title: t('whatsapp.title'),
        text: t('whatsapp.text'),
        linkLabel: t('whatsapp.link'),
        href: whatsappHref(locale.code),
        openLabel: t('whatsapp.button'),
        closeLabel: t('whatsapp.close'),
        notForEmergencies: aroundSlot(t, 'whatsapp.notForEmergencies', 'number'),
        emergencyNumber: EMERGENCY.display,
        autoOpenMs: 5000,
      }}
    />
  );
}
