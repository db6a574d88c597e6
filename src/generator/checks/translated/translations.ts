/**
 * Translations that know their source. A Chinese or Malay page whose English page exists carries a record of the
 * English revision it was made from (front matter `translation`, its shape checked by the schema); a page without
 * one is refused. A record whose revision is no longer the English file's is out of step: the build warns (staff
 * must be able to publish an English correction at once) and the page tells its readers, until a translator and a
 * bilingual reviewer have brought it in step and written the new revision (docs/translations.md).
 */
import type { Problem } from '../../../shared/problems.ts';
import type { PageSource } from '../../load/content.ts';

/** A translation out of step with its English page, and the day the English page was last dated. */
export interface StaleTranslation {
  readonly page: PageSource;
  readonly english: PageSource;
  /** The English page's `reviewed` date, else its `date`; fixed pages may have neither. */
  readonly updated?: string;
}

function englishPages(pages: readonly PageSource[]): Map<string, PageSource> {
  return new Map(pages.filter((p) => p.route.locale === 'en').map((p) => [p.route.id, p]));
}

/** Every translated page whose English page exists names the revision it was made from. */
export function translationRecordProblems(pages: readonly PageSource[]): Problem[] {
  const english = englishPages(pages);
  return pages
    .filter((p) => p.route.locale !== 'en' && !p.meta.translation && english.has(p.route.id))
    .map((p) => ({
      file: p.source,
      line: 1,
      field: 'translation',
      message: `is missing: a translated page records the English page it was made from (${english.get(p.route.id)?.source}), its revision (npm run revision -- <English file>), translator, bilingual reviewer and second reader (docs/translations.md)`,
    }));
}

/** The translations whose English page has changed since (only pages read from files have a revision). */
export function staleTranslations(pages: readonly PageSource[]): StaleTranslation[] {
  const english = englishPages(pages);
  const stale: StaleTranslation[] = [];
  for (const page of pages) {
    const from = page.meta.translation?.from;
    const en = page.route.locale === 'en' ? undefined : english.get(page.route.id);
    if (!from || !en?.revision || en.revision === from) continue;
    const updated = en.meta.reviewed ?? en.meta.date;
    stale.push({ page, english: en, ...(updated ? { updated } : {}) });
  }
  return stale;
}

/** One warning line per translation out of step, naming the translated file. */
export function staleTranslationWarnings(stale: readonly StaleTranslation[]): string[] {
  return stale.map(
    ({ page, english }) =>
      `${page.source}: ${english.source} has changed since this translation (revision ${english.revision}, the record says ${page.meta.translation?.from}); the page tells readers the English was updated until the translation is checked again and its translation.from set to ${english.revision} (docs/translations.md)`,
  );
}
