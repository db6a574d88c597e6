import type { ReactElement, ReactNode } from 'react';

export type IconName =
  | 'phone'
  | 'whatsapp'
  | 'email'
  | 'facebook'
  | 'instagram'
  | 'menu'
  | 'close'
  | 'map-pin'
  | 'clock'
  | 'chevron-right'
  | 'fax'
  | 'mobile';

/** Icons drawn as filled glyphs (brand marks); all others are 2px outlined strokes. */
const filled: ReadonlySet<IconName> = new Set<IconName>(['whatsapp', 'facebook']);

/*
 * The glyphs the islands draw, exported one by one: an island imports only these and IconSvg, so the browser
 * bundle carries three paths, not the whole set.
 */
export const WHATSAPP = (
  <>
    <path
      fillRule="evenodd"
      d="M12 2.2a9.8 9.8 0 0 0-8.5 14.7L2.2 21.8l5-1.3A9.8 9.8 0 1 0 12 2.2Zm0 1.9a7.9 7.9 0 1 1-4 14.7l-.4-.2-2.7.7.7-2.6-.2-.4A7.9 7.9 0 0 1 12 4.1Z"
    />
    <path d="M9.2 7.4c.3 0 .5.1.7.5l.8 1.9c.1.3 0 .5-.1.7l-.6.7c.6 1.2 1.6 2.1 2.8 2.7l.7-.7c.2-.2.5-.2.7-.1l1.9.8c.3.2.4.4.4.7 0 1.2-.9 2-2.1 2a6.9 6.9 0 0 1-6.6-6.6c0-1.3.8-2.6 1.4-2.6Z" />
  </>
);

export const MENU = <path d="M4 6.5h16M4 12h16M4 17.5h16" />;

export const CLOSE = <path d="M6 6l12 12M18 6 6 18" />;

const paths: Record<IconName, ReactElement> = {
  phone: (
    <path d="M6.5 3.5h2.6l1.6 4.3-2 1.3a11.5 11.5 0 0 0 6.2 6.2l1.3-2 4.3 1.6v2.6a2 2 0 0 1-2.1 2A15.5 15.5 0 0 1 4.5 5.6a2 2 0 0 1 2-2.1Z" />
  ),
  whatsapp: WHATSAPP,
  email: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2.5" />
      <path d="m3.8 6.8 8.2 6.4 8.2-6.4" />
    </>
  ),
  facebook: (
    <path
      fillRule="evenodd"
      d="M5.5 2.5h13a3 3 0 0 1 3 3v13a3 3 0 0 1-3 3h-3.1v-7.1h2.4l.4-2.9h-2.8V9.8c0-.8.3-1.3 1.4-1.3h1.5V5.9a18 18 0 0 0-2.2-.1c-2.2 0-3.7 1.3-3.7 3.8v1.9H9.9v2.9h2.5v7.1H5.5a3 3 0 0 1-3-3v-13a3 3 0 0 1 3-3Z"
    />
  ),
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5.5" />
      <circle cx="12" cy="12" r="4.2" />
      <circle cx="17.4" cy="6.6" r="1.1" fill="currentColor" stroke="none" />
    </>
  ),
  menu: MENU,
  close: CLOSE,
  'map-pin': (
    <>
      <path d="M12 21.5s-6.5-6.2-6.5-11.2a6.5 6.5 0 0 1 13 0c0 5-6.5 11.2-6.5 11.2Z" />
      <circle cx="12" cy="10.2" r="2.4" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5.2l3.4 2" />
    </>
  ),
  'chevron-right': <path d="m9.5 5.5 6.5 6.5-6.5 6.5" />,
  fax: (
    <>
      <path d="M7 9V3.5h7.5L17 6v3" />
      <rect x="3" y="9" width="18" height="10.5" rx="2" />
      <path d="M7 13h4M7 16h4M15 13h2M15 16h2" />
    </>
  ),
  mobile: (
    <>
      <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
      <path d="M10.8 18h2.4" />
    </>
  ),
};

export interface IconSvgProps {
  readonly size?: number;
  readonly className?: string;
  /** Brand marks are filled glyphs; all others are 2px outlined strokes. */
  readonly filled?: boolean;
  readonly children: ReactNode;
}

/** The <svg> around a glyph: decorative, hidden from screen readers (the control it sits in carries the name). */
export function IconSvg({ size = 24, className, filled = false, children }: IconSvgProps): ReactElement {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={className}
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }): ReactElement {
  return (
    <IconSvg size={size} className={className} filled={filled.has(name)}>
      {paths[name]}
    </IconSvg>
  );
}
