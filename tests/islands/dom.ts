/**
 * Small helpers for island tests in happy-dom: find controls the way a visitor names them (accessible name from
 * aria-label or text), and hydrate an island through the real client path (data-props, prefix, registry).
 */
import { act } from 'react';
import { vi } from 'vitest';
import { mountIsland } from '../../src/islands/hydrate.ts';

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function nameOf(element: Element): string {
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) return document.getElementById(labelledBy)?.textContent?.trim() ?? '';
  return (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
}

function byName<T extends Element>(selector: string, name: string | RegExp, root: ParentNode = document): T[] {
  return [...root.querySelectorAll<T>(selector)].filter((el) => (typeof name === 'string' ? nameOf(el) === name : name.test(nameOf(el))));
}

export function button(name: string | RegExp, root?: ParentNode): HTMLButtonElement {
  const [found] = byName<HTMLButtonElement>('button', name, root);
  if (!found) throw new Error(`no button named ${name}`);
  return found;
}

export function queryButton(name: string | RegExp, root?: ParentNode): HTMLButtonElement | undefined {
  return byName<HTMLButtonElement>('button', name, root)[0];
}

export function link(name: string | RegExp, root?: ParentNode): HTMLAnchorElement {
  const [found] = byName<HTMLAnchorElement>('a[href]', name, root);
  if (!found) throw new Error(`no link named ${name}`);
  return found;
}

export function dialog(name: string): HTMLDialogElement {
  const [found] = byName<HTMLDialogElement>('dialog', name);
  if (!found) throw new Error(`no dialog named ${name}`);
  return found;
}

export async function hydrate(name: string): Promise<HTMLElement> {
  const element = document.querySelector<HTMLElement>(`[data-island="${name}"]`);
  if (!element) throw new Error(`no island "${name}" on the page`);
  await act(async () => {
    await mountIsland(element);
  });
  return element;
}

/** Moves fake time on inside act(), so the state updates that timers cause are rendered. */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

export async function run(action: () => void): Promise<void> {
  await act(async () => {
    action();
  });
}
