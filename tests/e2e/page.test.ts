import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { isolatedContext } from '../../scripts/lib/browser.ts';
import { clinic } from '../../src/site/clinic.ts';
import { phoneText, telHref } from '../helpers/clinic-facts.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

const site = siteInBrowser({ serve: 'static' });
let context: BrowserContext;

beforeAll(async () => {
  context = await isolatedContext(site.browser, site.server.origin);
});

afterAll(async () => {
  await context?.close();
});

describe('a built page in Chromium', () => {
  it('shows the about-us page in Chinese with its heading, language and footer', async () => {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const response = await page.goto(`${site.server.origin}/cn/about-us/`);
    expect(response?.status()).toBe(200);
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-Hans-SG');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
    const footer = page.getByRole('contentinfo');
    await expect.poll(() => footer.isVisible()).toBe(true);
    expect(await footer.getByRole('link', { name: /Facebook/ }).count()).toBe(1);
    // Every number patients may call is a link in the footer, each to its own number (the call-us line twice: the
    // call button and the address block).
    for (const phone of [clinic.callUs, clinic.phones.mobile, clinic.phones.afterHours]) {
      const links = footer.getByRole('link', { name: phoneText(phone) });
      expect(await links.count(), phone.display).toBeGreaterThan(0);
      expect(new Set(await links.evaluateAll((found) => found.map((a) => a.getAttribute('href'))))).toEqual(new Set([telHref(phone)]));
    }
    // The footer's enquiry block, in Chinese: its heading and its submit button.
    const enquiry = footer.getByRole('region', { name: '在线咨询' });
    expect(await enquiry.getByRole('button', { name: '提交咨询' }).count()).toBe(1);
    expect(await enquiry.getAttribute('id')).toBe('enquiry-form');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the English home page with one h1, the main navigation and the call link', async () => {
    // The Chinese page viewed above remembered cn (i18n_redirected), which would send a new visit of / to /cn/.
    await context.clearCookies();
    const page = await context.newPage();
    await page.goto(`${site.server.origin}/`);
    expect(await page.locator('html').getAttribute('lang')).toBe('en-SG');
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Home', 'About us', 'Services', 'Blog', 'Health guides', 'Contact us']);
    expect(
      await page
        .getByRole('banner')
        .getByRole('link', { name: /Call us/ })
        .getAttribute('href'),
    ).toBe(telHref(clinic.callUs));
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await page.close();
  });
});
