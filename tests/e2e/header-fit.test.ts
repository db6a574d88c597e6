/**
 * The header in Chromium on phones from 320 to 414 px, in the three languages: every control (logo, call, the
 * clinic's Facebook and Instagram, the search link, the menu button, and the language switcher where it shows) lies inside the
 * header's box, and no control's text runs onto a second line. The same on the large screens where the header is
 * at its fullest (the Malay navigation is the longest). The social links are found by role and name.
 *
 * The header must fit the visitor's fonts, not only this machine's: every fit is measured twice, with the machine's
 * fonts (system-ui is DejaVu Sans here, about a fifth wider than Arial) and with a wider set, WIDER_FONTS. The logo's
 * words are drawn whole inside its picture in either.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clinic } from '../../src/site/clinic.ts';
import { localePrefix, type LocaleCode } from '../../src/i18n/locales.ts';
import { ROOT } from '../helpers/project.ts';
import { nextFrames, waitForWidgets, watchConsole } from './widgets.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

const site = siteInBrowser({ serve: 'static' });
let catalogues: Record<LocaleCode, Record<string, string>>;

beforeAll(async () => {
  const read = async (code: LocaleCode) =>
    JSON.parse(await readFile(path.join(ROOT, 'locales', `${code}.json`), 'utf8')) as Record<string, string>;
  catalogues = { en: await read('en'), cn: await read('cn'), bh: await read('bh') };
});

/**
 * A wider set of fonts than the machine's: its widest sans-serif (DejaVu Sans, and its CJK font for Chinese) with
 * 0.04 em between letters, which makes the Malay navigation about 6% wider than the machine's fonts draw it.
 */
const WIDER_FONTS = `*, *::before, *::after {
  font-family: "DejaVu Sans", "Noto Sans CJK SC", sans-serif !important;
  letter-spacing: 0.04em !important;
}`;
type Fonts = 'machine' | 'wider';
const FONT_SETS: readonly Fonts[] = ['machine', 'wider'];

/** One loaded page per language and font set, resized to each width a test measures: the header is laid out by CSS alone. */
const shown = new Map<string, Promise<{ page: Page; problems: string[] }>>();

async function at(locale: LocaleCode, width: number, fonts: Fonts = 'machine'): Promise<{ page: Page; problems: string[] }> {
  const opening = shown.get(`${locale} ${fonts}`) ?? open(locale, width, fonts);
  shown.set(`${locale} ${fonts}`, opening);
  const opened = await opening;
  await opened.page.setViewportSize({ width, height: 700 });
  await nextFrames(opened.page);
  return opened;
}

/** A page of its own, for a test that changes what it shows. */
async function open(locale: LocaleCode, width: number, fonts: Fonts = 'machine'): Promise<{ page: Page; problems: string[] }> {
  const context = await site.context({ viewport: { width, height: 700 } });
  const page = await context.newPage();
  const problems = watchConsole(page);
  await page.goto(`${site.server.origin}${localePrefix(locale)}/about-us/`, { waitUntil: 'load' });
  // After hydration the menu link has become a button: measure the header as visitors use it.
  await waitForWidgets(page);
  if (fonts === 'wider') await page.addStyleTag({ content: WIDER_FONTS });
  return { page, problems };
}

interface Measured {
  readonly name: string;
  readonly box: { left: number; right: number; top: number; bottom: number };
  /** Lines the control's visible text takes: the distinct tops of its text's line boxes. */
  readonly lines: number;
  /** True when the control's content is wider than the control itself. */
  readonly clipped: boolean;
}

