/**
 * The WhatsApp widget in Chromium on a controlled clock: the page loads with the clock paused,
 * so "4 s after load" is exact, and time moves only when the test says so.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LARGE, NAMES, scrollTo, SMALL, watchConsole } from './widgets.ts';
import { clinic } from '../../src/site/clinic.ts';
import { whatsappHref } from '../helpers/clinic-facts.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

const site = siteInBrowser();

const START = new Date('2026-03-02T09:00:00+08:00').getTime();

/**
 * Loads a page with the clock paused just after START, then moves the clock to `seconds` after the load event
 * (firing every timer on the way, the islands' idle start among them) and waits for the widget to be ready.
 * The clock stays paused: a timer the widget sets after that fires only when the test moves time on.
 */
async function loadAt(
  pathname: string,
  seconds: number,
  reducedMotion: 'reduce' | 'no-preference' = 'reduce',
  viewport: { readonly width: number; readonly height: number } = SMALL,
) {
  const context = await site.context({ viewport, reducedMotion });
  const page = await context.newPage();
  const problems = watchConsole(page);
  await page.clock.install({ time: START });
  await page.clock.pauseAt(START + 1000);
  await page.goto(`${site.server.origin}${pathname}`, { waitUntil: 'load' });
  // The clock is paused, so the load event happened at exactly this time.
  const loadedAt = await page.evaluate(() => Date.now());
  expect(loadedAt).toBe(START + 1000);
  await page.clock.runFor(seconds * 1000);
  await page.getByRole('button', { name: buttonName(pathname) }).waitFor();
  return { page, problems };
}

const buttonName = (pathname: string) => (pathname.startsWith('/cn/') ? '通过 WhatsApp 与我们聊天' : NAMES.whatsapp);
const panelShown = (page: Page, title: string = NAMES.whatsappPanel) => page.getByRole('heading', { name: title }).isVisible();

describe('WhatsApp widget', () => {
  it('is hidden at 4 s after load and shown at 6 s, without taking focus', async () => {
    const { page, problems } = await loadAt('/about-us/', 4);
    const button = page.getByRole('button', { name: NAMES.whatsapp });
    expect(await panelShown(page)).toBe(false);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await page.clock.runFor(2000);
    await expect.poll(() => panelShown(page)).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByText('Having trouble with your bones and joints? Let us help you.').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Click to WhatsApp Us' }).getAttribute('href')).toBe(whatsappHref('en'));
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('stays hidden at 7 s when closed early, and reopens with the button', async () => {
    const { page, problems } = await loadAt('/about-us/', 4);
    const button = page.getByRole('button', { name: NAMES.whatsapp });
    await button.click();
    await expect.poll(() => panelShown(page)).toBe(true);
    await page.getByRole('button', { name: 'Close chat' }).click();
    await expect.poll(() => panelShown(page)).toBe(false);
    await page.clock.runFor(3000);
    expect(await panelShown(page)).toBe(false);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    await expect.poll(() => panelShown(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('offers the prefilled enquiry in the page language', async () => {
    const { page } = await loadAt('/cn/contact-us/', 4);
    await page.clock.runFor(2000);
    await expect.poll(() => panelShown(page, '让我们帮助您')).toBe(true);
    const href = await page.getByRole('link', { name: '点击通过 WhatsApp 联系我们' }).getAttribute('href');
    expect(href).toBe(whatsappHref('cn'));
    expect(new URL(href ?? '').searchParams.get('text')).toBe(clinic.whatsapp.text.cn);
  });

  it('slides in only when the visitor has not asked for reduced motion', async () => {
    const animation = async (reducedMotion: 'reduce' | 'no-preference') => {
      const { page } = await loadAt('/about-us/', 4, reducedMotion);
      await page.clock.runFor(2000);
      await expect.poll(() => panelShown(page)).toBe(true);
      return page
        .getByRole('heading', { name: NAMES.whatsappPanel })
        .evaluate((heading) => getComputedStyle(heading.closest('section') as Element).animationName);
    };
    expect(await animation('reduce')).toBe('none');
    expect(await animation('no-preference')).toBe('whatsapp-in');
  });
});

/** Closes the panel, which has opened by itself, with its close button. */
async function closePanel(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Close chat' }).click();
  await expect.poll(() => panelShown(page)).toBe(false);
}

describe('WhatsApp panel, once closed, stays closed for the visit', () => {
  it('after a full page load, and after a page change', async () => {
    const { page, problems } = await loadAt('/about-us/', 4, 'reduce', LARGE);
    await page.clock.runFor(2000);
    await expect.poll(() => panelShown(page)).toBe(true);
    await closePanel(page);

    await page.goto(`${site.server.origin}/services/`, { waitUntil: 'load' });
    await page.clock.runFor(6000);
    const button = page.getByRole('button', { name: NAMES.whatsapp });
    await button.waitFor();
    await page.clock.runFor(10_000);
    expect(await panelShown(page)).toBe(false);

    // A page change in the visit (the runtime swaps <main>), then a full load of the page it reached.
    await page.getByRole('banner').getByRole('link', { name: 'Contact us', exact: true }).click();
    await page.waitForURL(`${site.server.origin}/contact-us/`);
    await page.clock.runFor(10_000);
    expect(await panelShown(page)).toBe(false);
    await page.reload({ waitUntil: 'load' });
    await page.clock.runFor(6000);
    await button.waitFor();
    await page.clock.runFor(10_000);
    expect(await panelShown(page)).toBe(false);

    // The button still opens it on request.
    await button.click();
    await expect.poll(() => panelShown(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('opens again by itself in a new visit', async () => {
    const { page } = await loadAt('/about-us/', 4);
    await page.clock.runFor(2000);
    await expect.poll(() => panelShown(page)).toBe(true);
  });
});

describe('WhatsApp panel does not open over what the visitor is using', () => {
  it('waits while the enquiry form is in view, and opens once it is scrolled away', async () => {
    const { page } = await loadAt('/about-us/', 4, 'reduce', LARGE);
    await page.getByRole('heading', { name: 'Make an enquiry' }).last().scrollIntoViewIfNeeded();
    await page.clock.runFor(8000);
    expect(await panelShown(page)).toBe(false);
    await scrollTo(page, 0);
    await page.clock.runFor(2000);
    await expect.poll(() => panelShown(page)).toBe(true);
  });

  it('waits while the menu is open', async () => {
    const { page } = await loadAt('/about-us/', 4);
    await page.getByRole('button', { name: NAMES.leftMenu, exact: true }).click();
    await page.getByRole('dialog', { name: NAMES.leftSidebar }).waitFor();
    await page.clock.runFor(8000);
    expect(await panelShown(page)).toBe(false);
  });

  it('does not open on the not-found page', async () => {
    const { page } = await loadAt('/no-such-page/', 4);
    await page.getByRole('heading', { name: 'Oh, no, page does not exist!' }).waitFor();
    await page.clock.runFor(10_000);
    expect(await panelShown(page)).toBe(false);
  });

  it("on a phone, leaves the home page's first call to action uncovered", async () => {
    const { page } = await loadAt('/', 4);
    const enquire = page.getByRole('main').getByRole('link', { name: 'Make an enquiry' }).first();
    expect(await enquire.isVisible()).toBe(true);
    await page.clock.runFor(8000);
    expect(await panelShown(page)).toBe(false);
    await scrollTo(page, 900);
    await page.clock.runFor(2000);
    await expect.poll(() => panelShown(page)).toBe(true);
  });
});
