/**
 * The rules of Chinese and Malay copy, in place of the English reading grade: sentences of a readable length
 * (Chinese counted in characters, split at 。！？；; Malay in words), the glossary's word for each concept
 * (content/glossary.yml), and no English left untranslated (a run of English words, beyond the names,
 * abbreviations and units the glossary keeps). Read from the page as it is shown: its title, description, summary,
 * key points, picture descriptions and its body as rendered. Each problem names the file and the line.
 */
import type { Problem } from '../../../shared/problems.ts';
import type { Glossary, Term, TranslatedLocale } from '../../../model/glossary.ts';
import { clinic } from '../../../site/clinic.ts';
import type { CopyPage } from '../copy-rules.ts';
import { countWords, htmlToText } from '../copy-text.ts';
import { htmlFragment, isElement } from '../html-text.ts';
import { proseBlocks } from '../readability.ts';

/**
 * How long a sentence may be. The longest sentences of the first Chinese and Malay pages were 59 characters and
 * 40 words, their averages 18 to 30 characters and 11 to 17 words; plain-language guides ask for about 20 words
 * (English) a sentence, and Malay says the same in about a fifth more words. A Latin word or a number inside
 * Chinese text counts as one character.
 */
export const SENTENCE_LIMITS: Readonly<
  Record<TranslatedLocale, { readonly longest: number; readonly mean: number; readonly unit: string }>
> = {
  cn: { longest: 70, mean: 35, unit: 'characters' },
  bh: { longest: 45, mean: 20, unit: 'words' },
};

/** The average is judged only over enough sentences to mean something. */
const MEAN_FROM = 5;

/** English words that are no Malay word: three of them in a row in Malay text are English left in (with the glossary's English). */
const ENGLISH_WORDS =
  'the and or but of to in on at for with from by is are was were be been it its this that these those you your we our us they them their he she his her not can will should may might if when then than so about after before into over under do does have has had what which who how more most very also only all any some each there here where why page read see call go get help now today please rest keep raised pain worse better day days week weeks take make know use need feel walk stand sit back leg arm foot hand first one two new old good well just still again other such'.split(
    ' ',
  );

/** A run of two or more Latin words in Chinese text (a word may hold an apostrophe or a hyphen). */
const LATIN_RUN = /[A-Za-z][A-Za-z'’-]*(?:[ \u00a0]+[A-Za-z][A-Za-z'’-]*)+/g;
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

interface Piece {
  readonly text: string;
  readonly field: string;
}

/** Every problem of a Chinese or Malay page's language; `html` is its body as the build rendered it. */
export function languageProblems(page: CopyPage, html: string, glossary: Glossary): Problem[] {
  const locale = page.route.locale;
  if (locale === 'en') return [];
  const rules = compiled(glossary);
  const problems: Problem[] = [];
  const at = (piece: Piece, found: string) =>
    piece.field === 'body'
      ? { file: page.source, line: bodyLineOf(page, found) }
      : { file: page.source, line: page.fieldLines?.[piece.field], field: piece.field };
  for (const piece of piecesOf(page, html)) {
    for (const { word, term, why } of avoidedIn(piece.text, rules.avoid[locale], locale))
      problems.push({ ...at(piece, word), message: `"${word}": write "${term[locale]}" (${term.en}; content/glossary.yml: ${why})` });
    for (const run of englishIn(piece.text, rules, locale))
      problems.push({
        ...at(piece, run),
        message: `"${run}" is English left in the ${locale === 'cn' ? 'Chinese' : 'Malay'} text: translate it (names, abbreviations and units the page may keep are listed under keep: in content/glossary.yml)`,
      });
  }
  problems.push(...sentenceProblems(page, html, locale));
  return problems;
}

/** A Chinese or Malay text outside a page (a warning sign, a message of the interface), and where it is written. */
export interface GlossaryText {
  readonly locale: TranslatedLocale;
  readonly text: string;
  readonly file: string;
  readonly field: string;
  readonly line?: number | undefined;
}

/** The glossary's variants in texts outside the pages: each a problem at its file, field and line. */
export function glossaryVariantProblems(texts: readonly GlossaryText[], glossary: Glossary): Problem[] {
  const rules = compiled(glossary);
  return texts.flatMap(({ locale, text, file, field, line }) =>
    avoidedIn(text, rules.avoid[locale], locale).map(({ word, term, why }) => ({
      file,
      line,
      field,
      message: `"${word}": write "${term[locale]}" (${term.en}; content/glossary.yml: ${why})`,
    })),
  );
}

