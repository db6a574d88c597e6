/**
 * The Atom feeds of the blog and the media coverage, read as feed readers read them: fetched from the preview
 * server and parsed by Chromium's XML parser (the feeds carry CDATA sections, which a browser parses exactly).
 * Every entry is checked against the article's front matter in content/, and the pages that announce each feed
 * (the listing and its articles) are checked in the built head and after a page change.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { ROOT } from '../helpers/project.ts';
import { REAL_SITE_URL } from '../helpers/real-site.ts';
import { isolatedContext } from '../../scripts/lib/browser.ts';
import { LARGE } from './widgets.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

const ATOM = 'http://www.w3.org/2005/Atom';
const SITE = REAL_SITE_URL;

const site = siteInBrowser();
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  context = await isolatedContext(site.browser, site.server.origin, { viewport: LARGE });
  page = await context.newPage();
  await page.goto(`${site.server.origin}/`, { waitUntil: 'load' });
});

afterAll(async () => {
  await context?.close();
});

interface ParsedEntry {
  readonly id: string;
  readonly title: string;
  readonly links: ReadonlyArray<{ rel: string; href: string }>;
  readonly summary: string;
  readonly updated: string;
  readonly published: string;
}

interface ParsedFeed {
  readonly error: string | null;
  readonly root: string;
  readonly namespace: string | null;
  readonly id: string;
  readonly title: string;
  readonly updated: string;
  readonly links: ReadonlyArray<{ rel: string; href: string }>;
  readonly entries: readonly ParsedEntry[];
}

/** Fetches a feed in the page and parses it with the browser's XML parser. */
function readFeed(sitePath: string): Promise<ParsedFeed> {
  return page.evaluate(
    async ({ url, ns }) => {
      const response = await fetch(url);
      const doc = new DOMParser().parseFromString(await response.text(), 'application/xml');
      const root = doc.documentElement;
      const child = (el: Element, name: string) => [...el.children].find((c) => c.namespaceURI === ns && c.localName === name);
      const text = (el: Element, name: string) => child(el, name)?.textContent?.trim() ?? '';
      const links = (el: Element) =>
        [...el.children]
          .filter((c) => c.namespaceURI === ns && c.localName === 'link')
          .map((l) => ({ rel: l.getAttribute('rel') ?? 'alternate', href: l.getAttribute('href') ?? '' }));
      return {
        error:
          doc.querySelector('parsererror')?.textContent ??
          (response.headers.get('content-type')?.includes('xml') ? null : `served as ${response.headers.get('content-type')}`),
        root: root.localName,
        namespace: root.namespaceURI,
        id: text(root, 'id'),
        title: text(root, 'title'),
        updated: text(root, 'updated'),
        links: links(root),
        entries: [...root.children]
          .filter((c) => c.namespaceURI === ns && c.localName === 'entry')
          .map((entry) => ({
            id: text(entry, 'id'),
            title: text(entry, 'title'),
            links: links(entry),
            summary: text(entry, 'summary'),
            updated: text(entry, 'updated'),
            published: text(entry, 'published'),
          })),
      };
    },
    { url: `${site.server.origin}${sitePath}`, ns: ATOM },
  );
}

interface Article {
  readonly url: string;
  readonly title: string;
  readonly summary: string;
  readonly date: string;
  readonly reviewed?: string;
}

/** A front-matter day: YAML reads `2024-02-21` as a date, and a quoted one stays text. */
function day(value: unknown): string | undefined {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return typeof value === 'string' ? value : undefined;
}

async function articles(collection: string): Promise<Article[]> {
  const dir = path.join(ROOT, 'content/en', collection);
  const files = (await readdir(dir)).filter((f) => f.endsWith('.md'));
  return Promise.all(
    files.map(async (file) => {
      const data = matter(await readFile(path.join(dir, file), 'utf8')).data as Record<string, unknown>;
      const reviewed = day(data.reviewed);
      return {
        url: `${SITE}/${collection}/${path.basename(file, '.md')}/`,
        title: String(data.title),
        summary: String(data.summary),
        date: day(data.date) ?? '',
        ...(reviewed ? { reviewed } : {}),
      };
    }),
  );
}

