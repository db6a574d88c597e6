/**
 * Shows a page view in place of the current one: head, switcher, navigation, the content of
 * `<main>` (and the footer when an error page changes the layout) and the new islands; then `onSwapped` (the
 * page-change event, on which the sidebars close and release focus); then focus, an announcement and the
 * scroll. The caller updates the history first, so the islands see their own address.
 */
import { hydrateIslands } from '../../islands/hydrate.ts';
import { announce } from '../startup/announce.ts';
import { updateNavCurrent, updateSwitcher } from './chrome.ts';
import { updateHead } from './head.ts';
import { prefersReducedMotion } from '../startup/motion.ts';
import { layoutOf, setLayout } from '../startup/page.ts';
import type { PageView } from './view.ts';

export interface ShowOptions {
  /** `#anchor` to scroll to, if any. */
  readonly hash?: string;
  /** A position to restore (back and forward) instead of scrolling to the top or the anchor. */
  readonly scrollY?: number;
}

function anchorTarget(doc: Document, hash: string | undefined): HTMLElement | null {
  if (!hash || hash === '#') return null;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape is looked up as written.
  }
  return doc.getElementById(id);
}

/** Focus for a page change: the anchor's target, or the new main heading (focusable only while focused). */
function moveFocus(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) {
    element.setAttribute('tabindex', '-1');
    element.addEventListener('blur', () => element.removeAttribute('tabindex'), { once: true });
  }
  element.focus({ preventScroll: true });
}

export function showView(view: PageView, options: ShowOptions = {}, doc: Document = document, onSwapped?: () => void): void {
  const win = doc.defaultView ?? window;
  const main = doc.querySelector<HTMLElement>('main');
  if (!main) throw new Error('This page has no <main> to show the new page in');

  updateHead(doc, view);
  doc.documentElement.dataset.page = view.name;
  updateSwitcher(doc, view.switcher, view.alternates);
  updateNavCurrent(doc, view.navPath, view.path);

  const footer = doc.querySelector<HTMLElement>('body > footer');
  if (view.footer !== undefined && footer && layoutOf(doc.body) !== view.layout) {
    // Parsed through a template, whose scripts never run.
    const template = doc.createElement('template');
    template.innerHTML = view.footer;
    const fresh = template.content.firstElementChild;
    if (fresh) {
      footer.replaceWith(fresh);
      hydrateIslands(fresh);
    }
    setLayout(doc.body, view.layout);
  }

  main.innerHTML = view.main;
  hydrateIslands(main);
  onSwapped?.();

  const anchor = anchorTarget(doc, options.hash);
  const focusTarget = anchor ?? main.querySelector<HTMLElement>('h1') ?? main;
  moveFocus(focusTarget);
  announce(view.title, doc);

  const behavior: ScrollBehavior = prefersReducedMotion(win) ? 'instant' : 'smooth';
  if (options.scrollY !== undefined) win.scrollTo({ top: options.scrollY, behavior: 'instant' });
  else if (anchor) anchor.scrollIntoView({ behavior, block: 'start' });
  else win.scrollTo({ top: 0, behavior });
}
