/**
 * Progressive enhancement inside a React island: the server markup (and the first render while hydrating) uses
 * only what works without JavaScript; once hydrated, the island can add what needs it. useSyncExternalStore
 * gives `false` during hydration and `true` after it, so React re-renders without a hydration mismatch.
 */
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
