/**
 * Translations that know their source: a Chinese or Malay page whose English page exists carries a record of the
 * English revision it was made from, its translator, bilingual reviewer and second reader (front matter
 * `translation`, its shape checked by the schema). A page without one is refused, so no translation reaches the
 * site without a named source and named checkers; the load stage compares the record with the English file
 * (load/translation-sources.ts) and warns when the English has moved on.
 */
import type { Problem } from '../../../shared/problems.ts';
import type { PageSource } from '../../load/content.ts';

/** Every translated page whose English page exists names the revision it was made from, and who checked it. */
export function translationRecordProblems(pages: readonly PageSource[]): Problem[] {
  const english = new Map(pages.filter((p) => p.route.locale === 'en').map((p) => [p.route.id, p]));
  return pages
    .filter((p) => p.route.locale !== 'en' && !p.meta.translation && english.has(p.route.id))
    .map((p) => ({
      file: p.source,
      line: 1,
      field: 'translation',
      message: `is missing: a translated page records the English page it was made from (${english.get(p.route.id)?.source}), its revision (the translation-revision npm script prints it), translator, bilingual reviewer and second reader (docs/translations.md)`,
    }));
}
