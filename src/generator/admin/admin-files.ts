/**
 * What the build writes for the content editor at /admin/: its page, its script (bundled only when its inputs
 * changed, admin-bundle.ts), and `site.json`, which holds the editor's configuration made from the schemas
 * (admin-config.ts) and what its preview renders pages with: the same data a render thread gets.
 */
import { localePrefix } from '../../i18n/locales.ts';
import type { IndexedPage } from '../../model/content-index.ts';
import type { FixedPage } from '../../model/page-table.ts';
import type { Route, RouteManifest } from '../../model/routes.ts';
import type { Meta } from '../../model/schema.ts';
import { ADMIN_ASSETS, ADMIN_PATH, ADMIN_SITE_DATA } from '../../site/admin.ts';
import { clinic } from '../../site/clinic.ts';
import type { Problem } from '../../shared/problems.ts';
import type { AdminBundle } from './admin-bundle.ts';
import { decapConfig, type DecapConfig } from './admin-config.ts';
import { attr } from '../../shared/escape.ts';
import type { FileWriter } from '../output/output.ts';
import type { RenderInput } from '../render/render-pages.ts';

/** The shape of /admin/site.json. */
export interface AdminSiteData {
  readonly config: DecapConfig;
  /** What the pages were rendered with: settings, catalogues, stylesheet, pictures, publication. */
  readonly render: RenderInput;
  /** The fixed pages and the content files of this build, from which the preview makes the route manifest. */
  readonly fixedPages: readonly FixedPage[];
  readonly files: readonly string[];
  /** Front matter of every page by route name: listings, related cards and breadcrumbs in the preview. */
  readonly metas: ReadonlyArray<readonly [string, Meta]>;
}

export interface AdminFilesInput {
  /** The editor's bundle, made by the build's assets stage (build.ts) while the content is read. */
  readonly editor: Promise<AdminBundle>;
  readonly input: RenderInput;
  readonly manifest: RouteManifest;
  readonly pages: Iterable<IndexedPage>;
}

/** Writes the editor's files; a bundle that cannot be copied comes back as a problem. */
export async function writeAdminFiles(out: FileWriter, { editor, input, manifest, pages }: AdminFilesInput): Promise<Problem[]> {
  const bundle = await editor;
  // The reader copies' front matter is their English page's: the editor makes them as the build does.
  const metas = [...pages].filter((p) => !p.route.readerCopy).map((p) => [p.route.name, p.meta] as const);
  const titles = new Map(metas.map(([name, meta]) => [name, meta.title]));
  const data: AdminSiteData = {
    config: decapConfig({ settings: input.config.cms, siteUrl: input.config.siteUrl, routes: manifest.routes, titles, signs: input.signs }),
    render: input,
    fixedPages: fixedPagesOf(manifest.routes),
    files: manifest.routes.map((r) => r.file),
    metas,
  };
  const dir = ADMIN_PATH.slice(1);
  const problems = await out.copy(
    bundle.file,
    `${ADMIN_ASSETS.slice(1)}${bundle.name}`,
    'the editor bundle (node_modules/.cache/clinic-site/admin)',
  );
  await out.write(ADMIN_SITE_DATA.slice(1), JSON.stringify(data));
  await out.write(`${dir}index.html`, adminPage(`${ADMIN_ASSETS}${bundle.name}`));
  return problems;
}

/** The editor's page: Decap draws everything; without JavaScript it says what is missing. */
export function adminPage(script: string): string {
  const title = `Content editor | ${clinic.shortName}`;
  return (
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/>' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"/>' +
    // Nothing here for search engines: the editor is a tool for the clinic's staff.
    '<meta name="robots" content="noindex, nofollow"/>' +
    `<title>${attr(title)}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"/>` +
    `<script type="module" src="${attr(script)}"></script></head>` +
    '<body><noscript><p>The content editor needs JavaScript.</p></noscript></body></html>'
  );
}

/** The page table as the manifest holds it (a build may have been given its own table). */
export function fixedPagesOf(routes: readonly Route[]): FixedPage[] {
  const byId = new Map<string, Route[]>();
  for (const route of routes) if (!route.collection) byId.set(route.id, [...(byId.get(route.id) ?? []), route]);
  return [...byId.values()].map((versions) => {
    const first = versions[0] as Route;
    return {
      id: first.id,
      path: first.path.slice(localePrefix(first.locale).length),
      kind: first.kind,
      layout: first.layout,
      locales: versions.map((v) => v.locale),
      ...(first.lists ? { lists: first.lists } : {}),
      ...(first.nav ? { nav: first.nav } : {}),
      ...(first.noindex ? { noindex: true } : {}),
    };
  });
}
