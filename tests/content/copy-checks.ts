/**
 * Checks over the whole copy (pages as the build reads them, and the catalogues). Each returns every problem
 * it finds, naming the file; copy.test.ts runs them over the real content and over a copy with faults seeded in,
 * so every one is shown to fail when it should.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { countWords, type ContentPage, type SiteContent } from '../../scripts/lib/site-content.ts';
import { LOCALE_CODES, type LocaleCode } from '../../src/i18n/locales.ts';
import { findLeftovers, linkProblems, markdownBlocks, untranslated } from './checks.ts';

export type Catalogues = Readonly<Record<LocaleCode, Readonly<Record<string, string>>>>;

export const ARTICLE_WORDS = { min: 500, max: 1200 } as const;
export const DESCRIPTION_MAX = 160;

export async function readCatalogues(root: string): Promise<Catalogues> {
  const entries = await Promise.all(
    LOCALE_CODES.map(async (code) => [code, JSON.parse(await readFile(path.join(root, 'locales', `${code}.json`), 'utf8'))] as const),
  );
  return Object.fromEntries(entries) as Catalogues;
}

const articles = (site: SiteContent) => site.pages.filter((p) => p.route.collection);

/** Front-matter texts a visitor reads. */
export function frontMatterTexts(page: ContentPage): string[] {
  const { title, heading, description, summary, image, publication } = page.meta;
  return [title, heading, description, summary, image?.alt, publication].filter((t): t is string => typeof t === 'string' && t !== '');
}

export async function leftoverProblems(root: string, site: SiteContent, catalogues: Catalogues): Promise<string[]> {
  const problems: string[] = [];
  for (const page of site.pages) {
    const raw = await readFile(path.join(root, page.file), 'utf8');
    for (const word of findLeftovers(raw)) problems.push(`${page.file}: "${word}"`);
  }
  for (const code of LOCALE_CODES) {
    for (const [key, message] of Object.entries(catalogues[code]))
      for (const word of findLeftovers(message)) problems.push(`locales/${code}.json ${key}: "${word}"`);
  }
  return problems;
}

export function articleLengthProblems(site: SiteContent): string[] {
  return articles(site)
    .map((p) => [p.file, countWords(p.text)] as const)
    .filter(([, words]) => words < ARTICLE_WORDS.min || words > ARTICLE_WORDS.max)
    .map(([file, words]) => `${file}: ${words} words of body text (${ARTICLE_WORDS.min} to ${ARTICLE_WORDS.max} expected)`);
}

