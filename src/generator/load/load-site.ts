/**
 * Everything a build reads from the project, read and checked in one place: settings, catalogues, the content
 * files and the route manifest they make, every page's front matter, the public files with their pictures'
 * sizes and the hand-written host rules. `npm run build` and the dev server both load through here. Every
 * problem of every input is collected; the result is returned only when there are none.
 */
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import type { ImageSize } from '../../shared/image-size.ts';
import type { Catalogues } from '../../i18n/messages.ts';
import { loadCatalogues } from './catalogues.ts';
import { configWarnings, readConfig, type SiteConfig } from '../../site/config.ts';
import { BuildError, firstLine, throwIfAny, type Problem } from '../../shared/problems.ts';
import { mapLimit } from '../render/map-limit.ts';
import type { ParseCache } from '../cache/parse-cache.ts';
import { readContentFolder, readPage, type PageSource, type UncheckedPage } from './content.ts';
import { bodyProblems } from '../checks/body-checks.ts';
import { headingIdProblems } from '../checks/copy-rules.ts';
import { parseHandWrittenHeaders, parseRedirects, renderRedirectRules, type HandWrittenRules } from '../host/host-rules.ts';
import { readImageSizes } from '../public-files/images.ts';
import { isUpload, prepareUploads } from '../public-files/uploads.ts';
import { publishedFileProblems, publishedTypeProblem } from '../public-files/public-types.ts';
import { stripPictureMetadata } from '../public-files/strip-metadata.ts';
import { withoutWithheldPictures } from '../public-files/withheld-pictures.ts';
import { pageProblems } from '../checks/page-checks.ts';
import { FIXED_PAGES, type FixedPage } from '../../model/page-table.ts';
import { listFolder, type ListedFile } from './project-files.ts';
import { createManifest, type RouteManifest } from '../../model/routes.ts';
import { selectPublished, type WithheldPages } from './publication.ts';
import { todayInSingapore } from '../../model/publication.ts';
import { duplicateMetaProblems } from '../checks/seo-checks.ts';
import { loadSignCatalogue } from './warning-signs.ts';
import type { SignCatalogue } from '../../model/warning-signs.ts';

export interface LoadOptions {
  /** Project root: content/, locales/ and public/ are read from here. */
  readonly root: string;
  readonly contentDir?: string;
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** The fixed pages; the site's own table unless a test or a fork of the site says otherwise. */
  readonly fixedPages?: readonly FixedPage[];
  /** Front matter read by an earlier build, by file hash (production builds; see parse-cache.ts). */
  readonly parseCache?: ParseCache;
  /** The date reviews are judged against (YYYY-MM-DD); today in Singapore unless a test says otherwise. */
  readonly today?: string;
  /** Build drafts and scheduled articles too, each marked as such (npm run dev); production builds leave them out. */
  readonly preview?: boolean;
}

export interface PublicFiles {
  /** Files copied as they are (the hand-written host rules excluded: they are merged, not copied). */
  readonly files: readonly ListedFile[];
  readonly images: ReadonlyMap<string, ImageSize>;
  readonly hostRules: HandWrittenRules & { readonly redirectsText: string };
}

export interface LoadedSite {
  readonly root: string;
  readonly contentDir: string;
  /** How problems name the content folder: `content`, or the `--content` folder relative to the project. */
  readonly contentLabel: string;
  readonly config: SiteConfig;
  readonly catalogues: Catalogues;
  /** The catalogue of warning signs the clinical pages name (content/warning-signs.yml). */
  readonly signs: SignCatalogue;
  /** Content files relative to the content folder, and where each really is on disk. */
  readonly files: readonly string[];
  readonly realFiles: ReadonlyMap<string, string>;
  readonly fixedPages: readonly FixedPage[];
  readonly manifest: RouteManifest;
  /** The published pages (every page in preview); `manifest` lists exactly these. */
  readonly pages: readonly PageSource[];
  /** Pages this build leaves out (drafts, scheduled articles), so a link to one can be named as such. */
  readonly withheld: WithheldPages;
  /** The day publication is judged against, YYYY-MM-DD in Singapore. */
  readonly today: string;
  readonly publicFiles: PublicFiles;
  /** Things that are allowed but probably a mistake, one line each, for the terminal. */
  readonly warnings: readonly string[];
  /** Hash of each page's file, by route name (only when loaded with a parse cache). */
  readonly sourceHashes: ReadonlyMap<string, string>;
}

/** Runs `load`; a BuildError's problems are collected and undefined returned, anything else is a bug. */
async function settle<T>(problems: Problem[], load: () => T | Promise<T>): Promise<T | undefined> {
  try {
    return await load();
  } catch (error) {
    if (!(error instanceof BuildError)) throw error;
    problems.push(...error.problems);
    return undefined;
  }
}

