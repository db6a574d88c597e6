/**
 * Every island the browser can start, by name, each loaded on demand: esbuild splits each into its own chunk.
 * The form and the search box are React islands, with React in a chunk they share; the menu and the WhatsApp
 * widget are plain DOM code, so a page that nobody uses a form or a search box on never loads React. An entry
 * module holds only mounting code.
 */
import type { Mount } from './hydrate.ts';

export const ISLANDS = {
  whatsapp: () => import('./whatsapp.entry.ts'),
  menu: () => import('./menu.entry.ts'),
  enquiry: () => import('./enquiry.entry.tsx'),
  search: () => import('./search.entry.tsx'),
} satisfies Record<string, () => Promise<{ default: Mount }>>;

export type IslandName = keyof typeof ISLANDS;
