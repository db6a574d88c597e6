/**
 * Route middleware: the named steps a page change goes through before the new page is shown, in order. Each
 * either lets the change go on (returns nothing) or decides it: a full load of the destination, or the
 * not-found page. Names are resolved when the runtime starts, so a chain naming a middleware that does not
 * exist fails at once ("Unknown route middleware: ..." is thrown), never halfway through a visit.
 */
import type { Payload } from '../startup/payloads.ts';

/** `full-load`: let the browser load the address itself; `not-found`: show the not-found page in place. */
export type Outcome = { readonly kind: 'full-load'; readonly reason: string } | { readonly kind: 'not-found' };

export interface PageChange {
  readonly url: URL;
  /** Destination path, slash form. */
  readonly path: string;
  /** Set by the `payload` middleware for the ones after it. */
  payload?: Payload;
}

export type Middleware = (change: PageChange) => Promise<Outcome | undefined> | Outcome | undefined;

export function resolveMiddleware<Name extends string>(
  names: readonly string[],
  registry: Readonly<Record<Name, Middleware>>,
): Middleware[] {
  return names.map((name) => {
    if (!Object.hasOwn(registry, name)) {
      throw new Error(`Unknown route middleware: "${name}" (known: ${Object.keys(registry).join(', ')})`);
    }
    return registry[name as Name];
  });
}

/** Runs the chain; the first outcome decides, otherwise the page change goes on (undefined). */
export async function runMiddleware(chain: readonly Middleware[], change: PageChange): Promise<Outcome | undefined> {
  for (const step of chain) {
    const outcome = await step(change);
    if (outcome) return outcome;
  }
  return undefined;
}
