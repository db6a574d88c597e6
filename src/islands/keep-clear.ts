/**
 * Where a floating panel may stand: never over what a reader needs to see. Components mark such content with
 * `data-keep-clear` (the urgent-care block, Key points, the enquiry form, the "Need help now?" box); besides
 * those, every heading in the window and the page's first call to action are kept clear. The geometry is plain
 * functions of boxes, so it is tested without a browser; `keepClearBoxes` reads the boxes from the page.
 */

/** A box in window coordinates (a DOMRect has these fields). */
export interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

export interface WindowSize {
  readonly width: number;
  readonly height: number;
}

/** The attribute a component puts on content no floating panel may cover. */
export const KEEP_CLEAR = 'data-keep-clear';

/** Whether two boxes share any area (touching edges do not count). */
export function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** Whether any part of `box` is inside the window; an empty box (hidden content) never is. */
export function inWindow(box: Box, size: WindowSize): boolean {
  if (box.right <= box.left && box.bottom <= box.top) return false;
  return box.top < size.height && box.bottom > 0 && box.left < size.width && box.right > 0;
}

/** Whether the panel, standing at `panel`, would cover any of the `kept` boxes that are in the window. */
export function coversKept(panel: Box, kept: readonly Box[], size: WindowSize): boolean {
  return kept.some((box) => inWindow(box, size) && overlaps(panel, box));
}

/**
 * Whether a panel at `panel` is no more than a strip along the bottom of a small window: its top is in the
 * window's lowest `share` (a phone's or a zoomed window's reading area stays above it).
 */
export function isBottomStrip(panel: Box, size: WindowSize, share = 0.3): boolean {
  return panel.top >= size.height * (1 - share) && panel.bottom <= size.height;
}

const HEADINGS = 'h1, h2, h3, h4, h5, h6';

/**
 * The boxes of what the page keeps clear, in window coordinates, leaving out anything inside `own` (the
 * panel's own heading): the marked content, every heading, and the first button-styled link or button of
 * `<main>` (the home page's "Make an enquiry", an error page's "Go back to homepage").
 */
export function keepClearBoxes(doc: Document, own?: Element | null): Box[] {
  const elements = [...doc.querySelectorAll(`[${KEEP_CLEAR}], ${HEADINGS}`)];
  const action = doc.querySelector('main .button');
  if (action) elements.push(action);
  return elements.filter((element) => !own?.contains(element)).map((element) => element.getBoundingClientRect());
}
