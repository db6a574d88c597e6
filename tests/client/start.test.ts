// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newHappyWindow } from '../helpers/happy-window.ts';
import { startRuntime } from '../../src/client/startup/start.ts';

const PAGE = `<!DOCTYPE html><html lang="en-SG" data-locale="en" data-build-id="b1" data-page="about-us___en"><head><title>About</title></head>
<body class="layout-default"><main id="main"><h1>About</h1><a id="home" href="/">Home</a><a id="out" href="https://example.org/">Out</a></main></body></html>`;

/**
 * What the site answers the runtime: this release is the latest, its manifest lists the page's links, anything
 * else is not there. A runtime asked 404 for these would warn, rightly, after the test has ended.
 */
function answer(url: string): Response {
  const json = (value: unknown) => new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } });
  if (url.startsWith('/_build/latest.json')) return json({ id: 'b1' });
  if (url === '/_build/meta/b1.json') return json({ id: 'b1', timestamp: 1, paths: ['/', '/about-us/'] });
  return new Response('{}', { status: 404 });
}

const opened: Window[] = [];

function page(url = 'https://clinic.test/about-us/'): Window {
  const win = newHappyWindow({ url, settings: { navigation: { disableMainFrameNavigation: true } } });
  win.document.write(PAGE);
  win.fetch = vi.fn(async (input: RequestInfo | URL) => answer(String(input))) as unknown as Window['fetch'];
  opened.push(win);
  return win;
}

/**
 * Clicks the link home and follows it to its end: the runtime takes the click, finds "/" in the manifest, asks for
 * its payload, which this fake site does not have, and says so as it loads the page in full.
 */
async function followHome(win: Window): Promise<void> {
  const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  expect(click(win, 'home').defaultPrevented).toBe(true);
  // The first click loads the page-change code, which takes a while on a busy machine.
  await vi.waitFor(
    () =>
      expect(warned).toHaveBeenCalledWith(
        'The payload of / could not be loaded: loading the page in full.',
        new Error('/_payload.json answered 404'),
      ),
    { timeout: 20_000 },
  );
  expect(warned).toHaveBeenCalledTimes(1);
}

const click = (win: Window, id: string) => {
  const event = new (win as unknown as typeof globalThis).MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  win.document.getElementById(id)?.dispatchEvent(event);
  return event;
};

afterEach(async () => {
  vi.restoreAllMocks();
  // The release check's interval and the page loads a click starts end with their window, not with the test.
  await Promise.all(opened.splice(0).map((win) => (win as unknown as { happyDOM: { close(): Promise<void> } }).happyDOM.close()));
});

describe('starting the runtime', () => {
  it('starts every part: the address, the locale cookie, the live region and link interception', async () => {
    const win = page('https://clinic.test/about-us?x=1');
    startRuntime(win);
    expect(win.location.href).toBe('https://clinic.test/about-us/?x=1');
    expect(win.document.cookie).toContain('i18n_redirected=en');
    expect(win.document.querySelector('[role="status"][aria-live="polite"]')).not.toBeNull();
    await followHome(win);
    expect(click(win, 'out').defaultPrevented).toBe(false);
  });

  it('logs a part that fails as "Error while mounting app:", keeps it as the app error and starts the others', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const win = page();
    const failure = new Error('cookies are blocked');
    Object.defineProperty(win.document, 'cookie', {
      get: () => '',
      set: () => {
        throw failure;
      },
    });
    const { errors } = startRuntime(win);
    expect(logged).toHaveBeenCalledWith('Error while mounting app:', failure);
    expect(errors.appError).toMatchObject({ message: 'cookies are blocked', statusCode: 500 });
    // The page is still the page, and the rest of the runtime runs.
    expect(win.document.querySelector('main h1')?.textContent).toBe('About');
    await followHome(win);
  });

  it('redirects the first load of a visit at / and starts nothing else', () => {
    const win = page('https://clinic.test/');
    win.document.cookie = 'i18n_redirected=bh; Path=/';
    const replace = vi.spyOn(win.location, 'replace').mockImplementation(() => undefined);
    startRuntime(win);
    expect(replace).toHaveBeenCalledWith('/bh/');
    expect(win.document.querySelector('[role="status"]')).toBeNull();
  });
});
