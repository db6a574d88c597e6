/**
 * Shared mounting code: hydrate a component into its island element. A mismatch is reported by island name.
 * A widget that throws while rendering is logged on its own, and its server HTML (which works without
 * JavaScript: plain links) is put back, because React removes the markup of a root that failed.
 */
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';

export function hydrateIsland<P extends object>(Component: ComponentType<P>) {
  return (element: HTMLElement, props: P, identifierPrefix: string): void => {
    const name = element.dataset.island;
    const serverHtml = element.innerHTML;
    hydrateRoot(element, <Component {...props} />, {
      identifierPrefix,
      onRecoverableError: (error) => console.warn(`Island "${name}" recovered from an error:`, error),
      onUncaughtError: (error) => {
        console.warn(`Island "${name}" failed; its server HTML stays in place without JavaScript.`, error);
        element.dataset.hydrated = 'failed';
        // After React has finished removing the failed tree, not during it.
        setTimeout(() => {
          element.innerHTML = serverHtml;
        });
      },
    });
  };
}
