import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { CLOSE, IconSvg, WHATSAPP } from '../ui/Icon.tsx';
import { useAutoOpen } from './auto-open.ts';
import { useCarryFocus, useHydrated } from './use-hydrated.ts';

export interface WhatsAppWidgetProps {
  readonly title: string;
  readonly text: string;
  readonly linkLabel: string;
  readonly href: string;
  readonly openLabel: string;
  readonly closeLabel: string;
  /** Milliseconds after the page's load event at which the panel opens by itself (the site uses 5000). */
  readonly autoOpenMs: number;
}

/** Whether `panel` overlaps the element the visitor has focused (outside the widget itself). */
export function coversFocus(panel: Element | null, widget: Element | null): boolean {
  const target = document.activeElement;
  if (!panel || !target || target === document.body || widget?.contains(target)) return false;
  const a = panel.getBoundingClientRect();
  const b = target.getBoundingClientRect();
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * Spec 2.8: a round button at the bottom right; a chat-style panel that opens by itself 5 s after load and can
 * be closed and reopened. Closing it, or using the button before the 5 s, cancels the automatic opening.
 * Without JavaScript (and until hydrated) the button is a plain link to the WhatsApp chat. Opening by itself
 * never moves focus and never covers the element the visitor has focused: it waits, or closes again if focus
 * moves under it. The panel's entrance animation runs only without `prefers-reduced-motion` (islands.css).
 */
export function WhatsAppWidget({ title, text, linkLabel, href, openLabel, closeLabel, autoOpenMs }: WhatsAppWidgetProps) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const opener = useRef<'auto' | 'visitor'>('visitor');
  const root = useRef<HTMLElement>(null);
  const panel = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const titleId = useId();
  useCarryFocus(root, hydrated);

  const auto = useAutoOpen(autoOpenMs, () => {
    opener.current = 'auto';
    setOpen(true);
  });

  // Runs before the browser paints, so a panel that would cover the focused element is never seen.
  useLayoutEffect(() => {
    if (!open || opener.current !== 'auto') return;
    if (coversFocus(panel.current, root.current)) {
      setOpen(false);
      auto.retry();
      return;
    }
    const onFocus = () => {
      if (coversFocus(panel.current, root.current)) setOpen(false);
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, [open, auto]);

  const toggle = () => {
    auto.cancel();
    opener.current = 'visitor';
    setOpen((value) => !value);
  };

  const close = () => {
    auto.cancel();
    const hadFocus = root.current?.contains(document.activeElement);
    setOpen(false);
    if (hadFocus) button.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) close();
  };

  const icon = (
    <IconSvg size={30} filled>
      {WHATSAPP}
    </IconSvg>
  );
  const label = <span className="visually-hidden">{openLabel}</span>;
  return (
    <aside className="whatsapp" aria-label="WhatsApp" ref={root} onKeyDown={onKeyDown}>
      {hydrated ? (
        <button type="button" className="whatsapp__button" aria-expanded={open} aria-controls={panelId} onClick={toggle} ref={button}>
          {icon}
          {label}
        </button>
      ) : (
        <a className="whatsapp__button" href={href} rel="noopener">
          {icon}
          {label}
        </a>
      )}
      {hydrated && (
        <section className="whatsapp__panel" id={panelId} aria-labelledby={titleId} hidden={!open} ref={panel}>
          <div className="whatsapp__head">
            <h2 className="whatsapp__title" id={titleId}>
              {title}
            </h2>
            <button type="button" className="whatsapp__close" onClick={close} aria-label={closeLabel}>
              <IconSvg size={20}>{CLOSE}</IconSvg>
            </button>
          </div>
          <p className="whatsapp__text">{text}</p>
          <a className="button whatsapp__link" href={href} rel="noopener">
            <IconSvg size={20} filled>
              {WHATSAPP}
            </IconSvg>{' '}
            {linkLabel}
          </a>
        </section>
      )}
    </aside>
  );
}
