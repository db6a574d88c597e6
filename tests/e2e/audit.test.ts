/**
 * The whole site as an auditor sees it, loaded in Chromium at a phone width: every English page that is not an
 * article, and of each article template (a service guide, a blog or media article, in each language, and the
 * reader copies) the longest and the shortest page, plus the error pages and the editor; at a desktop width, one page
 * of each layout and kind in each locale, every error page and the editor. What differs between the two widths is
 * the templates' layout (header, menu, grids, which element is shown), never a page's own copy, so a page per
 * template covers the wide layout. Articles share their template, and what their own copy could add to an audit is
 * held by the build for every one (one h1 and sections from ##, every picture described, links by id, no raw HTML,
 * a translation's headings, links and pictures those of its English page), so a template's extremes stand for its
 * articles: the phone width read all 40 English articles until the site had 153 pages, and CI ran out of minutes.
 * Each load must produce no console error, no failed request to our own files, no CSP violation, and axe-core must
 * find no WCAG 2.0/2.1/2.2 A or AA violation. Failures name the page, the width and the rule.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { siteInBrowser } from '../helpers/site-in-browser.ts';
import { filesUnder } from '../helpers/files.ts';
import { checkLinks } from '../../scripts/check-links.ts';
import { localePrefix, LOCALE_CODES } from '../../src/i18n/locales.ts';
import { manifestOf } from '../helpers/real-site.ts';
import { SPEC_PATHS } from '../helpers/spec-pages.ts';
import { extremesByGroup } from '../helpers/page-sample.ts';

const AXE_SOURCE = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const PHONE = 375;
const WIDTHS = [PHONE, 1280] as const;

// The production preview server: security headers and CSP included.
const site = siteInBrowser();
let pages: string[];
/** The pages audited at the phone width (see the file's comment). */
let phonePages: string[];
/** The pages audited at the desktop width (see the file's comment). */
let widePages: string[];

beforeAll(async () => {
  const dist = inject('distDir');
  const files = await filesUnder(dist);
  pages = [
    ...files.filter((f) => f.endsWith('index.html')).map((f) => `/${f.replace(/index\.html$/, '')}`),
    ...files.filter((f) => /(^|\/)(404|500)\.html$/.test(f)).map((f) => `/${f}`),
  ].sort();
  const manifest = await manifestOf();
  // The reader copies (English-only pages under the cn and bh header and footer) are sampled like translations.
  const routes = [...manifest.routes, ...manifest.readerCopies];
  const sizes = new Map<string, number>();
  for (const route of routes) sizes.set(route.path, (await stat(path.join(dist, route.path, 'index.html'))).size);
  const isArticle = (route: (typeof routes)[number]) => route.collection !== undefined;
  const sampled = new Set(
    extremesByGroup(
      routes.filter((route) => route.locale !== 'en' || isArticle(route)),
      (route) => sizes.get(route.path),
    ).map((route) => route.path),
  );
  const everyOne = new Set(routes.filter((route) => route.locale === 'en' && !isArticle(route)).map((route) => route.path));
  phonePages = pages.filter((p) => everyOne.has(p) || sampled.has(p) || !p.endsWith('/') || p === '/admin/');
  const firstOfKind = new Map<string, string>();
  for (const route of routes) {
    const kind = [route.layout, route.kind, route.collection ?? route.lists ?? '', route.locale].join(' ');
    if (!firstOfKind.has(kind)) firstOfKind.set(kind, route.path);
  }
  const sample = new Set(firstOfKind.values());
  widePages = pages.filter((p) => sample.has(p) || !p.endsWith('/') || p === '/admin/');
});

interface PageFindings {
  readonly problems: string[];
}

