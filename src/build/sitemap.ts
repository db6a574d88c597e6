/** sitemap.xml with `xhtml:link` alternates for the locales each page exists in, and robots.txt naming it. */
import { locales } from '../i18n/locales.ts';
import type { RouteManifest } from './routes.ts';
import { attr } from './document.ts';

export function renderSitemap(manifest: RouteManifest, siteUrl: string, lastmod: (name: string) => string | undefined): string {
  const urls = manifest.routes.map((route) => {
    const versions = manifest.alternates(route.id);
    const links = versions.map((v) => `<xhtml:link rel="alternate" hreflang="${locales[v.locale].hreflang}" href="${attr(siteUrl + v.path)}"/>`);
    const en = versions.find((v) => v.locale === 'en');
    if (en) links.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${attr(siteUrl + en.path)}"/>`);
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
