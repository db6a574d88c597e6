import type { LocaleCode } from '../i18n/locales.ts';
import { clinic } from './clinic.ts';

/** The WhatsApp chat link with the prefilled enquiry in the page's language. */
export function whatsappHref(locale: LocaleCode): string {
  const number = clinic.whatsapp.number.replace(/\D/g, '');
  return `https://wa.me/${number}?text=${encodeURIComponent(clinic.whatsapp.text[locale])}`;
}
