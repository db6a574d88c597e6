/** Shared mounting code: hydrate a component into its island element, reporting mismatches by island name. */
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';

export function hydrateIsland<P extends object>(Component: ComponentType<P>) {
  return (element: HTMLElement, props: P, identifierPrefix: string): void => {
    hydrateRoot(element, <Component {...props} />, {
      identifierPrefix,
      onRecoverableError: (error) => console.warn(`Island "${element.dataset.island}" recovered from an error:`, error),
    });
  };
}