function piecesOf(page: CopyPage, html: string): Piece[] {
  const { meta } = page;
  const fields: Piece[] = [];
  for (const field of ['title', 'heading', 'description', 'summary'] as const) {
    const text = meta?.[field];
    if (text) fields.push({ text, field });
  }
  for (const point of meta?.keyPoints ?? []) fields.push({ text: point, field: 'keyPoints' });
  if (meta?.image?.alt) fields.push({ text: meta.image.alt, field: 'image' });
  const body = htmlToText(html)
    .split('\n')
    .map((text) => ({ text, field: 'body' }));
  return [...fields, ...body, ...altTexts(html).map((text) => ({ text, field: 'body' }))];
}

/** The alt texts of the pictures in rendered HTML, read with parse5. */
function altTexts(html: string): string[] {
  const found: string[] = [];
  const walk = (nodes: ReturnType<typeof htmlFragment>) => {
    for (const node of nodes) {
      if (!isElement(node)) continue;
      const alt = node.tagName === 'img' ? node.attrs.find((a) => a.name === 'alt')?.value : undefined;
      if (alt) found.push(alt);
      walk(node.childNodes);
    }
  };
  walk(htmlFragment(html));
  return found;
}

interface Avoid {
  readonly word: string;
  /** The word in lower case, for the plain search that comes first. */
  readonly lower: string;
  readonly term: Term;
  readonly why: string;
  /** Malay words match whole words, in any case; Chinese has no spaces, so a Chinese word matches anywhere. */
  readonly pattern?: RegExp;
}

