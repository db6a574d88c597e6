import { beforeEach, describe, expect, it } from 'vitest';
import { Window as HappyWindow } from 'happy-dom';
import { startAnalytics } from '../../src/client/analytics/analytics.ts';
import { readAnalyticsSettings } from '../../src/client/analytics/analytics-settings.ts';
import { dispatchPageChange } from '../../src/shared/page-events.ts';
import { assertGtmId, GTM_ID_PATTERN } from '../../src/site/analytics.ts';
import { readConfig } from '../../src/site/config.ts';
import { formatProblem } from '../../src/shared/problems.ts';

const settings = {
  gtmId: 'GTM-AB12CD3',
  gtmUrl: 'https://www.googletagmanager.com/gtm.js',
  gtagUrl: 'https://www.googletagmanager.com/gtag/js',
  trackingScriptUrl: 'https://tracking.example-analytics.com/track.js',
};

// A fresh window per test: analytics listens on its window for good.
let window: Window;
let document: Document;
beforeEach(() => {
  window = new HappyWindow({ url: 'https://clinic.test/' }) as unknown as Window;
  document = window.document;
});

const scripts = () => [...document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));

describe('the tag-manager id check', () => {
  it('accepts GTM- followed by letters or digits', () => {
    for (const id of ['GTM-AB12CD3', 'GTM-TEST123', 'GTM-x']) expect(() => assertGtmId(id)).not.toThrow();
  });

  it('throws for anything else', () => {
    for (const id of ['', 'GTM-', 'gtm-AB12', 'UA-12345-1', 'G-ABC123', 'GTM-AB 12', 'GTM-AB12"><script>', ' GTM-AB12']) {
      expect(() => assertGtmId(id), id).toThrow(`Invalid tag-manager id "${id}"`);
    }
    expect(GTM_ID_PATTERN.source).toBe('^GTM-[A-Za-z0-9]+$');
  });

  it('fails the build for an invalid GTM_ID, and means "off" when empty', () => {
    expect(readConfig({ GTM_ID: 'GTM_123' }).problems.map(formatProblem)).toEqual([
      expect.stringContaining('GTM_ID: Invalid tag-manager id "GTM_123"'),
    ]);
    expect(readConfig({ GTM_ID: '' }).value?.gtmId).toBe('');
  });

  it('throws in the browser too, before anything loads', () => {
    expect(() => startAnalytics({ ...settings, gtmId: 'GTM-<x>' }, Promise.resolve(), window)).toThrow('Invalid tag-manager id');
    expect(scripts()).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
  });
});

describe('analytics in the page', () => {
  it('loads nothing when the page carries no settings (no id configured)', () => {
    expect(readAnalyticsSettings(document)).toBeNull();
  });

  it('reads the settings block the server writes', () => {
    document.head.innerHTML = `<script type="application/json" id="site-analytics">${JSON.stringify(settings)}</script>`;
    expect(readAnalyticsSettings(document)).toEqual(settings);
  });

  it('loads the tag manager, gtag and the tracking script only once the page has loaded', async () => {
    let loaded!: () => void;
    const ready = new Promise<void>((resolve) => (loaded = resolve));
    startAnalytics(settings, ready, window);
    expect(scripts()).toEqual([]);
    expect(window.dataLayer?.[0]).toMatchObject({ event: 'gtm.js' });
    loaded();
    await ready;
    await Promise.resolve();
    expect(scripts()).toEqual([
      'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3',
      'https://www.googletagmanager.com/gtag/js?id=GTM-AB12CD3',
      'https://tracking.example-analytics.com/track.js',
    ]);
    expect([...document.head.querySelectorAll('script')].every((s) => s.async)).toBe(true);
  });

  it('records a page view and re-adds the tracking script after each page change', async () => {
    const ready = Promise.resolve();
    startAnalytics(settings, ready, window);
    await ready;
    await Promise.resolve();
    const first = document.head.querySelector('script[data-analytics="tracking"]');
    expect(first).not.toBeNull();
    document.title = 'About Us | Clinic';
    dispatchPageChange('/about-us/', window);
    await Promise.resolve();
    await Promise.resolve();
    const tracking = [...document.head.querySelectorAll('script[data-analytics="tracking"]')];
    expect(tracking).toHaveLength(1);
    expect(tracking[0]).not.toBe(first);
    expect(first?.isConnected).toBe(false);
    const views = (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)).filter((args) => args[0] === 'event');
    expect(views).toEqual([
      ['event', 'page_view', { page_path: '/about-us/', page_location: window.location.href, page_title: 'About Us | Clinic' }],
    ]);
  });
});
