import { clinic } from '../site/clinic.ts';
import type { MessageId } from '../i18n/message-ids.ts';
import { useT } from './context.ts';
import { Icon, type IconName } from '../ui/Icon.tsx';

const NETWORKS: ReadonlyArray<{
  readonly icon: IconName & keyof typeof clinic.social;
  readonly label: MessageId;
  readonly name: MessageId;
}> = [
  { icon: 'facebook', label: 'footer.facebook', name: 'social.facebookName' },
  { icon: 'instagram', label: 'footer.instagram', name: 'social.instagramName' },
];

/**
 * The clinic's Facebook and Instagram pages, in the header, the footer and the right sidebar. Each
 * link's name says where it leads ("Facebook (opens our page on facebook.com)"). `icons`: the header's compact
 * form, the icon alone with that name for screen readers; otherwise the network's name is shown beside it.
 */
export function SocialLinks({ icons = false, className = '' }: { readonly icons?: boolean; readonly className?: string }) {
  const t = useT();
  return (
    <ul className={`social-links ${className}`.trim()}>
      {NETWORKS.map(({ icon, label, name }) => (
        <li key={icon}>
          {icons ? (
            <a href={clinic.social[icon]} rel="noopener">
              <Icon name={icon} size={20} />
              <span className="visually-hidden">{t(name)}</span>
            </a>
          ) : (
            // The visible name begins the accessible one, so speech users can say what they see.
            <a href={clinic.social[icon]} rel="noopener" aria-label={t(name)}>
              <Icon name={icon} size={22} />
              <span>{t(label)}</span>
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
