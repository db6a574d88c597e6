/**
 * Shows one server-rendered sidebar (a <dialog> written by src/components/Sidebar.tsx) as a modal: the browser
 * makes the rest of the page inert and draws the overlay (::backdrop); this adds the scroll lock, the focus
 * trap and the ways out. Every way out (Escape, the browser's own close request, a click on the overlay, the
 * sidebar's close button) asks the island to close, so the island's state stays the one source of truth.
 */
import { focusableIn, trapFocus } from './focus-trap.ts';
import { lockScroll } from './scroll-lock.ts';

/** Marks the sidebar's own close buttons in the server markup. */
export const CLOSE_ATTRIBUTE = 'data-sidebar-close';

export function showSidebar(dialog: HTMLDialogElement, requestClose: () => void): () => void {
  const unlock = lockScroll(dialog.ownerDocument);
  if (!dialog.open) dialog.showModal();
  const releaseFocus = trapFocus(dialog);
  // Start at the close button: the sidebar's first control, announced with the sidebar's name.
  focusableIn(dialog)[0]?.focus();

  const onClick = (event: MouseEvent) => {
    // The dialog's inner wrapper fills it, so a click whose target is the dialog itself hit the overlay.
    const target = event.target;
    if (target === dialog || (target instanceof Element && target.closest(`[${CLOSE_ATTRIBUTE}]`))) requestClose();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    requestClose();
  };
  const onCancel = (event: Event) => {
    event.preventDefault();
    requestClose();
  };
  dialog.addEventListener('click', onClick);
  dialog.addEventListener('keydown', onKeyDown);
  dialog.addEventListener('cancel', onCancel);
  // Closed by something else (the browser may force a close request through): keep the state in step.
  dialog.addEventListener('close', requestClose);

  return () => {
    dialog.removeEventListener('click', onClick);
    dialog.removeEventListener('keydown', onKeyDown);
    dialog.removeEventListener('cancel', onCancel);
    dialog.removeEventListener('close', requestClose);
    releaseFocus();
    if (dialog.open) dialog.close();
    unlock();
  };
}
