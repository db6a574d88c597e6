/**
 * The header, sidebars and language switcher in a real Chromium page, and what
 * JavaScript the page loads before and after its load event.
 */
import { describe, expect, inject, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { LARGE, NAMES, nextFrames, scrollTo, SMALL, waitForWidgets, watchConsole } from './widgets.ts';
import type { BundleMap } from '../../src/generator/assets/browser-bundle.ts';
import { measureJsBudget } from '../../scripts/lib/checks/js-budget.ts';
import { clinic } from '../../src/site/clinic.ts';
import matter from 'gray-matter';
import { manifestOf } from '../helpers/real-site.ts';
import { ROOT } from '../helpers/project.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

const site = siteInBrowser();

async function open(pathname: string, viewport: { width: number; height: number }, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await site.context({ viewport, reducedMotion: 'reduce', ...options });
  const page = await context.newPage();
  const problems = watchConsole(page);
  await page.goto(`${site.server.origin}${pathname}`, { waitUntil: 'load' });
  if (options.javaScriptEnabled !== false) await waitForWidgets(page);
  return { page, problems };
}

const state = (page: Page) => page.getByRole('banner').getAttribute('data-state');
const activeName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim());
const inDialog = (page: Page, id: string) =>
  page.evaluate((dialogId) => !!document.getElementById(dialogId)?.contains(document.activeElement), id);

