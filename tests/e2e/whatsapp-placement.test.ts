/**
 * The WhatsApp panel never stands over the advice, on the pages that have "When to get help" or Key points (of
 * each template, the longest and the shortest advice), in every language, at a phone's, a tablet's and a desktop's width and at 200% zoom. Each page is read as a reader
 * does: the top, Key points, the urgent block (its start, each level, its end) and the enquiry form, with the
 * clock moved on at every stop so the automatic opening (5 s after load) has happened wherever it can. At every
 * stop an open panel may cover no heading, no part of the urgent block, of Key points, of "Need help now?" or of
 * the form in the window; on a phone and at 200% it is a strip at the bottom. One browser, one context a window
 * size, one tab that visits every page.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'parse5';
import { describe, expect, inject, it } from 'vitest';
import type { ElementHandle, Locator, Page } from 'playwright-core';
import { loadCatalogues } from '../../src/generator/load/catalogues.ts';
import { localeOfPath } from '../../src/i18n/locales.ts';
import { type Catalogues, createTranslator } from '../../src/i18n/messages.ts';
import type { MessageId } from '../../src/i18n/message-ids.ts';
import { type Box, inWindow, isBottomStrip, overlaps } from '../../src/islands/keep-clear.ts';
import { valueOrThrow } from '../../src/shared/problems.ts';
import { extremesByGroup } from '../helpers/page-sample.ts';
import { manifestOf } from '../helpers/real-site.ts';
import { ROOT } from '../helpers/project.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';
import { LARGE, SMALL } from './widgets.ts';

const site = siteInBrowser();

const WINDOWS = [
  { name: 'phone, 375 px', viewport: SMALL, deviceScaleFactor: 1, strip: true },
  { name: 'tablet, 768 px', viewport: { width: 768, height: 1024 }, deviceScaleFactor: 1, strip: true },
  { name: 'desktop, 1280 px', viewport: LARGE, deviceScaleFactor: 1, strip: false },
  // 1280 × 800 at 200%: the same CSS pixels as a 640 × 400 window at device scale 2.
  { name: '200% zoom', viewport: { width: 640, height: 400 }, deviceScaleFactor: 2, strip: true },
] as const;

const START = new Date('2026-03-02T09:00:00+08:00').getTime();
/** More than the panel's 5 s: every stop is a place the reader stays. */
const STAY_MS = 6000;

type HtmlNode = { nodeName: string; attrs?: { name: string; value: string }[]; childNodes?: HtmlNode[] };

const ADVICE = new Set(['when-to-get-help-title', 'key-points-title']);

/** The sections of urgent advice and Key points of a built page: sections labelled by either's heading. */
function adviceSections(node: HtmlNode): HtmlNode[] {
  const labelledBy = node.attrs?.find((a) => a.name === 'aria-labelledby')?.value;
  if (node.nodeName === 'section' && labelledBy && ADVICE.has(labelledBy)) return [node];
  return (node.childNodes ?? []).flatMap(adviceSections);
}

function countItems(node: HtmlNode): number {
  return (node.nodeName === 'li' ? 1 : 0) + (node.childNodes ?? []).reduce((sum, child) => sum + countItems(child), 0);
}

/**
 * The pages read: of each template's pages with advice, the one with the longest and the one with the shortest
 * advice (warning signs and key points), so every layout, kind and locale is read at both extremes of what moves
 * the panel's neighbours (templateGroup), and a new article or translation does not add minutes.
 */
async function pagesWithAdvice(dist: string): Promise<{ read: string[]; all: number }> {
  const items = new Map<string, number>();
  const routes = (await manifestOf()).routes;
  for (const route of routes) {
    const file = path.join(dist, route.path, 'index.html');
    const sections = adviceSections(parse(await readFile(file, 'utf8')) as unknown as HtmlNode);
    if (sections.length)
      items.set(
        route.path,
        sections.reduce((sum, section) => sum + countItems(section), 0),
      );
  }
  return { read: extremesByGroup(routes, (route) => items.get(route.path)).map((route) => route.path), all: items.size };
}

interface Look {
  readonly panel?: Box;
  readonly kept: ReadonlyArray<{ readonly what: string; readonly box: Box }>;
  readonly height: number;
}

/** The boxes of the panel (if shown) and of everything it must leave clear, read in one step. */
function look(page: Page, panel: ElementHandle, kept: ReadonlyArray<{ what: string; handle: ElementHandle }>): Promise<Look> {
  return page.evaluate(
    ([panelElement, elements, names]) => {
      const box = (element: unknown): Box => {
        const { left, top, right, bottom } = (element as Element).getBoundingClientRect();
        return { left, top, right, bottom };
      };
      return {
        panel: (panelElement as Element).checkVisibility() ? box(panelElement) : undefined,
        kept: elements.map((element, n) => ({ what: names[n] ?? '', box: box(element) })),
        height: window.innerHeight,
      };
    },
    [panel, kept.map((k) => k.handle), kept.map((k) => k.what)] as const,
  );
}

/**
 * Scrolls `element` to the top or the bottom of the window as a reader's jump would, and returns once the page
 * has seen the scroll event (the page's own listeners, registered earlier, have run by then): the page's timers
 * are the test's clock, and the event must not come after the clock has been moved on.
 */
