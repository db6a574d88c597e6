/**
 * What a front-matter field may hold, written as data rather than as a check function, so that one description
 * makes both the build's check (`checkValue`) and the editor's form at /admin/ (generator/admin-config.ts). A new
 * kind added here fails the typecheck until the form knows it too.
 */
import { clinic } from '../site/clinic.ts';

/** Plain text, not blank; `max` counts UTF-16 code units, as `String.length` and a JavaScript pattern do. */
export interface TextType {
  readonly kind: 'text';
  readonly max?: number;
}

/** A list of short texts (key points). */
export interface TextsType {
  readonly kind: 'texts';
  readonly min: number;
  readonly max: number;
  /** The longest an item may be. */
  readonly length: number;
}

/** A day of the calendar, written YYYY-MM-DD. */
export interface DateType {
  readonly kind: 'date';
}

/**
 * `{ src, alt }`: a file in public/ named by its path from there, and its alt text. A front-matter picture is a
 * page's hero or an article's main picture, never decorative: its alt text says what it shows.
 */
export interface ImageType {
  readonly kind: 'image';
  /** Fewest words of alt text (an article's picture is also its card and share picture); none: any non-blank text. */
  readonly altWords?: number;
}

/** A key of the clinic facts' people. */
export interface PersonType {
  readonly kind: 'person';
}

/** When to get help: ids of signs in the catalogue of warning signs (whether each exists is checked against it). */
export interface SignIdsType {
  readonly kind: 'signIds';
  readonly min: number;
  readonly max: number;
}

/** Public guidance a page draws on: title, publisher and, for a stable page, an https:// url. */
export interface SourcesType {
  readonly kind: 'sources';
  readonly min: number;
  readonly max: number;
}

/** Ids of other pages of the site (whether they exist is checked against the route manifest). */
export interface PageIdsType {
  readonly kind: 'pageIds';
}

/** true or false; `only` when a single value is allowed (a fixed page may say `draft: false`, never true). */
export interface BooleanType {
  readonly kind: 'boolean';
  readonly only?: boolean;
  /** What a wrong value is told: the values allowed and what they mean. */
  readonly expected: string;
}

/**
 * A translated page's record: the revision of the English page it was made from (`from`, the first 12 hex digits
 * of the SHA-256 of the English file's text), the day it was translated, its translator, its bilingual reviewer,
 * and the second reader who checked its urgent, risks and medicines sections against the English, with the day.
 */
export interface TranslationType {
  readonly kind: 'translation';
}

export type FieldType =
  | TextType
  | TextsType
  | DateType
  | ImageType
  | PersonType
  | SignIdsType
  | SourcesType
  | PageIdsType
  | BooleanType
  | TranslationType;

export interface FieldSpec {
  readonly required: boolean;
  readonly type: FieldType;
}

export const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A source's url: https, a host with a dot, no spaces. */
export const SOURCE_URL = /^https:\/\/[^\s/]+\.[^\s]+$/;

/** The people a page may name as author or reviewer, by key. */
export function personKeys(): string[] {
  return Object.keys(clinic.people);
}

/** What a value of this type must be, in an editor's words, when `value` is not one; undefined when it is. */
export function checkValue(type: FieldType, value: unknown): string | undefined {
  switch (type.kind) {
    case 'text':
      return checkText(type, value);
    case 'texts':
      return checkTexts(type, value);
    case 'date':
      if (typeof value !== 'string' || !ISO_DATE.test(value)) return 'a date written as YYYY-MM-DD';
      return isCalendarDay(value) ? undefined : `a real calendar date (${value} is not a day of the calendar)`;
    case 'image':
      return checkImage(type, value);
    case 'person':
      return typeof value === 'string' && Object.hasOwn(clinic.people, value)
        ? undefined
        : `one of the people in the clinic details (${personKeys().join(', ')})`;
    case 'signIds':
      return checkSignIds(type, value);
    case 'sources':
      return checkSources(type, value);
    case 'pageIds':
      return Array.isArray(value) && value.every((v) => typeof v === 'string' && v !== '') ? undefined : 'a list of page ids';
    case 'boolean':
      return (type.only === undefined ? typeof value === 'boolean' : value === type.only) ? undefined : type.expected;
    case 'translation':
      return checkTranslation(value);
  }
}

/** The fields of a translation record, in the order the form shows them; each is required. */
export const TRANSLATION_FIELDS = ['from', 'translated', 'translator', 'reviewer', 'secondReader', 'checked'] as const;

