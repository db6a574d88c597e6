/**
 * Links from Chinese and Malay pages to pages that exist only in English, in Chromium: every one of them, on every
 * cn and bh page (error and search pages included; of the reader copies, the extremes of each template), leads to the page's reader copy in that language (its header and
 * footer around the English text), shows "（英文）" or "(Bahasa Inggeris)" inside the link, and the marker is part
 * of the link's accessible name, so screen readers announce it. No other link carries it.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { localePrefix, type LocaleCode } from '../../src/i18n/locales.ts';
import { ROOT } from '../helpers/project.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';
import { filesUnder } from '../helpers/files.ts';
import { manifestOf } from '../helpers/real-site.ts';
import { extremesByGroup } from '../helpers/page-sample.ts';

// Plain files: the links are the built HTML's.
const site = siteInBrowser({ serve: 'static' });
let context: BrowserContext;
let pages: string[];
/** Site paths of the built pages. */
let built: Set<string>;
/** Site paths of the reader copies: English-only pages under the cn and bh header and footer. */
let readerCopies: Set<string>;

beforeAll(async () => {
  const dist = inject('distDir');
  // JavaScript off: no redirect or hydration gets in the way.
  context = await site.context({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false });
  const files = await filesUnder(dist, { ext: '.html' });
  built = new Set(files.map((f) => `/${f.replace(/index\.html$/, '')}`));
  const copies = (await manifestOf()).readerCopies;
  readerCopies = new Set(copies.map((r) => r.path));
  // Of the reader copies, the longest and the shortest of each template: their own links are the English page's
  // (followed through below), the rest is the chrome every cn and bh page has. The other pages are read every one.
  const sizes = new Map<string, number>();
  for (const copy of copies) sizes.set(copy.path, (await stat(path.join(dist, copy.path, 'index.html'))).size);
  const sampled = new Set(extremesByGroup(copies, (copy) => sizes.get(copy.path)).map((copy) => copy.path));
  pages = [...built].filter((p) => (p.startsWith('/cn/') || p.startsWith('/bh/')) && (!readerCopies.has(p) || sampled.has(p))).sort();
});

const marker = async (code: LocaleCode) =>
  (JSON.parse(await readFile(path.join(ROOT, 'locales', `${code}.json`), 'utf8')) as Record<string, string>)['link.englishOnly'] ?? '';

/**
 * A page with no version in `locale`, at the address a reader of that locale reaches it by: its reader copy under
 * the locale's prefix (model/reader-copies.ts), or an English address whose locale twin was not built.
 */
function englishOnly(target: string, locale: LocaleCode): boolean {
  if (readerCopies.has(target)) return target.startsWith(`${localePrefix(locale)}/`);
  const isEnglish = !target.startsWith('/cn/') && !target.startsWith('/bh/');
  return isEnglish && built.has(target) && !built.has(`${localePrefix(locale)}${target}`);
}

/** The accessible name Chromium computes for a link, read from its line of an ARIA snapshot (`- link "name":`). */
function nameInSnapshot(snapshot: string): string {
  let item = /^- (.*?):?$/m.exec(snapshot)?.[1] ?? '';
  // YAML wraps an item in single quotes when the name holds ": " (and doubles any ' inside).
  if (item.startsWith("'") && item.endsWith("'")) item = item.slice(1, -1).replace(/''/g, "'");
  const quoted = /^link ("(?:[^"\\]|\\.)*")$/.exec(item)?.[1];
  return quoted ? (JSON.parse(quoted) as string) : (/^link (.*)$/.exec(item)?.[1] ?? '');
}

/** Every link of an ARIA snapshot, in document order: its accessible name and where it goes (its `- /url:` child). */
function linksInSnapshot(snapshot: string, base: string): Array<{ name: string; url: URL }> {
  const lines = snapshot.split('\n');
  const indent = (line: string) => line.length - line.trimStart().length;
  const links: Array<{ name: string; url: URL }> = [];
  lines.forEach((line, at) => {
    if (!/^\s*- link\b/.test(line)) return;
    // The link's own properties and children are the lines indented below it, up to the next line at its level.
    const own = lines.slice(at + 1);
    const end = own.findIndex((next) => indent(next) <= indent(line));
    const child = (end < 0 ? own : own.slice(0, end)).find((next) => indent(next) === indent(line) + 2 && /^\s*- \/url: /.test(next));
    const href = child?.replace(/^\s*- \/url: /, '');
    if (href === undefined) return;
    const unquoted = href.startsWith('"') ? (JSON.parse(href) as string) : href;
    links.push({ name: nameInSnapshot(line.trim()), url: new URL(unquoted, base) });
  });
  return links;
}

