/**
 * The checks content is held to before rendering, chosen here and nowhere else, with two entry points:
 * `checkPage` (one page against the site it is part of) and `checkSite` (what only the pages together show). The
 * build's load step calls both (pipeline/load-inputs.ts), so every `npm run build` and every dev-server batch runs
 * them (the dev server runs the build); the editor calls both for the page being edited (src/admin/editor-site.ts).
 * What needs the rendered markdown (markdown, HTML, copy rules, ids, anchors) is found where the markdown is
 * rendered (render/render-pages.ts; render/body-checks.ts when loading already failed and nothing renders).
 *
 * A new check: a function of this folder that returns `Problem[]`, added to one of the two lists below.
 */
import type { ImageSize } from '../../shared/image-size.ts';
import type { Problem } from '../../shared/problems.ts';
import type { RouteManifest } from '../../model/routes.ts';
import type { SignCatalogue } from '../../model/warning-signs.ts';
import type { PageSource, UncheckedPage } from '../load/content.ts';
import { headingIdProblems } from './copy-rules.ts';
import { pageProblems } from './page-checks.ts';
import { duplicateMetaProblems } from './seo-checks.ts';
import type { ReviewFile } from '../load/clinical-reviews.ts';
import { REVIEWERS, reviewRecordProblems } from './review-records.ts';
import { type StaleTranslation, staleTranslations, staleTranslationWarnings, translationRecordProblems } from './translations.ts';

/** What a page is checked against: the routes, the pictures of public/ with their sizes, the warning signs. */
export interface CheckedAgainst {
  readonly manifest: RouteManifest;
  readonly images: ReadonlyMap<string, ImageSize>;
  readonly signs: SignCatalogue;
}

/** One page's front matter against the site: related pages, picture, warning signs, key points. */
export function checkPage(page: PageSource, site: CheckedAgainst): Problem[] {
  return [...pageProblems(page, site.manifest, site.images, site.signs)];
}

/** The clinical sign-off record and the catalogue it covers, when the caller has loaded them (the build does). */
export interface SignOff {
  readonly reviews: ReviewFile;
  readonly signs: SignCatalogue;
}

/**
 * The pages together: every title and description its own; given the pages' text (`texts`, those whose front
 * matter failed included), each translation's heading ids the same as its English page's; every translation
 * naming the English revision it was made from; and given the sign-off
 * record, every sign signed off and every record naming what exists. The editor holds
 * only the pages' front matter, so it checks the first alone.
 */
export function checkSite(pages: readonly PageSource[], texts?: ReadonlyArray<PageSource | UncheckedPage>, signOff?: SignOff): Problem[] {
  return [
    ...duplicateMetaProblems(pages),
    ...translationRecordProblems(pages),
    ...(texts ? headingIdProblems(texts) : []),
    ...(signOff ? reviewRecordProblems(signOff.reviews, pages, signOff.signs, REVIEWERS) : []),
  ];
}

/**
 * What the pages together allow but a keeper should hear about: translations whose English page has changed since
 * (a warning, not a refusal, so an English correction is published at once; each such page shows a notice).
 */
export function warnSite(pages: readonly PageSource[]): { readonly warnings: string[]; readonly stale: StaleTranslation[] } {
  const stale = staleTranslations(pages);
  return { warnings: staleTranslationWarnings(stale), stale };
}
