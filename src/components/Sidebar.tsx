import type { ReactNode } from 'react';
import { Icon } from '../ui/Icon.tsx';

export interface SidebarProps {
  readonly id: string;
  readonly side: 'left' | 'right';
  readonly title: string;
  readonly closeLabel: string;
  readonly children: ReactNode;
}

/**
 * One sidebar's frame: a <dialog>, closed in the markup, so it is hidden from everyone until the header's menu
 * island opens it as a modal (src/islands/sidebar-dialog.ts). The inner wrapper fills the dialog, so a click on
 * the dialog element itself can only be a click on the overlay around it. The close button is wired up by the
 * island through its data attribute; without JavaScript the sidebar never shows, so it is never needed.
 */
export function Sidebar({ id, side, title, closeLabel, children }: SidebarProps) {
  const titleId = `${id}-title`;
  return (
    <dialog className={`sidebar sidebar--${side}`} id={id} aria-labelledby={titleId}>
      <div className="sidebar__inner">
        <div className="sidebar__head">
          <h2 className="sidebar__title" id={titleId}>
            {title}
          </h2>
          <button type="button" className="sidebar__close" data-sidebar-close="" aria-label={closeLabel}>
            <Icon name="close" size={22} />
          </button>
        </div>
        <div className="sidebar__body">{children}</div>
      </div>
    </dialog>
  );
}
