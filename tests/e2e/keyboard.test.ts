/**
 * Keyboard-only journeys, the way someone who cannot use a mouse goes through the site: the skip link,
 * both menus opened and closed, the language switcher, the WhatsApp button, and an enquiry filled in and sent.
 * Every element that receives focus on the way must show it.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startFakeFormService, type FakeFormService } from '../../scripts/fake-form-service.ts';
import { buildFixtureSite, type FixtureBuild } from '../helpers/fixture-build.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';
import { LARGE, NAMES, SMALL, waitForWidgets, watchConsole } from './widgets.ts';

let fake: FakeFormService | undefined;
let fixture: FixtureBuild | undefined;

// The fixture site, its form sending to the fake service: the journeys use the fixed pages and the widgets, which
// every site has.
const site = siteInBrowser({
  dir: async () => {
    fake = await startFakeFormService();
    fixture = await buildFixtureSite({ FORM_SERVICE_URL: fake.origin });
    return fixture.dir;
  },
});

afterAll(async () => {
  await fake?.close();
  await fixture?.dispose();
});

async function open(pathname: string, viewport: { width: number; height: number }): Promise<{ page: Page; problems: string[] }> {
  const context = await site.context({ viewport, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const problems = watchConsole(page);
  await page.goto(`${site.server.origin}${pathname}`, { waitUntil: 'load' });
  await waitForWidgets(page);
  return { page, problems };
}

interface Focused {
  readonly role: string;
  readonly name: string;
  readonly visible: boolean;
}

/** What has focus: its tag or role, its accessible name (roughly), and whether a focus indicator is drawn. */
function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { role: 'body', name: '', visible: false };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none';
    const labelled = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null;
    const name = (el.getAttribute('aria-label') ?? labelled ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();
    return { role: el.getAttribute('role') ?? el.tagName.toLowerCase(), name, visible: outline || shadow };
  });
}

/** Presses Tab until `match` has focus, checking that every element on the way shows its focus. */
async function tabTo(page: Page, match: (f: Focused) => boolean, limit = 250): Promise<Focused> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    expect(now.visible, `no visible focus on ${now.role} "${now.name}"`).toBe(true);
    if (match(now)) return now;
  }
  throw new Error('never reached the element with Tab');
}

describe('keyboard only, at 375 px', () => {
  it('skips to the main content, then opens and closes the menu', async () => {
    const { page, problems } = await open('/about-us/', SMALL);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ role: 'a', name: 'Skip to main content', visible: true });
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');

    // One step back from the main content is the header's last control: the menu button.
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toEqual({ role: 'button', name: NAMES.leftMenu, visible: true });
    await page.keyboard.press('Enter');
    const sidebar = page.getByRole('dialog', { name: NAMES.leftSidebar });
    await sidebar.waitFor();
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog[open]'))).toBe(true);
    await tabTo(page, (f) => f.name === 'Contact us', 30);
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog[open]'))).toBe(true);
    await page.keyboard.press('Escape');
    await sidebar.waitFor({ state: 'hidden' });
    expect(await focused(page)).toMatchObject({ role: 'button', name: NAMES.leftMenu });
    expect(problems).toEqual([]);
  });

  it('reaches the WhatsApp button and opens the chat panel', async () => {
    const { page, problems } = await open('/services/', SMALL);
    await tabTo(page, (f) => f.role === 'button' && f.name === NAMES.whatsapp);
    const button = page.getByRole('button', { name: NAMES.whatsapp });
    if ((await button.getAttribute('aria-expanded')) === 'true') await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByRole('region', { name: NAMES.whatsappPanel }).isVisible()).toBe(true);
    expect(problems).toEqual([]);
  });
});

describe('keyboard only, at 1280 px', () => {
  it('opens and closes the clinic information sidebar', async () => {
    const { page, problems } = await open('/', LARGE);
    await tabTo(page, (f) => f.role === 'button' && f.name === NAMES.rightMenu);
    await page.keyboard.press('Enter');
    const sidebar = page.getByRole('dialog', { name: NAMES.rightSidebar });
    await sidebar.waitFor();
    await page.keyboard.press('Escape');
    await sidebar.waitFor({ state: 'hidden' });
    expect(await focused(page)).toMatchObject({ role: 'button', name: NAMES.rightMenu });
    expect(problems).toEqual([]);
  });

  it('uses the language switcher to read the page in Chinese', async () => {
    const { page, problems } = await open('/about-us/', LARGE);
    await tabTo(page, (f) => f.name.startsWith('中文'));
    await Promise.all([page.waitForURL(`${site.server.origin}/cn/about-us/`), page.keyboard.press('Enter')]);
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-Hans-SG');
    expect(problems).toEqual([]);
  });

  it('fills in the enquiry form and sends it', async () => {
    const { page, problems } = await open('/contact-us/', LARGE);
    await tabTo(page, (f) => f.role === 'input' && f.name.startsWith('Name'));
    await page.keyboard.type('Lim Wei Jie');
    await tabTo(page, (f) => f.name.startsWith('Email'), 3);
    await page.keyboard.type('weijie@example.com');
    await tabTo(page, (f) => f.name.startsWith('Phone'), 3);
    await page.keyboard.type('+65 9876 5432');
    await tabTo(page, (f) => f.name.startsWith('Message'), 3);
    await page.keyboard.type('Ankle pain after a sprain last month.');
    await tabTo(page, (f) => f.role === 'button' && f.name === 'Send enquiry', 5);
    await Promise.all([page.waitForURL(`${site.server.origin}/thank-you/`), page.keyboard.press('Enter')]);
    const sent = Object.fromEntries(fake?.received.at(-1)?.entries ?? []);
    expect(sent).toMatchObject({ name: 'Lim Wei Jie', email: 'weijie@example.com', contact: '+65 9876 5432' });
    expect(problems).toEqual([]);
  });
});
