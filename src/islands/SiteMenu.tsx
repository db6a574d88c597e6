import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { PAGE_CHANGE } from '../shared/page-events.ts';
import { IconSvg, MENU } from '../ui/Icon.tsx';
import { watchHeaderState } from './header-state.ts';
import { showSidebar } from './sidebar-dialog.ts';
import { useCarryFocus, useHydrated } from './use-hydrated.ts';

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

/** Spec 4: sidebars are closed, left open or right open, never both. Using a button toggles its own side. */
export function nextSidebar(current: Side | null, pressed: Side): Side | null {
  return current === pressed ? null : pressed;
}

/**
 * The header's menu buttons and what they control: the left sidebar on small screens, the right one
 * on large screens, each a server-rendered <dialog> outside this island. Also keeps the header's scroll state.
 * Closing returns focus to the button, except after a page change (the runtime puts focus on the new page) or
 * when the screen crosses the breakpoint (the button is no longer shown).
 */
export function SiteMenu({ left, right, largeScreen }: SiteMenuProps) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState<Side | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const buttons = { left: useRef<HTMLButtonElement>(null), right: useRef<HTMLButtonElement>(null) };
  const returnFocus = useRef(true);
  useCarryFocus(root, hydrated);

  useEffect(() => {
    const header = root.current?.closest('header');
    return header ? watchHeaderState(header) : undefined;
  }, []);

  useEffect(() => {
    // At once, not at React's next render: the runtime focuses the new page right after its event, and the
    // sidebar's focus trap must be gone by then.
    const closeQuietly = () => {
      returnFocus.current = false;
      flushSync(() => setOpen(null));
    };
    const screen = window.matchMedia(largeScreen);
    window.addEventListener(PAGE_CHANGE, closeQuietly);
    screen.addEventListener('change', closeQuietly);
    return () => {
      window.removeEventListener(PAGE_CHANGE, closeQuietly);
      screen.removeEventListener('change', closeQuietly);
    };
  }, [largeScreen]);

  const { left: leftButton, right: rightButton } = buttons;
  useEffect(() => {
    if (!open) return;
    const dialog = document.getElementById(open === 'left' ? left.sidebarId : right.sidebarId);
    if (!(dialog instanceof HTMLDialogElement)) return;
    const button = (open === 'left' ? leftButton : rightButton).current;
    returnFocus.current = true;
    const hide = showSidebar(dialog, () => setOpen(null));
    return () => {
      hide();
      if (returnFocus.current) button?.focus();
    };
  }, [open, left.sidebarId, right.sidebarId, leftButton, rightButton]);

  const button = (side: Side, props: MenuButtonProps) => {
    const content = (
      <>
        <IconSvg size={22}>{MENU}</IconSvg>
        <span>{props.label}</span>
      </>
    );
    const className = `menu-button menu-button--${side}`;
    if (!hydrated) {
      return (
        <a className={className} href={props.fallbackHref} aria-label={props.name}>
          {content}
        </a>
      );
    }
    return (
      <button
        type="button"
        className={className}
        aria-label={props.name}
        aria-expanded={open === side}
        aria-controls={props.sidebarId}
        onClick={() => setOpen((current) => nextSidebar(current, side))}
        ref={buttons[side]}
      >
        {content}
      </button>
    );
  };

  return (
    <div className="site-menu" ref={root}>
      {button('left', left)}
      {button('right', right)}
    </div>
  );
}
