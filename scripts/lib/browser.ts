/**
 * The system's Chromium driven by playwright-core (never a downloaded browser): CHROME_PATH first, so the suite
 * runs on a laptop with Chrome, then Debian's /usr/bin/chromium.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';

export function chromePath(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  const found = candidates.find((p): p is string => !!p && existsSync(p));
  if (!found) throw new Error('No Chromium found: set CHROME_PATH, or install it (apt-get install -y chromium)');
  return found;
}

/**
 * How every Chromium of the suite and the bench starts: headless, and without the background connections (updates,
 * sync, safe browsing) a closed network refuses, so no host outside 127.0.0.1 is asked for anything.
 */
export const CHROME_FLAGS: readonly string[] = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Every host but this machine resolves to nothing, in the browser itself: a page's request to analytics, the real
 * form service or a ranking site fails there and never leaves the machine, and no request of the site's own has to
 * pass through the test process to be let through.
 */
export const LOCAL_ONLY_FLAG = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromePath(),
    args: [...CHROME_FLAGS, LOCAL_ONLY_FLAG, '--disable-quic'],
  });
}

export interface IsolatedContextOptions extends BrowserContextOptions {
  /**
   * Answer every request to another host with an empty 204 here, as if the host were up, instead of letting it
   * fail: for pages that load a third party's script (the tag manager) and must show no error. It costs a round
   * trip to the test process for every request of the page, the site's own included.
   */
  readonly answerOtherHosts?: boolean;
}

/**
 * A browser context that reaches only the local test server. A browser from launchBrowser() cannot reach any
 * other host (LOCAL_ONLY_FLAG); with `answerOtherHosts` such requests are answered here instead.
 */
export async function isolatedContext(
  browser: Browser,
  origin: string,
  { answerOtherHosts = false, ...options }: IsolatedContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  if (answerOtherHosts) {
    await context.route(
      (url) => url.origin !== origin,
      (route) => route.fulfill({ status: 204, body: '' }),
    );
  }
  return context;
}