interface Rules {
  readonly avoid: Readonly<Record<TranslatedLocale, readonly Avoid[]>>;
  /** The English a page may keep, longest first, as one pattern. */
  readonly keep: RegExp;
  readonly english: ReadonlySet<string>;
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wholeWord = (text: string) => `(?<![\\p{L}\\p{N}])${literal(text)}(?![\\p{L}\\p{N}])`;

/** The glossary made into patterns once per glossary (the build checks every page against the same one). */
const made = new WeakMap<Glossary, Rules>();

function compiled(glossary: Glossary): Rules {
  const known = made.get(glossary);
  if (known) return known;
  const avoid = { cn: [] as Avoid[], bh: [] as Avoid[] };
  for (const term of glossary.terms)
    for (const a of term.avoid ?? [])
      avoid[a.in].push({
        word: a.word,
        lower: a.word.toLowerCase(),
        term,
        why: a.why,
        ...(a.in === 'bh' ? { pattern: new RegExp(wholeWord(a.word), 'giu') } : {}),
      });
  const names = [clinic.name.en, clinic.name.bh, ...Object.values(clinic.people).flatMap((p) => [p.name.en, p.name.bh])];
  const keep = [...new Set([...glossary.keep, ...names])].sort((a, b) => b.length - a.length);
  // Words the Malay side of the glossary or its kept English share with English are Malay words too (tendon, bunion).
  const malay = new Set([...glossary.terms.map((t) => t.bh), ...keep].flatMap((text) => text.toLowerCase().match(WORD) ?? []));
  const english = new Set(
    [...ENGLISH_WORDS, ...glossary.terms.flatMap((t) => t.en.toLowerCase().match(WORD) ?? [])].filter((w) => !malay.has(w)),
  );
  const keepPattern = keep.length ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${keep.map(literal).join('|')})(?![\\p{L}\\p{N}])`, 'gu') : /(?!)/g;
  const rules: Rules = { avoid, keep: keepPattern, english };
  made.set(glossary, rules);
  return rules;
}

function avoidedIn(text: string, avoid: readonly Avoid[], locale: TranslatedLocale): Avoid[] {
  const lower = text.toLowerCase();
  return avoid.filter((a) => {
    // Nearly every text has none of the words: a plain search first, the whole-word pattern only on a find.
    if (!lower.includes(a.lower)) return false;
    if (a.pattern) {
      a.pattern.lastIndex = 0;
      return a.pattern.test(text);
    }
    // A variant inside the word to use (急诊部 inside 急诊部（A&E）) is the word to use.
    const preferred = a.term[locale];
    return text.split(preferred).some((part) => part.includes(a.word));
  });
}

/** Runs of English: two Latin words in a row in Chinese text; three English words in a row in Malay text. */
function englishIn(text: string, rules: Rules, locale: TranslatedLocale): string[] {
  // The kept words are taken out of each run found, not of the whole text: most text has no run at all.
  const runs = englishRuns(text, rules, locale).flatMap((run) => englishRuns(run.replace(rules.keep, ' · '), rules, locale));
  return [...new Set(runs)];
}

function englishRuns(cleared: string, rules: Rules, locale: TranslatedLocale): string[] {
  if (locale === 'cn') return [...new Set(cleared.match(LATIN_RUN) ?? [])].slice(0, 5);
  const runs: string[] = [];
  for (const clause of cleared.split(/[.,;:!?()（）"“”·]/)) {
    let run: string[] = [];
    const flush = () => {
      if (run.length >= 3) runs.push(run.join(' '));
      run = [];
    };
    for (const [word] of clause.matchAll(WORD)) {
      if (rules.english.has(word.toLowerCase())) run.push(word);
      else flush();
    }
    flush();
  }
  return [...new Set(runs)].slice(0, 5);
}

/** Chinese sentences end at 。！？；, Malay ones at . ! ? before a word that does not start in lower case, or at ;. */
const SENTENCE_END: Readonly<Record<TranslatedLocale, RegExp>> = {
  cn: /(?<=[。！？；])/u,
  bh: /(?<=[.!?])\s+(?=[^\s\p{Ll}])|(?<=;)\s+/u,
};

function sentenceLength(sentence: string, locale: TranslatedLocale): number {
  if (locale === 'bh') return countWords(sentence);
  return (sentence.match(/\p{Script=Han}/gu)?.length ?? 0) + (sentence.match(/[A-Za-z0-9]+(?:['’.-][A-Za-z0-9]+)*/g)?.length ?? 0);
}

function sentenceProblems(page: CopyPage, html: string, locale: TranslatedLocale): Problem[] {
  const limit = SENTENCE_LIMITS[locale];
  const problems: Problem[] = [];
  const blocks: Piece[] = [
    ...(page.meta?.summary ? [{ text: page.meta.summary, field: 'summary' }] : []),
    ...(page.meta?.keyPoints ?? []).map((text) => ({ text, field: 'keyPoints' })),
    ...proseBlocks(html).map((text) => ({ text, field: 'body' })),
  ];
  let total = 0;
  let count = 0;
  for (const block of blocks) {
    for (const sentence of block.text.split(SENTENCE_END[locale])) {
      const length = sentenceLength(sentence, locale);
      if (length === 0) continue;
      total += length;
      count++;
      if (length <= limit.longest) continue;
      const where =
        block.field === 'body' ? { line: bodyLineOf(page, sentence) } : { field: block.field, line: page.fieldLines?.[block.field] };
      problems.push({
        file: page.source,
        ...where,
        message: `a sentence of ${length} ${limit.unit} ("${[...sentence.trim()].slice(0, 24).join('')}…"); keep each sentence to ${limit.longest} ${limit.unit} or fewer: split it in two`,
      });
    }
  }
  const mean = count ? Math.round((total / count) * 10) / 10 : 0;
  if (count >= MEAN_FROM && mean > limit.mean)
    problems.push({
      file: page.source,
      line: page.bodyLine,
      field: 'body',
      message: `its sentences average ${mean} ${limit.unit}; keep the average at ${limit.mean} or fewer (about the English pages' reading grade): shorter sentences and everyday words`,
    });
  return problems;
}

/**
 * The line of the body where rendered text was written: its start, or its first piece long enough to find, looked
 * for in the markdown (links and emphasis make the two differ); the body's first line when none is found.
 */
function bodyLineOf(page: CopyPage, found: string): number {
  const text = found.trim();
  const probes = [text.slice(0, 24), ...text.split(/[\s，。、；：！？,.;:!?（）()「」“”"*[\]]+/).filter((p) => [...p].length >= 4)];
  for (const probe of probes) {
    const at = probe ? page.body.indexOf(probe) : -1;
    if (at >= 0) return page.bodyLine + page.body.slice(0, at).split('\n').length - 1;
  }
  return page.bodyLine;
}
