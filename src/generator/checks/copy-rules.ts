/**
 * The rules copy is held to, checked by the build on every page it renders (and on every page it could read when
 * an earlier stage already failed, so one run names every problem): articles of 500 to 1,200 words, pictures in
 * the text described (an article's main picture is the schema's), plain English, no leftovers, no typed contact details, no promises, our pages linked by id, and each
 * article closing with the general-information note and a way to book. Each problem names the file, the line or
 * field, and what to do; content/README.md lists the same rules for writers, and the editor checks the ones a form
 * field can (admin-config.ts).
 */
import { Lexer, type Token, type Tokens } from 'marked';
import type { Problem } from '../../shared/problems.ts';
import type { Meta } from '../../model/schema.ts';
import type { Route } from '../../model/routes.ts';
import { addressPromises, BEFORE_AFTER_RULE, beforeAfterPicture, listingWordsInCopy } from '../../site/advertising.ts';
import { countHanCharacters, countWords, htmlToText } from './copy-text.ts';
import type { LocaleCode } from '../../i18n/locales.ts';
import { proseBlocks, readability } from './readability.ts';
import { headingIdOf } from './heading-ids.ts';

/**
 * How long an article is, in each language's own unit: English and Malay in words (Malay says the same in about a
 * fifth more words), Chinese in Han characters (Chinese has no spaces between words; a guide of 500 to 1,200
 * English words comes to about 800 to 2,400 characters).
 */
export const ARTICLE_LENGTH: Readonly<Record<LocaleCode, { readonly min: number; readonly max: number; readonly unit: string }>> = {
  en: { min: 500, max: 1200, unit: 'words' },
  bh: { min: 500, max: 1500, unit: 'words' },
  cn: { min: 800, max: 2600, unit: 'Chinese characters' },
};
/**
 * How an article closes, in each language, in the words staff read: its last section says the page is general
 * information and not a diagnosis (these exact phrases, so a reader meets the same words on every page).
 */
const CLOSING: Readonly<Record<LocaleCode, { readonly words: readonly RegExp[]; readonly message: string }>> = {
  en: { words: [/general information/i], message: 'the last section must say the article is general information, not a diagnosis' },
  cn: {
    words: [/仅供一般参考/, /并非诊断/],
    message: 'the last section must say the article is general information, not a diagnosis, in these words: 仅供一般参考 and 并非诊断',
  },
  bh: {
    words: [/maklumat am/i, /bukan diagnosis/i],
    message:
      'the last section must say the article is general information, not a diagnosis, in these words: "maklumat am" and "bukan diagnosis"',
  },
};
/** Flesch-Kincaid grade no English article may pass (the site aims at 7 or lower on average). */
export const GRADE_MAX = 9;

/** What the rules read of a page: its front matter when it passed its schema, its body, and where it is. */
export interface CopyPage {
  readonly route: Pick<Route, 'locale' | 'collection'>;
  readonly meta?: Meta;
  readonly body: string;
  readonly source: string;
  readonly bodyLine: number;
  readonly fieldLines?: Readonly<Record<string, number>>;
}

/** Words a writer leaves behind when copy is unfinished, in the three languages of the site. */
const LEFTOVERS = /\b(?:lorem|ipsum|todo|tbd|fixme|placeholder)\b|x{3,}|\?{3,}|占位|待定|待补充|待翻译|teks contoh/giu;
/**
 * Phone numbers, e-mail addresses and web addresses belong to the clinic facts (filled in by the build); a link to
 * an outside page is written as a link, `[NHS advice](https://…)`, whose address is taken out of the text first.
 * Every repeat is bounded (a phone number is at most 30 characters, an e-mail address's parts their RFC lengths)
 * and an address is looked for only where a word starts, so a long run of letters or digits costs a fixed amount
 * per character: an unbounded `[\w.+-]+@` backtracked over the whole of a word at each of its characters, 99 s for
 * one 400 KB word.
 */
const CONTACT = /\+?\d[\d ]{6,30}\d|(?<![\w.+-])[\w.+-]{1,64}@[\w-]{1,63}\.[\w.]{1,253}|\bwww\.\S+|https?:\/\/\S+/g;
/** Words that turn information into a promise, or a figure nobody checked, in the three languages (bounded repeats). */
const PROMISES =
  /\bguarantee[sd]?\b|\brisk-free\b|\bcure[sd]?\b|\bpermanent(?:ly)? (?:fix|solution)|\d{1,15}(?:\.\d{1,15})? ?(?:%|per ?cent)|百分之|保证|根治|包好|\bdijamin\b|\bmenjamin\b|\bpasti sembuh\b/giu;

