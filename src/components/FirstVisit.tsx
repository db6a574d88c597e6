import { clinic } from '../site/clinic.ts';
import { useRender, useT } from './context.ts';

/** What a first visit needs (referral, insurance, MediSave and Integrated Shield, what to bring), from the facts. */
export function FirstVisit({ headingLevel = 2 }: { readonly headingLevel?: 2 | 3 }) {
  const { locale } = useRender();
  const t = useT();
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  const visit = clinic.firstVisit;
  return (
    <section className="first-visit" aria-labelledby="first-visit-title">
      <H id="first-visit-title">{t('visit.title')}</H>
      <Sub>{t('visit.referral')}</Sub>
      <p>{visit.referral[locale.code]}</p>
      <Sub>{t('visit.insurance')}</Sub>
      <p>{visit.insurance[locale.code]}</p>
      <Sub>{t('visit.medisave')}</Sub>
      <p>{visit.medisave[locale.code]}</p>
      <Sub>{t('visit.bring')}</Sub>
      <ul>
        {visit.bring.map((item) => (
          <li key={item.en}>{item[locale.code]}</li>
        ))}
      </ul>
    </section>
  );
}