/** Listens to one page for console errors, failed requests to our origin and CSP violations. */
function watch(page: Page, origin: string, findings: PageFindings, current: () => string): void {
  page.on('console', (message) => {
    if (message.type() === 'error') findings.problems.push(`${current()}: console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => findings.problems.push(`${current()}: uncaught: ${error.message}`));
  page.on('response', (response) => {
    if (response.url().startsWith(origin) && response.status() >= 400 && !/\/(404|500)\.html$/.test(current())) {
      findings.problems.push(`${current()}: ${response.status()} for ${response.url().replace(origin, '')}`);
    }
  });
  page.on('requestfailed', (request) => {
    // Requests still running when the audit moves to the next page are cancelled by the browser: not failures.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    if (request.url().startsWith(origin))
      findings.problems.push(`${current()}: request failed: ${request.url().replace(origin, '')} (${request.failure()?.errorText})`);
  });
}

async function axe(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the site's CSP (no inline scripts) rightly does not cover; the
  // crawl below adds it to every document as it starts, which spares sending and compiling it again for each page.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    const axeApi = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{ violations: Array<{ id: string; help: string; nodes: Array<{ target: unknown[] }> }> }>;
        };
      }
    ).axe;
    // Every rule still runs; only the violations are reported in full, which spares axe listing every passing node.
    const result = await axeApi.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map(
      (v) =>
        `${v.id} (${v.help}) at ${v.nodes
          .map((n) => JSON.stringify(n.target))
          .slice(0, 3)
          .join(', ')}`,
    );
  }, WCAG_TAGS);
  return violations;
}

describe('every page', () => {
  it('is every page of the site, every error page and the content editor', async () => {
    const manifest = await manifestOf();
    const routes = [...manifest.routes, ...manifest.readerCopies].map((r) => r.path);
    const errors = LOCALE_CODES.flatMap((code) => ['404', '500'].map((status) => `${localePrefix(code)}/${status}.html`));
    expect(pages).toEqual([...routes, ...errors, '/admin/'].sort());
    expect(SPEC_PATHS.filter((p) => !pages.includes(p))).toEqual([]);
    // Every locale's home, an article and the error pages are among the desktop width's pages.
    expect(widePages).toEqual(expect.arrayContaining(['/', '/cn/', '/bh/', '/404.html', '/cn/500.html', '/admin/']));
    expect(widePages.some((p) => p.startsWith('/blog/') && p !== '/blog/')).toBe(true);
    // Every English page but the articles, every error page, articles of each English collection, and pages of
    // every locale are among the phone width's pages.
    const englishArticles = new Set(manifest.routes.filter((r) => r.locale === 'en' && r.collection).map((r) => r.path));
    expect(phonePages.filter((p) => !/^\/(cn|bh)\//.test(p) && !englishArticles.has(p)).length).toBe(
      pages.filter((p) => !/^\/(cn|bh)\//.test(p) && !englishArticles.has(p)).length,
    );
    for (const collection of ['/services/', '/blog/', '/media/'])
      expect(
        phonePages.some((p) => p.startsWith(collection) && p !== collection && englishArticles.has(p)),
        collection,
      ).toBe(true);
    expect(phonePages).toEqual(expect.arrayContaining(['/cn/', '/bh/', '/cn/contact-us/', '/bh/500.html']));
    // Reader copies of both kinds of English-only page, at both widths.
    for (const sample of [phonePages, widePages]) {
      expect(sample.some((p) => p.startsWith('/cn/blog/') && p !== '/cn/blog/')).toBe(true);
      expect(sample).toEqual(expect.arrayContaining(['/cn/blog/', '/bh/media/']));
    }
  });

  // The two widths run side by side, each in its own browser context: one renderer per core.
  it.concurrent.for(WIDTHS)(
    'at %i px has no accessibility violation, console error, failed request or CSP violation',
    { timeout: 480_000 },
    async (width, { expect }) => {
      const context = await site.context({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
      try {
        await context.addInitScript({ content: AXE_SOURCE });
        await context.addInitScript(() => {
          const store: string[] = [];
          (window as unknown as { __csp: string[] }).__csp = store;
          document.addEventListener('securitypolicyviolation', (e) => store.push(`${e.violatedDirective} blocked ${e.blockedURI}`));
        });
        const page = await context.newPage();
        const findings: PageFindings = { problems: [] };
        let current = '';
        watch(page, site.server.origin, findings, () => current);
        for (const pathname of width === PHONE ? phonePages : widePages) {
          current = `${pathname} @${width}px`;
          await page.goto(`${site.server.origin}${pathname}`, { waitUntil: 'load' });
          const csp = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
          findings.problems.push(...csp.map((v) => `${current}: CSP violation ${v}`));
          findings.problems.push(...(await axe(page)).map((v) => `${current}: axe ${v}`));
        }
        expect(findings.problems).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});

describe('the audit itself', () => {
  it('would report a violation: axe runs on our pages under their CSP', async () => {
    const context = await site.context();
    const page = await context.newPage();
    await page.goto(`${site.server.origin}/about-us/`);
    await page.evaluate(() => document.querySelector('main')?.insertAdjacentHTML('beforeend', '<img src="/favicon.svg">'));
    expect((await axe(page)).some((v) => v.startsWith('image-alt'))).toBe(true);
    await context.close();
  });
});

describe('the site as files', () => {
  it('has a well-formed sitemap', async () => {
    const context = await site.context();
    const page = await context.newPage();
    await page.goto(`${site.server.origin}/robots.txt`);
    const error = await page.evaluate(async () => {
      const xml = await (await fetch('/sitemap.xml')).text();
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      return (
        doc.querySelector('parsererror')?.textContent ??
        (doc.documentElement.nodeName === 'urlset' ? null : `root is ${doc.documentElement.nodeName}`)
      );
    });
    expect(error).toBeNull();
    await context.close();
  });

  it('has no broken link or anchor (linkinator on 127.0.0.1)', async () => {
    const report = await checkLinks(inject('distDir'));
    expect(report.broken).toEqual([]);
    expect(report.checked).toBeGreaterThan(100);
  });
});
