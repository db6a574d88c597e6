/**
 * How hard English copy is to read: the Flesch-Kincaid grade level (Kincaid et al., 1975, as the `flesch-kincaid`
 * package computes it), counted over the prose a patient reads: paragraphs and list items, not headings, tables or
 * the source list. Sentences end at . ! or ?; a list item without one counts as one sentence, as a reader takes it.
 * Syllables are counted per word by `syllable`; a number counts as one word of two syllables.
 */
import { fleschKincaid } from 'flesch-kincaid';
import { syllable } from 'syllable';

export interface Readability {
  readonly grade: number;
  readonly words: number;
  readonly sentences: number;
  /** Sentences of more than 25 words, the length plain-language guides ask writers to split. */
  readonly longSentences: readonly string[];
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The text of each paragraph and list item of rendered HTML, skipping any section whose heading is `skip`. */
export function proseBlocks(html: string, skip: RegExp = /^(sources|references)$/i): string[] {
  const blocks: string[] = [];
  let skipping = false;
  for (const match of html.matchAll(/<(h[2-6]|p|li)\b[^>]*>([\s\S]*?)<\/\1>/g)) {
    const [, tag = '', inner = ''] = match;
    const text = inner
      .replace(/<(ul|ol)\b[\s\S]*$/, '')
      .replace(/<[^>]*>/g, '')
      .replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES[name] ?? whole)
      .replace(/\s+/g, ' ')
      .trim();
    if (tag.startsWith('h')) skipping = skip.test(text);
    else if (!skipping && text) blocks.push(text);
  }
  return blocks;
}

const WORD = /[\p{L}\p{N}]+(?:['’\-.,][\p{L}\p{N}]+)*/gu;

export function readability(blocks: readonly string[]): Readability {
  let words = 0;
  let syllables = 0;
  let sentences = 0;
  const longSentences: string[] = [];
  for (const block of blocks) {
    const parts = block.split(/(?<=[.!?])\s+(?=[^\s])/).filter((s) => /[\p{L}\p{N}]/u.test(s));
    for (const sentence of parts) {
      const found = sentence.match(WORD) ?? [];
      sentences++;
      words += found.length;
      for (const word of found) syllables += /^\d/.test(word) ? 2 : Math.max(1, syllable(word));
      if (found.length > 25) longSentences.push(sentence);
    }
  }
  const grade = words && sentences ? fleschKincaid({ sentence: sentences, word: words, syllable: syllables }) : 0;
  return { grade: Math.round(grade * 10) / 10, words, sentences, longSentences };
}