/** Every visible control of the header, measured in the page: its box and how many lines its visible text takes. */
function measureHeader(page: Page): Promise<{ header: Measured['box']; controls: Measured[]; pageWidth: number; viewport: number }> {
  return page.getByRole('banner').evaluate((header) => {
    const box = (r: DOMRect) => ({ left: r.left, right: r.right, top: r.top, bottom: r.bottom });
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 1 && r.height > 1 && getComputedStyle(el).visibility !== 'hidden';
    };
    const controls = [...header.querySelectorAll<HTMLElement>('a[href], button')].filter(visible).map((el) => {
      const tops = new Set<number>();
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // Text that is only for screen readers (a 1 px clipped box) has no lines anyone sees.
        if (!node.textContent?.trim() || !node.parentElement || !visible(node.parentElement)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
      }
      const name =
        (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim() || (el.querySelector('img')?.alt ?? '');
      return { name, box: box(el.getBoundingClientRect()), lines: tops.size, clipped: el.scrollWidth > el.clientWidth + 1 };
    });
    return { header: box(header.getBoundingClientRect()), controls, pageWidth: document.documentElement.scrollWidth, viewport: innerWidth };
  });
}

async function expectEverythingFits(page: Page, expectedControls: number): Promise<void> {
  const { header, controls, pageWidth, viewport } = await measureHeader(page);
  expect(controls.map((c) => c.name)).toHaveLength(expectedControls);
  const outside = controls.filter(
    (c) =>
      c.box.left < header.left || c.box.right > Math.min(header.right, viewport) || c.box.top < header.top || c.box.bottom > header.bottom,
  );
  expect(outside.map((c) => `${c.name} ${JSON.stringify(c.box)} outside ${JSON.stringify(header)}`)).toEqual([]);
  expect(controls.filter((c) => c.lines > 1).map((c) => `${c.name}: ${c.lines} lines`)).toEqual([]);
  expect(controls.filter((c) => c.clipped).map((c) => c.name)).toEqual([]);
  expect(pageWidth).toBeLessThanOrEqual(viewport);
}

const LOCALES = ['en', 'cn', 'bh'] as const;

describe('the header on phones', () => {
  for (const width of [320, 375, 414]) {
    for (const locale of LOCALES) {
      it(`fits every control on one line inside the header at ${width} px in ${locale}`, async () => {
        const { page, problems } = await at(locale, width);
        // Logo, call (with its word), WhatsApp (from 360 px), search, menu: the switcher is in the left sidebar
        // on phones, Facebook and Instagram in the footer.
        await expectEverythingFits(page, width < 360 ? 4 : 5);
        const banner = page.getByRole('banner');
        const call = banner.getByRole('link', { name: catalogues[locale]['header.callUs'] });
        expect(await call.evaluate((link) => (link as HTMLElement).innerText.replace(/\s+/g, ' ').trim())).toBe(
          catalogues[locale]['header.callUs'],
        );
        expect(await banner.getByRole('link', { name: catalogues[locale]['header.whatsapp'], exact: true }).isVisible()).toBe(width >= 360);
        expect(await banner.getByRole('link', { name: catalogues[locale]['social.facebookName'], exact: true }).isVisible()).toBe(false);
        // Opaque: the page's text never shows through.
        expect(await banner.evaluate((header) => getComputedStyle(header).backgroundColor)).toBe('rgb(255, 255, 255)');
        expect(await banner.getByRole('link', { name: catalogues[locale]['search.open'], exact: true }).isVisible()).toBe(true);
        expect(await banner.getByRole('navigation', { name: catalogues[locale]['switcher.label'] }).isVisible()).toBe(false);
        expect(await banner.getByRole('button', { name: catalogues[locale]['header.menu'], exact: true }).isVisible()).toBe(true);
        expect(problems).toEqual([]);
      });
    }
  }
});

describe('the header in a wider font', () => {
  for (const width of [320, 375, 414]) {
    for (const locale of LOCALES) {
      it(`fits every control on one line inside the header at ${width} px in ${locale}`, async () => {
        const { page } = await at(locale, width, 'wider');
        await expectEverythingFits(page, width < 360 ? 4 : 5);
      });
    }
  }
  for (const width of [1200, 1360, 1480]) {
    it(`fits the large screen's one line at ${width} px in Malay`, async () => {
      const { page } = await at('bh', width, 'wider');
      await expectEverythingFits(page, 13);
    });
  }
});