const midnight = (value: string) => `${value}T00:00:00.000Z`;

/** The feed link of the current document's head, as feed readers find it. */
function headFeedLinks(): Promise<Array<{ title: string; href: string }>> {
  return page.evaluate(() =>
    [...document.head.querySelectorAll('link[rel="alternate"][type="application/atom+xml"]')].map((l) => ({
      title: l.getAttribute('title') ?? '',
      href: l.getAttribute('href') ?? '',
    })),
  );
}

describe('the Atom feeds', () => {
  for (const collection of ['blog', 'media']) {
    it(`/${collection}/feed.xml is Atom with every ${collection} article, newest first, as the content says`, async () => {
      const feed = await readFeed(`/${collection}/feed.xml`);
      expect(feed.error).toBeNull();
      expect([feed.root, feed.namespace]).toEqual(['feed', ATOM]);
      expect(feed.id).toBe(`${SITE}/${collection}/`);
      expect(feed.title).not.toBe('');
      expect(feed.links).toEqual(
        expect.arrayContaining([
          { rel: 'alternate', href: `${SITE}/${collection}/` },
          { rel: 'self', href: `${SITE}/${collection}/feed.xml` },
        ]),
      );

      const expected = await articles(collection);
      expect(feed.entries).toHaveLength(expected.length);
      expect(new Set(feed.entries.map((e) => e.id)).size).toBe(feed.entries.length);
      for (const entry of feed.entries) {
        const article = expected.find((a) => a.url === entry.id);
        expect(article, entry.id).toBeDefined();
        if (!article) continue;
        expect(entry.links).toEqual([{ rel: 'alternate', href: article.url }]);
        expect(entry.title).toBe(article.title);
        expect(entry.summary).toBe(article.summary);
        // Updated: the last clinical review, else the first publication.
        expect(entry.updated).toBe(midnight(article.reviewed ?? article.date));
        expect(entry.published).toBe(midnight(article.date));
      }
      const published = feed.entries.map((e) => e.published);
      expect(published).toEqual([...published].sort().reverse());
      // The feed changed when its latest entry did.
      expect(feed.updated).toBe(
        feed.entries
          .map((e) => e.updated)
          .sort()
          .at(-1),
      );
    });
  }

  it('is announced in the head of its listing and its articles, and nowhere else, also after a page change', async () => {
    await page.goto(`${site.server.origin}/blog/`, { waitUntil: 'load' });
    const [blog] = await headFeedLinks();
    expect(blog?.href).toBe('/blog/feed.xml');
    expect(blog?.title).toMatch(/blog/i);

    // The first card (the breadcrumbs' items hold no heading).
    const firstArticle = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2 }) })
      .getByRole('link')
      .first();
    const articleHref = (await firstArticle.getAttribute('href')) ?? '';
    await firstArticle.click();
    await page.waitForURL(`${site.server.origin}${articleHref}`);
    expect(await headFeedLinks()).toEqual([blog]);

    // Page changes swap the head: another section's feed, or none.
    await page.getByRole('banner').getByRole('link', { name: 'Health guides', exact: true }).click();
    await page.waitForURL(`${site.server.origin}/media/`);
    await expect.poll(headFeedLinks).toEqual([expect.objectContaining({ href: '/media/feed.xml' })]);
    await page.getByRole('banner').getByRole('link', { name: 'About us', exact: true }).click();
    await page.waitForURL(`${site.server.origin}/about-us/`);
    await expect.poll(headFeedLinks).toEqual([]);

    await page.goto(`${site.server.origin}/cn/`, { waitUntil: 'load' });
    expect(await headFeedLinks()).toEqual([]);
  });
});
