/**
 * What search engines are told, on the real site as built for the run: the pages the page table flags noindex
 * (the thank-you and search pages in every locale, and an admin page if there ever is one) carry
 * `<meta name="robots" content="noindex">`, in the document and in the payload a page change reads, and are not
 * in sitemap.xml; every other page is in the sitemap and carries no such tag.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteManifest } from '../../src/model/routes.ts';
import { LOCALE_CODES } from '../../src/i18n/locales.ts';
import { openRealBuild, SITE, type RealBuild } from '../content/real-build.ts';
import { manifestOf } from '../helpers/real-site.ts';

let site: RealBuild;
let manifest: RouteManifest;
let sitemapUrls: string[];

beforeAll(async () => {
  site = await openRealBuild();
  manifest = await manifestOf();
  const sitemap = await readFile(path.join(site.dir, 'sitemap.xml'), 'utf8');
  sitemapUrls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
});

afterAll(async () => {
  await site?.dispose();
});

const fileOf = (sitePath: string) => `${sitePath.slice(1)}index.html`;

describe('pages kept out of search engines', () => {
  it('are the thank-you and search pages, in every locale, as the page table says', () => {
    const flagged = manifest.routes.filter((r) => r.noindex).map((r) => r.name);
    for (const id of ['thank-you', 'search']) for (const code of LOCALE_CODES) expect(flagged).toContain(`${id}___${code}`);
    expect(
      flagged.every((name) => /^(thank-you|search|admin)___/.test(name)),
      flagged.join(', '),
    ).toBe(true);
  });

  it('carry robots noindex, in the document and in the page-change payload, and are not in sitemap.xml', async () => {
    for (const route of manifest.routes.filter((r) => r.noindex)) {
      const doc = await site.doc(fileOf(route.path));
      expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content'), route.path).toBe('noindex');
      const payload = JSON.parse(await readFile(path.join(site.dir, route.path, '_payload.json'), 'utf8')) as {
        head: { noindex?: boolean };
      };
      expect(payload.head.noindex, route.path).toBe(true);
      expect(sitemapUrls, route.path).not.toContain(`${SITE}${route.path}`);
    }
    expect(sitemapUrls.filter((url) => /\/(thank-you|search|admin)\//.test(url))).toEqual([]);
  });

  it('leaves every other page in sitemap.xml, without a robots tag', async () => {
    const indexed = manifest.routes.filter((r) => !r.noindex);
    expect([...sitemapUrls].sort()).toEqual(indexed.map((r) => `${SITE}${r.path}`).sort());
    for (const route of indexed) {
      const doc = await site.doc(fileOf(route.path));
      expect(doc.querySelector('meta[name="robots"]'), route.path).toBeNull();
    }
  });
});