describe('the logo', () => {
  for (const fonts of FONT_SETS) {
    it(`is drawn whole at 1280 px with the ${fonts} fonts: its words end inside the picture`, async () => {
      const { page } = await at('en', 1280, fonts);
      const logo = page.getByRole('banner').getByRole('link').first().getByRole('img');
      // The picture as the browser draws it, at its own size: the last columns must be empty, or the words run
      // past its edge and are cut ("Harbourviev").
      const inkAtRightEdge = await logo.evaluate((img: HTMLImageElement) => {
        const canvas = document.createElement('canvas');
        canvas.width = img.naturalWidth;
        canvas.height = img.naturalHeight;
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d canvas');
        context.drawImage(img, 0, 0);
        const edge = context.getImageData(canvas.width - 3, 0, 3, canvas.height).data;
        return edge.filter((_, i) => i % 4 === 3 && edge[i] !== 0).length;
      });
      expect(inkAtRightEdge, 'pixels drawn in the logo’s last 3 columns').toBe(0);
      expect(await logo.evaluate((img: HTMLImageElement) => img.getBoundingClientRect().width)).toBeGreaterThanOrEqual(120);
    });
  }

  for (const file of ['logo-name.svg', 'logo.svg']) {
    it(`keeps every word of ${file} inside its picture whatever font draws it`, async () => {
      const svg = await readFile(path.join(ROOT, 'public/images', file), 'utf8');
      const { page } = await open('en', 1280);
      // The picture's own markup with a far wider font: letters 0.2 em apart.
      await page.setContent(svg.replace('</svg>', '<style>text { letter-spacing: 0.2em; }</style></svg>'));
      const overflow = await page.locator('svg').evaluate((root: SVGSVGElement) =>
        [...root.querySelectorAll('text')]
          .map((text) => ({ words: text.textContent, right: text.getBBox().x + text.getBBox().width }))
          .filter(({ right }) => right > root.viewBox.baseVal.width)
          .map(({ words, right }) => `${words} ends at ${right} of ${root.viewBox.baseVal.width}`),
      );
      expect(overflow).toEqual([]);
    });
  }
});

describe('the header on large screens', () => {
  for (const width of [1200, 1360, 1480]) {
    it(`fits navigation, call, social links, languages and menu on one line at ${width} px in Malay`, async () => {
      const { page, problems } = await at('bh', width);
      // Logo, four navigation links, call, Facebook, Instagram, three languages, search, menu.
      await expectEverythingFits(page, 13);
      expect(await page.getByRole('banner').getByRole('navigation', { name: 'Pilih Bahasa' }).isVisible()).toBe(true);
      expect(problems).toEqual([]);
    });
  }
});

describe('the clinic’s social links in the header', () => {
  for (const [locale, width] of [
    ['en', 768],
    ['cn', 560],
    ['bh', 1280],
  ] as const) {
    it(`lead to Facebook and Instagram, named for where they go, in ${locale} at ${width} px`, async () => {
      const { page } = await at(locale, width);
      const banner = page.getByRole('banner');
      const facebook = banner.getByRole('link', { name: catalogues[locale]['social.facebookName'], exact: true });
      const instagram = banner.getByRole('link', { name: catalogues[locale]['social.instagramName'], exact: true });
      expect(await facebook.getAttribute('href')).toBe(clinic.social.facebook);
      expect(await instagram.getAttribute('href')).toBe(clinic.social.instagram);
      expect(await facebook.isVisible()).toBe(true);
      expect(await instagram.isVisible()).toBe(true);
    });
  }
});

describe('the language switcher’s name', () => {
  it('is shown above the languages in the left sidebar, and names the header’s switcher on large screens', async () => {
    const { page } = await open('cn', 375);
    await page.getByRole('banner').getByRole('button', { name: '菜单', exact: true }).click();
    const sidebar = page.getByRole('dialog', { name: '菜单' });
    await sidebar.waitFor();
    const heading = sidebar.getByRole('heading', { name: '选择语言' });
    expect(await heading.isVisible()).toBe(true);
    // A group inside the dialog, not a second navigation landmark named like the header's.
    expect(await sidebar.getByRole('group', { name: '选择语言' }).getByRole('link').count()).toBe(3);

    const large = await open('en', 1280);
    expect(await large.page.getByRole('banner').getByRole('navigation', { name: 'Select Language' }).getByRole('link').count()).toBe(3);
  });
});