export async function loadSite(options: LoadOptions): Promise<LoadedSite> {
  const root = path.resolve(options.root);
  const contentDir = path.resolve(root, options.contentDir ?? 'content');
  const contentLabel = path.relative(root, contentDir).split(path.sep).join('/') || '.';
  const fixedPages = options.fixedPages ?? FIXED_PAGES;
  const problems: Problem[] = [];

  const listed = await readContentFolder(contentDir, { root, label: contentLabel });
  // Without the folder itself there is nothing more to say about its pages.
  if (listed.problems.some((p) => p.file === contentLabel)) throw new BuildError(listed.problems);
  problems.push(...listed.problems);
  const config = await settle(problems, () => readConfig(options.env ?? process.env));
  const catalogues = await settle(problems, () => loadCatalogues(path.join(root, 'locales')));
  const manifest = await settle(problems, () => createManifest(listed.files, fixedPages, contentLabel));
  const signs = await settle(problems, () => loadSignCatalogue(contentDir, contentLabel));
  if (!config || !catalogues || !manifest || !signs) throw new BuildError(problems);

  const [loaded, publicFiles] = await Promise.all([
    mapLimit(manifest.routes, 64, (route) =>
      readPage(
        listed.real.get(route.file) ?? path.join(contentDir, route.file),
        route,
        `${contentLabel}/${route.file}`,
        options.parseCache,
      ),
    ),
    loadPublic(root, new Set(manifest.routes.map((r) => r.path))),
  ]);
  const pages: PageSource[] = [];
  const unchecked: UncheckedPage[] = [];
  const sourceHashes = new Map<string, string>();
  for (const result of loaded) {
    if (!result.ok) {
      problems.push(...result.problems);
      if (result.unchecked) unchecked.push(result.unchecked);
    } else {
      pages.push(result.page);
      if (result.hash) sourceHashes.set(result.page.route.name, result.hash);
    }
  }
  problems.push(...publicFiles.problems, ...contentProblems(pages, manifest, publicFiles.images, signs));
  const today = options.today ?? todayInSingapore();
  const published = selectPublished(pages, manifest, { label: contentLabel, today, preview: options.preview ?? false });
  problems.push(...published.problems, ...headingIdProblems([...pages, ...unchecked]));
  // Rendering would find the rest; it does not run when there are problems, so their bodies are checked now.
  if (problems.length) problems.push(...bodyProblems([...pages, ...unchecked], manifest, publicFiles.images));
  throwIfAny(problems);
  const kept = new Set(published.pages);
  const shownPublic = withoutWithheldPictures(
    publicFiles,
    pages.filter((p) => !kept.has(p)),
    published.pages,
  );
  return {
    root,
    contentDir,
    contentLabel,
    config,
    catalogues,
    signs,
    files: listed.files,
    realFiles: listed.real,
    fixedPages,
    manifest: published.manifest,
    pages: published.pages,
    withheld: published.withheld,
    today,
    publicFiles: shownPublic,
    warnings: [...configWarnings(options.env ?? process.env), ...reviewWarnings(published.pages, today)],
    sourceHashes,
  };
}

/** A clinical page whose review is overdue still builds (the advice has not become wrong overnight), but says so. */
export function reviewWarnings(pages: readonly PageSource[], today: string): string[] {
  return pages
    .filter((p) => p.meta.nextReview !== undefined && p.meta.nextReview < today)
    .map((p) => `${p.source}: nextReview ${p.meta.nextReview} has passed; have the page reviewed, then update reviewed and nextReview`);
}

/** Checks across pages: what front matter refers to exists, titles and descriptions are unique. */
export function contentProblems(
  pages: readonly PageSource[],
  manifest: RouteManifest,
  images: ReadonlyMap<string, ImageSize>,
  signs: SignCatalogue,
): Problem[] {
  return [...pages.flatMap((page) => pageProblems(page, manifest, images, signs)), ...duplicateMetaProblems(pages)];
}

const HOST_FILES = new Set(['_headers', '_redirects']);

/** public/: the files to copy, the pictures' sizes and the hand-written host rules. */
export async function loadPublic(root: string, pagePaths: ReadonlySet<string>): Promise<PublicFiles & { problems: Problem[] }> {
  const listing = await listFolder(path.join(root, 'public'), { root, label: 'public' });
  const problems: Problem[] = [...listing.problems, ...(await publishedFileProblems(listing.files))];
  const publishable = listing.files.filter((f) => !publishedTypeProblem(f.relative));
  const read = async (name: string) => {
    const file = listing.files.find((f) => f.relative === name);
    if (!file) return '';
    return readFile(file.real, 'utf8').catch((error: unknown) => {
      problems.push({ file: `public/${name}`, message: `cannot be read (${firstLine(error)})` });
      return '';
    });
  };
  const [headersText, redirectsText, images, uploads, stripped] = await Promise.all([
    read('_headers'),
    read('_redirects'),
    readImageSizes(publishable.filter((f) => !isUpload(f.relative))),
    prepareUploads(publishable, { root }),
    // The uploads' versions are made without metadata; every other picture is copied without it.
    stripPictureMetadata(publishable, { root, keep: isUpload }),
  ]);
  const strippedCopy = new Map(stripped.files.map((f) => [f.relative, f]));
  const headers = parseHandWrittenHeaders(headersText, 'public/_headers');
  const redirects = parseRedirects(redirectsText, 'public/_redirects', pagePaths);
  // A picture whose size cannot be read is named once, for that.
  const unsized = new Set(images.problems.map((p) => p.file));
  const strippedProblems = stripped.problems.filter((p) => !unsized.has(p.file));
  problems.push(...images.problems, ...uploads.problems, ...strippedProblems, ...headers.problems, ...redirects.problems);
  return {
    files: uploads.files
      .filter((f) => !HOST_FILES.has(f.relative))
      .map((f) => (isUpload(f.relative) ? f : (strippedCopy.get(f.relative) ?? f))),
    images: new Map([...images.sizes, ...uploads.images]),
    hostRules: { headers: headers.rules, redirects: redirects.rules, redirectsText: renderRedirectRules(redirects.rules) },
    problems,
  };
}