describe('links to English-only pages from cn and bh pages', () => {
  it('carry the visible marker inside the link, in its accessible name, on every page', async () => {
    expect(pages.length).toBeGreaterThan(10);
    const problems: string[] = [];
    const counts: Record<string, number> = {};
    // One tab for every page, as a reader going from page to page.
    const page = await context.newPage();
    for (const sitePath of pages) {
      const locale: LocaleCode = sitePath.startsWith('/cn/') ? 'cn' : 'bh';
      const text = await marker(locale);
      await page.goto(`${site.server.origin}${sitePath}`);
      // Every link a reader can see (those of closed sidebars are not rendered), in document order.
      const links = await page.evaluate((marker) => {
        return [...document.querySelectorAll('a[href]')].map((a) => ({
          href: (a as HTMLAnchorElement).href,
          visible: a.checkVisibility(),
          text: a.textContent ?? '',
          // The language switcher's links, each in its own language.
          switcher: a.hasAttribute('lang'),
          // The English text of a reader copy: English to the reader already, its links need no marker.
          inEnglishText: (a.parentElement?.closest('main [lang]')?.getAttribute('lang') ?? '').startsWith('en'),
          // The marker's own text inside the link, drawn on the page (not clipped away for screen readers only).
          shown: (() => {
            const walker = document.createTreeWalker(a, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const at = node.textContent?.indexOf(marker) ?? -1;
              if (at < 0) continue;
              const range = document.createRange();
              range.setStart(node, at);
              range.setEnd(node, at + marker.length);
              const box = range.getBoundingClientRect();
              if (box.width > marker.length && box.height > 1) return true;
            }
            return false;
          })(),
        }));
      }, text);
      const toEnglishOnly: Array<{ index: number; target: string }> = [];
      let inEnglishText = 0;
      for (const [index, link] of links.entries()) {
        const url = new URL(link.href);
        // A link to the page itself (the skip link, an anchor, the current language) leads to no other page.
        if (!link.visible || url.origin !== site.server.origin || url.pathname === sitePath) continue;
        const target = url.pathname;
        if (!link.switcher && readerCopies.has(`${localePrefix(locale)}${target}`))
          problems.push(
            `${sitePath}: the link to ${target} leaves the reader's language; its reader copy is ${localePrefix(locale)}${target}`,
          );
        if (!englishOnly(target, locale)) {
          if (link.text.includes(text)) problems.push(`${sitePath}: the link to ${target} is marked, but that page exists in ${locale}`);
          continue;
        }
        if (link.inEnglishText) {
          inEnglishText += 1;
          continue;
        }
        toEnglishOnly.push({ index, target });
        if (!link.shown) problems.push(`${sitePath}: the link to ${target} does not show ${text}`);
      }
      counts[sitePath] = toEnglishOnly.length + inEnglishText;
      // What screen readers announce: one ARIA snapshot of the page gives every link's name in document order. It
      // leaves out some links a reader sees (those inside <noscript>, shown here with JavaScript off); on such a page
      // each link's own snapshot is read instead.
      const announced = linksInSnapshot(await page.locator('body').ariaSnapshot(), page.url()).filter(
        (link) => link.url.origin === site.server.origin && link.url.pathname !== sitePath && englishOnly(link.url.pathname, locale),
      );
      const sameLinks =
        announced.length === toEnglishOnly.length && announced.every((link, i) => link.url.pathname === toEnglishOnly[i]?.target);
      const all = page.locator('a[href]');
      for (const [i, { index, target }] of toEnglishOnly.entries()) {
        const name = sameLinks ? (announced[i]?.name ?? '') : nameInSnapshot(await all.nth(index).ariaSnapshot());
        if (!name.endsWith(text)) problems.push(`${sitePath}: the name of the link to ${target}, "${name}", does not end with ${text}`);
      }
    }
    await page.close();
    expect(problems).toEqual([]);
    // Every cn and bh page has at least the footer's blog link (a reader copy of the blog, its cards); a services
    // page marks at least every service guide
    // its language does not have yet (it lists them all).
    expect(pages.filter((p) => !counts[p])).toEqual([]);
    for (const locale of ['cn', 'bh'] as const) {
      const untranslated = [...readerCopies].filter((p) => p.startsWith(`/${locale}/services/`) && p !== `/${locale}/services/`);
      expect(counts[`/${locale}/services/`]).toBeGreaterThanOrEqual(untranslated.length + 1);
    }
    // Every page of cn and bh, the 44 reader copies included, one after another in one tab.
  }, 180_000);

  it('never mark a link on an English page', async () => {
    const page = await context.newPage();
    for (const sitePath of ['/', '/services/', '/blog/', '/knee-specialist-singapore/']) {
      await page.goto(`${site.server.origin}${sitePath}`);
      expect(await page.getByText(await marker('en'), { exact: true }).count(), sitePath).toBe(0);
    }
    await page.close();
  });
});
