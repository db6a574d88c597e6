/**
 * Page changes announced to screen readers: a polite live region, present (empty) from start-up so assistive
 * technology is already watching it when the first change happens. Cleared first, so arriving at a page with
 * the same title as before is still announced.
 */
export function liveRegion(doc: Document = document): HTMLElement {
  let region = doc.querySelector<HTMLElement>('[data-page-announcer]');
  if (!region) {
    region = doc.createElement('div');
    region.className = 'visually-hidden';
    region.setAttribute('role', 'status');
    region.setAttribute('aria-live', 'polite');
    region.setAttribute('aria-atomic', 'true');
    region.dataset.pageAnnouncer = '';
    doc.body.append(region);
  }
  return region;
}

export function announce(text: string, doc: Document = document): void {
  const region = liveRegion(doc);
  region.textContent = '';
  (doc.defaultView ?? window).setTimeout(() => {
    region.textContent = text;
  }, 50);
}
