// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followLink, type PageChanger } from '../../src/client/startup/follow.ts';
import { raceDeadline, deadline, PAGE_CHANGE_TIMEOUT_MS, TIMED_OUT } from '../../src/client/startup/deadline.ts';
import type { GoOptions } from '../../src/client/page-change/navigation.ts';

const TARGET = new URL('https://clinic.test/about-us/');

let assigned: string[];
let warnings: unknown[][];

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
  assigned = [];
  vi.spyOn(window.location, 'assign').mockImplementation((url: string | URL) => void assigned.push(String(url)));
  warnings = [];
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A router whose go() records its calls and never finishes (the page change itself is not under test). */
function recordingRouter() {
  const calls: Array<{ url: string; mode: string; options: GoOptions }> = [];
  const router: PageChanger = {
    go: (url, mode, options) => {
      calls.push({ url: url.href, mode, options });
      return new Promise(() => undefined);
    },
  };
  return { router, calls };
}

const forcedLoads = () => Object.keys(JSON.parse(sessionStorage.getItem('site:reload') ?? '{}'));

describe('following a link the runtime took', () => {
  it('hands it to the page change once the code is there, with the deadline of the click', async () => {
    const { router, calls } = recordingRouter();
    void followLink(TARGET, async () => router, sessionStorage, window);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map(({ url, mode }) => [url, mode])).toEqual([[TARGET.href, 'push']]);
    const limit = calls[0]?.options.limit;
    expect(limit).toBeDefined();
    // The deadline counts from the click: it passes PAGE_CHANGE_TIMEOUT_MS later, not a new one from now.
    let passed = false;
    void limit?.passed.then(() => (passed = true));
    await vi.advanceTimersByTimeAsync(PAGE_CHANGE_TIMEOUT_MS - 1);
    expect(passed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(passed).toBe(true);
    expect(assigned).toEqual([]);
  });

  it('loads the target in full when the page-change code fails to load', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    await followLink(TARGET, () => Promise.reject(failure), sessionStorage, window);
    expect(assigned).toEqual([TARGET.href]);
    expect(warnings).toEqual([['The page-change code could not be loaded: loading /about-us/ in full.', failure]]);
    expect(forcedLoads()).toEqual(['/about-us/']);
    // Nothing is left to fire later.
    expect(vi.getTimerCount()).toBe(0);
  });

  it(`loads the target in full when the page-change code has not arrived ${PAGE_CHANGE_TIMEOUT_MS} ms after the click`, async () => {
    const { router, calls } = recordingRouter();
    let arrive: (r: PageChanger) => void = () => undefined;
    void followLink(TARGET, () => new Promise<PageChanger>((resolve) => (arrive = resolve)), sessionStorage, window);
    await vi.advanceTimersByTimeAsync(PAGE_CHANGE_TIMEOUT_MS - 1);
    expect(assigned).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(assigned).toEqual([TARGET.href]);
    expect(warnings).toEqual([['The page-change code did not arrive within 3000 ms: loading /about-us/ in full.']]);
    // Code that arrives after that changes nothing: the browser is already loading the page.
    arrive(router);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([]);
  });
});

describe('a deadline', () => {
  it('lets a task that finishes in time through, and passes a failure on', async () => {
    const limit = deadline(window, 100);
    await expect(raceDeadline(Promise.resolve('done'), limit)).resolves.toBe('done');
    await expect(raceDeadline(Promise.reject(new Error('no')), limit)).rejects.toThrow('no');
    limit.cancel();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('answers TIMED_OUT for a task still running when the time is up', async () => {
    const result = raceDeadline(new Promise(() => undefined), deadline(window, 100));
    await vi.advanceTimersByTimeAsync(100);
    await expect(result).resolves.toBe(TIMED_OUT);
  });
});
