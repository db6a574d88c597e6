/**
 * The named examples of the header widgets, one per widget state, shared by the browser tests
 * (widgets.test.ts, whatsapp.test.ts) and the accessibility check (widgets-axe.test.ts). Each example says where
 * it is (page, screen size) and how a visitor brings the widget into that state, by role, name and text only.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { clinic } from '../../src/site/clinic.ts';

export const SMALL = { width: 375, height: 740 } as const;
export const LARGE = { width: 1280, height: 800 } as const;

export const NAMES = {
  leftMenu: 'Menu',
  rightMenu: 'Clinic information menu',
  leftSidebar: 'Menu',
  /** The clinic information sidebar is named after the clinic. */
  rightSidebar: clinic.name.en,
  whatsapp: 'Chat with us on WhatsApp',
  whatsappPanel: 'Let us help you',
} as const;

/**
 * Islands hydrate when the browser is idle after the load event: wait, in any language, for the header's menu
 * button and the WhatsApp button, which are links until then.
 */
export async function waitForWidgets(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button').first().waitFor();
  await page.getByRole('complementary', { name: 'WhatsApp' }).getByRole('button').first().waitFor();
}

export async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
}

/** Two animation frames: the header's scroll listener has certainly run after them. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Opens the WhatsApp panel with its button. It may open by itself at 5 s, between a look and a click: press until it is open. */
export async function openWhatsApp(page: Page, buttonName: string): Promise<void> {
  const button = page.getByRole('button', { name: buttonName });
  await expect
    .poll(async () => {
      if ((await button.getAttribute('aria-expanded')) === 'false') await button.click();
      return button.getAttribute('aria-expanded');
    })
    .toBe('true');
}

export interface WidgetExample {
  readonly name: string;
  readonly path: string;
  readonly viewport: { readonly width: number; readonly height: number };
  /** Brings the widget into the state the example names, and waits until it is there. */
  readonly arrange: (page: Page) => Promise<void>;
}

export const WIDGET_EXAMPLES: readonly WidgetExample[] = [
  { name: 'header inactive, menu closed (375 px)', path: '/about-us/', viewport: SMALL, arrange: async () => undefined },
  {
    name: 'header active after 80 px of scroll (1280 px)',
    path: '/about-us/',
    viewport: LARGE,
    arrange: async (page) => {
      await scrollTo(page, 400);
      await expect.poll(() => page.getByRole('banner').getAttribute('data-state')).toBe('active');
    },
  },
  {
    name: 'left sidebar open (375 px)',
    path: '/about-us/',
    viewport: SMALL,
    arrange: async (page) => {
      await page.getByRole('button', { name: NAMES.leftMenu, exact: true }).click();
      await page.getByRole('dialog', { name: NAMES.leftSidebar }).waitFor();
    },
  },
  {
    name: 'right sidebar open (1280 px)',
    path: '/bh/about-us/',
    viewport: LARGE,
    arrange: async (page) => {
      await page.getByRole('button', { name: 'Menu maklumat klinik' }).click();
      await page.getByRole('dialog', { name: clinic.name.bh }).waitFor();
    },
  },
  {
    name: 'WhatsApp panel open (375 px)',
    path: '/cn/contact-us/',
    viewport: SMALL,
    arrange: (page) => openWhatsApp(page, '通过 WhatsApp 与我们聊天'),
  },
  {
    name: 'left sidebar closed again with Escape (375 px)',
    path: '/services/',
    viewport: SMALL,
    arrange: async (page) => {
      const button = page.getByRole('button', { name: NAMES.leftMenu, exact: true });
      await button.click();
      await page.getByRole('dialog', { name: NAMES.leftSidebar }).waitFor();
      await page.keyboard.press('Escape');
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    },
  },
  {
    name: 'WhatsApp panel closed with its close button (1280 px)',
    path: '/bh/',
    viewport: LARGE,
    arrange: async (page) => {
      await openWhatsApp(page, 'Berbual dengan kami di WhatsApp');
      await page.getByRole('button', { name: 'Tutup perbualan' }).click();
      await expect
        .poll(() => page.getByRole('button', { name: 'Berbual dengan kami di WhatsApp' }).getAttribute('aria-expanded'))
        .toBe('false');
    },
  },
  {
    name: 'language switcher on an English-only page (1280 px)',
    path: '/blog/common-dance-injuries/',
    viewport: LARGE,
    arrange: async (page) => {
      await page.getByRole('navigation', { name: 'Select Language' }).waitFor();
    },
  },
];

const AXE_SOURCE = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** axe-core's WCAG 2.0/2.1/2.2 A and AA rules over the page as it is now: one line per violation and node. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: await AXE_SOURCE });
  return page.evaluate(async (tags) => {
    interface AxeResult {
      violations: Array<{ id: string; help: string; nodes: Array<{ target: unknown[] }> }>;
    }
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResult> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.help}) at ${JSON.stringify(n.target)}`));
  }, WCAG_TAGS);
}

/** Collects what must never happen on a page: console errors and warnings (hydration mismatches are warnings), uncaught errors. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}
