/**
 * Keeps what was made from files (the stylesheet, the browser bundle) in memory for the life of the process, with
 * the size and times of every file it was made from, and makes it again only when one of those changed or went.
 * Both are made from the code alone, never from content, and one process may build many sites: the dev server once
 * per saved change, the test suite a small site more than a hundred times.
 */
import { statSync } from 'node:fs';

export interface Made<T> {
  readonly value: T;
  /** Absolute paths of every file the value was made from. */
  readonly inputs: readonly string[];
}

interface Kept<T> {
  readonly value: T;
  readonly stamps: ReadonlyArray<readonly [string, string]>;
}

/** A file changed this recently may have changed while the value was made from it: such a value is not kept. */
const SETTLING_MS = 2000;

const kept = new Map<string, Promise<Kept<unknown>>>();

function stampOf(file: string): string {
  try {
    const s = statSync(file, { bigint: true });
    return `${s.size}:${s.mtimeNs}:${s.ctimeNs}:${s.ino}`;
  } catch {
    return 'missing';
  }
}

function recent(file: string, started: number): boolean {
  try {
    return statSync(file).mtimeMs > started - SETTLING_MS;
  } catch {
    return true;
  }
}

const unchanged = (stamps: Kept<unknown>['stamps']) => stamps.every(([file, stamp]) => stampOf(file) === stamp);

/** The value kept under `key` while its files are unchanged; otherwise `make()`'s, kept for next time. */
export async function madeFromFiles<T>(key: string, make: () => Promise<Made<T>>): Promise<T> {
  const previous = kept.get(key) as Promise<Kept<T>> | undefined;
  const found = previous && (await previous.catch(() => undefined));
  if (found && unchanged(found.stamps)) return found.value;
  const started = Date.now();
  const making = make().then(({ value, inputs }) => ({
    value,
    stamps: inputs.map((file) => [file, recent(file, started) ? 'changing' : stampOf(file)] as const),
  }));
  kept.set(key, making);
  making.catch(() => kept.delete(key));
  return (await making).value;
}
