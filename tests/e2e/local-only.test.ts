/**
 * The browser every test drives reaches this machine only: a page's request to another host (the tag manager, the
 * real form service) fails inside Chromium, where the name cannot be resolved, so it never leaves the machine. A
 * context that asks for it (`answerOtherHosts`) gets an empty 204 for such requests instead.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { isolatedContext } from '../../scripts/lib/browser.ts';
import { clinic } from '../../src/site/clinic.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

const OTHER_HOSTS = [clinic.analytics.gtmUrl, `${clinic.form.serviceUrl}/api/${clinic.form.enquiryFormId}`];

const site = siteInBrowser({ serve: 'static' });

/** What fetch() in the page gets for `url`: the status, or the browser's network error. */
function fetchFrom(page: Page, url: string): Promise<string> {
  return page.evaluate(
    (target) =>
      fetch(target, { mode: 'no-cors' }).then(
        (r) => `status ${r.status}`,
        (e: Error) => `failed: ${e.message}`,
      ),
    url,
  );
}

describe('the test browser', () => {
  it('loads the local site and resolves no other host', async () => {
    const context = await isolatedContext(site.browser, site.server.origin);
    try {
      const page = await context.newPage();
      const failures: string[] = [];
      page.on('requestfailed', (request) => failures.push(`${new URL(request.url()).host} ${request.failure()?.errorText}`));
      expect((await page.goto(`${site.server.origin}/about-us/`))?.status()).toBe(200);
      // Any name under .localhost would otherwise reach this machine without asking DNS, as would the server here:
      // it fails too, so the failures come from the browser's rule, not from a network that happens to be down.
      const sameServerByName = `http://clinic.localhost:${new URL(site.server.origin).port}/about-us/`;
      const hosts = [...OTHER_HOSTS, sameServerByName];
      for (const url of hosts) expect(await fetchFrom(page, url), url).toBe('failed: Failed to fetch');
      expect(failures).toEqual(hosts.map((url) => `${new URL(url).host} net::ERR_NAME_NOT_RESOLVED`));
    } finally {
      await context.close();
    }
  });

  it('answers other hosts with an empty 204 in a context that asks for it', async () => {
    const context = await isolatedContext(site.browser, site.server.origin, { answerOtherHosts: true });
    try {
      const page = await context.newPage();
      await page.goto(`${site.server.origin}/about-us/`);
      // no-cors hides the status of a cross-origin answer; the request is seen here instead.
      const answered = page.waitForResponse((response) => response.url() === clinic.analytics.gtmUrl);
      expect(await fetchFrom(page, clinic.analytics.gtmUrl)).toBe('status 0');
      expect((await answered).status()).toBe(204);
    } finally {
      await context.close();
    }
  });
});
