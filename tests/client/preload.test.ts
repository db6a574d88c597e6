// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_PRELOADS, PreloadQueue, preloadAllowed, startPreloadTriggers } from '../../src/client/startup/preload.ts';

/** A load function whose calls stay pending until the test settles them. */
function controlledLoad() {
  const pending = new Map<string, { resolve: () => void; reject: (e: Error) => void }>();
  const calls: string[] = [];
  let inFlight = 0;
  let peak = 0;
  const load = (path: string) =>
    new Promise<void>((resolve, reject) => {
      calls.push(path);
      peak = Math.max(peak, ++inFlight);
      const done = () => inFlight--;
      pending.set(path, {
        resolve: () => {
          done();
          resolve();
        },
        reject: (e) => {
          done();
          reject(e);
        },
      });
    });
  return { load, calls, pending, peak: () => peak };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.restoreAllMocks());

describe('the preload queue', () => {
  it('never has more than 4 preloads in flight and runs the rest as others finish', async () => {
    const { load, calls, pending, peak } = controlledLoad();
    const queue = new PreloadQueue(load);
    for (let i = 0; i < 10; i++) queue.add(`/page-${i}/`);
    await settle();
    expect(MAX_PRELOADS).toBe(4);
    expect(calls).toEqual(['/page-0/', '/page-1/', '/page-2/', '/page-3/']);
    expect(queue.inFlight).toBe(4);
    expect(queue.queued).toBe(6);
    pending.get('/page-1/')?.resolve();
    await settle();
    expect(calls).toHaveLength(5);
    expect(queue.inFlight).toBe(4);
    for (let round = 0; round < 10; round++) {
      for (const [, p] of pending) p.resolve();
      await settle();
    }
    expect(calls).toHaveLength(10);
    expect(peak()).toBe(4);
    expect(queue.inFlight).toBe(0);
  });

  it('preloads each path once, and puts a hovered path first', async () => {
    const { load, calls, pending } = controlledLoad();
    const queue = new PreloadQueue(load, 1);
    queue.add('/a/');
    queue.add('/b/');
    queue.add('/c/');
    queue.add('/a/');
    queue.add('/c/', true);
    await settle();
    pending.get('/a/')?.resolve();
    await settle();
    expect(calls).toEqual(['/a/', '/c/']);
    pending.get('/c/')?.resolve();
    await settle();
    pending.get('/b/')?.resolve();
    await settle();
    expect(calls).toEqual(['/a/', '/c/', '/b/']);
  });

  it('only warns when a preload fails, and may try that path again later', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { load, calls, pending } = controlledLoad();
    const queue = new PreloadQueue(load);
    queue.add('/about-us/');
    await settle();
    pending.get('/about-us/')?.reject(new Error('offline'));
    await settle();
    expect(warn).toHaveBeenCalledWith('Could not preload the page /about-us/:', expect.any(Error));
    expect(queue.inFlight).toBe(0);
    queue.add('/about-us/');
    await settle();
    expect(calls).toEqual(['/about-us/', '/about-us/']);
  });
});

describe('when preloading is allowed', () => {
  const nav = (connection?: object) => ({ connection }) as unknown as Navigator;

  it('preloads on ordinary connections and where the browser does not say', () => {
    expect(preloadAllowed(nav())).toBe(true);
    expect(preloadAllowed(nav({ effectiveType: '4g', saveData: false }))).toBe(true);
    expect(preloadAllowed(nav({ effectiveType: '3g' }))).toBe(true);
  });

  it('preloads nothing when saving data or on 2G', () => {
    expect(preloadAllowed(nav({ effectiveType: '4g', saveData: true }))).toBe(false);
    expect(preloadAllowed(nav({ effectiveType: '2g' }))).toBe(false);
    expect(preloadAllowed(nav({ effectiveType: 'slow-2g' }))).toBe(false);
  });
});

describe('what starts a preload', () => {
  it('queues the page of a hovered, touched or focused internal link, first in line', () => {
    document.body.innerHTML =
      '<a href="/about-us/"><span>About</span></a><a href="https://elsewhere.example/">Out</a><a href="/services/">S</a>';
    const added: Array<[string, boolean]> = [];
    const queue = { add: (path: string, urgent = false) => added.push([path, urgent]) } as unknown as PreloadQueue;
    const pathOf = (link: HTMLAnchorElement) => (link.getAttribute('href')?.startsWith('/') ? link.getAttribute('href') : null);
    startPreloadTriggers({ pathOf, queue }, document);
    const [about, out, services] = [...document.querySelectorAll('a')];
    about?.querySelector('span')?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    out?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    services?.dispatchEvent(new Event('touchstart', { bubbles: true }));
    services?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(added.filter(([, urgent]) => urgent)).toEqual([
      ['/about-us/', true],
      ['/services/', true],
      ['/services/', true],
    ]);
  });
});
