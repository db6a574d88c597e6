/**
 * The build's side of the cache (build-cache.ts): the site key, which pages can be taken over from the previous
 * output, taking one over, and the records the next build judges its pages by.
 */
import { nonEmergencyAmbulance } from '../../model/care-lines.ts';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserBundle } from '../assets/browser-bundle.ts';
import type { BuiltAsset } from '../assets/assets.ts';
import { mapLimit } from '../../shared/map-limit.ts';
import type { PageSource } from '../load/content.ts';
import type { BuildInputs } from '../load/inputs.ts';
import type { OutputWriter } from '../output/output.ts';
import type { DocumentAt, DocumentFile } from '../search/document-file.ts';
import { hashOf, type BuildCache, type PageRecord } from './build-cache.ts';
import type { RenderCollectors, RenderRecord } from '../render/render-pages.ts';
import type { ImageSize } from '../../shared/image-size.ts';

export interface SiteKeyInput {
  readonly codeVersion: string;
  readonly inputs: BuildInputs;
  readonly css: BuiltAsset;
  readonly client: BrowserBundle;
  /** The pictures and their sizes, sorted by path. */
  readonly images: ReadonlyArray<readonly [string, ImageSize]>;
  /** A preview build (drafts and scheduled pages shown, with a notice that compares their date with today). */
  readonly preview?: boolean;
}

/**
 * Everything every page's render reads besides its own file and the front matter of the pages it shows (which
 * each page's record keeps): the ONE list of the build's render inputs. A page is taken over only under the key
 * made from it, so an input missing here is a stale page waiting to happen; tests/generator/build-cache.test.ts
 * changes each one and compares a cached build with a cold one.
 */
export function renderInputs({ codeVersion, inputs, css, client, images, preview = false }: SiteKeyInput): Record<string, unknown> {
  return {
    // The generator and its components, the dependencies and Node's version, whose ICU data formats the dates
    // (code-hash.mjs).
    code: codeVersion,
    // The clinic facts (content/clinic.yml): every page's header, footer and contact details.
    facts: inputs.clinic,
    // Settings, which come from the environment (SITE_URL, GTM_ID, the form service): site/config.ts. Nothing
    // else of the environment reaches a render; the time zone does not (dates are Singapore's, below).
    settings: inputs.config,
    catalogues: inputs.catalogues,
    // The warning-sign catalogue (content/warning-signs.yml): every clinical page's when-to-get-help block.
    signs: inputs.signs,
    // The glossary (content/glossary.yml): the Chinese and Malay pages' copy is checked against it as they render.
    glossary: inputs.glossary,
    // The clock, as the date in Singapore: published pages read its year (the footer's ©); a preview's notices
    // read the day. Which pages are published on that day is in the routes and the withheld pages, below.
    clock: preview ? inputs.today : inputs.today.slice(0, 4),
    // The A&E advice names the non-emergency ambulance only until the line closes (model/care-lines.ts).
    nonEmergencyAmbulance: nonEmergencyAmbulance(inputs.today) ?? null,
    stylesheet: css.path,
    browserCode: client.files.map((f) => f.path),
    pictures: images,
    publicFiles: inputs.publicFiles.files.map((f) => f.relative),
    routes: inputs.manifest.routes.map((r) => [r.name, r.path, r.file]),
    withheld: inputs.withheld,
    // A translation whose English page changed says so at its top.
    outdatedTranslations: [...inputs.outdatedTranslations].sort(([a], [b]) => (a < b ? -1 : 1)),
  };
}

/** The hash of the render inputs, under which every page is taken over. */
export function siteKey(input: SiteKeyInput): string {
  return hashOf(renderInputs(input));
}

/** The pages of the previous build that can be taken over, by route name. */
export async function reusablePages(
  cache: BuildCache,
  key: string,
  inputs: BuildInputs,
  metaHashes: ReadonlyMap<string, string>,
  outDir: string,
): Promise<Map<string, PageRecord>> {
  const reused = new Map<string, PageRecord>();
  await mapLimit(inputs.pages, 64, async ({ route }) => {
    const record = await cache.reusable(key, route.name, inputs.sourceHashes.get(route.name), (name) => metaHashes.get(name), outDir);
    if (record) reused.set(route.name, record);
  });
  return reused;
}

/**
 * A page the previous build made from the same inputs: its files are linked into the new output, not rendered,
 * and its search document is read from the previous build's documents file.
 */
export async function takeOver(
  record: PageRecord,
  name: string,
  sitePath: string,
  outDir: string,
  out: OutputWriter,
  collect: RenderCollectors,
  documents: DocumentFile | undefined,
) {
  for (const [file] of record.files) await out.link(path.join(outDir, file), file);
  collect.scripts?.merge(record.scripts);
  collect.anchors?.page(name, new Set(record.ids), record.refs);
  // The cache takes over a page with a search document only together with the file it is in.
  if (record.search !== undefined && documents) collect.search?.(sitePath, documents.get(record.search));
}

/**
 * The records the next build judges its pages by: kept for pages taken over, made for pages rendered, each
 * pointing at its search document in this build's documents file (`located`, by site path).
 */
export async function pageRecords(
  pages: readonly PageSource[],
  reused: ReadonlyMap<string, PageRecord>,
  rendered: ReadonlyMap<string, RenderRecord>,
  located: ReadonlyMap<string, DocumentAt>,
  sources: ReadonlyMap<string, string>,
  metaHashes: ReadonlyMap<string, string>,
  out: OutputWriter,
): Promise<Map<string, PageRecord>> {
  await out.flush();
  const records = new Map<string, PageRecord>();
  await mapLimit(pages, 64, async ({ route }) => {
    const source = sources.get(route.name);
    const at = located.get(route.path);
    const search = at === undefined ? {} : { search: at };
    const kept = reused.get(route.name);
    if (kept && !kept.files.some(([file]) => out.copiedInsteadOfLinked.has(file))) {
      const { search: _previous, ...rest } = kept;
      records.set(route.name, { ...rest, ...search });
      return;
    }
    const made = rendered.get(route.name);
    if (!made || source === undefined) return;
    const dir = route.path.slice(1);
    const files = await Promise.all(
      [`${dir}index.html`, `${dir}_payload.json`].map(async (file) => {
        const { size, mtimeMs } = await stat(path.join(out.staging, file));
        return [file, size, mtimeMs] as const;
      }),
    );
    const reads = made.reads.map((name) => [name, metaHashes.get(name) ?? ''] as const);
    records.set(route.name, { source, reads, files, scripts: made.scripts, ids: made.ids, refs: made.refs, ...search });
  });
  return records;
}
