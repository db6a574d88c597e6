/**
 * sitemap.xml and robots.txt: every indexable page once, with the hreflang alternates of the locales it exists in
 * (x-default pointing at English), its lastmod when known, and nothing a search engine is asked not to index.
 */
import { describe, expect, it } from 'vitest';
import { renderRobots, renderSitemap } from '../../src/generator/output/sitemap.ts';
import { RouteManifest, type Route } from '../../src/model/routes.ts';

const SITE = 'https://clinic.example';

function route(id: string, locale: Route['locale'], path: string, extra: Partial<Route> = {}): Route {
  return { id, name: `${id}___${locale}`, locale, path, layout: 'default', kind: 'page', file: `${locale}/pages/${id}.md`, ...extra };
}

const manifest = new RouteManifest([
  route('about-us', 'en', '/about-us/'),
  route('about-us', 'cn', '/cn/about-us/'),
  route('about-us', 'bh', '/bh/about-us/'),
  route('blog-knee', 'en', '/blog/knee/', { kind: 'article' }),
  route('thank-you', 'en', '/thank-you/', { kind: 'thank-you', noindex: true }),
  route('search', 'cn', '/cn/search/', { kind: 'search', noindex: true }),
]);

const LASTMOD: Record<string, string> = { 'about-us___en': '2026-11-18', 'about-us___cn': '2026-10-01' };
const xml = renderSitemap(manifest, SITE, (name) => LASTMOD[name]);
const urls = xml.split('\n').filter((line) => line.startsWith('<url>'));

describe('the sitemap', () => {
  it('lists every indexable page once, in the order of the route manifest', () => {
    expect(urls.map((u) => u.match(/<loc>([^<]+)<\/loc>/)?.[1])).toEqual([
      `${SITE}/about-us/`,
      `${SITE}/cn/about-us/`,
      `${SITE}/bh/about-us/`,
      `${SITE}/blog/knee/`,
    ]);
  });

  it('leaves out the pages flagged noindex (thank-you, search)', () => {
    expect(xml).not.toContain('/thank-you/');
    expect(xml).not.toContain('/search/');
  });

  it('gives each page the alternates of every locale it exists in, by hreflang tag, with x-default in English', () => {
    const alternates = `<xhtml:link rel="alternate" hreflang="en" href="${SITE}/about-us/"/><xhtml:link rel="alternate" hreflang="zh-Hans" href="${SITE}/cn/about-us/"/><xhtml:link rel="alternate" hreflang="ms" href="${SITE}/bh/about-us/"/><xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/about-us/"/>`;
    expect(urls[0]).toBe(`<url><loc>${SITE}/about-us/</loc><lastmod>2026-11-18</lastmod>${alternates}</url>`);
    expect(urls[1]).toBe(`<url><loc>${SITE}/cn/about-us/</loc><lastmod>2026-10-01</lastmod>${alternates}</url>`);
    // A page with no lastmod has no empty element, and an English-only page lists itself and x-default only.
    expect(urls[3]).toBe(
      `<url><loc>${SITE}/blog/knee/</loc><xhtml:link rel="alternate" hreflang="en" href="${SITE}/blog/knee/"/><xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/blog/knee/"/></url>`,
    );
  });

  it('never writes the locale codes of URLs (cn, bh) as hreflang values', () => {
    expect(xml).not.toMatch(/hreflang="(cn|bh)"/);
  });

  it('escapes a site address that holds XML characters', () => {
    const odd = renderSitemap(new RouteManifest([route('index', 'en', '/')]), 'https://clinic.example/?a=1&b="2"', () => undefined);
    expect(odd).toContain('<loc>https://clinic.example/?a=1&amp;b=&quot;2&quot;/</loc>');
    expect(odd).not.toContain('&b=');
  });

  it('is a urlset declaring the sitemap and xhtml namespaces', () => {
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n',
      ),
    ).toBe(true);
    expect(xml.endsWith('\n</urlset>\n')).toBe(true);
  });
});

describe('robots.txt', () => {
  it('allows every path and names the sitemap at the site address', () => {
    expect(renderRobots(SITE)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`);
  });
});