/** How a translation record names the English revision it was made from. */
export const REVISION = /^[0-9a-f]{12}$/;

function checkTranslation(value: unknown): string | undefined {
  const what = `a translation record with ${TRANSLATION_FIELDS.join(', ')}`;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return what;
  const record = value as Record<string, unknown>;
  const unknown = Object.keys(record).filter((key) => !(TRANSLATION_FIELDS as readonly string[]).includes(key));
  if (unknown.length) return `${what}; "${unknown.join('", "')}" is not a field of it`;
  const missing = TRANSLATION_FIELDS.filter((key) => record[key] === undefined || record[key] === null);
  if (missing.length) return `${what} (${missing.join(', ')} missing)`;
  if (typeof record.from !== 'string' || !REVISION.test(record.from))
    return `${what}; "from" is the English page's revision: 12 hex digits`;
  for (const key of ['translated', 'checked'] as const) {
    const day = record[key];
    if (typeof day !== 'string' || !isCalendarDay(day)) return `${what}; "${key}" is a date written as YYYY-MM-DD`;
  }
  for (const key of ['translator', 'reviewer', 'secondReader'] as const) {
    const person = record[key];
    if (typeof person !== 'string' || !Object.hasOwn(clinic.people, person))
      return `${what}; "${key}" is one of the people in the clinic details (${personKeys().join(', ')})`;
  }
  if (record.secondReader === record.translator) return `${what}; the second reader is someone other than the translator`;
  return undefined;
}

function checkText(type: TextType, value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return 'a non-empty text';
  if (type.max !== undefined && value.length > type.max) return `at most ${type.max} characters (it has ${value.length})`;
  return undefined;
}

function checkTexts(type: TextsType, value: unknown): string | undefined {
  const { min, max, length } = type;
  const what = `a list of ${min === max ? min : `${min} to ${max}`} short texts (at most ${length} characters each)`;
  if (!Array.isArray(value) || value.length < min || value.length > max) return what;
  return value.every((v) => typeof v === 'string' && v.trim() !== '' && v.length <= length) ? undefined : what;
}

function checkImage(type: ImageType, value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return 'an object with src and alt';
  const { src, alt } = value as Record<string, unknown>;
  if (typeof src !== 'string' || !src.startsWith('/')) return 'an image whose src is a path starting with / (a file in public/)';
  const said = 'an image with an alt text saying what the picture shows';
  if (typeof alt !== 'string') return said;
  // Chinese writes no spaces between words: each Han character counts as a word (most Chinese words are one or two).
  const words =
    alt.split(/\s+/).filter(Boolean).length -
    (alt.match(/\S*\p{Script=Han}\S*/gu)?.length ?? 0) +
    (alt.match(/\p{Script=Han}/gu)?.length ?? 0);
  if (type.altWords !== undefined && words < type.altWords)
    return `an alt text of at least ${type.altWords} words saying what the picture shows (it has ${words}); it is also the article's card and share picture`;
  if (words === 0) return said;
  return undefined;
}

function checkSignIds(type: SignIdsType, value: unknown): string | undefined {
  const what = `a list of ${type.min} to ${type.max} warning-sign ids from content/warning-signs.yml`;
  if (!Array.isArray(value) || value.length < type.min || value.length > type.max) return what;
  return value.every((v) => typeof v === 'string' && v !== '') ? undefined : what;
}

function checkSources(type: SourcesType, value: unknown): string | undefined {
  const what = `a list of ${type.min} to ${type.max} sources, each with title and publisher, and an https:// url where the page is stable`;
  if (!Array.isArray(value) || value.length < type.min || value.length > type.max) return what;
  for (const source of value) {
    if (typeof source !== 'object' || source === null) return what;
    const { title, publisher, url, ...rest } = source as Record<string, unknown>;
    if (typeof title !== 'string' || !title.trim() || typeof publisher !== 'string' || !publisher.trim()) return what;
    if (url !== undefined && (typeof url !== 'string' || !SOURCE_URL.test(url))) return `${what} ("${String(url)}" is not one)`;
    if (Object.keys(rest).length) return `${what}; "${Object.keys(rest).join('", "')}" is not a field of a source`;
  }
  return undefined;
}

/** Whether YYYY-MM-DD names a real day: `Date.parse` would accept 2026-02-30 as 2 March. */
export function isCalendarDay(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
}
