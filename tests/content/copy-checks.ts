/**
 * The translation checks over the whole copy (pages as the build reads them, and the catalogues): heuristics, so
 * tests rather than build rules. Each returns every problem it finds, naming the file; copy.test.ts runs them over
 * the real content and over a copy with faults seeded in, so each is shown to fail when it should.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ContentPage, SiteContent } from '../../scripts/lib/checks/site-content.ts';
import { LOCALE_CODES, type LocaleCode } from '../../src/i18n/locales.ts';
import { markdownBlocks, untranslated } from './checks.ts';

export type Catalogues = Readonly<Record<LocaleCode, Readonly<Record<string, string>>>>;

export async function readCatalogues(root: string): Promise<Catalogues> {
  const entries = await Promise.all(
    LOCALE_CODES.map(async (code) => [code, JSON.parse(await readFile(path.join(root, 'locales', `${code}.json`), 'utf8'))] as const),
  );
  return Object.fromEntries(entries) as Catalogues;
}

/** Front-matter texts a visitor reads. */
export function frontMatterTexts(page: ContentPage): string[] {
  const { title, heading, description, summary, image, publication } = page.meta;
  return [title, heading, description, summary, image?.alt, publication].filter((t): t is string => typeof t === 'string' && t !== '');
}

/**
 * cn and bh pages compared with their en page, block by block and field by field: nothing identical once names,
 * numbers and URLs are set aside, and nothing that reads as English.
 */
export function untranslatedPageProblems(site: SiteContent): string[] {
  const problems: string[] = [];
  for (const page of site.pages) {
    const { locale } = page.route;
    if (locale === 'en') continue;
    const en = site.page(page.route.id, 'en');
    if (!en) continue;
    const english = [...markdownBlocks(en.body), ...frontMatterTexts(en)];
    for (const block of untranslated(english, [...frontMatterTexts(page), ...markdownBlocks(page.body)], locale)) {
      problems.push(`${page.file}: left in English: "${block.slice(0, 100)}"`);
    }
  }
  return problems;
}

export function untranslatedMessageProblems(catalogues: Catalogues): string[] {
  const problems: string[] = [];
  for (const code of ['cn', 'bh'] as const) {
    for (const [key, english] of Object.entries(catalogues.en)) {
      const message = catalogues[code][key];
      if (message === undefined) continue;
      if (untranslated([english], [message], code).length) problems.push(`locales/${code}.json ${key}: left in English: "${message}"`);
    }
  }
  return problems;
}
