// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECK_INTERVAL_MS, FIRST_CHECK_MS, ReleaseWatch } from '../../src/client/startup/releases.ts';
import { RELOAD_GUARD_MS, mayReload } from '../../src/shared/reload-guard.ts';

function latestServer(initial: string) {
  let id = initial;
  const urls: string[] = [];
  const fetcher = vi.fn(async (url: string) => {
    urls.push(url);
    return new Response(JSON.stringify({ id, timestamp: 1 }), { status: 200 });
  });
  return { fetcher, urls, release: (next: string) => (id = next) };
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
  delete document.documentElement.dataset.release;
});
afterEach(() => vi.useRealTimers());

describe('new release detection', () => {
  it('checks latest.json with a timestamp 1 s after load, then on the interval', async () => {
    const server = latestServer('build-a');
    const watch = new ReleaseWatch({ buildId: 'build-a', fetcher: server.fetcher, win: window }).start();
    await vi.advanceTimersByTimeAsync(FIRST_CHECK_MS - 1);
    expect(server.urls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.urls).toHaveLength(1);
    expect(server.urls[0]).toMatch(/^\/_build\/latest\.json\?\d+$/);
    expect(watch.outdated).toBe(false);
    server.release('build-b');
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS - FIRST_CHECK_MS - 1);
    expect(watch.outdated).toBe(false);
    await vi.advanceTimersByTimeAsync(FIRST_CHECK_MS + 1);
    expect(watch.outdated).toBe(true);
    expect(document.documentElement.dataset.release).toBe('outdated');
    // Outdated is final: no more polling.
    const calls = server.urls.length;
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS * 3);
    expect(server.urls).toHaveLength(calls);
  });

  it('checks again when the tab becomes visible', async () => {
    const server = latestServer('build-a');
    const watch = new ReleaseWatch({ buildId: 'build-a', fetcher: server.fetcher, win: window }).start();
    await vi.advanceTimersByTimeAsync(FIRST_CHECK_MS);
    server.release('build-c');
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(0);
    expect(watch.outdated).toBe(false);
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(server.urls).toHaveLength(2);
    expect(watch.outdated).toBe(true);
  });

  it('stays current while the id is the same, and a failed check only warns', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetcher = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const watch = new ReleaseWatch({ buildId: 'build-a', fetcher, win: window }).start();
    await vi.advanceTimersByTimeAsync(FIRST_CHECK_MS);
    expect(watch.outdated).toBe(false);
    expect(warn).toHaveBeenCalledWith('Could not check for a new release of the site:', expect.any(TypeError));
    watch.markOutdated('build-a');
    expect(watch.outdated).toBe(false);
    watch.markOutdated('build-z');
    expect(watch.outdated).toBe(true);
    warn.mockRestore();
  });
});

describe('the reload guard', () => {
  it('never force-loads the same path twice within 10 s', () => {
    sessionStorage.clear();
    const t0 = 1_000_000;
    expect(RELOAD_GUARD_MS).toBe(10_000);
    expect(mayReload('/about-us/', sessionStorage, t0)).toBe(true);
    expect(mayReload('/about-us/', sessionStorage, t0 + 9_999)).toBe(false);
    expect(mayReload('/about-us/', sessionStorage, t0 + 10_000)).toBe(true);
  });

  it('allows another path at once, even between two reloads of the first', () => {
    sessionStorage.clear();
    expect(mayReload('/about-us/', sessionStorage, 5_000)).toBe(true);
    expect(mayReload('/services/', sessionStorage, 5_001)).toBe(true);
    expect(mayReload('/about-us/', sessionStorage, 5_002)).toBe(false);
    expect(mayReload('/services/', sessionStorage, 14_999)).toBe(false);
    // Remembered in sessionStorage, which a reload keeps; entries older than 10 s are dropped.
    expect(mayReload('/contact-us/', sessionStorage, 15_000)).toBe(true);
    expect(JSON.parse(sessionStorage.getItem('site:reload') ?? '{}')).toEqual({ '/services/': 5_001, '/contact-us/': 15_000 });
  });

  it('works without storage rather than blocking the page', () => {
    expect(mayReload('/about-us/', null, 1)).toBe(true);
  });
});
