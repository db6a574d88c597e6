/**
 * Blocks page scrolling while a sidebar is open, without the page jumping sideways: the scrollbar's width is
 * measured before it disappears and given to the stylesheet as `--scrollbar-gap`, which pads the body and the
 * fixed elements by exactly that much (sidebars.css). Locks nest: the page unlocks when the last one is released.
 */
let holders = 0;

export function lockScroll(doc: Document = document): () => void {
  const root = doc.documentElement;
  if (holders === 0) {
    const view = doc.defaultView;
    // clientWidth is 0 where there is no layout at all; there is no scrollbar to make up for then.
    const gap = view && root.clientWidth > 0 ? Math.max(0, view.innerWidth - root.clientWidth) : 0;
    root.style.setProperty('--scrollbar-gap', `${gap}px`);
    root.dataset.scrollLocked = '';
  }
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0) {
      delete root.dataset.scrollLocked;
      root.style.removeProperty('--scrollbar-gap');
    }
  };
}
