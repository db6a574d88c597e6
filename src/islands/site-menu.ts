/**
 * The header's menu buttons in the browser, as plain DOM code on the server markup of SiteMenu.tsx: each link to
 * the footer becomes a button that opens its sidebar (the left one on small screens, the right one on large
 * screens, each a server-rendered <dialog> outside this island; sidebar-dialog.ts). Sidebars are closed, left
 * open or right open, never both. Closing returns focus to the button, except after a page change (the runtime
 * puts focus on the new page) or when the screen crosses the breakpoint (the button is no longer shown). Also
 * keeps the header's scroll state. No React: a toggle needs none, and React would then load on every page.
 */
import { PAGE_CHANGE } from '../shared/page-events.ts';
import { watchHeaderState } from './header-state.ts';
import { showSidebar } from './sidebar-dialog.ts';

export type Side = 'left' | 'right';

export interface MenuButtonProps {
  /** Visible text. */
  readonly label: string;
  /** Accessible name when it should say more than the visible text (which it must contain). */
  readonly name?: string;
  /** Id of the sidebar <dialog> the button opens. */
  readonly sidebarId: string;
  /** Where the link goes without JavaScript: the same content in the footer. */
  readonly fallbackHref: string;
}

export interface SiteMenuProps {
  readonly left: MenuButtonProps;
  readonly right: MenuButtonProps;
  /** Media query of the large screens, where the right button shows instead of the left one. */
  readonly largeScreen: string;
}

const SIDES: readonly Side[] = ['left', 'right'];

/** Sidebars are closed, left open or right open, never both. Using a button toggles its own side. */
export function nextSidebar(current: Side | null, pressed: Side): Side | null {
  return current === pressed ? null : pressed;
}

/** The button that replaces a fallback link: same look, same name, and what it controls. */
function buttonFor(link: HTMLAnchorElement, sidebarId: string): HTMLButtonElement {
  const button = link.ownerDocument.createElement('button');
  button.type = 'button';
  button.className = link.className;
  const name = link.getAttribute('aria-label');
  if (name) button.setAttribute('aria-label', name);
  button.setAttribute('aria-expanded', 'false');
  button.setAttribute('aria-controls', sidebarId);
  button.append(...link.childNodes);
  return button;
}

export function mountSiteMenu(element: HTMLElement, props: SiteMenuProps): void {
  const links = SIDES.map((side) => element.querySelector<HTMLAnchorElement>(`a.menu-button--${side}`));
  const [leftLink, rightLink] = links;
  if (!leftLink || !rightLink) throw new Error('the site menu has no fallback links in its server markup');

  const buttons: Record<Side, HTMLButtonElement> = {
    left: buttonFor(leftLink, props.left.sidebarId),
    right: buttonFor(rightLink, props.right.sidebarId),
  };
  const focused = document.activeElement;
  leftLink.replaceWith(buttons.left);
  rightLink.replaceWith(buttons.right);
  // A keyboard user who had reached a link keeps their place on the button that replaces it.
  if (focused === leftLink) buttons.left.focus();
  if (focused === rightLink) buttons.right.focus();

  const header = element.closest('header');
  if (header) watchHeaderState(header);

  let current: { readonly side: Side; readonly hide: () => void } | null = null;
  const setOpen = (next: Side | null, returnFocus = true): void => {
    if (current?.side === next) return;
    if (current) {
      const { side, hide } = current;
      current = null;
      hide();
      buttons[side].setAttribute('aria-expanded', 'false');
      if (returnFocus) buttons[side].focus();
    }
    if (!next) return;
    const dialog = document.getElementById(props[next].sidebarId);
    if (!(dialog instanceof HTMLDialogElement)) return;
    buttons[next].setAttribute('aria-expanded', 'true');
    // Every way out of the sidebar (Escape, the overlay, its close button, the browser) asks to close it here.
    current = { side: next, hide: showSidebar(dialog, () => setOpen(null)) };
  };

  for (const side of SIDES) buttons[side].addEventListener('click', () => setOpen(nextSidebar(current?.side ?? null, side)));
  // Quietly: after a page change the runtime focuses the new page, and across the breakpoint the button is gone.
  const closeQuietly = () => setOpen(null, false);
  window.addEventListener(PAGE_CHANGE, closeQuietly);
  window.matchMedia(props.largeScreen).addEventListener('change', closeQuietly);
}
