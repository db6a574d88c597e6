/**
 * How hard English copy is to read: the Flesch-Kincaid grade level (Kincaid et al., 1975, as the `flesch-kincaid`
 * package computes it), counted over the prose a patient reads: paragraphs and list items, not headings, tables or
 * the source list. Sentences end at . ! or ? before a word that does not start in lower case (see SENTENCE_END); a
 * list item without one counts as one sentence, as a reader takes it.
 * Syllables are counted per word by `syllable`; a number counts as one word of two syllables.
 */
import { fleschKincaid } from 'flesch-kincaid';
import { syllable } from 'syllable';
import { htmlFragment, isElement, textOf } from './html-text.ts';

export interface Readability {
  readonly grade: number;
  readonly words: number;
  readonly sentences: number;
  /** Sentences of more than 25 words, the length plain-language guides ask writers to split. */
  readonly longSentences: readonly string[];
}

/**
 * The text of each paragraph and list item of rendered HTML, in document order, skipping any section whose heading
 * is `skip` and every table. A list item's text leaves out its nested lists, whose items are blocks of their own;
 * a paragraph inside a list item is part of that item.
 */
export function proseBlocks(html: string, skip: RegExp = /^(sources|references)$/i): string[] {
  const blocks: string[] = [];
  let skipping = false;
  const plain = (text: string) => text.replace(/\s+/g, ' ').trim();
  const isList = (element: { tagName: string }) => element.tagName === 'ul' || element.tagName === 'ol';
  const walk = (nodes: ReturnType<typeof htmlFragment>) => {
    for (const node of nodes) {
      if (!isElement(node) || node.tagName === 'table') continue;
      if (/^h[2-6]$/.test(node.tagName)) skipping = skip.test(plain(textOf([node])));
      else if (node.tagName === 'p' || node.tagName === 'li') {
        const text = plain(textOf(node.childNodes, { leaveOut: isList }));
        if (!skipping && text) blocks.push(text);
        if (node.tagName === 'li') walk(node.childNodes.filter((child) => isElement(child) && isList(child)));
      } else walk(node.childNodes);
    }
  };
  walk(htmlFragment(html));
  return blocks;
}

const WORD = /[\p{L}\p{N}]+(?:['’\-.,][\p{L}\p{N}]+)*/gu;

/**
 * Where a sentence ends: after . ! or ? and a space, unless the next word starts in lower case ("9 a.m. to 5 p.m.",
 * "e.g. ice"), which carries on the same sentence, or the full stop ends a title before a name ("Dr. Tan").
 */
const SENTENCE_END = /(?<=[.!?])(?<!\b(?:Dr|Mr|Mrs|Ms|Prof|Assoc|St)\.)\s+(?=[^\s\p{Ll}])/u;

/**
 * No English word is longer than LONGEST_WORD letters; a longer run is not one a reader can sound out, and the
 * `syllable` package's patterns take time growing with the square of a word's length (8 s for 40,000 letters), so
 * it is counted as one syllable per three letters without asking it.
 */
const LONGEST_WORD = 45;

function syllablesOf(word: string): number {
  if (/^\d/.test(word)) return 2;
  if (word.length > LONGEST_WORD) return Math.ceil(word.length / 3);
  return Math.max(1, syllable(word));
}

export function readability(blocks: readonly string[]): Readability {
  let words = 0;
  let syllables = 0;
  let sentences = 0;
  const longSentences: string[] = [];
  for (const block of blocks) {
    const parts = block.split(SENTENCE_END).filter((s) => /[\p{L}\p{N}]/u.test(s));
    for (const sentence of parts) {
      const found = sentence.match(WORD) ?? [];
      sentences++;
      words += found.length;
      for (const word of found) syllables += syllablesOf(word);
      if (found.length > 25) longSentences.push(sentence);
    }
  }
  const grade = words && sentences ? fleschKincaid({ sentence: sentences, word: words, syllable: syllables }) : 0;
  return { grade: Math.round(grade * 10) / 10, words, sentences, longSentences };
}
