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

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromePath(),
    args: [...CHROME_FLAGS, '--disable-quic'],
  });
}

/**
 * A browser context that can reach only the local test server: every request to another host is answered
 * here and never leaves the machine (analytics, the real form service, ranking sites).
 */
export async function isolatedContext(browser: Browser, origin: string, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.fulfill({ status: 204, body: '' }),
  );
  return context;
}
