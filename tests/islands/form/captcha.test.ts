// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CAPTCHA_EMPTY,
  CAPTCHA_INVALID,
  CAPTCHA_NO_ELEMENT,
  CaptchaError,
  renderCaptcha,
  verifyCaptcha,
  type CaptchaApi,
} from '../../../src/islands/form/captcha.ts';
import { json, scriptedFetch } from './fixtures.ts';

function fakeApi(response = ''): CaptchaApi & { rendered: HTMLElement[]; resets: number } {
  const api = {
    rendered: [] as HTMLElement[],
    resets: 0,
    render(element: HTMLElement, options: { sitekey: string }) {
      expect(options.sitekey).toBe('site-key');
      api.rendered.push(element);
      return 7;
    },
    getResponse: (id?: number) => (id === 7 ? response : 'wrong widget'),
    reset(id?: number) {
      if (id === 7) api.resets += 1;
    },
  };
  return api;
}

describe('rendering the captcha widget', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div id="captcha"></div>';
  });
  afterEach(() => vi.useRealTimers());

  it('polls every 200 ms until the widget script has loaded, then renders into the element', async () => {
    let api: CaptchaApi | undefined;
    const lookups = vi.fn(() => api);
    const pending = renderCaptcha({ elementId: 'captcha', siteKey: 'site-key', document, api: lookups });
    expect(lookups).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(199);
    expect(lookups).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(lookups).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(400);
    expect(lookups).toHaveBeenCalledTimes(4);
    const loaded = fakeApi();
    api = loaded;
    await vi.advanceTimersByTimeAsync(200);
    const widget = await pending.widget;
    expect(widget.id).toBe(7);
    expect(loaded.rendered).toEqual([document.getElementById('captcha')]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(lookups).toHaveBeenCalledTimes(5);
  });

  it('fails with "Can\'t find recaptcha rendering element." when the element is missing', async () => {
    const pending = renderCaptcha({ elementId: 'elsewhere', siteKey: 'site-key', document, api: () => fakeApi() });
    await expect(pending.widget).rejects.toThrow(new Error(CAPTCHA_NO_ELEMENT));
    expect(CAPTCHA_NO_ELEMENT).toBe("Can't find recaptcha rendering element.");
  });

  it('stops polling when cancelled', async () => {
    const lookups = vi.fn(() => undefined);
    renderCaptcha({ elementId: 'captcha', siteKey: 'site-key', document, api: lookups }).cancel();
    await vi.advanceTimersByTimeAsync(2000);
    expect(lookups).toHaveBeenCalledTimes(1);
  });
});

describe('verifying the captcha response', () => {
  it('refuses an empty response with "You can\'t leave Captcha Code empty" and makes no request', async () => {
    const fetch = scriptedFetch();
    const error = await verifyCaptcha({ api: fakeApi(''), id: 7 }, 'https://verify.test/', fetch).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CaptchaError);
    expect((error as Error).message).toBe("You can't leave Captcha Code empty");
    expect(CAPTCHA_EMPTY).toBe("You can't leave Captcha Code empty");
    expect(fetch.calls).toEqual([]);
  });

  it('POSTs the token as JSON and accepts {success: true}', async () => {
    const fetch = scriptedFetch(json(200, { success: true }));
    await verifyCaptcha({ api: fakeApi('tok-123'), id: 7 }, 'https://verify.test/check', fetch);
    expect(fetch.calls).toHaveLength(1);
    expect(fetch.calls[0]?.url).toBe('https://verify.test/check');
    expect(fetch.calls[0]?.init.method).toBe('POST');
    expect(fetch.calls[0]?.init.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(JSON.parse(fetch.calls[0]?.init.body as string)).toEqual({ token: 'tok-123' });
  });

  it("gives 'captcha invalid: timeout or duplicate.' and resets the widget when the check fails", async () => {
    for (const answer of [json(200, { success: false }), json(200, {}), json(400, { success: true }), new Response('nope')]) {
      const api = fakeApi('tok-123');
      const error = await verifyCaptcha({ api, id: 7 }, 'https://verify.test/', scriptedFetch(answer)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CaptchaError);
      expect((error as Error).message).toBe('captcha invalid: timeout or duplicate.');
      expect(CAPTCHA_INVALID).toBe('captcha invalid: timeout or duplicate.');
      expect(api.resets).toBe(1);
    }
  });

  it('passes a network failure of the check on as it is (not a visitor mistake)', async () => {
    const error = await verifyCaptcha(
      { api: fakeApi('tok'), id: 7 },
      'https://verify.test/',
      scriptedFetch(new TypeError('Failed to fetch')),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
  });
});
