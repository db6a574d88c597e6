/**
 * Checks of one page's front matter against the rest of the site: its related pages and its picture must
 * exist, its warning signs must be in the catalogue, the picture must be in a format browsers show, and a `heading` with markup must keep to the inline
 * elements a heading may hold.
 */
import type { ImageSize } from '../shared/image-size.ts';
import type { Problem } from '../shared/problems.ts';
import type { PageSource } from './content.ts';
import { checkHtml, HEADING_ELEMENTS, imageSourceProblem } from './html-policy.ts';
import { unsupportedImageProblem } from './image-formats.ts';
import type { RouteManifest } from '../model/routes.ts';
import { unknownSignProblems, type SignCatalogue } from '../model/warning-signs.ts';
import { keyPointProblems } from '../model/key-points.ts';

export function pageProblems(
  page: PageSource,
  manifest: RouteManifest,
  images: ReadonlyMap<string, ImageSize>,
  signs: SignCatalogue,
): Problem[] {
  const problems: Problem[] = [];
  const file = page.source;
  const at = (field: string) => ({ file, field, line: page.fieldLines?.[field] });
  for (const id of page.meta.related) {
    if (!manifest.has(id)) problems.push({ ...at('related'), message: `names unknown page id "${id}"` });
  }
  for (const message of unknownSignProblems(page.meta.warningSigns ?? [], signs)) problems.push({ ...at('warningSigns'), message });
  const hasBlock = (page.meta.warningSigns?.length ?? 0) > 0;
  for (const message of keyPointProblems(page.meta.keyPoints ?? [], hasBlock)) problems.push({ ...at('keyPoints'), message });
  const image = page.meta.image;
  if (image) {
    const refused = imageSourceProblem(image.src) ?? unsupportedImageProblem(image.src);
    if (refused) problems.push({ ...at('image'), message: `${image.src}: ${refused}` });
    else if (!images.has(image.src)) problems.push({ ...at('image'), message: `points at ${image.src}, which is not a file in public/` });
  }
  if (page.meta.heading) {
    for (const finding of checkHtml(page.meta.heading, HEADING_ELEMENTS)) problems.push({ ...at('heading'), message: finding.message });
  }
  return problems;
}
