/**
 * Translations that know their source. A translated page's record (front matter `translation`) names the revision
 * of the English page it was made from: the first 12 hex digits of the SHA-256 of the English file's text, with
 * line ends as LF. When the English file's revision is another, the English changed after the translation was made
 * or last checked: the build warns (an English fix must be publishable at once) and the translated page tells its
 * readers, in their language, that the English was updated and links it, until the record names the new revision.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { PageSource } from './content.ts';
import type { RouteManifest } from '../../model/routes.ts';
import type { Problem } from '../../shared/problems.ts';
import { DEFAULT_LOCALE } from '../../i18n/locales.ts';

/** The revision of a file's text, as a translation record names it (`npm run translation-revision` prints it). */
export function revisionOf(text: string): string {
  return createHash('sha256').update(text.replace(/\r\n?/g, '\n')).digest('hex').slice(0, 12);
}

/** A translated page whose English page changed since: where the English page is and the day it was last dated. */
export interface OutdatedTranslation {
  readonly englishPath: string;
  /** The English page's `reviewed` date, else its `date`: the day the reader is told it was updated. */
  readonly englishDate: string;
}

export interface TranslationSources {
  /** By route name of the translated page. */
  readonly outdated: ReadonlyMap<string, OutdatedTranslation>;
  readonly warnings: readonly string[];
  readonly problems: readonly Problem[];
}

/**
 * Compares each translation record with its English page's file. `realFile` finds a content file on disk
 * (relative to the content folder); `label` is how problems name the folder.
 */
export function translationSources(
  pages: readonly PageSource[],
  manifest: RouteManifest,
  realFile: (file: string) => string,
  label: string,
): TranslationSources {
  const outdated = new Map<string, OutdatedTranslation>();
  const warnings: string[] = [];
  const problems: Problem[] = [];
  const english = new Map(pages.filter((p) => p.route.locale === DEFAULT_LOCALE).map((p) => [p.route.id, p]));
  for (const page of pages) {
    const record = page.meta.translation;
    if (!record) continue;
    const field = { file: page.source, field: 'translation', line: page.fieldLines?.translation };
    const source = page.route.locale === DEFAULT_LOCALE ? undefined : english.get(page.route.id);
    // An English page that exists but was refused has its own problem to tell; its translations wait for it.
    if (!source && page.route.locale !== DEFAULT_LOCALE && manifest.has(page.route.id, DEFAULT_LOCALE)) continue;
    if (!source) {
      problems.push({
        ...field,
        message:
          page.route.locale === DEFAULT_LOCALE
            ? 'an English page is the source of translations, not one: remove its translation record'
            : `there is no English page ${label}/${manifest.get(page.route.id, page.route.locale).file.replace(/^[a-z]+\//, `${DEFAULT_LOCALE}/`)} to translate from: remove the record or add the English page`,
      });
      continue;
    }
    const current = revisionOf(readFileSync(realFile(source.route.file), 'utf8'));
    if (current === record.from) continue;
    outdated.set(page.route.name, {
      englishPath: source.route.path,
      englishDate: source.meta.reviewed ?? source.meta.date ?? record.translated,
    });
    warnings.push(
      `${page.source}: ${source.source} changed after this translation was made from it (revision ${record.from}, now ${current}); update the translation, have it checked again, then set translation.from to ${current} and the dates. Until then the page tells its readers that the English was updated.`,
    );
  }
  return { outdated, warnings, problems };
}
