/**
 * A page's own text must agree with its when-to-get-help block. The block gives each sign the one level the
 * catalogue holds; a sentence in the summary, a key point or the body that names a sign's symptom beside an
 * urgency word of another level ("chest pain: go to A&E" where the catalogue says 995) would send a reader two
 * ways. So would a sentence that places the block where it is not: it sits after Key points, near the top.
 * The text is read as a reader meets it (rendered markdown through parse5, copy-text.ts); every pattern here is a
 * plain word search, linear in the text.
 */
import type { LocaleCode } from '../../i18n/locales.ts';
import { NON_EMERGENCY_AMBULANCE } from '../../model/care-lines.ts';
import { keyPointParts } from '../../model/key-points.ts';
import { type Level, type SignCatalogue, signsByLevel, type WarningSign } from '../../model/warning-signs.ts';
import type { Problem } from '../../shared/problems.ts';
import type { CopyPage } from './copy-rules.ts';
import { htmlToText } from './copy-text.ts';

type Said = Readonly<Record<LocaleCode, readonly string[]>>;

/** The words that send a reader to a level of care; the specialist level has none that a sentence could contradict. */
const LEVEL_WORDS: ReadonlyArray<readonly [Level, Said]> = [
  ['call-995', { en: ['995'], cn: ['995'], bh: ['995'] }],
  [
    'a-and-e-now',
    {
      en: ['a&e', 'emergency department', NON_EMERGENCY_AMBULANCE.number],
      cn: ['急诊', NON_EMERGENCY_AMBULANCE.number],
      bh: ['jabatan kecemasan', 'a&e', NON_EMERGENCY_AMBULANCE.number],
    },
  ],
  ['today', { en: ['today', 'same day', 'same-day'], cn: ['今天', '当天'], bh: ['hari ini', 'hari yang sama'] }],
];

/** Words by which a sentence points at the block. */
const BLOCK_NAMES: Said = {
  en: ['when to get help', 'warning signs'],
  cn: ['何时需要求医', '警示症状'],
  bh: ['bila perlu mendapatkan bantuan', 'bila perlu bantuan', 'tanda amaran'],
};

/** Places the block is not: the template puts it after Key points, before the body. */
const WRONG_PLACES: Said = {
  en: [
    'below',
    'further down',
    'foot of this page',
    'foot of the page',
    'bottom of this page',
    'bottom of the page',
    'end of this page',
    'end of the page',
  ],
  cn: ['下面', '下方', '页底', '页尾', '页面底部'],
  bh: ['di bawah', 'hujung halaman', 'bahagian bawah halaman'],
};

/** "In three groups": the block has one group per level the page's signs use. */
const GROUP_COUNTS: ReadonlyArray<readonly [number, Said]> = [
  [2, { en: ['two groups'], cn: ['两组', '两类'], bh: ['dua kumpulan'] }],
  [3, { en: ['three groups'], cn: ['三组', '三类'], bh: ['tiga kumpulan'] }],
  [4, { en: ['four groups'], cn: ['四组', '四类'], bh: ['empat kumpulan'] }],
];

export type UrgencyPage = CopyPage;

/** Problems of a page's summary, key points and rendered body (`html`) against the catalogue. */
export function urgencyTextProblems(page: UrgencyPage, html: string, catalogue: SignCatalogue): Problem[] {
  const locale = page.route.locale;
  const listed = (page.meta?.warningSigns ?? []).map((id) => catalogue[id]).filter((s): s is WarningSign => s !== undefined);
  const groups = signsByLevel(
    listed.map((s) => s.id),
    catalogue,
  ).length;
  const problems: Problem[] = [];
  const check = (text: string, at: (sentence: string) => Pick<Problem, 'field' | 'line'>) => {
    for (const sentence of sentences(text)) {
      for (const message of sentenceProblems(sentence, locale, listed, catalogue, groups)) {
        problems.push({ file: page.source, ...at(sentence), message });
      }
    }
  };
  const field = (name: string) => () => ({ field: name, line: page.fieldLines?.[name] });
  if (page.meta?.summary) check(page.meta.summary, field('summary'));
  for (const point of page.meta?.keyPoints ?? []) {
    check(
      keyPointParts(point)
        .map((part) => ('text' in part ? part.text : part.link))
        .join(''),
      field('keyPoints'),
    );
  }
  check(htmlToText(html), (sentence) => {
    const lower = page.body.toLowerCase();
    const at = snippets(sentence)
      .map((snippet) => lower.indexOf(snippet.toLowerCase()))
      .find((i) => i >= 0);
    return { line: at === undefined ? undefined : page.bodyLine + page.body.slice(0, at).split('\n').length - 1 };
  });
  return problems;
}

function sentenceProblems(
  sentence: string,
  locale: LocaleCode,
  listed: readonly WarningSign[],
  catalogue: SignCatalogue,
  groups: number,
): string[] {
  const lower = sentence.toLowerCase();
  const problems: string[] = [];
  const quoted = `"${sentence.length > 90 ? `${sentence.slice(0, 87)}…` : sentence}"`;
  if (BLOCK_NAMES[locale].some((w) => has(lower, w))) {
    const place = WRONG_PLACES[locale].find((w) => has(lower, w));
    if (place) problems.push(`${quoted} says the when-to-get-help block is "${place}", but it sits after Key points, near the top`);
    const count = GROUP_COUNTS.find(([n, words]) => n !== groups && words[locale].some((w) => has(lower, w)));
    if (count) problems.push(`${quoted} says the block has ${count[0]} groups; on this page it has ${groups}`);
  }
  const levels = LEVEL_WORDS.filter(([, words]) => words[locale].some((w) => has(lower, w))).map(([level]) => level);
  if (levels.length === 0) return problems;
  const naming = (signs: readonly WarningSign[]) => signs.filter((s) => s.symptomWords[locale].some((w) => has(lower, w)));
  const onPage = naming(listed);
  const candidates = onPage.length ? onPage : naming(Object.values(catalogue));
  if (candidates.length === 0 || candidates.some((s) => levels.includes(s.level))) return problems;
  const sign = candidates[0] as WarningSign;
  const word = sign.symptomWords[locale].find((w) => has(lower, w));
  problems.push(
    `${quoted} sends "${word}" to ${levels.join(' and ')}, but the catalogue's sign '${sign.id}' is ${sign.level} (as the when-to-get-help block says); make the text agree`,
  );
  return problems;
}

/** Sentences of plain text: a line, cut after a full stop, question or exclamation mark, or semicolon. */
function sentences(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line) => line.split(/(?<=[.!?;。！？；])\s*/u))
    .map((s) => s.trim())
    .filter(Boolean);
}

/** `word` in lower-case `text`; a word of Latin letters or digits must stand alone ("995", not "49950"). */
function has(text: string, word: string): boolean {
  const edge = /[a-z0-9]/;
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    const before = text[at - 1] ?? ' ';
    const after = text[at + word.length] ?? ' ';
    const startsLatin = edge.test(word[0] ?? '');
    const endsLatin = edge.test(word.at(-1) ?? '');
    if ((!startsLatin || !edge.test(before)) && (!endsLatin || !edge.test(after))) return true;
  }
  return false;
}

/** Pieces of a rendered sentence to find its line in the markdown (links and emphasis change the rest). */
function snippets(sentence: string): string[] {
  const words = sentence.split(/\s+/);
  return [sentence, words.slice(0, 6).join(' '), words.slice(-6).join(' '), words.slice(0, 3).join(' '), words.slice(-3).join(' ')].filter(
    (s) => s.length >= 8,
  );
}
