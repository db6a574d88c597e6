/**
 * The browser entry loaded by every page as a module script. It stays small (no React): it starts the islands,
 * whose code and React arrive in their own chunks when their strategy says so, and the runtime (src/client/).
 */
import { startRuntime } from './startup/start.ts';
import { keepDrafts, sessionStore } from '../islands/form/draft.ts';

// Before any island: what a visitor types is kept from the first key, and a draft is back at once after a reload.
keepDrafts(document, sessionStore(window));
// The runtime (start.ts) hydrates the islands, then adds page changes, locale memory, releases and analytics.
startRuntime(window);
