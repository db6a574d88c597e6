import { clinic } from '../site/clinic.ts';
import { useT } from './context.ts';

/** Award and recognition badges, each linking to the external ranking site. */
export function AwardBadges() {
  const t = useT();
  return (
    <ul className="award-badges">
      {clinic.awards.map((award) => (
        <li key={award.href}>
          <a href={award.href} rel="noopener">
            <img
              src={award.image}
              alt={t('footer.awardAlt', { award: award.name })}
              width={award.width}
              height={award.height}
              loading="lazy"
              decoding="async"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
