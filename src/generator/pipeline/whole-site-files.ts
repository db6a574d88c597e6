/**
 * The files of a build that belong to the whole site rather than to one page: the error pages of each locale,
 * the browser's message files, the release files, sitemap.xml and robots.txt, the Atom feeds, and the host configs. Written
 * last, because the host configs need the inline-script hashes of every page. Used by the build and by dev.
 */
import { DEFAULT_LOCALE, LOCALE_CODES } from '../../i18n/locales.ts';
import type { Catalogues } from '../../i18n/messages.ts';
import type { SiteConfig } from '../../site/config.ts';
import type { Problem } from '../../shared/problems.ts';
import { messageProblem } from '../load/catalogues.ts';
import { MessageError } from '../../i18n/messages.ts';
import type { IndexedPage } from '../../model/content-index.ts';
import type { InlineScripts } from '../host/csp.ts';
import { renderFeeds } from '../output/feeds.ts';
import { policyScopesOf, type PolicyScopes } from '../host/policy-scopes.ts';
import { SEARCH_BUNDLE_DIR } from '../../site/search.ts';
import type { HandWrittenRules } from '../host/host-rules.ts';
import { renderHeadersFile, renderRedirectsFile } from '../host/host-config.ts';
import { writeAdminFiles } from '../admin/admin-files.ts';
import type { AdminBundle } from '../admin/admin-bundle.ts';
import { ADMIN_PATH } from '../../site/admin.ts';
import type { FileWriter } from '../output/output.ts';
import type { RenderInput, Rendering } from '../render/render-pages.ts';
import type { RouteManifest } from '../../model/routes.ts';
import { renderRobots, renderSitemap } from '../output/sitemap.ts';

export interface WholeSiteFilesInput {
  readonly rendering: Rendering;
  /** What the pages were rendered with (render-pages.ts renderInputOf): the editor's preview renders with it too. */
  readonly input: RenderInput;
  /** The editor's bundle, a result of the assets stage. */
  readonly editor: Promise<AdminBundle>;
  readonly manifest: RouteManifest;
  readonly catalogues: Catalogues;
  readonly config: SiteConfig;
  readonly buildId: string;
  /** The sitemap's last modification date of a route, by route name. */
  readonly lastmod: (name: string) => string | undefined;
  /** Inline scripts seen in the pages so far; the error pages' are added here. */
  readonly scripts: InlineScripts;
  /** Front matter of every page: the feeds list the articles. */
  readonly pages: Iterable<IndexedPage>;
  /** Rules from public/_headers and public/_redirects, merged into the generated files. */
  readonly hostRules: HandWrittenRules & { readonly redirectsText: string };
}

/** Writes the site-wide files; returns problems (a message the error pages need that cannot be formatted). */
export async function writeWholeSiteFiles(out: FileWriter, input: WholeSiteFilesInput): Promise<Problem[]> {
  const { rendering, manifest, catalogues, config, buildId, scripts } = input;
  const problems: Problem[] = [];
  for (const code of LOCALE_CODES) {
    const home = manifest.href('index', code).slice(1);
    for (const status of [404, 500]) {
      let html: string;
      try {
        html = rendering.renderer.renderError(status, code);
      } catch (error) {
        if (!(error instanceof MessageError)) throw error;
        problems.push(messageProblem(error));
        continue;
      }
      for (const script of scripts.add(html))
        problems.push({ file: `${home}${status}.html`, message: `carries a script the site did not write: ${script}` });
      await out.write(`${home}${status}.html`, html);
    }
    await out.write(`_locales/${code}.json`, JSON.stringify(catalogues[code]));
  }
  const timestamp = Date.now();
  await out.write('_build/latest.json', JSON.stringify({ id: buildId, timestamp }));
  // Every page the browser may change to, the reader copies (model/reader-copies.ts) included.
  const paths = [...manifest.routes, ...manifest.readerCopies].map((r) => r.path);
  await out.write(`_build/meta/${buildId}.json`, JSON.stringify({ id: buildId, timestamp, paths }));
  await out.write('sitemap.xml', renderSitemap(manifest, config.siteUrl, input.lastmod));
  await out.write('robots.txt', renderRobots(config.siteUrl));
  const english = rendering.renderer.context(manifest.get('index', DEFAULT_LOCALE)).t;
  // Read twice below; dev hands the pages over as an iterator, which reads once.
  const pages = [...input.pages];
  for (const [sitePath, xml] of renderFeeds(manifest, pages, config.siteUrl, english)) await out.write(sitePath.slice(1), xml);
  // The editor previews one page at a time, whatever the build withheld: a draft is shown as the draft it is.
  const previewInput: RenderInput = input.input.publication
    ? { ...input.input, publication: { today: input.input.publication.today, withheld: [] } }
    : input.input;
  problems.push(...(await writeAdminFiles(out, { editor: input.editor, input: previewInput, manifest, pages })));
  await out.write(
    '_headers',
    renderHeadersFile({ config, scriptHashes: scripts.hashes }, input.hostRules.headers, await policyScopesFor(out, manifest)),
  );
  await out.write('_redirects', renderRedirectsFile(input.hostRules.redirectsText));
  // GitHub Pages deployed from a branch runs Jekyll, which drops every path starting with "_" (_build, _locales,
  // _payload.json) unless this file is present.
  await out.write('.nojekyll', '');
  return problems;
}

/**
 * Which paths get the search pages' policy, which the content editor's and which the strict one, from what the
 * output holds once every queued write has landed (the search index, written after this, is a folder of its own).
 */
export async function policyScopesFor(out: FileWriter, manifest: RouteManifest): Promise<PolicyScopes> {
  const searchPaths = manifest.routes.filter((r) => r.layout === 'search').map((r) => r.path);
  await out.flush();
  // The index's folder too: Pagefind runs its WebAssembly in a worker, and a worker is governed by the policy
  // its own script is served with. The folder holds no page, only the search code and the index.
  return policyScopesOf(out.dir, searchPaths.length ? [...searchPaths, `/${SEARCH_BUNDLE_DIR}/`] : [], [ADMIN_PATH]);
}
