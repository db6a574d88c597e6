import { IconSvg, MENU } from '../ui/Icon.tsx';
import type { MenuButtonProps, Side, SiteMenuProps } from './site-menu.ts';

export { nextSidebar, type MenuButtonProps, type Side, type SiteMenuProps } from './site-menu.ts';

/**
 * The server markup of the header's menu buttons: links to the footer's navigation and clinic information, which
 * is what they stay without JavaScript. In the browser site-menu.ts turns them into the buttons that open the
 * sidebars and keeps the header's scroll state.
 */
export function SiteMenu({ left, right }: SiteMenuProps) {
  const link = (side: Side, props: MenuButtonProps) => (
    <a className={`menu-button menu-button--${side}`} href={props.fallbackHref} aria-label={props.name}>
      <IconSvg size={22}>{MENU}</IconSvg>
      <span>{props.label}</span>
    </a>
  );
  return (
    <div className="site-menu">
      {link('left', left)}
      {link('right', right)}
    </div>
  );
}
