/**
 * The part of the runtime that shows pages in place, loaded on demand (the first page change, an error to show,
 * or the not-found page's path line): the router and the views, the error pages and the browser's messages.
 */
import { Router, type RouterOptions } from './navigation.ts';

export { fillErrorPath, showErrorPage } from '../errors/error-page.ts';

export function startRouter(options: RouterOptions): Router {
  return new Router(options).start();
}
