/**
 * The WhatsApp widget in the browser, as plain DOM code on the server markup of WhatsAppWidget.tsx:
 * the round link becomes a button, and the panel, kept in a <template> until now, is put in place hidden. It
 * opens by itself 5 s after load and can be closed and reopened; closing it, or using the button before the 5 s,
 * cancels the automatic opening, and once closed it stays closed for the rest of the visit (whatsapp-memory.ts).
 * Opening by itself never moves focus and never covers the element the visitor has focused or what the page
 * keeps clear (keep-clear.ts: the urgent advice, Key points, the form, the first call to action, any heading in
 * view): it waits until it can stand clear. Once open by itself, it gives way for good on this page when focus,
 * a scroll or a new window size brings such content under it. On a phone or a zoomed window it is a strip
 * beside the button (islands.css). No React: the widget's one job that runs without the visitor (the opening at
 * 5 s) would otherwise bring React to every page.
 */
import { autoOpen } from './auto-open.ts';
import { coversKept, keepClearBoxes, overlaps } from './keep-clear.ts';
import { closedThisVisit, rememberClosed } from './whatsapp-memory.ts';

export interface WhatsAppBehaviour {
  /** Milliseconds after the page's load event at which the panel opens by itself (the site uses 5000). */
  readonly autoOpenMs: number;
}

/** Whether `panel` overlaps the element the visitor has focused (outside the widget itself). */
export function coversFocus(panel: Element | null, widget: Element | null): boolean {
  const target = document.activeElement;
  if (!panel || !target || target === document.body || widget?.contains(target)) return false;
  return overlaps(panel.getBoundingClientRect(), target.getBoundingClientRect());
}

/** Whether `panel` (inside `widget`) stands over anything the page keeps clear that is in the window now. */
export function coversKeptContent(panel: Element, widget: Element): boolean {
  const size = { width: window.innerWidth, height: window.innerHeight };
  return coversKept(panel.getBoundingClientRect(), keepClearBoxes(document, widget), size);
}

export function mountWhatsApp(element: HTMLElement, { autoOpenMs }: WhatsAppBehaviour): void {
  const root = element.querySelector<HTMLElement>('.whatsapp');
  const link = root?.querySelector<HTMLAnchorElement>('a.whatsapp__button');
  const template = root?.querySelector('template');
  const content = template && document.importNode(template.content, true);
  const panel = content?.firstElementChild;
  if (!root || !link || !template || !content || !(panel instanceof HTMLElement)) {
    throw new Error('the WhatsApp widget has no link, template or panel in its server markup');
  }

  const button = document.createElement('button');
  button.type = 'button';
  button.className = link.className;
  button.append(...link.childNodes);
  button.setAttribute('aria-expanded', 'false');
  button.setAttribute('aria-controls', panel.id);
  const hadFocus = document.activeElement === link;
  link.replaceWith(button);
  template.replaceWith(content);
  // A keyboard user who had reached the link keeps their place on the button that replaces it.
  if (hadFocus) button.focus();

  let open = false;
  let opener: 'auto' | 'visitor' = 'visitor';
  const show = (next: boolean): void => {
    open = next;
    panel.hidden = !next;
    button.setAttribute('aria-expanded', String(next));
    if (!next || opener !== 'auto') {
      document.removeEventListener('focusin', onFocus);
      window.removeEventListener('scroll', onMove);
      window.removeEventListener('resize', onMove);
    }
  };
  const onFocus = () => {
    if (coversFocus(panel, root)) show(false);
  };
  // Checked once a frame at most while the visitor scrolls, before that frame is painted.
  let frame = 0;
  const onMove = () => {
    if (frame) return;
    frame = window.requestAnimationFrame(() => {
      frame = 0;
      if (open && opener === 'auto' && coversKeptContent(panel, root)) show(false);
    });
  };

  const auto = autoOpen(autoOpenMs, () => {
    opener = 'auto';
    show(true);
    // In the same task as showing it, so before the browser paints: a panel that would cover the focused
    // element or the first call to action is never seen.
    if (coversFocus(panel, root) || coversKeptContent(panel, root)) {
      show(false);
      auto.retry();
      return;
    }
    document.addEventListener('focusin', onFocus);
    window.addEventListener('scroll', onMove, { passive: true });
    window.addEventListener('resize', onMove);
  });

  // Closed earlier in this visit: the visitor has answered, and the panel does not ask again by itself.
  if (closedThisVisit()) auto.cancel();

  const close = () => {
    auto.cancel();
    rememberClosed();
    const hadFocusInside = root.contains(document.activeElement);
    show(false);
    if (hadFocusInside) button.focus();
  };

  button.addEventListener('click', () => {
    auto.cancel();
    opener = 'visitor';
    if (open) rememberClosed();
    show(!open);
  });
  panel.querySelector('.whatsapp__close')?.addEventListener('click', close);
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && open) close();
  });
}
