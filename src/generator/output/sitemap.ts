/**
 * sitemap.xml with `xhtml:link` alternates for the locales each page exists in, and robots.txt naming it. Pages
 * flagged noindex in the page table are left out.
 */
import type { RouteManifest } from '../../model/routes.ts';
import { attr } from '../../shared/escape.ts';

export function renderSitemap(manifest: RouteManifest, siteUrl: string, lastmod: (name: string) => string | undefined): string {
  // Pages that ask not to be indexed (thank-you, search) have no place in a list of pages to index.
  const urls = manifest.routes
    .filter((route) => !route.noindex)
    .map((route) => {
      const links = manifest
        .alternateLinks(route.id, siteUrl)
        .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${attr(a.href)}"/>`);
      const modified = lastmod(route.name);
      return `<url><loc>${attr(siteUrl + route.path)}</loc>${modified ? `<lastmod>${modified}</lastmod>` : ''}${links.join('')}</url>`;
    });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join('\n') +
    '\n</urlset>\n'
  );
}

export function renderRobots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
