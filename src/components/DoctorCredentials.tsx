import { clinic } from '../site/clinic.ts';
import { useRender, useT } from './context.ts';

/**
 * What a patient checks before trusting a specialist: the lead doctor's qualifications, specialist registration
 * and the hospitals where he treats patients, all from the clinic facts (content/clinic.yml). The portrait is
 * the illustration until the clinic sends a photo (content/README.md says where it goes).
 */
export function DoctorCredentials() {
  const { locale } = useRender();
  const t = useT();
  const { doctor } = clinic;
  const name = doctor.name[locale.code];
  return (
    <section className="credentials" aria-labelledby="credentials-title">
      <h2 id="credentials-title">{t('about.credentialsTitle')}</h2>
      <div className="credentials__inner">
        <img className="credentials__portrait" src={doctor.image} alt={t('doctor.imageAlt', { doctor: name })} width="160" height="160" />
        <div>
          <p className="credentials__name">
            {name}, {doctor.jobTitle[locale.code]}
          </p>
          <h3>{t('about.qualifications')}</h3>
          <ul>
            {doctor.qualifications.map((q) => (
              <li key={q}>{q}</li>
            ))}
          </ul>
          <h3>{t('about.registration')}</h3>
          <p>
            {t('about.registrationLine', {
              board: doctor.registration.board[locale.code],
              specialty: doctor.registration.specialty[locale.code],
              mcr: doctor.registration.mcr,
            })}
          </p>
          <h3>{t('about.hospitals')}</h3>
          <ul>
            {doctor.hospitals.map((hospital) => (
              <li key={hospital.en}>{hospital[locale.code]}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
