/**
 * What almost every browser test file needs: the built site on a local server and one Chromium, started before
 * the file's tests and stopped after them, with every context opened through `context()` closed first. The
 * server is the production preview (security headers and Content-Security-Policy) unless the file asks for
 * plain static serving. Call it once at the top of the file; its fields can be read once the tests run.
 */
import { afterAll, beforeAll, inject } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { isolatedContext, type IsolatedContextOptions, launchBrowser } from '../../scripts/lib/browser.ts';
import { servePreview, serveStatic, type StaticServer } from '../../scripts/lib/serve/static-server.ts';

export interface SiteInBrowser {
  readonly browser: Browser;
  readonly server: StaticServer;
  /** A context that reaches only the local server (isolatedContext), closed after the file. */
  context(options?: IsolatedContextOptions): Promise<BrowserContext>;
}

export interface SiteInBrowserOptions {
  /** `preview`: as a production host serves it (the default); `static`: plain files, no headers. */
  readonly serve?: 'preview' | 'static';
  /** The folder to serve; the real site's build (the suite's global set-up) when not given. */
  readonly dir?: () => string | Promise<string>;
}

export function siteInBrowser({ serve = 'preview', dir }: SiteInBrowserOptions = {}): SiteInBrowser {
  let browser: Browser | undefined;
  let server: StaticServer | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    const folder = dir ? await dir() : inject('distDir');
    server = await (serve === 'static' ? serveStatic(folder) : servePreview(folder));
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.close();
  });
  const ready = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`siteInBrowser(): the ${name} is there only once the file's tests run`);
    return value;
  };
  return {
    get browser() {
      return ready(browser, 'browser');
    },
    get server() {
      return ready(server, 'server');
    },
    async context(options = {}) {
      const context = await isolatedContext(ready(browser, 'browser'), ready(server, 'server').origin, options);
      contexts.push(context);
      return context;
    },
  };
}
