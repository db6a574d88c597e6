import { Island } from '../islands/Island.tsx';
import { SiteMenu } from '../islands/SiteMenu.tsx';
import { useT } from './context.ts';

/** Ids of the two sidebars, shared by the island's buttons (aria-controls) and the sidebars themselves. */
export const SIDEBAR_IDS = { left: 'sidebar-menu', right: 'sidebar-info' } as const;

/** Ids in the footer that hold the same content, for the menu links without JavaScript. */
export const FOOTER_FALLBACK = { menu: 'site-menu', info: 'clinic-info' } as const;

/** Must match the breakpoint in header.css where the left menu button gives way to the right one. */
export const LARGE_SCREEN = '(min-width: 1200px)';

/**
 * The header's menu buttons, as an island that hydrates when the browser is idle. Until then, and without
 * JavaScript, they are links to the footer's navigation and clinic information.
 */
export function HeaderMenu() {
  const t = useT();
  return (
    <Island
      name="menu"
      component={SiteMenu}
      load="idle"
      props={{
        left: { label: t('header.menu'), sidebarId: SIDEBAR_IDS.left, fallbackHref: `#${FOOTER_FALLBACK.menu}` },
        right: {
          label: t('header.menu'),
          name: t('header.moreMenu'),
          sidebarId: SIDEBAR_IDS.right,
          fallbackHref: `#${FOOTER_FALLBACK.info}`,
        },
        largeScreen: LARGE_SCREEN,
      }}
    />
  );
}
