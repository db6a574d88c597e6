// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  vi.useFakeTimers();
  vi.resetModules();
});

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(document, 'readyState');
});

describe('pageLoaded', () => {
  it('resolves with the time of the load event on the clock timers use, the same promise for every caller', async () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    const { pageLoaded } = await import('../../src/shared/page-load.ts');
    const first = pageLoaded();
    await vi.advanceTimersByTimeAsync(420);
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(3000);
    expect(pageLoaded()).toBe(first);
    expect(await pageLoaded()).toBe(420);
  });

  it('takes "now" when it first runs after the load event and the browser cannot say when it was', async () => {
    await vi.advanceTimersByTimeAsync(250);
    const { pageLoaded } = await import('../../src/shared/page-load.ts');
    expect(await pageLoaded()).toBe(250);
  });
});
