/**
 * The click side of page changes, in the main module: decides at once whether a click is the runtime's (it must
 * call preventDefault synchronously), and hands the destination over. The code that shows the new page loads on
 * the first such click (page-change.ts), so a visitor who never clicks never downloads it.
 */
import type { LocaleCode } from '../../i18n/locales.ts';
import { isPlainClick, isSamePage, linkOf, pageLinkTarget } from './links.ts';
import { prefersReducedMotion } from './motion.ts';

export function interceptLinks(win: Window, locale: LocaleCode, navigate: (url: URL) => void): void {
  win.document.addEventListener('click', (event) => {
    if (!isPlainClick(event)) return;
    const link = linkOf(event.target);
    const url = link && pageLinkTarget(link, win.location, locale);
    if (!url) return;
    if (isSamePage(url, win.location)) {
      // A link to the page itself: the browser handles anchors; a plain link goes back to the top.
      if (url.hash) return;
      event.preventDefault();
      win.scrollTo({ top: 0, behavior: prefersReducedMotion(win) ? 'instant' : 'smooth' });
      return;
    }
    event.preventDefault();
    navigate(url);
  });
}