export function descriptionProblems(site: SiteContent): string[] {
  return site.pages.flatMap((p) => {
    const d = p.meta.description.trim();
    if (d.length === 0 || d.length > DESCRIPTION_MAX)
      return [`${p.file}: description has ${d.length} characters (1 to ${DESCRIPTION_MAX})`];
    if (/[<>*_[\]`]|\{\{/.test(d)) return [`${p.file}: description contains markup or a token: ${d}`];
    return [];
  });
}

export function repeatedTitleProblems(site: SiteContent): string[] {
  const clashes: string[] = [];
  for (const field of ['title', 'description'] as const) {
    const seen = new Map<string, string>();
    for (const p of site.pages) {
      const key = p.meta[field].trim().toLowerCase();
      const other = seen.get(key);
      if (other) clashes.push(`${field} "${p.meta[field]}" is used by ${other} and ${p.file}`);
      else seen.set(key, p.file);
    }
  }
  return clashes;
}

export function imageAltProblems(site: SiteContent): string[] {
  const problems: string[] = [];
  for (const p of site.pages) {
    const image = p.meta.image;
    if (image && typeof image.alt !== 'string') problems.push(`${p.file}: front-matter image has no alt`);
    // An article's picture is also its card and social image: it always needs a real description.
    else if (image && p.route.collection && image.alt.trim().split(/\s+/).length < 4)
      problems.push(`${p.file}: image alt "${image.alt}" says too little`);
    for (const m of p.body.matchAll(/!\[([^\]]*)\]\(([^)]*)\)/g))
      if (m[1]?.trim() === '') problems.push(`${p.file}: image ${m[2]} has an empty alt`);
    for (const m of p.html.matchAll(/<img\b[^>]*>/g)) if (!/\salt="/.test(m[0])) problems.push(`${p.file}: ${m[0]} has no alt attribute`);
  }
  return problems;
}

export function linkProblemsOf(site: SiteContent): string[] {
  const problems: string[] = [];
  for (const p of site.pages) {
    problems.push(...linkProblems(p.body, new Set(p.headings.map((h) => h.id))).map((message) => `${p.file}: ${message}`));
    for (const m of p.body.matchAll(/\(page:([a-z0-9-]+)#([a-z0-9-]+)\)/g)) {
      const [, id = '', anchor = ''] = m;
      const target = site.page(id, p.route.locale) ?? site.page(id, 'en');
      if (target && !target.headings.some((h) => h.id === anchor))
        problems.push(`${p.file}: page:${id}#${anchor} has no heading with id "${anchor}" in ${target.file}`);
    }
    for (const id of p.meta.related) if (!site.manifest.has(id)) problems.push(`${p.file}: related page "${id}" does not exist`);
  }
  return problems;
}

/** Phone numbers, e-mail addresses and web addresses belong to the clinic facts, not the copy. */
export function typedContactProblems(site: SiteContent): string[] {
  const CONTACT = /\+?\d[\d ]{6,}\d|[\w.+-]+@[\w-]+\.[\w.]+|\bwww\.\S+|https?:\/\/\S+/g;
  return site.pages.flatMap((p) =>
    [p.body, ...frontMatterTexts(p)].flatMap((text) => [...text.matchAll(CONTACT)].map((m) => `${p.file}: ${m[0]}`)),
  );
}

/** Words that turn information into a promise, or a figure nobody checked, in the three languages. */
const PROMISES =
  /\bguarantee[sd]?\b|\brisk-free\b|\bcure[sd]?\b|\bpermanent(?:ly)? (?:fix|solution)|\d+(?:\.\d+)? ?(?:%|per ?cent)|百分之|保证|根治|包好|\bdijamin\b|\bmenjamin\b|\bpasti sembuh\b/giu;

export function promiseProblems(site: SiteContent): string[] {
  return site.pages.flatMap((p) =>
    [p.body, ...frontMatterTexts(p)].flatMap((text) => [...text.matchAll(PROMISES)].map((m) => `${p.file}: "${m[0]}"`)),
  );
}

export function articleDateProblems(site: SiteContent): string[] {
  return articles(site).flatMap((p) => {
    const { date = '', reviewed, nextReview } = p.meta;
    const out: string[] = [];
    if (reviewed && reviewed < date) out.push(`${p.file}: reviewed ${reviewed} before it was published ${date}`);
    if (nextReview && reviewed && nextReview <= reviewed) out.push(`${p.file}: next review ${nextReview} is not after ${reviewed}`);
    if (p.route.collection === 'media' && !p.meta.publication) out.push(`${p.file}: media article without a publication`);
    return out;
  });
}

/** Medical copy: each article ends by saying it is general information and inviting a booking. */
export function closingNoteProblems(site: SiteContent): string[] {
  return articles(site).flatMap((p) => {
    const last = p.body.split(/^## /m).at(-1) ?? '';
    const out: string[] = [];
    if (!/general information/i.test(last)) out.push(`${p.file}: the last section does not say the article is general information`);
    if (!/\]\(#enquiry-form\)|\]\(whatsapp:\)/.test(last))
      out.push(`${p.file}: the last section does not link the enquiry form or WhatsApp`);
    return out;
  });
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

/** Anchors survive translation (CONVENTIONS): a cn or bh page has the same heading ids as its en page. */
export function headingIdProblems(site: SiteContent): string[] {
  const problems: string[] = [];
  for (const page of site.pages) {
    if (page.route.locale === 'en') continue;
    const en = site.page(page.route.id, 'en');
    if (!en) continue;
    const ids = (p: ContentPage) => p.headings.map((h) => h.id).join(' ');
    if (ids(page) !== ids(en)) problems.push(`${page.file}: heading ids [${ids(page)}] differ from ${en.file} [${ids(en)}]`);
  }
  return problems;
}
