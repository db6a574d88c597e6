/**
 * What the pages should show for the clinic facts of src/site/clinic.ts, worked out here from the facts
 * themselves, so a clinic that changes a number or a name in that one file changes no test.
 */
import type { LocaleCode } from '../../src/i18n/locales.ts';
import { clinic, type Phone } from '../../src/site/clinic.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A phone number as people read it in a name or text: its display form, with any kind of space between groups. */
export function phoneText(phone: Phone): RegExp {
  return new RegExp(phone.display.split(/\s+/).map(escapeRegExp).join('\\s'));
}

export function telHref(phone: Phone): string {
  return `tel:${phone.e164}`;
}

/** The chat link: wa.me takes the number as digits only, and the prefilled enquiry of the page's language. */
export function whatsappHref(locale: LocaleCode): string {
  return `https://wa.me/${clinic.whatsapp.number.replace(/\D/g, '')}?text=${encodeURIComponent(clinic.whatsapp.text[locale])}`;
}

/** The start of the chat link, whatever the language. */
export function whatsappPrefix(): RegExp {
  return new RegExp(`^${escapeRegExp(`https://wa.me/${clinic.whatsapp.number.replace(/\D/g, '')}?text=`)}`);
}
