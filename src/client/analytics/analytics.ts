/**
 * Visitor analytics: with a tag-manager id configured, the tag-manager and gtag scripts load
 * after the load event (never delaying the first render), and the third-party tracking script is removed and
 * added again after every page change, which also records a page view. An id that does not match GTM- followed
 * by letters or digits throws. With no id configured the page carries no settings and nothing loads.
 */
import { assertGtmId, type AnalyticsSettingsData } from '../../site/analytics.ts';
import { onPageChange } from '../../shared/page-events.ts';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

function addScript(doc: Document, src: string, marker?: string): HTMLScriptElement {
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  if (marker) script.dataset.analytics = marker;
  doc.head.append(script);
  return script;
}

function withId(url: string, id: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}id=${encodeURIComponent(id)}`;
}

/** Removes the tracking script and adds it again, so it runs for the page now shown. */
export function reloadTrackingScript(doc: Document, src: string): HTMLScriptElement {
  for (const old of doc.querySelectorAll('script[data-analytics="tracking"]')) old.remove();
  return addScript(doc, src, 'tracking');
}

export function startAnalytics(settings: AnalyticsSettingsData, ready: Promise<void>, win: Window = window): void {
  assertGtmId(settings.gtmId);
  const doc = win.document;
  win.dataLayer ??= [];
  const dataLayer = win.dataLayer;
  // gtag.js reads `arguments` objects from the data layer, not arrays: this is Google's own snippet, as a module.
  win.gtag ??= function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag.js ignores arrays; it must be the Arguments object.
    dataLayer.push(arguments);
  };
  dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  win.gtag('js', new Date());
  // The first page view is recorded by this config command; each page change records its own below.
  win.gtag('config', settings.gtmId);

  const loaded = ready.then(() => {
    addScript(doc, withId(settings.gtmUrl, settings.gtmId), 'gtm');
    addScript(doc, withId(settings.gtagUrl, settings.gtmId), 'gtag');
    reloadTrackingScript(doc, settings.trackingScriptUrl);
  });

  onPageChange(({ path }) => {
    win.gtag?.('event', 'page_view', { page_path: path, page_location: win.location.href, page_title: doc.title });
    void loaded.then(() => reloadTrackingScript(doc, settings.trackingScriptUrl));
  }, win);
}
