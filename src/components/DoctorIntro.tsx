import { clinic } from '../site/clinic.ts';
import { useRender, useT } from './context.ts';

/** The lead doctor's introduction (his years of experience, as the clinic states them), from the clinic facts. */
export function DoctorIntro({ headingLevel = 3 }: { readonly headingLevel?: 2 | 3 }) {
  const { locale } = useRender();
  const t = useT();
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const { doctor } = clinic;
  const name = doctor.name[locale.code];
  return (
    <div className="doctor-intro">
      <img
        className="doctor-intro__image"
        src={doctor.image}
        alt={t('doctor.imageAlt', { doctor: name })}
        width="120"
        height="120"
        loading="lazy"
        decoding="async"
      />
      <div>
        <H className="doctor-intro__title">{t('doctor.title')}</H>
        <p>{t('doctor.intro', { doctor: name, years: doctor.yearsOfExperience })}</p>
      </div>
    </div>
  );
}
