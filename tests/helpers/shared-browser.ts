/**
 * One Chromium per test worker, as Playwright's own test runner keeps one per worker: starting the browser costs
 * about a core-second, and the browser files of a run would otherwise start it some twenty times. A file takes the
 * browser with sharedBrowser() and gives it back with releaseBrowser() in its afterAll, which closes every context
 * the file left open, so the next file starts from a browser with no page in it. The files of a worker run one
 * after another, and contexts share no cookies, storage or cache. The browser ends with the worker's process
 * (Playwright kills what it launched when its process exits).
 */
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../scripts/lib/browser.ts';

let launching: Promise<Browser> | undefined;

export function sharedBrowser(): Promise<Browser> {
  if (!launching) {
    const started = launchBrowser();
    launching = started;
    // A browser that crashed or was closed is started again for the next file.
    started.then(
      (browser) =>
        browser.on('disconnected', () => {
          if (launching === started) launching = undefined;
        }),
      () => {
        if (launching === started) launching = undefined;
      },
    );
  }
  return launching;
}

/** Closes every context a file opened in the shared browser (the browser itself stays for the next file). */
export async function releaseBrowser(browser: Browser | undefined): Promise<void> {
  if (!browser?.isConnected()) return;
  await Promise.all(browser.contexts().map((context) => context.close().catch(() => undefined)));
}
