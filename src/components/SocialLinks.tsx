import { clinic } from '../site/clinic.ts';
import { useT } from './context.ts';
import { Icon } from './Icon.tsx';

/** The clinic's Facebook and Instagram pages (spec 2.6). */
export function SocialLinks() {
  const t = useT();
  return (
    <ul className="social-links">
      <li>
        <a href={clinic.social.facebook} rel="noopener">
          <Icon name="facebook" size={22} />
          <span>{t('footer.facebook')}</span>
        </a>
      </li>
      <li>
        <a href={clinic.social.instagram} rel="noopener">
          <Icon name="instagram" size={22} />
          <span>{t('footer.instagram')}</span>
        </a>
      </li>
    </ul>
  );
}
