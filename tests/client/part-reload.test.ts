// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const loaders = vi.hoisted(() => ({ menu: vi.fn(), whatsapp: vi.fn(), enquiry: vi.fn() }));
vi.mock('../../src/islands/registry.ts', () => ({ ISLANDS: loaders }));

const { mountIsland } = await import('../../src/islands/hydrate.ts');
const { mayReload, noteForcedLoad, reloadForMissingPart, RELOAD_GUARD_MS } = await import('../../src/shared/reload-guard.ts');

let reloads: number;
let warnings: unknown[][];

function island(name: string): HTMLElement {
  document.body.innerHTML = `<div data-island="${name}" data-props='{"label":"Menu"}'><button>Menu</button></div>`;
  return document.querySelector('[data-island]') as HTMLElement;
}

const chunkMissing = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: https://clinic.test/assets/chunk-OLD.js'));

beforeEach(() => {
  sessionStorage.clear();
  reloads = 0;
  vi.spyOn(window.location, 'reload').mockImplementation(() => {
    reloads += 1;
  });
  warnings = [];
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args));
  for (const load of Object.values(loaders)) load.mockReset();
});

afterEach(() => vi.restoreAllMocks());

describe('an island whose code cannot be loaded', () => {
  it('reloads the page once, and not again within 10 s', async () => {
    loaders.menu.mockImplementation(chunkMissing);
    const first = island('menu');
    await mountIsland(first);
    expect(first.dataset.hydrated).toBe('failed');
    expect(reloads).toBe(1);
    expect(warnings[0]?.[0]).toBe(
      'The code of the island "menu" could not be loaded (a new release may have replaced it): reloading the page.',
    );

    // The reloaded page (the guard's record is in sessionStorage, which a reload keeps) fails the same way.
    const second = island('menu');
    await mountIsland(second);
    expect(reloads).toBe(1);
    expect(second.dataset.hydrated).toBe('failed');
    expect(warnings[1]?.[0]).toBe(
      'The code of the island "menu" could not be loaded again; this page was reloaded less than 10 s ago, so it carries on without it.',
    );
    // The static markup of the widget stays usable.
    expect(second.querySelector('button')?.textContent).toBe('Menu');
  });

  it('reloads once for the whole page when two islands fail', async () => {
    loaders.menu.mockImplementation(chunkMissing);
    loaders.whatsapp.mockImplementation(chunkMissing);
    await Promise.all([mountIsland(island('menu')), mountIsland(island('whatsapp'))]);
    expect(reloads).toBe(1);
  });

  it('does not reload a page a failed page change has just loaded in full', async () => {
    noteForcedLoad(window.location.pathname, sessionStorage);
    loaders.menu.mockImplementation(chunkMissing);
    await mountIsland(island('menu'));
    expect(reloads).toBe(0);
  });
});

describe('an island that fails for another reason', () => {
  it('never reloads for an island that throws while mounting: a reload would repeat it', async () => {
    const failure = new Error('widget bug');
    loaders.menu.mockResolvedValue({
      default: () => {
        throw failure;
      },
    });
    const element = island('menu');
    await mountIsland(element);
    expect(element.dataset.hydrated).toBe('failed');
    expect(reloads).toBe(0);
    expect(warnings).toEqual([['Island "menu" could not start; the page keeps working without it.', failure]]);
  });

  it('never reloads for an island the page names but the bundle does not have', async () => {
    const element = island('carousel');
    await mountIsland(element);
    expect(element.dataset.hydrated).toBe('failed');
    expect(reloads).toBe(0);
    expect(warnings).toEqual([
      ['Island "carousel" could not start; the page keeps working without it.', new Error('unknown island "carousel"')],
    ]);
  });

  it('mounts an island whose code loads, with its props', async () => {
    const mount = vi.fn();
    loaders.menu.mockResolvedValue({ default: mount });
    const element = island('menu');
    await mountIsland(element);
    expect(mount).toHaveBeenCalledWith(element, { label: 'Menu' }, 'menu-');
    expect(element.dataset.hydrated).toBe('true');
    expect(reloads).toBe(0);
  });
});

describe('forced loads the guard did not decide', () => {
  it('are remembered, so the guard refuses the same path for 10 s', () => {
    noteForcedLoad('/about-us/', sessionStorage, 1_000);
    expect(mayReload('/about-us/', sessionStorage, 1_000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(mayReload('/about-us/', sessionStorage, 1_000 + RELOAD_GUARD_MS)).toBe(true);
  });

  it('are remembered even when the path was force-loaded a moment ago (the visitor clicked again)', () => {
    noteForcedLoad('/about-us/', sessionStorage, 1_000);
    noteForcedLoad('/about-us/', sessionStorage, 5_000);
    expect(mayReload('/about-us/', sessionStorage, 1_000 + RELOAD_GUARD_MS)).toBe(false);
  });

  it('never reloads for a missing part without sessionStorage, where nothing would stop a loop', () => {
    const own = Object.getOwnPropertyDescriptor(window, 'sessionStorage');
    Object.defineProperty(window, 'sessionStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    try {
      expect(reloadForMissingPart('The code of the island "menu"', new Error('x'))).toBe(false);
      expect(reloads).toBe(0);
      expect(warnings[0]?.[0]).toBe(
        'The code of the island "menu" could not be loaded, and without sessionStorage the page is not reloaded for it.',
      );
    } finally {
      if (own) Object.defineProperty(window, 'sessionStorage', own);
      else delete (window as { sessionStorage?: Storage }).sessionStorage;
    }
    expect(() => window.sessionStorage.getItem('x')).not.toThrow();
  });
});
