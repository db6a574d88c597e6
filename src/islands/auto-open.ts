/**
 * The WhatsApp panel's automatic opening: once, `delayMs` after the page's load event,
 * however late the island itself started. While the visitor is busy (typing in a field, inside a sidebar or the
 * menu, with an enquiry form in view or its problems shown, or on an error page) the opening waits and checks
 * again every second, so it never lands on top of what they are doing.
 */
import { pageLoaded } from '../shared/page-load.ts';
import { inWindow } from './keep-clear.ts';

export const RETRY_MS = 1000;

/** Whether any part of `element` is inside the window. */
export function inView(element: Element): boolean {
  return inWindow(element.getBoundingClientRect(), { width: window.innerWidth, height: window.innerHeight });
}

/**
 * The enquiry form is where a visitor who means to write is (EnquiryForm.tsx wraps every copy of it in
 * `.enquiry-area`); a problem summary means a send just failed and the visitor has it to fix.
 */
function aboutTheForm(): boolean {
  if (document.querySelector('.form-summary')) return true;
  return [...document.querySelectorAll('.enquiry-area')].some(inView);
}

/** The error pages' `data-page` (document.ts) is `error-<status>___<locale>`: their own two buttons come first. */
function onErrorPage(): boolean {
  return document.documentElement.dataset.page?.startsWith('error-') === true;
}

/** True while opening a panel now would get in the visitor's way. */
export function visitorIsBusy(): boolean {
  const active = document.activeElement;
  const typing =
    active instanceof HTMLInputElement ||
    active instanceof HTMLTextAreaElement ||
    active instanceof HTMLSelectElement ||
    (active instanceof HTMLElement && active.isContentEditable);
  return typing || document.querySelector('dialog[open]') !== null || onErrorPage() || aboutTheForm();
}

export interface AutoOpen {
  /** Stops the pending opening for good (the visitor closed the panel or used the button). */
  readonly cancel: () => void;
  /** Tries again a little later (the opening turned out to cover what the visitor is using). */
  readonly retry: () => void;
}

export function autoOpen(delayMs: number, open: () => void): AutoOpen {
  let timer: number | undefined;
  let cancelled = false;

  const schedule = (delay: number) => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      timer = undefined;
      if (cancelled) return;
      if (visitorIsBusy()) schedule(RETRY_MS);
      else open();
    }, delay);
  };

  const cancel = () => {
    cancelled = true;
    window.clearTimeout(timer);
    timer = undefined;
  };

  void pageLoaded().then((loadedAt) => {
    if (!cancelled) schedule(Math.max(0, delayMs - (performance.now() - loadedAt)));
  });

  return {
    cancel,
    retry: () => {
      if (!cancelled) schedule(RETRY_MS);
    },
  };
}
