import { clinic } from '../site/clinic.ts';
import { useRender, useT } from './context.ts';

/**
 * The clinic's name, address and phone in one line, for paper only (print.css shows it, and hides it on screens
 * and from screen readers there): a printed page must still say who to call.
 */
export function PrintContact() {
  const { locale } = useRender();
  const t = useT();
  const { street, locality, postalCode } = clinic.address;
  return (
    <p className="print-contact">
      {t('print.contact', {
        clinic: clinic.name[locale.code],
        address: `${street}, ${locality} ${postalCode}`,
        phone: clinic.callUs.display,
      })}
    </p>
  );
}
