/**
 * Everything a build reads from the project, read and checked in one place: settings, catalogues, the content
 * files and the route manifest they make, every page's front matter, the public files with their pictures'
 * sizes and the hand-written host rules. `npm run build` and the dev server both load through here. Every
 * problem of every input is collected; the result is returned only when there are none.
 */
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { loadCatalogues } from '../load/catalogues.ts';
import { configWarnings, readConfig } from '../../site/config.ts';
import { firstLine, type Checked, type Problem } from '../../shared/problems.ts';
import { mapLimit } from '../../shared/map-limit.ts';
import { readContentFolder, readPage, type PageSource, type UncheckedPage } from '../load/content.ts';
import { bodyProblems } from '../render/body-checks.ts';
import { checkPage, checkSite } from '../checks/check-stage.ts';
import { parseHandWrittenHeaders, parseRedirects, renderRedirectRules } from '../host/host-rules.ts';
import { readImageSizes } from '../public-files/images.ts';
import { isUpload, prepareUploads } from '../public-files/uploads.ts';
import { publishedFileProblems, publishedTypeProblem } from '../public-files/public-types.ts';
import { stripPictureMetadata } from '../public-files/strip-metadata.ts';
import { withoutWithheldPictures } from '../public-files/withheld-pictures.ts';
import { factPictureProblems } from '../checks/fact-pictures.ts';
import { FIXED_PAGES } from '../../model/page-table.ts';
import type { BuildInputs, LoadOptions, PublicFiles } from '../load/inputs.ts';
import { listFolder } from '../load/project-files.ts';
import { createManifest } from '../../model/routes.ts';
import { readerCopyPages } from '../../model/reader-copies.ts';
import { selectPublished } from '../load/publication.ts';
import { todayInSingapore } from '../../model/publication.ts';
import { loadSignCatalogue, SIGNS_FILE } from '../load/warning-signs.ts';
import { loadGlossary } from '../load/glossary.ts';
import { loadClinicFacts } from '../load/clinic-facts.ts';
import { translationSources } from '../load/translation-sources.ts';
import { installClinic } from '../../site/clinic.ts';
import { DEFAULT_LOCALE } from '../../i18n/locales.ts';
import { loadReviewFile } from '../load/clinical-reviews.ts';
import { reviewers, unsignedReviewWarnings } from '../checks/review-records.ts';

export async function loadInputs(options: LoadOptions): Promise<Checked<BuildInputs>> {
  const root = path.resolve(options.root);
  const contentDir = path.resolve(root, options.contentDir ?? 'content');
  const contentLabel = path.relative(root, contentDir).split(path.sep).join('/') || '.';
  const fixedPages = options.fixedPages ?? FIXED_PAGES;
  const problems: Problem[] = [];

  const listed = await readContentFolder(contentDir, { root, label: contentLabel });
  // Without the folder itself there is nothing more to say about its pages.
  if (listed.problems.some((p) => p.file === contentLabel)) return { problems: listed.problems };
  problems.push(...listed.problems);
  const { value: config, problems: configProblems } = readConfig(options.env ?? process.env);
  const { value: catalogues, problems: catalogueProblems } = await loadCatalogues(path.join(root, 'locales'));
  const { value: manifest, problems: manifestProblems } = createManifest(listed.files, fixedPages, contentLabel);
  const { value: signs, problems: signProblems, lineOf: signLines } = await loadSignCatalogue(contentDir, contentLabel);
  const { value: facts, problems: factProblems } = await loadClinicFacts(contentDir, contentLabel);
  const { value: glossary, problems: glossaryProblems } = await loadGlossary(contentDir, contentLabel);
  problems.push(...configProblems, ...catalogueProblems, ...manifestProblems, ...signProblems, ...factProblems, ...glossaryProblems);
  if (!config || !catalogues || !manifest || !signs || !facts) return { problems };
  // Before the pages are read: their front matter names the clinic's people.
  installClinic(facts.clinic);

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
    problems.push(...result.problems);
    if (result.unchecked) unchecked.push(result.unchecked);
    if (result.value) {
      pages.push(result.value);
      if (result.hash) sourceHashes.set(result.value.route.name, result.hash);
    }
  }
  // The content checks, both entry points of the one list (checks/check-stage.ts).
  problems.push(...publicFiles.problems, ...pages.flatMap((page) => checkPage(page, { manifest, images: publicFiles.images, signs })));
  const reviews = await loadReviewFile(contentDir, contentLabel);
  problems.push(...reviews.problems);
  problems.push(
    ...checkSite(
      pages,
      [...pages, ...unchecked],
      reviews.value ? { reviews: reviews.value, signs } : undefined,
      glossary ? { signs, glossary, file: `${contentLabel}/${SIGNS_FILE}`, lineOf: signLines, messages: catalogues } : undefined,
    ),
  );
  problems.push(...factPictureProblems(publicFiles.images, facts.text, facts.file));
  const translations = translationSources(pages, manifest, (file) => listed.real.get(file) ?? path.join(contentDir, file), contentLabel);
  problems.push(...translations.problems);
  const today = options.today ?? todayInSingapore();
  const published = selectPublished(pages, manifest, { label: contentLabel, today, preview: options.preview ?? false });
  problems.push(...published.problems);
  // Rendering would find the rest; it does not run when there are problems, so their bodies are checked now.
  if (problems.length)
    return { problems: [...problems, ...bodyProblems([...pages, ...unchecked], manifest, publicFiles.images, signs, glossary)] };
  // Only a failed glossary leaves it undefined, and that failed the build above.
  if (!glossary) return { problems };
  const kept = new Set(published.pages);
  // Rendered like every page, checked with their English page: they are added after every check has run.
  const copies = readerCopyPages(published.pages, published.manifest.readerCopies);
  for (const copy of copies) {
    const hash = sourceHashes.get(published.manifest.get(copy.route.id, DEFAULT_LOCALE).name);
    if (hash) sourceHashes.set(copy.route.name, hash);
  }
  const shownPublic = withoutWithheldPictures(
    publicFiles,
    pages.filter((p) => !kept.has(p)),
    published.pages,
  );
  const inputs: BuildInputs = {
    root,
    contentDir,
    contentLabel,
    config,
    catalogues,
    signs,
    clinic: facts.clinic,
    outdatedTranslations: translations.outdated,
    glossary,
    files: listed.files,
    realFiles: listed.real,
    fixedPages,
    manifest: published.manifest,
    pages: [...published.pages, ...copies],
    withheld: published.withheld,
    today,
    publicFiles: shownPublic,
    warnings: [
      ...configWarnings(options.env ?? process.env),
      ...reviewWarnings(published.pages, today),
      ...(reviews.value ? unsignedReviewWarnings(reviews.value, pages, reviewers()) : []),
      ...translations.warnings,
    ],
    sourceHashes,
  };
  return { value: inputs, problems };
}

/** A clinical page whose review is overdue still builds (the advice has not become wrong overnight), but says so. */
export function reviewWarnings(pages: readonly PageSource[], today: string): string[] {
  return pages
    .filter((p) => p.meta.nextReview !== undefined && p.meta.nextReview < today)
    .map((p) => `${p.source}: nextReview ${p.meta.nextReview} has passed; have the page reviewed, then update reviewed and nextReview`);
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
