/**
 * The one event every page change raises, after the new content is in place. The rest of the runtime (analytics,
 * preloading, locale memory) and the widgets (the sidebars close on it) listen to it on `window`.
 */
export const PAGE_CHANGE = 'site:pagechange';

export interface PageChangeDetail {
  /** Site path of the page now shown. */
  readonly path: string;
}

export function dispatchPageChange(path: string, win: Window = window): void {
  // The window's own constructor: an event from another realm is refused by dispatchEvent.
  const Event = (win as Window & typeof globalThis).CustomEvent;
  win.dispatchEvent(new Event<PageChangeDetail>(PAGE_CHANGE, { detail: { path } }));
}

export function onPageChange(listener: (detail: PageChangeDetail) => void, win: Window = window): void {
  win.addEventListener(PAGE_CHANGE, (event) => listener((event as CustomEvent<PageChangeDetail>).detail));
}
