/**
 * Keeps keyboard focus inside an open sidebar. The modal <dialog> already makes the rest of the page inert;
 * this adds what browsers differ on: Tab and Shift+Tab wrap around inside the sidebar instead of leaving for
 * the browser's toolbar, and focus that lands outside it anyway is brought back.
 */
const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

export function focusableIn(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.checkVisibility?.() ?? true);
}

export function trapFocus(container: HTMLElement): () => void {
  const doc = container.ownerDocument;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    const items = focusableIn(container);
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    const active = doc.activeElement;
    if (event.shiftKey && (active === first || !container.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !container.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };
  const onFocusIn = (event: FocusEvent) => {
    if (event.target instanceof Node && !container.contains(event.target)) focusableIn(container)[0]?.focus();
  };
  doc.addEventListener('keydown', onKeyDown);
  doc.addEventListener('focusin', onFocusIn);
  return () => {
    doc.removeEventListener('keydown', onKeyDown);
    doc.removeEventListener('focusin', onFocusIn);
  };
}
