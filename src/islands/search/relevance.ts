/**
 * The floor under Pagefind's results: a page is shown only when it is about what was searched for. Pagefind ranks
 * every page that shares a piece of the search: 痛风 (gout, which the site does not cover) found the pages that
 * hold 痛 (pain); 'asma' found "as"; 'gout' found two pages that name it once in a list of causes. A reader shown
 * those believes the site answers the question and reads advice about something else, so such a search answers
 * "nothing found" with the urgent line and the ways to ask the clinic instead. The reasons are in
 * docs/decisions/search-in-the-readers-language.md.
 */

/** What the floor reads of a result (Pagefind's `result.data()`). */
export interface ResultText {
  /** The page's indexed text. */
  readonly content: string;
  readonly meta: Readonly<Record<string, string | undefined>>;
  /** Each place a search word matched, with the weight of the part of the page it is in (body text is 1). */
  readonly weighted_locations: readonly { readonly weight: number }[];
}

/** A page that holds the words this many times is about them, wherever they are. */
export const MIN_BODY_MATCHES = 3;

const HAN = /\p{Script=Han}/u;
const WORD = /[\p{L}\p{N}']+/gu;
const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });

/** The words of a search, lower case, as the browser splits them (Chinese into words, as Pagefind does). */
export function searchWords(search: string): string[] {
  return [...segmenter.segment(search.normalize('NFKC').toLowerCase())]
    .filter((part) => part.isWordLike)
    .map((part) => part.segment.replace(/[\u2018\u2019`]/g, "'"));
}

/**
 * How much of a Latin word a page's word must begin with: the whole of a short word, and all but the last three
 * letters of a long one, so "injuries" finds "injury" and "sprained" finds "sprain" as Pagefind's stemming does,
 * but 'asma' does not find "as" and "pinggang" does not find "pins".
 */
function stemOf(word: string): string {
  return word.slice(0, Math.max(4, word.length - 3));
}

/** Whether the text holds the word: a Chinese word anywhere, a Latin word at the start of one of the text's words. */
function holds(text: string, textWords: ReadonlySet<string>, word: string): boolean {
  if (HAN.test(word)) return text.includes(word);
  const stem = stemOf(word);
  for (const candidate of textWords) if (candidate.startsWith(stem)) return true;
  return false;
}

/**
 * Whether a result is about the search: its title or text holds every word searched for, and the words are in
 * its title, summary, key points or a heading (Pagefind's weight above body text), or at least MIN_BODY_MATCHES
 * times in its text. A page that names a word once or twice in passing is not about it.
 */
export function isAbout(result: ResultText, search: string): boolean {
  const words = searchWords(search);
  if (words.length === 0) return false;
  const text = `${result.meta.title ?? ''} ${result.content}`.normalize('NFKC').toLowerCase();
  const textWords = new Set(text.match(WORD) ?? []);
  if (!words.every((word) => holds(text, textWords, word))) return false;
  const places = result.weighted_locations;
  return places.some((place) => place.weight > 1) || places.length >= MIN_BODY_MATCHES;
}

/** The results in the reader's language first, each group in the order it came in. */
export function ownLanguageFirst<T extends { readonly url: string }>(results: readonly T[], localePrefix: string): T[] {
  if (localePrefix === '') return [...results];
  const own = (url: string) => url.startsWith(`${localePrefix}/`);
  return [...results.filter((result) => own(result.url)), ...results.filter((result) => !own(result.url))];
}
