/**
 * When the page's load event happened, on the clock that timers use. Timers that count "from load" (the WhatsApp
 * panel's 5,000 ms) must measure with `performance.now()` at the event itself: a navigation entry's
 * `loadEventEnd` is on the browser's own clock, which a test's fake clock does not move. The main module calls
 * this before the load event, so the islands, which start later, read the moment it happened. esbuild keeps this
 * module in a chunk the main module and the islands share, so there is one promise per page.
 */
let loaded: Promise<number> | undefined;

export function pageLoaded(): Promise<number> {
  loaded ??= new Promise<number>((resolve) => {
    if (document.readyState === 'complete') resolve(loadTimeFromNavigation());
    else window.addEventListener('load', () => resolve(performance.now()), { once: true });
  });
  return loaded;
}

/** Used only when this module first runs after the load event: the navigation entry, or else "now". */
function loadTimeFromNavigation(): number {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry && entry.loadEventEnd > 0 ? entry.loadEventEnd : performance.now();
}
