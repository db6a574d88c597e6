// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES_TTL_MS, forgetMessages, formatMessage, loadMessages } from '../../src/client/errors/messages.ts';
import { fillErrorPath } from '../../src/client/errors/error-page.ts';

const catalogue = { 'error.pathNotFound': 'Page not found: {path}' };

function server(body: unknown = catalogue, status = 200) {
  const urls: string[] = [];
  const fetcher = vi.fn(async (url: string) => {
    urls.push(url);
    return new Response(JSON.stringify(body), { status });
  });
  return { fetcher, urls };
}

beforeEach(() => {
  localStorage.clear();
  forgetMessages();
});
afterEach(() => vi.restoreAllMocks());

describe('messages in the browser', () => {
  it('reads the locale file once and keeps it for 24 hours', async () => {
    const { fetcher, urls } = server();
    let now = 1_000_000;
    const source = { buildId: 'b1', store: localStorage, fetcher, now: () => now };
    expect(await loadMessages('cn', source)).toEqual(catalogue);
    expect(urls).toEqual(['/_locales/cn.json']);
    forgetMessages(); // a new page load: only localStorage remains
    now += MESSAGES_TTL_MS - 1;
    expect(await loadMessages('cn', source)).toEqual(catalogue);
    expect(urls).toHaveLength(1);
    forgetMessages();
    now += 1;
    await loadMessages('cn', source);
    expect(urls).toHaveLength(2);
  });

  it('does not reuse the messages of another build', async () => {
    const { fetcher, urls } = server();
    await loadMessages('bh', { buildId: 'b1', store: localStorage, fetcher });
    forgetMessages();
    await loadMessages('bh', { buildId: 'b2', store: localStorage, fetcher });
    expect(urls).toEqual(['/_locales/bh.json', '/_locales/bh.json']);
  });

  it('warns that messages could not be loaded for the locale, and carries on without them', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fetcher } = server({}, 503);
    expect(await loadMessages('bh', { buildId: 'b1', store: null, fetcher })).toBeNull();
    expect(warn).toHaveBeenCalledWith('Messages could not be loaded for locale "bh":', expect.any(Error));
    document.body.innerHTML = '<main><p data-error-path hidden></p></main>';
    await fillErrorPath(document, '/nope/', 'bh', { buildId: 'b1', store: null, fetcher });
    expect(document.querySelector('[data-error-path]')?.hasAttribute('hidden')).toBe(true);
  });

  it('fills plain arguments', () => {
    expect(formatMessage('Page not found: {path}', { path: '/a/' })).toBe('Page not found: /a/');
    expect(formatMessage('找不到页面：{ path }', { path: '/cn/x/' })).toBe('找不到页面：/cn/x/');
    expect(formatMessage('{missing} stays', {})).toBe('{missing} stays');
    expect(formatMessage('{path}', { path: '$& $1' })).toBe('$& $1');
  });
});

describe('the not-found path line', () => {
  it('shows "Page not found: {path}" as text, never as HTML', async () => {
    const { fetcher } = server();
    document.body.innerHTML = '<main><p data-error-path hidden></p></main>';
    const path = '/<img src=x onerror=alert(1)>/caf%C3%A9/';
    await fillErrorPath(document, path, 'en', { buildId: 'b1', store: localStorage, fetcher });
    const slot = document.querySelector<HTMLElement>('[data-error-path]');
    expect(slot?.hidden).toBe(false);
    expect(slot?.textContent).toBe('Page not found: /<img src=x onerror=alert(1)>/café/');
    expect(slot?.querySelector('img')).toBeNull();
    expect(slot?.children).toHaveLength(0);
  });
});
