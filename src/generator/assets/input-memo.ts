/**
 * Keeps what was made from files (the stylesheet, the browser bundle) with the size and times of every file it was
 * made from, and makes it again only when one of those changed or went. Both are made from the code alone, never
 * from content: one process may build many sites (the dev server once per saved change, the test suite a small
 * site more than a hundred times), and every `npm run build` would otherwise start esbuild for the same result.
 * So a value is kept in memory for the process and on disk, in node_modules/.cache/clinic-site/made/, for the
 * next one, as the generator's own bundle and the editor's are.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';

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
const CHANGING = 'changing';

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

export class InputMemo {
  private readonly kept = new Map<string, Promise<Kept<unknown>>>();

  /** `diskDir`: where values are kept for later processes (none: in memory only). */
  constructor(private readonly diskDir?: string) {}

  /** The value kept under `key` while its files are unchanged; otherwise `make()`'s, kept for next time. */
  async made<T>(key: string, make: () => Promise<Made<T>>): Promise<T> {
    const previous = this.kept.get(key) as Promise<Kept<T>> | undefined;
    const found = (previous && (await previous.catch(() => undefined))) ?? this.fromDisk<T>(key);
    if (found && unchanged(found.stamps)) {
      if (!previous) this.kept.set(key, Promise.resolve(found));
      return found.value;
    }
    const started = Date.now();
    const making = make().then(({ value, inputs }) => {
      const made: Kept<T> = { value, stamps: inputs.map((file) => [file, recent(file, started) ? CHANGING : stampOf(file)] as const) };
      this.toDisk(key, made);
      return made;
    });
    this.kept.set(key, making);
    making.catch(() => this.kept.delete(key));
    return (await making).value;
  }

  private fileOf(key: string): string | undefined {
    return this.diskDir && path.join(this.diskDir, `${createHash('sha256').update(key).digest('hex').slice(0, 24)}.bin`);
  }

  /** A value an earlier process kept; undefined when there is none or it cannot be read (it is made again). */
  private fromDisk<T>(key: string): Kept<T> | undefined {
    const file = this.fileOf(key);
    if (!file) return undefined;
    try {
      const kept = deserialize(readFileSync(file)) as Kept<T> & { key: string };
      return kept.key === key ? kept : undefined;
    } catch {
      return undefined;
    }
  }

  /** Written whole beside its place, then renamed into it: a reader never sees half a file. */
  private toDisk(key: string, kept: Kept<unknown>): void {
    const file = this.fileOf(key);
    if (!file || kept.stamps.some(([, stamp]) => stamp === CHANGING)) return;
    try {
      mkdirSync(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(temporary, serialize({ ...kept, key }));
      renameSync(temporary, file);
    } catch {
      // Not kept for the next process, which then makes it again: nothing is lost but its time.
    }
  }
}

const shared = new InputMemo(path.join(import.meta.dirname, '../../../node_modules/.cache/clinic-site/made'));

/** The value kept under `key` while its files are unchanged (in this process or on disk); otherwise `make()`'s. */
export function madeFromFiles<T>(key: string, make: () => Promise<Made<T>>): Promise<T> {
  return shared.made(key, make);
}
