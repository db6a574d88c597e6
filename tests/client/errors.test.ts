// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorHandler, SiteError, isOwnError, showsErrors, type AppError } from '../../src/client/errors/errors.ts';
import { resolveMiddleware, runMiddleware, type Middleware } from '../../src/client/page-change/middleware.ts';

const HUMAN = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

afterEach(() => vi.restoreAllMocks());

function handler(userAgent = HUMAN) {
  const shown: AppError[] = [];
  const errors = new ErrorHandler({ userAgent, show: async (error) => void shown.push(error) });
  return { errors, shown };
}

describe('the bot rule for errors', () => {
  it.each([
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', false],
    ['Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Chrome-Lighthouse', false],
    ['facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)', false],
    ['Mozilla/5.0 (compatible; bingbot/2.0)', false],
    ['Google-InspectionTool/1.0', false],
    ['AdsBot-Google (+http://www.google.com/adsbot.html)', false],
    [HUMAN, true],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36', true],
  ])('%s → shown: %s', (userAgent, shown) => {
    expect(showsErrors(userAgent)).toBe(shown);
  });

  it('only logs for a bot, never shows the error page', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { errors, shown } = handler('Googlebot/2.1');
    await errors.handle(new Error('boom'), true);
    expect(shown).toEqual([]);
    expect(error).toHaveBeenCalledWith(new Error('boom'));
  });
});

describe('fatal and unhandled errors', () => {
  it('shows the server-error variant for an unexpected error and keeps it as the app error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { errors, shown } = handler();
    await errors.handle(new TypeError('x is undefined'), false);
    expect(shown).toEqual([expect.objectContaining({ statusCode: 500, message: 'x is undefined', fatal: false })]);
    expect(errors.appError?.statusCode).toBe(500);
    errors.clear();
    expect(errors.appError).toBeUndefined();
  });

  it('logs a page change to an unknown path as a fatal 404 and shows the not-found variant', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { errors, shown } = handler();
    await errors.handle(new SiteError('Page Not Found: /nope/', 404, true), true);
    expect(warn).toHaveBeenCalledWith('Page Not Found: /nope/', { statusCode: 404, fatal: true });
    expect(shown).toEqual([expect.objectContaining({ statusCode: 404, fatal: true, message: 'Page Not Found: /nope/' })]);
  });

  it('logs a start-up error as "Error while mounting app:" and keeps it as the app error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { errors, shown } = handler();
    const failure = new Error('no main');
    errors.startupError(failure);
    expect(error).toHaveBeenCalledWith('Error while mounting app:', failure);
    expect(errors.appError).toMatchObject({ statusCode: 500, message: 'no main', cause: failure });
    expect(shown).toEqual([]);
  });

  it("handles unhandled errors of the site's own scripts, not of extensions or third parties", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { errors, shown } = handler();
    errors.listen(window);
    const origin = window.location.origin;
    window.dispatchEvent(
      new ErrorEvent('error', {
        message: 'third party',
        filename: 'https://tracking.example-analytics.com/track.js',
        error: new Error('third party'),
      }),
    );
    window.dispatchEvent(new ErrorEvent('error', { message: 'ours', filename: `${origin}/assets/chunk-ABC.js`, error: new Error('ours') }));
    await Promise.resolve();
    expect(shown.map((e) => e.message)).toEqual(['ours']);
    expect(isOwnError(`Error: x\n    at f (${origin}/assets/main-X.js:1:2)`, origin)).toBe(true);
    expect(isOwnError('Error: x\n    at chrome-extension://abc/content.js:1:2', origin)).toBe(false);
    expect(isOwnError(undefined, origin)).toBe(false);
  });

  it('survives an error page that cannot be shown', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const errors = new ErrorHandler({ userAgent: HUMAN, show: async () => Promise.reject(new Error('offline')) });
    await expect(errors.handle(new Error('boom'), true)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('The error page could not be shown:', new Error('offline'));
  });
});

describe('route middleware', () => {
  const registry: Record<string, Middleware> = {
    pass: () => undefined,
    stop: () => ({ kind: 'not-found' }),
  };

  it('throws for a chain naming an unknown middleware', () => {
    expect(() => resolveMiddleware(['pass', 'auth'], registry)).toThrow('Unknown route middleware: "auth" (known: pass, stop)');
    expect(() => resolveMiddleware(['toString'], registry)).toThrow('Unknown route middleware: "toString"');
  });

  it('runs the chain in order until one decides', async () => {
    const seen: string[] = [];
    const spy =
      (name: string, outcome?: ReturnType<Middleware>): Middleware =>
      () => {
        seen.push(name);
        return outcome;
      };
    const chain = [spy('a'), spy('b', { kind: 'full-load', reason: 'r' }), spy('c')];
    const change = { url: new URL('https://clinic.test/x/'), path: '/x/' };
    expect(await runMiddleware(chain, change)).toEqual({ kind: 'full-load', reason: 'r' });
    expect(seen).toEqual(['a', 'b']);
    expect(await runMiddleware(resolveMiddleware(['pass'], registry), change)).toBeUndefined();
  });
});
