import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Icon } from '../components/Icon.tsx';

export interface WhatsAppWidgetProps {
  readonly title: string;
  readonly text: string;
  readonly linkLabel: string;
  readonly href: string;
  readonly openLabel: string;
  readonly closeLabel: string;
  /** Milliseconds after the page's load event at which the panel opens by itself (spec 9: 5000). */
  readonly autoOpenMs: number;
}

/** Time since the page's load event; the island hydrates later than that, so its timer must not start at 0. */
function sinceLoad(): number {
  const nav = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  const loadEnd = nav && nav.loadEventEnd > 0 ? nav.loadEventEnd : 0;
  return Math.max(0, performance.now() - loadEnd);
}

function isTyping(): boolean {
  const active = document.activeElement;
  return active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement || active instanceof HTMLSelectElement;
}

/**
 * Spec 2.8: a round button at the bottom right; a chat-style panel that opens by itself 5 s after load and can
 * be closed and reopened. Closing it, or using the button before the 5 s, cancels the automatic opening. Opening
 * by itself never moves focus, and waits while the visitor is typing in a form field so it hides nothing they use.
 */
export function WhatsAppWidget({ title, text, linkLabel, href, openLabel, closeLabel, autoOpenMs }: WhatsAppWidgetProps) {
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const panelId = useId();
  const titleId = useId();

  const cancelAutoOpen = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  useEffect(() => {
    const schedule = (delay: number) => {
      timer.current = window.setTimeout(() => {
        if (isTyping()) return schedule(1000);
        timer.current = undefined;
        setOpen(true);
      }, delay);
    };
    schedule(Math.max(0, autoOpenMs - sinceLoad()));
    return cancelAutoOpen;
  }, [autoOpenMs, cancelAutoOpen]);

  const toggle = () => {
    cancelAutoOpen();
    setOpen((value) => !value);
  };

  const close = () => {
    cancelAutoOpen();
    setOpen(false);
  };

  return (
    <div className="whatsapp" data-open={open ? 'true' : 'false'}>
      <section className="whatsapp__panel" id={panelId} aria-labelledby={titleId} hidden={!open}>
        <div className="whatsapp__head">
          <h2 className="whatsapp__title" id={titleId}>
            {title}
          </h2>
          <button type="button" className="whatsapp__close" onClick={close} aria-label={closeLabel}>
            <Icon name="close" size={20} />
          </button>
        </div>
        <p className="whatsapp__text">{text}</p>
        <a className="button whatsapp__link" href={href} rel="noopener">
          <Icon name="whatsapp" size={20} /> {linkLabel}
        </a>
      </section>
      <button type="button" className="whatsapp__button" aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        <Icon name="whatsapp" size={30} />
        <span className="visually-hidden">{openLabel}</span>
      </button>
    </div>
  );
}
