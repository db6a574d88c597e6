/**
 * Patients' words (src/site/search-synonyms.ts) matched against a search, in the browser. A word matches inside a
 * longer search: "lower back pain" holds "back pain". Latin words match whole words only ("kaki" is not in
 * "kakinya"); Chinese has no spaces between words, so a Chinese word matches anywhere in the search.
 */

/** One line of the list as the search page receives it: words and the pages' addresses, best first. */
export interface Shortcut {
  readonly words: readonly string[];
  readonly urls: readonly string[];
}

/** How many pages the words may put first: the rest of the first screen is the index's own results. */
export const MAX_SHORTCUT_PAGES = 5;

/** Lower case, one kind of apostrophe, single spaces, full-width forms folded (ＡＢＣ, the ideographic space). */
export function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

const HAN = /\p{Script=Han}/u;
const LETTER = /[\p{L}\p{N}]/u;

function contains(query: string, word: string): boolean {
  if (HAN.test(word)) return query.includes(word);
  for (let at = query.indexOf(word); at >= 0; at = query.indexOf(word, at + 1)) {
    const before = query[at - 1];
    const after = query[at + word.length];
    if ((before === undefined || !LETTER.test(before)) && (after === undefined || !LETTER.test(after))) return true;
  }
  return false;
}

/**
 * The pages a search's words point to, best first: the line whose matching word is longest comes first ("knee
 * replacement" before "knee"), then the list's own order; each page once, at most MAX_SHORTCUT_PAGES.
 */
export function shortcutUrls(search: string, shortcuts: readonly Shortcut[]): string[] {
  const query = normalise(search);
  if (query === '') return [];
  const matched: Array<{ readonly length: number; readonly order: number; readonly urls: readonly string[] }> = [];
  shortcuts.forEach((shortcut, order) => {
    let length = 0;
    for (const word of shortcut.words) {
      const w = normalise(word);
      if (w !== '' && w.length > length && contains(query, w)) length = w.length;
    }
    if (length > 0) matched.push({ length, order, urls: shortcut.urls });
  });
  matched.sort((a, b) => b.length - a.length || a.order - b.order);
  const urls: string[] = [];
  for (const { urls: found } of matched) {
    for (const url of found) if (!urls.includes(url) && urls.length < MAX_SHORTCUT_PAGES) urls.push(url);
  }
  return urls;
}

/** A part of a result's text, marked where it is one of the words searched for. */
export interface MarkedPart {
  readonly text: string;
  readonly mark: boolean;
}

/** A page's summary with the search's words marked (whole words, any case), as an excerpt shows them. */
export function markWords(text: string, search: string): MarkedPart[] {
  const words = normalise(search)
    .split(' ')
    .filter((word) => word.length > 1)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (words.length === 0) return [{ text, mark: false }];
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${words.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  const parts: MarkedPart[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), mark: false });
    parts.push({ text: match[0], mark: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), mark: false });
  return parts;
}
