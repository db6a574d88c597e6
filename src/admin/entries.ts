/**
 * From a Decap entry to the content file it saves: an article's file in its collection's English folder, a fixed
 * page's file in its locale's pages folder. Decap hands entries over as Immutable maps; only the few keys read
 * here are relied on.
 */
import { DEFAULT_LOCALE, LOCALE_CODES, type LocaleCode } from '../i18n/locales.ts';
import { COLLECTIONS } from '../model/page-table.ts';
import { pagesCollectionOf } from '../site/admin.ts';
import type { EditedFile } from './editor-site.ts';
import type { EntryData } from './file-format.ts';

/** The part of an Immutable map the editor reads. */
export interface ImmutableLike {
  get(key: string): unknown;
  getIn(path: readonly string[]): unknown;
}

const plain = (value: unknown): EntryData =>
  value && typeof (value as { toJS?: unknown }).toJS === 'function' ? ((value as { toJS(): EntryData }).toJS() ?? {}) : {};

/**
 * The file name Decap will give a new article: its slug rules (lower case, quotes dropped, dots to hyphens, then
 * only URL-safe ASCII, accents removed, runs of anything else one hyphen) applied to the title.
 */
export function slugOfTitle(title: string): string {
  return title
    .trim()
    .toLocaleLowerCase()
    .replace(/'/g, '')
    .replace(/\./g, '-')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w\-.~]/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Where the entry's file goes (relative to content/) and its locale. */
export function fileOf(entry: ImmutableLike): { readonly file: string; readonly locale: LocaleCode } {
  const collection = String(entry.get('collection'));
  const slug = String(entry.get('slug') ?? '');
  const article = COLLECTIONS.find((c) => c.name === collection);
  if (article) {
    const name = entry.get('newRecord') || !slug ? slugOfTitle(String(entry.getIn(['data', 'title']) ?? '')) || 'new-article' : slug;
    return { file: `${DEFAULT_LOCALE}/${article.dir}/${name}.md`, locale: DEFAULT_LOCALE };
  }
  const locale = LOCALE_CODES.find((code) => pagesCollectionOf(code) === collection);
  if (!locale) throw new Error(`The editor does not know the collection ${collection}`);
  return { file: `${locale}/pages/${slug}.md`, locale };
}

/** The file the entry saves, with its front matter and body as the form holds them. */
export function editedFile(entry: ImmutableLike): EditedFile {
  const { body, ...data } = plain(entry.get('data'));
  return { ...fileOf(entry), data, body: typeof body === 'string' ? body : '' };
}
