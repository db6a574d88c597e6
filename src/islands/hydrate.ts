/**
 * Hydrates the islands of a page (or of content swapped in later) by their loading strategy: `load` at once,
 * `idle` after the load event when the browser is idle (so no island delays the first render or the load
 * event), `interaction` when the visitor starts using it. Each island is mounted inside its own try/catch, so
 * one broken widget never stops the others, and an island is never hydrated twice. An island whose code cannot
 * be loaded reloads the page once (reload-guard.ts).
 */
import { ISLANDS, type IslandName } from './registry.ts';
import { pageLoaded } from '../shared/page-load.ts';
import { reloadForMissingPart } from '../shared/reload-guard.ts';
import { holdSends } from './held-send.ts';

export type Mount = (element: HTMLElement, props: never, identifierPrefix: string) => void;

// Starts listening for the load event now, while this module runs before it (see page-load.ts).
const loaded = pageLoaded();

function whenIdle(run: () => void): void {
  void loaded.then(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
    else setTimeout(run, 200);
  });
}

/** Events that mean the visitor is using a widget: a keyboard user focuses it, a pointer user presses on it. */
const INTERACTIONS = ['focusin', 'pointerdown'] as const;

/**
 * When the visitor starts using the island, and never before the load event. Being on screen is not enough: a
 * form or a search box would then bring React (the largest file of all) to every visitor who merely sees one.
 * Until its code has arrived the island's server HTML works on its own (a form posts, the search box is a GET
 * form), and what the visitor types stays in the fields, which the islands leave uncontrolled. A send pressed
 * in that time waits for the code (held-send.ts).
 */
function whenUsed(element: HTMLElement, run: () => Promise<void>): void {
  const held = holdSends(element);
  const start = () => {
    for (const type of INTERACTIONS) element.removeEventListener(type, start);
    void loaded.then(run).then(() => {
      if (element.dataset.hydrated === 'failed') held?.fail();
    });
  };
  for (const type of INTERACTIONS) element.addEventListener(type, start, { passive: true });
}

/** The island names a parameter (`data-load-query`) whose presence in the address means it has work to do at once. */
function askedByAddress(element: HTMLElement): boolean {
  const name = element.dataset.loadQuery;
  return !!name && !!new URLSearchParams(window.location.search).get(name)?.trim();
}

export async function mountIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island ?? '';
  const cannotStart = (error: unknown) => {
    element.dataset.hydrated = 'failed';
    console.warn(`Island "${name}" could not start; the page keeps working without it.`, error);
  };
  const load = ISLANDS[name as IslandName];
  if (!load) return cannotStart(new Error(`unknown island "${name}"`));
  let mount: Mount;
  try {
    ({ default: mount } = await load());
  } catch (error) {
    element.dataset.hydrated = 'failed';
    // Its code is missing (a deploy removes the chunks of older builds) or the network failed: a reload gets
    // the page that names the chunks of the live build. The guard keeps this to once.
    reloadForMissingPart(`The code of the island "${name}"`, error);
    return;
  }
  try {
    mount(element, JSON.parse(element.dataset.props ?? '{}') as never, element.dataset.islandPrefix ?? `${name}-`);
    element.dataset.hydrated = 'true';
  } catch (error) {
    // A fault of the widget itself (or of its props): a reload would only repeat it.
    cannotStart(error);
  }
}

export function hydrateIslands(root: ParentNode = document): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-island]:not([data-hydrated])')) {
    element.dataset.hydrated = 'pending';
    const run = () => mountIsland(element);
    const strategy = element.dataset.load;
    if (strategy === 'load') void run();
    else if (strategy === 'interaction' && askedByAddress(element)) void loaded.then(run);
    else if (strategy === 'interaction') whenUsed(element, run);
    else whenIdle(() => void run());
  }
}
