/**
 * The WhatsApp panel never stands over the advice, on every page that has "When to get help" or Key points, in
 * every language, at a phone's, a tablet's and a desktop's width and at 200% zoom. Each page is read as a reader
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
import { createTranslator } from '../../src/i18n/messages.ts';
import type { MessageId } from '../../src/i18n/message-ids.ts';
import { valueOrThrow } from '../../src/shared/problems.ts';
import { filesUnder } from '../helpers/files.ts';
import { ROOT } from '../helpers/project.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';
import { LARGE, SMALL } from './widgets.ts';

const site = siteInBrowser();

const WINDOWS = [
  { name: 'phone, 375 px', viewport: SMALL, deviceScaleFactor: 1, strip: true },
  { name: 'tablet, 768 px', viewport: { width: 768, height: 1024 }, deviceScaleFactor: 1, strip: false },
  { name: 'desktop, 1280 px', viewport: LARGE, deviceScaleFactor: 1, strip: false },
  // 1280 × 800 at 200%: the same CSS pixels as a 640 × 400 window at device scale 2.
  { name: '200% zoom', viewport: { width: 640, height: 400 }, deviceScaleFactor: 2, strip: true },
] as const;

const START = new Date('2026-03-02T09:00:00+08:00').getTime();
/** More than the panel's 5 s: every stop is a place the reader stays. */
const STAY_MS = 6000;

type Node = { nodeName: string; attrs?: { name: string; value: string }[]; childNodes?: Node[] };

/** Whether the built page has the urgent block or Key points: a section labelled by either's heading. */
function hasAdvice(node: Node): boolean {
  const labelledBy = node.attrs?.find((a) => a.name === 'aria-labelledby')?.value;
  if (node.nodeName === 'section' && (labelledBy === 'when-to-get-help-title' || labelledBy === 'key-points-title')) return true;
  return (node.childNodes ?? []).some(hasAdvice);
}

async function pagesWithAdvice(dist: string): Promise<string[]> {
  const pages: string[] = [];
  for (const file of await filesUnder(dist, { ext: 'index.html' })) {
    if (file.startsWith('admin/')) continue;
    if (hasAdvice(parse(await readFile(path.join(dist, file), 'utf8')) as unknown as Node)) pages.push(`/${file.replace(/index\.html$/, '')}`);
  }
  return pages;
}

interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

interface Look {
  readonly panel?: Box;
  readonly kept: ReadonlyArray<{ readonly what: string; readonly box: Box }>;
  readonly height: number;
}

/** The boxes of the panel (if shown) and of everything it must leave clear, read in one step. */
async function look(page: Page, panel: Locator, kept: ReadonlyArray<{ what: string; handle: ElementHandle }>): Promise<Look> {
  const shown = await panel.isVisible();
  const panelHandle = shown ? await panel.elementHandle() : null;
  return page.evaluate(
    ([panelElement, elements, names]) => {
      const box = (element: Element): Box => {
        const { left, top, right, bottom } = element.getBoundingClientRect();
        return { left, top, right, bottom };
      };
      return {
        panel: panelElement ? box(panelElement) : undefined,
        kept: elements.map((element, n) => ({ what: names[n] ?? '', box: box(element) })),
        height: window.innerHeight,
      };
    },
    [panelHandle, kept.map((k) => k.handle), kept.map((k) => k.what)] as const,
  );
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
const inWindow = (b: Box, height: number, width: number) =>
  (b.right > b.left || b.bottom > b.top) && b.top < height && b.bottom > 0 && b.left < width && b.right > 0;

describe('the WhatsApp panel leaves the advice clear', async () => {
  const catalogues = valueOrThrow(await loadCatalogues(path.join(ROOT, 'locales')));

  it.each(WINDOWS)('on every page with urgent advice or Key points ($name)', { timeout: 240_000 }, async (win) => {
    const pages = await pagesWithAdvice(inject('distDir'));
    expect(pages.length).toBeGreaterThan(20);
    const context = await site.context({ viewport: win.viewport, deviceScaleFactor: win.deviceScaleFactor, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.clock.install({ time: START });
    await page.clock.pauseAt(START + 1000);
    const problems: string[] = [];
    let opened = 0;
    let stops = 0;
    for (const pathname of pages) {
      const code = localeOfPath(pathname);
      const translator = createTranslator(code, catalogues[code]);
      const t = (id: MessageId) => translator.formatMessage({ id });
      await page.goto(`${site.server.origin}${pathname}`, { waitUntil: 'load' });
      // The islands start when the browser is idle; the WhatsApp link turns into a button then.
      await page.clock.runFor(1000);
      const widget = page.getByRole('complementary', { name: 'WhatsApp' });
      await widget.getByRole('button', { name: t('whatsapp.button') }).waitFor();
      const panel = widget.getByRole('region', { name: t('whatsapp.title') });

      const named = async (what: string, locator: Locator) =>
        (await locator.elementHandles()).map((handle) => ({ what, handle }));
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

      const stay = async (where: string, scroll: () => Promise<void>) => {
        await scroll();
        await page.clock.runFor(STAY_MS);
        stops += 1;
        const seen = await look(page, panel, kept);
        if (!seen.panel) return;
        opened += 1;
        const width = win.viewport.width;
        for (const { what, box } of seen.kept) {
          if (!inWindow(box, seen.height, width) || !overlaps(seen.panel, box)) continue;
          problems.push(`${pathname} at ${where}: the panel covers ${what}`);
        }
        if (win.strip && seen.panel.top < seen.height * 0.7)
          problems.push(`${pathname} at ${where}: the panel is ${Math.round(seen.height - seen.panel.top)} px of ${seen.height} px high`);
      };
      const toStart = (locator: Locator) => async () => {
        if (await locator.count()) await locator.first().evaluate((el) => el.scrollIntoView({ block: 'start', behavior: 'instant' }));
      };
      const toEnd = (locator: Locator) => async () => {
        if (await locator.count()) await locator.first().evaluate((el) => el.scrollIntoView({ block: 'end', behavior: 'instant' }));
      };

      await stay('the top', async () => undefined);
      await stay('Key points', toStart(keyPoints));
      await stay('the urgent block', toStart(urgent));
      for (const [n, level] of (await urgent.getByRole('heading', { level: 3 }).all()).entries())
        await stay(`urgent level ${n + 1}`, async () => level.evaluate((el) => el.scrollIntoView({ block: 'start', behavior: 'instant' })));
      await stay('the end of the urgent block', toEnd(urgent));
      await stay('the form', toStart(page.getByRole('heading', { name: t('form.title') })));
    }
    expect(problems).toEqual([]);
    // The spec's opening still happens where the panel covers nothing.
    expect(opened).toBeGreaterThan(0);
    console.info(`${win.name}: ${pages.length} pages, ${stops} stops, panel open at ${opened}`);
  });
});
