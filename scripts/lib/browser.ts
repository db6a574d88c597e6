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

/**
 * The features Playwright itself turns off when it starts Chromium (its `chromiumSwitches`, playwright-core 1.65).
 * Chromium reads only the last `--disable-features` of its command line, so a list of ours would silently switch
 * Playwright's back on unless it carries them too. tests/e2e/browser-launch.test.ts reads both command lines back
 * from chrome://version and fails when an upgrade of Playwright changes its list.
 */
export const PLAYWRIGHT_DISABLED_FEATURES: readonly string[] = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chrome's own address-bar pop-ups. Headless Chrome still gives every window an address bar, and a browser context's
 * first page opens a window; for each window Chrome preloads the bar's two suggestion pop-ups (the plain one and the
 * "AI mode" one), web pages of its own (chrome://omnibox-popup.top-chrome/) in a renderer process of their own. No
 * test looks at Chrome's address bar. Without them a new context with a page and one load of a site page costs
 * Chromium 0.46–0.51 processor-seconds instead of 0.72–0.79, and about 150 tests open such a context.
 */
export const ADDRESS_BAR_POPUPS: readonly string[] = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * `env`: the browser's environment instead of this process's (a test gives Chromium another font configuration,
 * FONTCONFIG_FILE, to see the site as a machine with other fonts draws it).
 */
export async function launchBrowser({ env }: { readonly env?: Readonly<Record<string, string>> } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: chromePath(),
    ...(env ? { env: { ...env } } : {}),
    args: [
      ...CHROME_FLAGS,
      LOCAL_ONLY_FLAG,
      '--disable-quic',
      `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...ADDRESS_BAR_POPUPS].join(',')}`,
    ],
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