/** Every problem of one page's copy; `html` is its body as the build rendered it. */
export function copyProblems(page: CopyPage, html: string): Problem[] {
  const problems: Problem[] = [];
  const file = page.source;
  const bodyLine = (snippet: string) => {
    const at = page.body.indexOf(snippet);
    return at < 0 ? undefined : page.bodyLine + page.body.slice(0, at).split('\n').length - 1;
  };
  const inBody = (snippet: string, message: string) => problems.push({ file, line: bodyLine(snippet), message });
  const inField = (field: string, message: string) => problems.push({ file, field, line: page.fieldLines?.[field], message });
  const { meta } = page;
  const article = page.route.collection !== undefined;

  if (article) {
    const length = ARTICLE_LENGTH[page.route.locale];
    const text = htmlToText(html);
    const count = page.route.locale === 'cn' ? countHanCharacters(text) : countWords(text);
    if (count < length.min || count > length.max)
      problems.push({
        file,
        line: page.bodyLine,
        field: 'body',
        message: `has ${count.toLocaleString('en')} ${length.unit} of text; an article has ${length.min.toLocaleString('en')} to ${length.max.toLocaleString('en')} ${length.unit}: ${
          count < length.min ? 'write more, or make it part of a related article' : 'shorten it, or split it into two articles'
        }`,
      });
    if (page.route.locale === 'en') {
      const grade = readability(proseBlocks(html)).grade;
      if (grade > GRADE_MAX)
        problems.push({
          file,
          field: 'body',
          message: `reads at Flesch-Kincaid grade ${grade}; keep an article at grade ${GRADE_MAX} or lower (about 7 is the aim): shorter sentences and everyday words (npm run readability -- --long lists the long sentences)`,
        });
    }
    const sections = page.body.split(/^## /m);
    const last = sections.at(-1) ?? '';
    // The line the last section's heading is on (the body's first line when it has no section).
    const lastLine = page.bodyLine + (sections.length > 1 ? page.body.slice(0, page.body.length - last.length).split('\n').length - 1 : 0);
    const closing = CLOSING[page.route.locale];
    if (!closing.words.every((words) => words.test(last))) problems.push({ file, line: lastLine, field: 'body', message: closing.message });
    if (!/\]\(#enquiry-form\)|\]\(whatsapp:\)/.test(last))
      problems.push({
        file,
        line: lastLine,
        field: 'body',
        message: 'the last section must invite the reader to book: link [the enquiry form](#enquiry-form) or [WhatsApp](whatsapp:)',
      });
    if (page.route.collection === 'media' && meta && !meta.publication)
      inField('publication', 'is missing; say which newspaper or magazine the piece appeared in');
  }

  if (meta && /[<>*_[\]`]|\{\{/.test(meta.description))
    inField('description', 'is shown as plain text in search results: remove markup (*, _, <, [ ], `) and {{tokens}}');

  const links = linksOf(page.body);
  const texts: Array<readonly [string, string | undefined]> = [
    // The markdown as written ({{clinic.email}} not yet filled in), without raw HTML's tags (a URL in an attribute
    // is the HTML policy's to judge, not typed copy) and with each outside link written as a link reduced to its
    // words. Only searched for words, never used as HTML.
    ['body', withoutTags(withOutsideLinksAsText(page.body, links))],
    ...(['title', 'heading', 'description', 'summary', 'publication'] as const).map((f) => [f, meta?.[f]] as const),
    ['image', meta?.image?.alt],
  ];
  for (const [field, text] of texts) {
    if (!text) continue;
    const report = (found: string, message: string) => (field === 'body' ? inBody(found, message) : inField(field, message));
    for (const word of firstFound(text, LEFTOVERS)) report(word, `"${word}" is a mark of unfinished copy; finish the text and remove it`);
    for (const found of firstFound(text, CONTACT))
      report(
        found,
        `"${found}" types a contact detail or address into the copy; use [call us](tel:), [WhatsApp](whatsapp:) or {{clinic.email}}, which the build fills in from the clinic's details; link an outside page as [what it is](https://…)`,
      );
    for (const found of firstFound(text, PROMISES))
      report(
        found,
        `"${found}" promises a result or quotes a figure; medical copy describes, it does not promise (write what usually helps)`,
      );
    for (const found of listingWordsInCopy(text))
      report(
        found,
        `"${found}" names a ranking or a "choice" listing; Singapore's healthcare advertising rules allow no ranking, comparison or endorsement: state facts about the clinic instead`,
      );
  }
  if (meta?.image) {
    const why = beforeAfterPicture(meta.image);
    if (why) inField('image', `${meta.image.src}: ${why}; ${BEFORE_AFTER_RULE}`);
  }
  const slug = file.split(/[\\/]/).at(-1)?.replace(/\.md$/, '') ?? '';
  for (const word of addressPromises(slug))
    problems.push({
      file,
      message: `the page's address (${slug}) says "${word}", a promise of an easy or certain result; an address describes the page, it promises nothing: rename the file to say what the page covers, and keep the old address working with a 301 in public/_redirects`,
    });

  for (const { href, text, title, image } of links) {
    if (image) {
      const why = beforeAfterPicture({ src: href, alt: text, ...(title ? { caption: title } : {}) });
      if (why) inBody(`](${href}`, `picture ${href}: ${why}; ${BEFORE_AFTER_RULE}`);
      if (text.trim() === '')
        inBody(
          `](${href}`,
          `picture ${href} has no alt text; write what it shows between the brackets: ![a knee brace on a table](${href})`,
        );
      continue;
    }
    const problem = linkRule(href);
    if (problem) inBody(`](${href}`, problem);
  }
  return problems;
}

/** Our pages are linked by id (the build gives each locale its address); contact links stay bare. */
function linkRule(href: string): string | undefined {
  if (/^(?:page:|#|https:\/\/)/.test(href) || href === 'tel:' || href === 'whatsapp:') return undefined;
  if (/^(?:tel|whatsapp|mailto):/.test(href))
    return `link ${href} types a contact detail; write a bare tel: or whatsapp: link, or {{clinic.email}}: the build fills them in from the clinic's details`;
  if (/^http:\/\//i.test(href)) return `link ${href} is not secure; link the https:// address`;
  // An address with a backslash or a control character is already refused as one that may lead off the site.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this looks for
  if (/[\\\u0000-\u001f\u007f]/.test(href)) return undefined;
  if (/^(?:\/|\.|[a-z0-9-]+\/?$)/i.test(href)) return `link ${href} is a hand-written path; link our pages by id, as [text](page:<id>)`;
  return undefined;
}

interface MarkdownLink {
  readonly href: string;
  readonly text: string;
  /** A picture's caption (`![alt](src "caption")`), shown as its tooltip. */
  readonly title?: string | null;
  readonly image: boolean;
  /** The link as written, `[NHS advice](https://…)`. */
  readonly raw: string;
}

/** Reports of one rule in one field: the first few different ones are enough to act on, and each costs a search. */
const MAX_REPORTS = 10;

function firstFound(text: string, pattern: RegExp): string[] {
  const found = new Set<string>();
  for (const [match] of text.matchAll(pattern)) {
    found.add(match);
    if (found.size === MAX_REPORTS) break;
  }
  return [...found];
}

/**
 * The body with each link to an outside page written as a link (`[NHS advice](https://…)`) reduced to its words,
 * so the address in it is not mistaken for one typed into the copy; a bare address, or one shown as the link's
 * words, stays in the text and is refused.
 */
function withOutsideLinksAsText(body: string, links: readonly MarkdownLink[]): string {
  let text = body;
  for (const link of links)
    if (!link.image && link.raw.startsWith('[') && /^https:\/\//.test(link.href) && !/https?:|www\./i.test(link.text))
      text = text.split(link.raw).join(link.text);
  return text;
}

/** The text without raw HTML's tags, in one pass: a `<` with no `>` after it leaves the rest as it is. */
function withoutTags(text: string): string {
  let out = '';
  let at = 0;
  for (let open = text.indexOf('<'); open >= 0; open = text.indexOf('<', at)) {
    const close = text.indexOf('>', open);
    if (close < 0) break;
    out += `${text.slice(at, open)} `;
    at = close + 1;
  }
  return out + text.slice(at);
}

/** Every link and picture of a markdown body, nested ones included. */
function linksOf(markdown: string): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  const walk = (tokens: readonly Token[] | undefined) => {
    for (const token of tokens ?? []) {
      if (token.type === 'link' || token.type === 'image') {
        const { href, text, title, raw } = token as Tokens.Link | Tokens.Image;
        links.push({ href, text, title, raw, image: token.type === 'image' });
      }
      const nested = token as { tokens?: Token[]; items?: Tokens.ListItem[]; header?: Tokens.TableCell[]; rows?: Tokens.TableCell[][] };
      walk(nested.tokens);
      for (const item of nested.items ?? []) walk(item.tokens);
      for (const cell of [...(nested.header ?? []), ...(nested.rows ?? []).flat()]) walk(cell.tokens);
    }
  };
  walk(new Lexer({ gfm: true }).lex(markdown));
  return links;
}

/**
 * Anchors survive translation: a cn or bh page's headings carry the ids of its English page's headings, in the same
 * order. An English heading may leave its id to the build (made from its words); a translated heading writes the
 * English one as `{#id}`, since words in another language would make another id (docs/decisions/heading-ids.md).
 */
export function headingIdProblems(
  pages: readonly (CopyPage & { readonly route: Pick<Route, 'locale' | 'collection' | 'id'> })[],
): Problem[] {
  const headings = (body: string) =>
    new Lexer({ gfm: true })
      .lex(body)
      .filter((token): token is Tokens.Heading => token.type === 'heading')
      .map((token) => headingIdOf(token.text));
  const english = new Map(pages.filter((p) => p.route.locale === 'en').map((p) => [p.route.id, p]));
  const problems: Problem[] = [];
  for (const page of pages) {
    const en = page.route.locale === 'en' ? undefined : english.get(page.route.id);
    if (!en) continue;
    const wanted = headings(en.body).map((h) => h.id);
    const written = headings(page.body).map((h) => (h.written ? h.id : '(none)'));
    if (written.join(' ') !== wanted.join(' '))
      problems.push({
        file: page.source,
        field: 'body',
        message: `heading ids [${written.join(' ')}] differ from ${en.source} [${wanted.join(' ')}]; end each heading with the English heading's {#id}, in the same order, so links to a section work in every language`,
      });
  }
  return problems;
}
