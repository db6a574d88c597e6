/**
 * Links from Chinese and Malay pages to pages that exist only in English, in Chromium: every one of them, on every
 * cn and bh page (error pages included), shows "（英文）" or "(Bahasa Inggeris)" inside the link, and the marker
 * is part of the link's accessible name, so screen readers announce it. No other link carries it.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { isolatedContext, launchBrowser } from './browser.ts';
import { serveStatic, type StaticServer } from '../../scripts/lib/static-server.ts';
import { localePrefix, type LocaleCode } from '../../src/i18n/locales.ts';
import { ROOT } from '../helpers/project.ts';

let browser: Browser;
let server: StaticServer;
let context: BrowserContext;
let pages: string[];
/** Site paths of the built pages. */
let built: Set<string>;

beforeAll(async () => {
  const dist = inject('distDir');
  server = await serveStatic(dist);
  browser = await launchBrowser();
  // JavaScript off: the links are the built HTML's, and no redirect or hydration gets in the way.
  context = await isolatedContext(browser, server.origin, { viewport: { width: 1280, height: 800 }, javaScriptEnabled: false });
  const files = (await readdir(dist, { recursive: true })).map((f) => f.split(path.sep).join('/')).filter((f) => f.endsWith('.html'));
  built = new Set(files.map((f) => `/${f.replace(/index\.html$/, '')}`));
  pages = [...built].filter((p) => p.startsWith('/cn/') || p.startsWith('/bh/')).sort();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

const marker = async (code: LocaleCode) => (JSON.parse(await readFile(path.join(ROOT, 'locales', `${code}.json`), 'utf8')) as Record<string, string>)['link.englishOnly'] ?? '';

/** An English page with no version in `locale`: the same path under the locale's prefix was not built. */
function englishOnly(target: string, locale: LocaleCode): boolean {
  const isEnglish = !target.startsWith('/cn/') && !target.startsWith('/bh/');
  return isEnglish && built.has(target) && !built.has(`${localePrefix(locale)}${target}`);
}

/**
 * Every link of the page's accessibility tree with the name Chromium computes for it, read from the page's ARIA
 * snapshot (`- link "name":` followed by `- /url: href`): what a screen reader announces.
 */
function linksInSnapshot(snapshot: string): Array<{ name: string; href: string }> {
  const lines = snapshot.split('\n');
  const unquote = (value: string) => (value.startsWith('"') ? (JSON.parse(value) as string) : value);
  const links: Array<{ name: string; href: string }> = [];
  lines.forEach((line, i) => {
    let item = /^\s*- (.*?):?$/.exec(line)?.[1] ?? '';
    // YAML wraps an item in single quotes when the name holds ": " (and doubles any ' inside).
    if (item.startsWith("'") && item.endsWith("'")) item = item.slice(1, -1).replace(/''/g, "'");
    const link = /^link (?:("(?:[^"\\]|\\.)*")|(.*))$/.exec(item);
    const url = /^\s*- \/url: (.*)$/.exec(lines[i + 1] ?? '');
    if (link && url?.[1]) links.push({ name: unquote(link[1] ?? link[2] ?? ''), href: unquote(url[1]) });
  });
  return links;
}

describe('links to English-only pages from cn and bh pages', () => {
  it('carry the visible marker inside the link, in its accessible name, on every page', async () => {
    expect(pages.length).toBeGreaterThan(10);
    const problems: string[] = [];
    const counts: Record<string, number> = {};
    for (const sitePath of pages) {
      const locale: LocaleCode = sitePath.startsWith('/cn/') ? 'cn' : 'bh';
      const text = await marker(locale);
      const page = await context.newPage();
      await page.goto(`${server.origin}${sitePath}`);
      const local = (href: string) => {
        const url = new URL(href, page.url());
        return url.origin === server.origin ? url.pathname : undefined;
      };
      // What screen readers announce: every link of the accessibility tree (closed sidebars are not in it).
      for (const { name, href } of linksInSnapshot(await page.locator('body').ariaSnapshot())) {
        const target = local(href);
        if (!target) continue;
        if (englishOnly(target, locale)) {
          counts[sitePath] = (counts[sitePath] ?? 0) + 1;
          if (!name.endsWith(text)) problems.push(`${sitePath}: the name of the link to ${target}, "${name}", does not end with ${text}`);
        } else if (name.includes(text)) {
          problems.push(`${sitePath}: the link to ${target} is marked, but that page exists in ${locale}`);
        }
      }
      // What readers see: the marker is inside each such link, rendered, and the link says its language.
      const shown = await page.evaluate((marker) => {
        return [...document.querySelectorAll('a[href]')]
          .filter((a) => a.checkVisibility())
          .map((a) => ({
            href: a.getAttribute('href') ?? '',
            hreflang: a.getAttribute('hreflang'),
            marked: [...a.querySelectorAll('*')].some((el) => el.textContent === marker && el.checkVisibility() && el.getBoundingClientRect().width > 1),
          }));
      }, text);
      let visibleCount = 0;
      for (const { href, hreflang, marked } of shown) {
        const target = local(href);
        if (!target || !englishOnly(target, locale)) continue;
        visibleCount++;
        if (!marked) problems.push(`${sitePath}: the link to ${target} does not show ${text}`);
        if (hreflang !== 'en') problems.push(`${sitePath}: the link to ${target} has no hreflang="en"`);
      }
      if (visibleCount !== (counts[sitePath] ?? 0)) problems.push(`${sitePath}: ${visibleCount} visible links to English-only pages, ${counts[sitePath] ?? 0} in the accessibility tree`);
      await page.close();
    }
    expect(problems).toEqual([]);
    // Every cn and bh page has at least the footer's blog link; the services pages list many articles.
    expect(pages.filter((p) => !counts[p])).toEqual([]);
    expect(counts['/cn/services/']).toBeGreaterThan(20);
    expect(counts['/bh/services/']).toBeGreaterThan(20);
  });

  it('never mark a link on an English page', async () => {
    const page = await context.newPage();
    for (const sitePath of ['/', '/services/', '/blog/', '/knee-specialist-singapore/']) {
      await page.goto(`${server.origin}${sitePath}`);
      expect(await page.getByText(await marker('en'), { exact: true }).count(), sitePath).toBe(0);
    }
    await page.close();
  });
});
