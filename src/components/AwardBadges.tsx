import { clinic } from '../site/clinic.ts';
import { useRender, useT } from './context.ts';

/** The listings that name the clinic (who lists it, which year, which list), each linking to the listing. */
export function AwardBadges() {
  const { locale } = useRender();
  const t = useT();
  return (
    <ul className="award-badges">
      {clinic.awards.map((award) => (
        <li key={award.href}>
          <a href={award.href} rel="noopener">
            <img
              src={award.image}
              alt={t('footer.awardAlt', { award: award.name[locale.code] })}
              width="120"
              height="120"
              loading="lazy"
              decoding="async"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
