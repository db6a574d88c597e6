/**
 * A window of its own for a test that needs one (a page's address, history and storage that no other test sees),
 * made by the same copy of happy-dom as the environment's window. The isolated files run in vitest's vmThreads
 * pool, where a test's own `import 'happy-dom'` loads a second copy with classes of its own: the code under test
 * checks `target instanceof Element` against the environment's classes, which an element of the second copy's
 * window would fail. Where there is one copy (the threads pool), the imported class is the environment's.
 */
import { Element as ImportedElement, Window as ImportedWindow } from 'happy-dom';

type WindowOptions = ConstructorParameters<typeof ImportedWindow>[0];

export function newHappyWindow(options: WindowOptions): Window {
  if (typeof document === 'undefined') throw new Error('newHappyWindow(): the test file must run in the happy-dom environment');
  const sameCopy = document.createElement('div') instanceof ImportedElement;
  const HappyWindow = sameCopy ? ImportedWindow : (document.defaultView?.constructor as typeof ImportedWindow);
  return new HappyWindow(options) as unknown as Window;
}
