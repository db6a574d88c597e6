/**
 * Progressive enhancement inside an island: the server markup (and the first render while hydrating) uses
 * elements that work without JavaScript, such as a link to the footer's menu; once hydrated, the island swaps
 * them for buttons. useSyncExternalStore gives `false` during hydration and `true` after it, so React re-renders
 * without a hydration mismatch. If the visitor had focused one of the swapped elements, focus moves to the
 * element that replaces it, by position, so a keyboard user never loses their place.
 */
import { useLayoutEffect, useRef, useSyncExternalStore, type RefObject } from 'react';

const noSubscription = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

const FOCUSABLE = 'a[href], button';

export function useCarryFocus(root: RefObject<HTMLElement | null>, hydrated: boolean): void {
  const index = useRef(-1);
  // The first commit still shows the server markup: note which of its controls has focus.
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (root.current && active) index.current = [...root.current.querySelectorAll(FOCUSABLE)].indexOf(active);
  }, [root]);
  useLayoutEffect(() => {
    if (!hydrated || index.current < 0 || !root.current) return;
    root.current.querySelectorAll<HTMLElement>(FOCUSABLE)[index.current]?.focus();
    index.current = -1;
  }, [root, hydrated]);
}
