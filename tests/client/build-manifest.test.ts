// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildManifest, MANIFEST_DELAY_MS } from '../../src/client/startup/build-manifest.ts';
import { afterLoad } from '../../src/shared/when.ts';

const META = { id: 'b1', timestamp: 1, paths: ['/', '/about-us/'] };

function manifestServer(answers: Array<() => Response> = []) {
  const urls: string[] = [];
  const fetcher = vi.fn(async (url: string) => {
    urls.push(url);
    return (answers.shift() ?? (() => new Response(JSON.stringify(META))))();
  });
  return { fetcher, urls };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the build manifest', () => {
  it('is asked for by preloading no sooner than 1 s after the load event', async () => {
    expect(MANIFEST_DELAY_MS).toBe(1000);
    expect(document.readyState).toBe('complete');
    const server = manifestServer();
    const manifest = buildManifest('b1', server.fetcher, afterLoad(MANIFEST_DELAY_MS, window));
    let paths: ReadonlySet<string> | null | undefined;
    void manifest.pathsWhenDue().then((p) => (paths = p));
    await vi.advanceTimersByTimeAsync(MANIFEST_DELAY_MS - 1);
    expect(server.urls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.urls).toEqual(['/_build/meta/b1.json']);
    expect([...(paths ?? [])]).toEqual(['/', '/about-us/']);
  });

  it('waits for the load event itself before counting the second', async () => {
    const server = manifestServer();
    let loaded: () => void = () => undefined;
    const load = new Promise<void>((resolve) => (loaded = resolve));
    const manifest = buildManifest(
      'b1',
      server.fetcher,
      load.then(() => new Promise<void>((resolve) => setTimeout(resolve, MANIFEST_DELAY_MS))),
    );
    void manifest.pathsWhenDue();
    await vi.advanceTimersByTimeAsync(5 * MANIFEST_DELAY_MS);
    expect(server.urls).toEqual([]);
    loaded();
    await vi.advanceTimersByTimeAsync(MANIFEST_DELAY_MS);
    expect(server.urls).toHaveLength(1);
  });

  it('is fetched at once for a page change, and once only for both', async () => {
    const server = manifestServer();
    const manifest = buildManifest('b1', server.fetcher, new Promise(() => undefined));
    const now = await manifest.paths();
    expect(now?.has('/about-us/')).toBe(true);
    expect(server.urls).toEqual(['/_build/meta/b1.json']);
    await manifest.paths();
    expect(server.urls).toHaveLength(1);
  });

  it('is null after a failure, with a warning, and asked for again next time', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = manifestServer([() => new Response('gone', { status: 404 }), () => new Response('{"id":"b1"}')]);
    const manifest = buildManifest('b1', server.fetcher);
    expect(await manifest.paths()).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      'The build manifest could not be loaded; links load as full pages.',
      new Error('/_build/meta/b1.json answered 404'),
    );
    expect(await manifest.paths()).toBeNull();
    expect(warn).toHaveBeenLastCalledWith(
      'The build manifest could not be loaded; links load as full pages.',
      new Error('/_build/meta/b1.json has no list of paths'),
    );
    expect((await manifest.paths())?.size).toBe(2);
    expect(server.urls).toHaveLength(3);
  });
});
