/**
 * Rendered copy as a reader meets it: the visible text of the HTML markdown makes, and its words counted the way a
 * reader counts them. The build's copy rules (copy-rules.ts), the word-count report (`npx tsx scripts/word-count.ts`)
 * and the tests share these.
 */
import { htmlFragment, textOf } from './html-text.ts';

const BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'td', 'th', 'blockquote', 'pre', 'div', 'figcaption']);

/**
 * Visible text of rendered markdown, read as a browser reads it: block ends and `<br>` as line breaks, entities
 * decoded, scripts and styles left out.
 */
export function htmlToText(html: string): string {
  return textOf(htmlFragment(html), { breakAfter: BLOCKS })
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ ?\n\s*/g, '\n')
    .trim();
}

/**
 * Words of English or Malay text, as a reader counts them: "over-long", "don't" and "1,200" are one word each,
 * a dash or a bullet is none. Chinese has no spaces between words, so it is counted by characters instead.
 */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:(?:['’.-]|(?<=\d),(?=\d))[\p{L}\p{N}]+)*/gu)?.filter((w) => !/\p{Script=Han}/u.test(w)).length ?? 0;
}

export function countHanCharacters(text: string): number {
  return text.match(/\p{Script=Han}/gu)?.length ?? 0;
}