function scrollIntoView(element: Node, block: 'start' | 'end'): Promise<void> {
  return new Promise((resolve) => {
    const before = window.scrollY;
    window.addEventListener('scroll', () => resolve(), { once: true });
    (element as unknown as Element).scrollIntoView({ block, behavior: 'instant' });
    if (window.scrollY === before) resolve();
  });
}

interface Tally {
  readonly problems: string[];
  stops: number;
  opened: number;
}

/** Visits every page in one tab of a context of the window's size and stops where a reader stops. */
async function readEveryPage(win: (typeof WINDOWS)[number], pages: readonly string[], catalogues: Catalogues): Promise<Tally> {
  const tally: Tally = { problems: [], stops: 0, opened: 0 };
  const context = await site.context({ viewport: win.viewport, deviceScaleFactor: win.deviceScaleFactor, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.clock.install({ time: START });
  await page.clock.pauseAt(START + 1000);
  for (const pathname of pages) {
    const code = localeOfPath(pathname);
    const translator = createTranslator(code, catalogues[code]);
    const t = (id: MessageId) => translator.formatMessage({ id });
    await page.goto(`${site.server.origin}${pathname}`, { waitUntil: 'load' });
    // The islands start when the browser is idle, before the panel's 5 s: the WhatsApp link turns into a button.
    await page.clock.runFor(1000);
    const button = page.getByRole('complementary', { name: 'WhatsApp' }).getByRole('button', { name: t('whatsapp.button') });
    await button.waitFor();
    // The panel the button controls, found while it is still closed.
    const panel = await page.locator(`[id="${await button.getAttribute('aria-controls')}"]`).elementHandle();
    if (!panel) throw new Error(`${pathname}: the WhatsApp button controls no panel`);

    const named = async (what: string, locator: Locator) => (await locator.elementHandles()).map((handle) => ({ what, handle }));
    const urgent = page.getByRole('region', { name: t('urgent.title') });
    const keyPoints = page.getByRole('region', { name: t('article.keyPoints') });
    const kept = [
      ...(await named('the urgent block', urgent)),
      ...(await named('Key points', keyPoints)),
      ...(await named('Need help now?', page.getByRole('region', { name: t('article.needHelp') }))),
      ...(await named('a form field', page.getByRole('textbox'))),
      ...(await named('the form button', page.getByRole('button', { name: t('form.submit') }))),
      // Read while the panel is closed, so its own heading is not among them.
      ...(await named('a heading', page.getByRole('heading'))),
    ];
    const first = async (locator: Locator) => (await locator.elementHandles())[0];
    const stops: ReadonlyArray<readonly [string, ElementHandle | undefined, 'start' | 'end']> = [
      ['Key points', await first(keyPoints), 'start'],
      ['the urgent block', await first(urgent), 'start'],
      ['"Go to A&E now"', await first(urgent.getByRole('heading', { name: t('urgent.aAndENow') })), 'start'],
      ['the end of the urgent block', await first(urgent), 'end'],
      // The first section of the text after Key points and the urgent block: plain reading.
      ['a section of the text', (await page.getByRole('main').getByRole('heading', { level: 2 }).elementHandles())[2], 'start'],
      ['the form', await first(page.getByRole('heading', { name: t('form.title') })), 'start'],
    ];

    const stay = async (where: string) => {
      await page.clock.runFor(STAY_MS);
      tally.stops += 1;
      const seen = await look(page, panel, kept);
      if (!seen.panel) return;
      tally.opened += 1;
      const size = { width: win.viewport.width, height: seen.height };
      for (const { what, box } of seen.kept) {
        if (inWindow(box, size) && overlaps(seen.panel, box))
          tally.problems.push(`${win.name}, ${pathname} at ${where}: the panel covers ${what}`);
      }
      if (win.strip && !isBottomStrip(seen.panel, size))
        tally.problems.push(
          `${win.name}, ${pathname} at ${where}: the panel is ${Math.round(seen.height - seen.panel.top)} px of ${seen.height} px high`,
        );
    };
    await stay('the top');
    for (const [where, element, block] of stops) {
      if (!element) continue;
      await element.evaluate(scrollIntoView, block);
      await stay(where);
    }
  }
  return tally;
}

describe('the WhatsApp panel leaves the advice clear', () => {
  it('on the longest and shortest advice of each template, at 375, 768 and 1280 px and at 200% zoom', { timeout: 600_000 }, async () => {
    const catalogues = valueOrThrow(await loadCatalogues(path.join(ROOT, 'locales')));
    const { read: pages, all } = await pagesWithAdvice(inject('distDir'));
    // Pages of every locale, and articles, are among them.
    for (const prefix of ['/cn/', '/bh/']) expect(pages.some((p) => p.startsWith(prefix))).toBe(true);
    expect(pages.filter((p) => /^\/(services|blog)\/./.test(p)).length).toBeGreaterThanOrEqual(4);
    // The four windows side by side: the time goes on the browser's side of each page, which two cores share.
    const tallies = await Promise.all(WINDOWS.map((win) => readEveryPage(win, pages, catalogues)));
    expect(tallies.flatMap((tally) => tally.problems)).toEqual([]);
    for (const [n, tally] of tallies.entries()) {
      console.info(`${WINDOWS[n]?.name}: ${pages.length} of ${all} pages, ${tally.stops} stops, panel open at ${tally.opened}`);
      // The spec's opening still happens where the panel covers nothing.
      expect(tally.opened).toBeGreaterThan(0);
    }
  });
});
