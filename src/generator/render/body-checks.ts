/**
 * The checks of a page's body that rendering makes (markdown problems, the copy rules), run early when loading
 * already found problems: the build stops before rendering then, and without this a long description or an unknown
 * related page would hide a second `# heading` or a wrong `page:` link until it was fixed. A page whose front
 * matter failed its schema has its body checked too.
 */
import type { ImageSize } from '../../shared/image-size.ts';
import type { Problem } from '../../shared/problems.ts';
import type { RouteManifest } from '../../model/routes.ts';
import type { PageSource, UncheckedPage } from '../load/content.ts';
import { checkRendered } from '../checks/check-stage.ts';
import type { Glossary } from '../../model/glossary.ts';
import type { SignCatalogue } from '../../model/warning-signs.ts';
import { lineOfSnippet, renderMarkdown } from './markdown.ts';
import { markdownContext } from './render-pages.ts';

export function bodyProblems(
  pages: ReadonlyArray<PageSource | UncheckedPage>,
  manifest: RouteManifest,
  images: ReadonlyMap<string, ImageSize>,
  signs: SignCatalogue,
  glossary?: Glossary,
): Problem[] {
  const problems: Problem[] = [];
  for (const page of pages) {
    const md = renderMarkdown(page.body, markdownContext(page.route.locale, manifest, images));
    for (const p of md.problems) {
      const line = lineOfSnippet(page.body, p.snippet);
      problems.push({ file: page.source, line: line === undefined ? undefined : page.bodyLine + line - 1, message: p.message });
    }
    problems.push(...checkRendered(page, md.html, { signs, ...(glossary ? { glossary } : {}) }));
  }
  return problems;
}
