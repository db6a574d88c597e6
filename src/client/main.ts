/**
 * The browser entry loaded by every page as a module script. It stays small (no React): it only starts the
 * islands, whose code and React arrive in their own chunks when their strategy says so.
 */
import { hydrateIslands } from './hydrate.ts';

hydrateIslands(document);
