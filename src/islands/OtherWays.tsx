import type { ReactNode } from 'react';

/** The phone and WhatsApp links a form offers when sending failed or is slow, or JavaScript is off. */
export interface OtherWaysProps {
  readonly callHref: string;
  readonly callLabel: string;
  readonly whatsappHref: string;
  readonly whatsappLabel: string;
}

/**
 * The other ways to reach the clinic, beside a form that could not send (yet). `children`: more items (the
 * e-mail, where the form cannot be used at all).
 */
export function OtherWays({
  callHref,
  callLabel,
  whatsappHref,
  whatsappLabel,
  className = 'form-summary__list form-summary__list--ways',
  children,
}: OtherWaysProps & { readonly className?: string; readonly children?: ReactNode }) {
  return (
    <ul className={className || undefined}>
      <li>
        {/* A phone link's words never wrap: the number must read as one piece (no-break spaces). */}
        <a href={callHref}>{callLabel.replaceAll(' ', '\u00a0')}</a>
      </li>
      <li>
        <a href={whatsappHref} rel="noopener">
          {whatsappLabel}
        </a>
      </li>
      {children}
    </ul>
  );
}
