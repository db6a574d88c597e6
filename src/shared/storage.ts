/**
 * Web storage that may be missing: private modes, disabled cookies and sandboxed frames throw on access. The
 * runtime treats a missing store as "nothing remembered" and keeps working.
 */
export function webStorage(kind: 'localStorage' | 'sessionStorage', win: Window = window): Storage | null {
  try {
    const store = win[kind];
    const probe = '__site_probe__';
    store.setItem(probe, probe);
    store.removeItem(probe);
    return store;
  } catch {
    return null;
  }
}

/** Parsed JSON from a store, or undefined when absent, unreadable or not JSON. */
export function readJson(store: Storage | null, key: string): unknown {
  try {
    const raw = store?.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

export function writeJson(store: Storage | null, key: string, value: unknown): void {
  try {
    store?.setItem(key, JSON.stringify(value));
  } catch {
    // A full or read-only store only costs the memory: the runtime works without it.
  }
}
