/**
 * Whether the visitor closed the WhatsApp panel during this visit. Kept in sessionStorage, which lives as long as
 * the tab's browsing session: a full page load or a new page of the visit does not bring the panel back by itself,
 * while a new visit (a new tab, or the browser opened again) gets the spec's opening at 5 s once more. Without
 * sessionStorage (private modes, blocked storage) nothing is remembered and the panel behaves as on a first page.
 */
import { webStorage } from '../shared/storage.ts';

const KEY = 'site:whatsapp-closed';

export function closedThisVisit(win: Window = window): boolean {
  try {
    return webStorage('sessionStorage', win)?.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberClosed(win: Window = window): void {
  try {
    webStorage('sessionStorage', win)?.setItem(KEY, '1');
  } catch {
    // A full or read-only store only costs the memory.
  }
}
