/**
 * The fixed header's state: `active` from 80 px of scroll, `inactive` below, written to the
 * header's `data-state` attribute, which the stylesheet reads. The scroll listener is passive and does its work
 * at most once per animation frame.
 */
export const HEADER_THRESHOLD_PX = 80;

export type HeaderState = 'active' | 'inactive';

export function headerStateAt(scrollY: number): HeaderState {
  return scrollY >= HEADER_THRESHOLD_PX ? 'active' : 'inactive';
}

/** Keeps `header.dataset.state` in step with the page's scroll position; returns the function that stops it. */
export function watchHeaderState(header: HTMLElement, view: Window = window): () => void {
  let frame = 0;
  const update = () => {
    frame = 0;
    const state = headerStateAt(view.scrollY);
    if (header.dataset.state !== state) header.dataset.state = state;
  };
  const onScroll = () => {
    if (frame === 0) frame = view.requestAnimationFrame(update);
  };
  // A page can open already scrolled (a reload, an anchor in the address).
  update();
  view.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    view.removeEventListener('scroll', onScroll);
    if (frame !== 0) view.cancelAnimationFrame(frame);
  };
}
