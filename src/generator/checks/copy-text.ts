/**
 * Rendered copy as a reader meets it: the visible text of the HTML markdown makes, and its words counted the way a
 * reader counts them. The build's copy rules (copy-rules.ts), `npm run word-count` and the tests share these.
 */
const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Visible text of rendered markdown: tags dropped, block ends as line breaks, entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<\/(p|h[1-6]|li|td|th|blockquote|pre)>/g, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES[name] ?? whole)
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n')
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
