// @vitest-environment happy-dom
/**
 * A page change leaves `<head>` as the built page would have it: robots noindex exactly on the pages the page
 * table flags (and on error pages), and the Atom feed link exactly on the blog and media pages.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { updateHead } from '../../src/client/page-change/head.ts';
import type { PageView } from '../../src/client/page-change/view.ts';

const ORIGIN = 'https://clinic.test';

function view(path: string, extra: Partial<PageView> = {}): PageView {
  return {
    path,
    name: `${path}___en`,
    layout: 'default',
    title: path,
    description: `About ${path}`,
    canonical: `${ORIGIN}${path}`,
    alternates: [{ hreflang: 'en', href: `${ORIGIN}${path}` }],
    switcher: {},
    navPath: null,
    main: '',
    ...extra,
  };
}

const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null;
const feeds = () =>
  [...document.head.querySelectorAll('link[rel="alternate"][type="application/atom+xml"]')].map(
    (l) => `${l.getAttribute('title')} ${l.getAttribute('href')}`,
  );

beforeEach(() => {
  document.head.innerHTML = `<title>x</title><meta name="description" content="x"><link rel="canonical" href="${ORIGIN}/">`;
});

describe('updateHead', () => {
  it('adds robots noindex for a flagged page, keeping its canonical, and removes it for the next page', () => {
    updateHead(document, view('/thank-you/', { noindex: true }));
    expect(robots()).toBe('noindex');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/thank-you/`);
    updateHead(document, view('/contact-us/'));
    expect(robots()).toBeNull();
  });

  it('keeps noindex and drops the canonical for an error page', () => {
    updateHead(document, view('/missing/', { canonical: null }));
    expect(robots()).toBe('noindex');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('swaps the feed link: the blog’s, then the media’s, then none', () => {
    updateHead(document, view('/blog/', { feed: { title: 'Blog', href: '/blog/feed.xml' } }));
    expect(feeds()).toEqual(['Blog /blog/feed.xml']);
    updateHead(document, view('/media/', { feed: { title: 'Media', href: '/media/feed.xml' } }));
    expect(feeds()).toEqual(['Media /media/feed.xml']);
    updateHead(document, view('/about-us/'));
    expect(feeds()).toEqual([]);
  });
});
