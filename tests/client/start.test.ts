// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newHappyWindow } from '../helpers/happy-window.ts';
import { startRuntime } from '../../src/client/startup/start.ts';

const PAGE = `<!DOCTYPE html><html lang="en-SG" data-locale="en" data-build-id="b1" data-page="about-us___en"><head><title>About</title></head>
<body class="layout-default"><main id="main"><h1>About</h1><a id="home" href="/">Home</a><a id="out" href="https://example.org/">Out</a></main></body></html>`;

function page(url = 'https://clinic.test/about-us/'): Window {
  const win = newHappyWindow({ url, settings: { navigation: { disableMainFrameNavigation: true } } });
  win.document.write(PAGE);
  win.fetch = vi.fn(async () => new Response('{}', { status: 404 })) as unknown as Window['fetch'];
  return win;
}

const click = (win: Window, id: string) => {
  const event = new (win as unknown as typeof globalThis).MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  win.document.getElementById(id)?.dispatchEvent(event);
  return event;
};

afterEach(() => vi.restoreAllMocks());

describe('starting the runtime', () => {
  it('starts every part: the address, the locale cookie, the live region and link interception', () => {
    const win = page('https://clinic.test/about-us?x=1');
    startRuntime(win);
    expect(win.location.href).toBe('https://clinic.test/about-us/?x=1');
    expect(win.document.cookie).toContain('i18n_redirected=en');
    expect(win.document.querySelector('[role="status"][aria-live="polite"]')).not.toBeNull();
    expect(click(win, 'home').defaultPrevented).toBe(true);
    expect(click(win, 'out').defaultPrevented).toBe(false);
  });

  it('logs a part that fails as "Error while mounting app:", keeps it as the app error and starts the others', () => {
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
    expect(click(win, 'home').defaultPrevented).toBe(true);
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
