/**
 * How the test browser starts. Chromium reads only the last `--disable-features` of its command line, so the list
 * launchBrowser() passes must carry the features Playwright turns off as well as Chrome's address-bar pop-ups, which
 * no test needs and which cost every new context a renderer of Chrome's own. Both command lines are read back from
 * chrome://version, as Chromium parsed them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { ADDRESS_BAR_POPUPS, CHROME_FLAGS, chromePath, launchBrowser } from '../../scripts/lib/browser.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The values of every `--disable-features` switch the browser started with, in order. */
async function disabledFeatureSwitches(of: Browser): Promise<string[][]> {
  const context = await of.newContext();
  try {
    const page = await context.newPage();
    await page.goto('chrome://version');
    const commandLine = (await page.locator('#command_line').textContent()) ?? '';
    return [...commandLine.matchAll(/--disable-features=(\S*)/g)].map((match) => (match[1] ?? '').split(','));
  } finally {
    await context.close();
  }
}

describe('the test browser', () => {
  it("keeps Playwright's own disabled features and adds the address bar's pop-ups", async () => {
    const plain = await chromium.launch({ executablePath: chromePath(), args: [...CHROME_FLAGS] });
    let playwrights: string[];
    try {
      // The last switch is the one Chromium applies (a wrapper script may pass one of its own before Playwright's).
      playwrights = (await disabledFeatureSwitches(plain)).at(-1) ?? [];
    } finally {
      await plain.close();
    }
    expect(playwrights.length).toBeGreaterThan(0);
    const applied = (await disabledFeatureSwitches(browser)).at(-1) ?? [];
    expect(applied, "PLAYWRIGHT_DISABLED_FEATURES in scripts/lib/browser.ts must list Playwright's own").toEqual(
      expect.arrayContaining([...playwrights, ...ADDRESS_BAR_POPUPS]),
    );
  });

  it("opens a context's page without any page of Chrome's own beside it", async () => {
    const session = await browser.newBrowserCDPSession();
    const others: string[] = [];
    session.on('Target.targetCreated', ({ targetInfo }) => {
      if (targetInfo.type !== 'page') others.push(`${targetInfo.type} ${targetInfo.url}`);
    });
    await session.send('Target.setDiscoverTargets', { discover: true });
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto('about:blank');
      // Chrome makes its window's pages as the window opens, before the page's own first load is done.
      expect(others, "each page of Chrome's own costs every new context a renderer: turn it off in launchBrowser()").toEqual([]);
    } finally {
      await context.close();
      await session.detach();
    }
  });
});
