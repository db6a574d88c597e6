/**
 * Checks of one page's front matter against the rest of the site: its related pages and its picture must
 * exist, its warning signs must be in the catalogue, and the picture must be in a format browsers show. (A
 * `heading` with markup is checked where it is rendered, content-html.ts, so the page publishes exactly the markup
 * that was checked.)
 */
import type { ImageSize } from '../../shared/image-size.ts';
import type { Problem } from '../../shared/problems.ts';
import type { PageSource } from '../load/content.ts';
import { imageSourceProblem } from './html-allow-list.ts';
import { unsupportedImageProblem } from '../public-files/image-formats.ts';
import type { RouteManifest } from '../../model/routes.ts';
import { didYouMean } from '../load/nearest-ids.ts';
import { unknownSignProblems, type SignCatalogue } from '../../model/warning-signs.ts';
import { keyPointProblems } from '../../model/key-points.ts';
import { signMeaningProblems } from './sign-meanings.ts';

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
    if (!manifest.has(id)) problems.push({ ...at('related'), message: `names unknown page id "${id}"${didYouMean(id, manifest)}` });
  }
  for (const message of unknownSignProblems(page.meta.warningSigns ?? [], signs)) problems.push({ ...at('warningSigns'), message });
  for (const message of signMeaningProblems(page.meta.warningSigns ?? [], signs)) problems.push({ ...at('warningSigns'), message });
  const hasBlock = (page.meta.warningSigns?.length ?? 0) > 0;
  for (const message of keyPointProblems(page.meta.keyPoints ?? [], hasBlock)) problems.push({ ...at('keyPoints'), message });
  const image = page.meta.image;
  if (image) {
    const refused = imageSourceProblem(image.src) ?? unsupportedImageProblem(image.src);
    if (refused) problems.push({ ...at('image'), message: `${image.src}: ${refused}` });
    else if (!images.has(image.src)) problems.push({ ...at('image'), message: `points at ${image.src}, which is not a file in public/` });
  }
  return problems;
}
