/**
 * Where the generator's own code is, and what every page loads that is made from that code alone: the site's
 * stylesheet and the browser bundle (esbuild makes them in its own process). The build and the dev server both make
 * them through here.
 */
import path from 'node:path';
import { buildStylesheet, type BuiltAsset } from './assets.ts';
import { buildBrowserBundle, type BrowserBundle } from './browser-bundle.ts';

/** The repository holding the generator's code (not the project being built, which may be another folder). */
export const CODE_ROOT = path.resolve(import.meta.dirname, '../../..');

/** The site's one stylesheet, from src/styles/index.css. */
export function buildSiteStylesheet(codeRoot: string = CODE_ROOT): Promise<BuiltAsset> {
  return buildStylesheet(path.join(codeRoot, 'src/styles/index.css'));
}

/** The stylesheet and the browser bundle, made side by side. */
export function buildSiteAssets(codeRoot: string = CODE_ROOT): Promise<readonly [BuiltAsset, BrowserBundle]> {
  return Promise.all([buildSiteStylesheet(codeRoot), buildBrowserBundle(codeRoot)]);
}
