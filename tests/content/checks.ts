/**
 * The content checks as plain functions over text, so each can be tried on a small bad example (checks.test.ts)
 * before it is trusted to pass over the real copy. Every problem is a sentence naming what to fix.
 */
import { Lexer, type Token, type Tokens } from 'marked';
import { clinic } from '../../src/site/clinic.ts';

/**
 * Names stay the same in every language: the clinic's and the doctor's names in all three locales, and the
 * brands the site links to. They are removed before texts are compared, as are numbers and URLs.
 */
const NAMES: readonly string[] = [
  ...Object.values(clinic.name),
  ...Object.values(clinic.doctor.name),
  clinic.shortName,
  'WhatsApp',
  'Facebook',
  'Instagram',
].sort((a, b) => b.length - a.length);

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const NAME_PATTERN = new RegExp(NAMES.map(escapeRegExp).join('|'), 'giu');

/**
 * What is left of a text to translate: markdown syntax, heading ids, `{{tokens}}`, ICU arguments, link targets,
 * URLs, e-mail addresses, names, numbers and punctuation removed; lower case, single spaces.
 */
export function translatableText(text: string): string {
  return (
    text
      .replace(/\{#[\w-]+\}/g, ' ')
      .replace(/\{\{[^}]*\}\}/g, ' ')
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      // ICU: a simple argument ({name}, {n, number}) goes; plural and select keep the text of their branches.
      .replace(/\{\s*\w+\s*(?:,\s*(?:number|date|time)[^{}]*)?\}/g, ' ')
      .replace(/\{\s*\w+\s*,\s*(?:plural|select|selectordinal)\s*,/g, ' ')
      .replace(/(?:=\d+|\b\w+)\s*\{/g, ' ')
      .replace(/\b(?:https?:\/\/|www\.)\S+/gi, ' ')
      .replace(/\S+@\S+\.\S+/g, ' ')
      .replace(NAME_PATTERN, ' ')
      .replace(/\p{N}+/gu, ' ')
      .replace(/[^\p{L}]+/gu, ' ')
      .trim()
      .toLowerCase()
  );
}

/**
 * The blocks of a markdown body a reader sees as separate pieces of text: headings, paragraphs, list items,
 * table cells and quotes, in order. Nested lists give their own items.
 */
export function markdownBlocks(markdown: string): string[] {
  const blocks: string[] = [];
  const walk = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      switch (token.type) {
        case 'heading':
        case 'paragraph':
        case 'code':
          blocks.push((token as Tokens.Heading | Tokens.Paragraph | Tokens.Code).text);
          break;
        case 'text': {
          const t = token as Tokens.Text;
          // A tight list item holds a text token; its own inline tokens are not blocks.
          blocks.push(t.text);
          break;
        }
        case 'list':
          for (const item of (token as Tokens.List).items) walk(item.tokens);
          break;
        case 'blockquote':
          walk((token as Tokens.Blockquote).tokens);
          break;
        case 'table': {
          const table = token as Tokens.Table;
          for (const cell of [...table.header, ...table.rows.flat()]) blocks.push(cell.text);
          break;
        }
        case 'html':
          blocks.push((token as Tokens.HTML).text.replace(/<[^>]*>/g, ' '));
          break;
        default:
          break;
      }
    }
  };
  walk(new Lexer({ gfm: true }).lex(markdown));
  return blocks.map((b) => b.trim()).filter((b) => b !== '');
}

/** English words that carry no meaning of their own and never occur in Malay or Chinese sentences. */
const ENGLISH_FUNCTION_WORDS = new Set(
  'the and of with your you is are for this that which from have has will can be or it we our they their when what how not but if into about'.split(
    ' ',
  ),
);

/**
 * Whether a piece of cn or bh text reads as English. Chinese text must contain Chinese characters once names
 * are removed; Malay text must not be carried by English function words (Malay copy may use English medical
 * terms such as "rotator cuff", but never "the", "and" or "of").
 */
export function looksEnglish(text: string, locale: 'cn' | 'bh'): boolean {
  const rest = translatableText(text);
  if (rest === '') return false;
  if (locale === 'cn') return !/\p{Script=Han}/u.test(rest) && /[a-z]{2,}/.test(rest);
  const words = rest.split(' ');
  const english = words.filter((w) => ENGLISH_FUNCTION_WORDS.has(w)).length;
  return english >= 3 || (english >= 1 && english / words.length >= 0.2);
}

/**
 * Pieces of a translated text left in English: each block (or field) identical to one of the English page's
 * once names, numbers and URLs are set aside, or reading as English on its own.
 */
export function untranslated(english: readonly string[], translated: readonly string[], locale: 'cn' | 'bh'): string[] {
  const source = new Set(english.map(translatableText).filter((t) => t !== ''));
  return translated.filter((block) => {
    const rest = translatableText(block);
    return (rest !== '' && source.has(rest)) || looksEnglish(block, locale);
  });
}
