/** What one page's front matter points at must exist: its related pages and its picture. */
import type { ImageSize } from '../components/images.ts';
import type { PageSource } from './content.ts';
import type { RouteManifest } from './routes.ts';

export function referenceProblems(page: PageSource, manifest: RouteManifest, images: ReadonlyMap<string, ImageSize>, contentLabel: string): string[] {
  const problems: string[] = [];
  const file = `${contentLabel}/${page.route.file}`;
  for (const id of page.meta.related) if (!manifest.has(id)) problems.push(`${file}: front matter field "related" names unknown page id "${id}"`);
  if (page.meta.image && !images.has(page.meta.image.src)) {
    problems.push(`${file}: front matter field "image" points at ${page.meta.image.src}, which is not a file in public/`);
  }
  return problems;
}
