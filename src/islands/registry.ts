/**
 * Every island the browser can hydrate, by name, each loaded on demand: esbuild splits each into its own chunk,
 * with React in a chunk they share. An entry module holds only mounting code.
 */
import type { Mount } from './hydrate.ts';

export const ISLANDS = {
  whatsapp: () => import('./whatsapp.entry.tsx'),
  menu: () => import('./menu.entry.tsx'),
  enquiry: () => import('./enquiry.entry.tsx'),
  search: () => import('./search.entry.tsx'),
} satisfies Record<string, () => Promise<{ default: Mount }>>;

export type IslandName = keyof typeof ISLANDS;