describe('header', () => {
  it('is fixed, turns active from 80 px of scroll and inactive again below', async () => {
    const { page, problems } = await open('/about-us/', SMALL);
    expect(await state(page)).toBe('inactive');
    await scrollTo(page, 79);
    await nextFrames(page);
    expect(await state(page)).toBe('inactive');
    await scrollTo(page, 80);
    await expect.poll(() => state(page)).toBe('active');
    expect((await page.getByRole('banner').boundingBox())?.y).toBe(0);
    await scrollTo(page, 30);
    await expect.poll(() => state(page)).toBe('inactive');
    expect(problems).toEqual([]);
  });

  it('never covers an anchored heading or a focused link', async () => {
    const { page } = await open('/about-us/#enquiry-form', LARGE);
    const headerBottom = async () => (await page.getByRole('banner').boundingBox())?.height ?? Infinity;
    const heading = page.getByRole('heading', { name: 'Make an enquiry' }).last();
    await expect.poll(async () => (await heading.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(await headerBottom());
    // A link that sits under the header when it receives focus is scrolled out from under it.
    const link = page.getByRole('main').getByRole('link').first();
    await scrollTo(page, 0);
    const top = (await link.boundingBox())?.y ?? 0;
    await scrollTo(page, top + 10 - 40);
    expect((await link.boundingBox())?.y).toBeLessThan(await headerBottom());
    await link.focus();
    await expect.poll(async () => (await link.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(await headerBottom());
  });
});

describe('left sidebar at 375 px', () => {
  it('opens from the menu button with the navigation and a tel: link, keeps focus and the page still, and closes on Escape', async () => {
    const { page, problems } = await open('/about-us/', SMALL);
    const button = page.getByRole('button', { name: NAMES.leftMenu, exact: true });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await button.getAttribute('aria-controls')).toBe('sidebar-menu');
    await scrollTo(page, 300);
    const logoX = (await page.getByRole('banner').getByRole('link').first().boundingBox())?.x;
    await button.click();

    const sidebar = page.getByRole('dialog', { name: NAMES.leftSidebar });
    await sidebar.waitFor();
    expect(await sidebar.getByRole('navigation', { name: 'Menu' }).getByRole('link').allTextContents()).toEqual([
      'Home',
      'About us',
      'Services',
      'Blog',
      'Health guides',
      'Contact us',
    ]);
    expect(await sidebar.locator('a[href^="tel:"]').count()).toBeGreaterThan(0);
    // The header shows the social links as icons on wide screens only: on a phone they are in its menu.
    expect(
      await page
        .getByRole('banner')
        .getByRole('link', { name: /^(Facebook|Instagram)/ })
        .count(),
    ).toBe(0);
    const social = sidebar.getByRole('link', { name: /^(Facebook|Instagram) \(opens our page/ });
    expect(await social.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      clinic.social.facebook,
      clinic.social.instagram,
    ]);
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await activeName(page)).toBe('Close menu');

    // The wheel, over the overlay or over the sidebar, never scrolls the page behind it.
    await page.mouse.move(360, 400);
    await page.mouse.wheel(0, 600);
    await page.mouse.move(100, 600);
    await page.mouse.wheel(0, 600);
    await nextFrames(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(300);
    expect((await page.getByRole('banner').getByRole('link').first().boundingBox())?.x).toBe(logoX);

    // Tab goes round inside the sidebar.
    for (let i = 0; i < 25; i++) await page.keyboard.press('Tab');
    expect(await inDialog(page, 'sidebar-menu')).toBe(true);
    await page.keyboard.press('Shift+Tab');
    expect(await inDialog(page, 'sidebar-menu')).toBe(true);

    await page.keyboard.press('Escape');
    await expect.poll(() => sidebar.isVisible()).toBe(false);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await activeName(page)).toBe(NAMES.leftMenu);
    await page.mouse.wheel(0, 200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    expect(problems).toEqual([]);
  });
});

describe('sidebars and page changes', () => {
  it('close when a link in the sidebar changes the page, and leave focus on the new page', async () => {
    const { page, problems } = await open('/about-us/', SMALL);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.getByRole('button', { name: NAMES.leftMenu, exact: true }).click();
    const sidebar = page.getByRole('dialog', { name: NAMES.leftSidebar });
    await sidebar.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Services' }).click();
    await page.waitForURL(`${site.server.origin}/services/`);
    await expect.poll(() => sidebar.isVisible()).toBe(false);
    // A page change of the runtime, not a new page load.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-scroll-locked'))).toBe(false);
    expect(await page.getByRole('button', { name: NAMES.leftMenu, exact: true }).getAttribute('aria-expanded')).toBe('false');
    expect(problems).toEqual([]);
  });
});

describe('right sidebar at 1280 px', () => {
  it('opens from the menu button with the enquiry form, and a click on the overlay closes it', async () => {
    const { page, problems } = await open('/about-us/', LARGE);
    expect(await page.getByRole('button', { name: NAMES.leftMenu, exact: true }).count()).toBe(0);
    const button = page.getByRole('button', { name: NAMES.rightMenu });
    await button.click();
    const sidebar = page.getByRole('dialog', { name: NAMES.rightSidebar });
    await sidebar.waitFor();
    for (const field of ['Name', 'Email', 'Phone', 'Message']) await expect.poll(() => sidebar.getByLabel(field).isVisible()).toBe(true);
    expect(await sidebar.getByRole('img', { name: new RegExp(clinic.doctor.name.en) }).count()).toBe(1);
    expect(await sidebar.getByRole('link', { name: /Instagram/ }).count()).toBe(1);
    expect(await button.getAttribute('aria-expanded')).toBe('true');

    await page.mouse.click(200, 400);
    await expect.poll(() => sidebar.isVisible()).toBe(false);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await activeName(page)).toBe(NAMES.rightMenu);
    expect(problems).toEqual([]);
  });
});

describe('language switcher', () => {
  it('on /about-us/ links to /cn/about-us/ and /bh/about-us/, marks English as current, and switches', async () => {
    const { page } = await open('/about-us/', LARGE);
    const switcher = page.getByRole('navigation', { name: 'Select Language' });
    const links = switcher.getByRole('link');
    expect(
      await links.evaluateAll((all) =>
        all.map((a) => [a.getAttribute('href'), a.getAttribute('hreflang'), a.getAttribute('lang'), a.getAttribute('aria-current')]),
      ),
    ).toEqual([
      ['/about-us/', 'en', 'en-SG', 'page'],
      ['/cn/about-us/', 'zh-Hans', 'zh-Hans-SG', null],
      ['/bh/about-us/', 'ms', 'ms-SG', null],
    ]);
    await switcher.getByRole('link', { name: /Bahasa Melayu/ }).click();
    await page.waitForURL(`${site.server.origin}/bh/about-us/`);
    expect(await page.locator('html').getAttribute('lang')).toBe('ms-SG');
    expect(
      await page.getByRole('navigation', { name: 'Pilih Bahasa' }).getByRole('link', { name: /BH/ }).getAttribute('aria-current'),
    ).toBe('page');
  });
});

describe('language switcher on an English-only page', () => {
  it('goes to the nearest page in that language and says so, and stops saying so after a page change', async () => {
    // An English-only article with a related page that Chinese has: the link leads there, not to the home page.
    const manifest = await manifestOf();
    let article: { path: string; nearest: string } | undefined;
    for (const route of manifest.routes) {
      if (route.locale !== 'en' || !route.collection || manifest.has(route.id, 'cn')) continue;
      const { related = [] } = matter(await readFile(path.join(ROOT, 'content', route.file), 'utf8')).data as { related?: string[] };
      const first = related.find((id) => manifest.has(id, 'cn'));
      if (first) {
        article = { path: route.path, nearest: manifest.href(first, 'cn') };
        break;
      }
    }
    if (!article) throw new Error('no English-only article has a related page in Chinese');
    const { page } = await open(article.path, LARGE);
    const switcher = page.getByRole('navigation', { name: 'Select Language' });
    const note = 'This page is in English only: this link opens the nearest page in';
    const chinese = switcher.getByRole('link', { name: /简体中文/ });
    const { nearest } = article;
    expect(await chinese.getAttribute('href')).toBe(nearest);
    expect(nearest).not.toBe('/cn/');
    expect(await chinese.textContent()).toContain(note);
    expect(await chinese.getAttribute('title')).toContain(note);
    // A page change to a page every language has: the links lead to its versions, without the note.
    await page.getByRole('banner').getByRole('link', { name: 'About us', exact: true }).click();
    await page.waitForURL(`${site.server.origin}/about-us/`);
    await expect.poll(() => chinese.getAttribute('href')).toBe('/cn/about-us/');
    expect(await chinese.getAttribute('title')).toBeNull();
    expect(await chinese.evaluate((link) => (link as HTMLElement).innerText)).not.toContain(note);
    await chinese.click();
    await page.waitForURL(`${site.server.origin}/cn/about-us/`);
  });
});

describe('without JavaScript', () => {
  it('keeps working as plain links: the menu leads to the footer navigation, the chat to WhatsApp', async () => {
    const { page } = await open('/about-us/', SMALL, { javaScriptEnabled: false });
    const menu = page.getByRole('banner').getByRole('link', { name: NAMES.leftMenu, exact: true });
    expect(await menu.getAttribute('href')).toBe('#site-menu');
    await menu.click();
    const footerNav = page.getByRole('contentinfo').getByRole('navigation').first();
    await expect.poll(() => footerNav.isVisible()).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByRole('link', { name: NAMES.whatsapp }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  });

  it('keeps the desktop language switcher as a plain list of links', async () => {
    const { page } = await open('/about-us/', LARGE, { javaScriptEnabled: false });
    const switcher = page.getByRole('navigation', { name: 'Select Language' });
    await switcher.getByRole('link', { name: /简体中文/ }).click();
    await page.waitForURL(`${site.server.origin}/cn/about-us/`);
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-Hans-SG');
  });
});

describe('loading', () => {
  it('loads no island before the load event, the menu and WhatsApp code after it, and React only when a form is used', async () => {
    const dist = inject('distDir');
    const manifest = JSON.parse(await readFile(path.join(dist, '_build/bundles.json'), 'utf8')) as BundleMap;
    const context = await site.context({ viewport: LARGE });
    const page = await context.newPage();
    const problems = watchConsole(page);
    const beforeLoad: string[] = [];
    const all: string[] = [];
    let loaded = false;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!url.pathname.endsWith('.js')) return;
      all.push(url.pathname);
      if (!loaded) beforeLoad.push(url.pathname);
    });
    page.on('load', () => {
      loaded = true;
    });
    await page.goto(`${site.server.origin}/`, { waitUntil: 'load' });
    await waitForWidgets(page);

    // What the islands bring that the entry does not: their own code, and no React (the largest file of all).
    const budget = (await measureJsBudget(dist)).pages.find((p) => p.page === '/');
    const islandsOnly = (budget?.files.afterIdle ?? []).filter((file) => !budget?.files.beforeLoad.includes(file));
    const sizes = await Promise.all(
      Object.keys(manifest.imports).map(async (file) => [file, (await readFile(path.join(dist, file))).length] as const),
    );
    const react = sizes.reduce((a, b) => (b[1] > a[1] ? b : a))[0];
    expect(islandsOnly).toEqual(expect.arrayContaining([manifest.islands.menu, manifest.islands.whatsapp]));
    expect(budget?.files.afterIdle).not.toContain(react);
    expect(beforeLoad).toContain(manifest.entry);
    for (const file of islandsOnly) {
      expect(beforeLoad).not.toContain(file);
      expect(all).toContain(file);
    }
    expect(new Set(beforeLoad)).toEqual(new Set(budget?.files.beforeLoad));
    expect(all).not.toContain(react);

    // The footer's form, used: its code and React arrive then.
    await page.locator('#enquiry-form').getByRole('textbox', { name: /^Name/ }).focus();
    await expect.poll(() => all.includes(react) && all.includes(manifest.islands.enquiry ?? '')).toBe(true);
    expect(problems).toEqual([]);
  });
});
