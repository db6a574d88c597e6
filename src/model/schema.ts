/**
 * Front-matter schemas per collection. Hand-rolled rather than a schema library: the rules are few, and every
 * error must say file, field and what was expected in words an editor understands.
 */
import { clinic, type PersonKey } from '../site/clinic.ts';
import type { CollectionName } from './page-table.ts';

export interface ImageRef {
  readonly src: string;
  readonly alt: string;
}

/**
 * When to get help, in the pattern NHS condition pages use: what can wait for a specialist appointment, what
 * needs care the same day, and what is an emergency (in Singapore: call 995 or go to A&E).
 */
export interface UrgentCare {
  readonly specialist: readonly string[];
  readonly sameDay: readonly string[];
  readonly emergency: readonly string[];
}

/** Public guidance a page draws on, named by its publisher and title; linked only where the page is stable. */
export interface Source {
  readonly title: string;
  readonly publisher: string;
  readonly url?: string;
}

/** Front matter after validation. Articles always have summary, date and image (their schema requires them). */
export interface Meta {
  readonly title: string;
  readonly description: string;
  readonly heading?: string;
  readonly summary?: string;
  readonly image?: ImageRef;
  readonly date?: string;
  readonly reviewed?: string;
  readonly nextReview?: string;
  readonly related: readonly string[];
  readonly publication?: string;
  /** Clinical pages: who wrote it and which clinician reviewed it (keys of the clinic facts' people). */
  readonly author?: PersonKey;
  readonly reviewer?: PersonKey;
  readonly keyPoints?: readonly string[];
  readonly urgent?: UrgentCare;
  readonly sources?: readonly Source[];
  /** Kept out of published builds; `npm run dev` shows it with a notice (see model/publication.ts). */
  readonly draft?: boolean;
}

/** `landing`: the fixed pages that are about a condition (knee, foot and ankle), clinical like articles. */
export type SchemaName = 'pages' | 'landing' | CollectionName;

type Check = (value: unknown) => string | undefined;

interface Field {
  readonly required: boolean;
  readonly check: Check;
}

const DESCRIPTION_MAX = 160;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const text =
  (max?: number): Check =>
  (value) => {
    if (typeof value !== 'string' || value.trim() === '') return 'a non-empty text';
    if (max !== undefined && value.length > max) return `at most ${max} characters (it has ${value.length})`;
    return undefined;
  };

const date: Check = (value) => {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return 'a date written as YYYY-MM-DD';
  return toIsoDate(value) ? undefined : `a real calendar date (${value} is not a day of the calendar)`;
};

const image: Check = (value) => {
  if (typeof value !== 'object' || value === null) return 'an object with src and alt';
  const { src, alt } = value as Record<string, unknown>;
  if (typeof src !== 'string' || !src.startsWith('/')) return 'an image whose src is a path starting with / (a file in public/)';
  if (typeof alt !== 'string') return 'an image with an alt text (an empty alt only for a decorative image)';
  return undefined;
};

const textList =
  (min: number, max: number, length: number): Check =>
  (value) => {
    const what = `a list of ${min === max ? min : `${min} to ${max}`} short texts (at most ${length} characters each)`;
    if (!Array.isArray(value) || value.length < min || value.length > max) return what;
    return value.every((v) => typeof v === 'string' && v.trim() !== '' && v.length <= length) ? undefined : what;
  };

const person: Check = (value) =>
  typeof value === 'string' && value in clinic.people
    ? undefined
    : `one of the people in src/site/clinic.ts (${Object.keys(clinic.people).join(', ')})`;

const URGENT_PARTS = ['specialist', 'sameDay', 'emergency'] as const;

const urgent: Check = (value) => {
  const what = `an object with the lists ${URGENT_PARTS.join(', ')} (see content/README.md)`;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return what;
  const parts = value as Record<string, unknown>;
  const unknown = Object.keys(parts).filter((k) => !(URGENT_PARTS as readonly string[]).includes(k));
  if (unknown.length) return `${what}; "${unknown.join('", "')}" is not one of them`;
  for (const part of URGENT_PARTS) {
    const problem = textList(1, 8, 200)(parts[part]);
    if (problem) return `${part} to be ${problem}`;
  }
  return undefined;
};

const sources: Check = (value) => {
  const what = 'a list of 1 to 8 sources, each with title and publisher, and an https:// url where the page is stable';
  if (!Array.isArray(value) || value.length < 1 || value.length > 8) return what;
  for (const source of value) {
    if (typeof source !== 'object' || source === null) return what;
    const { title, publisher, url, ...rest } = source as Record<string, unknown>;
    if (typeof title !== 'string' || !title.trim() || typeof publisher !== 'string' || !publisher.trim()) return what;
    if (url !== undefined && (typeof url !== 'string' || !/^https:\/\/[^\s/]+\.[^\s]+$/.test(url)))
      return `${what} ("${String(url)}" is not one)`;
    if (Object.keys(rest).length) return `${what}; "${Object.keys(rest).join('", "')}" is not a field of a source`;
  }
  return undefined;
};

const draft: Check = (value) => (typeof value === 'boolean' ? undefined : 'true or false (true keeps the page out of the published site)');

/**
 * A fixed page is part of the site's frame: the navigation, the footer, the forms and the search box link to them
 * on every page, so no build can leave one out. `draft: false` is accepted (an editor's form may always write it).
 */
const fixedPageDraft: Check = (value) =>
  value === false
    ? undefined
    : 'false or no draft field: only articles (services, blog, media) can be drafts; this fixed page is linked from every page, so every build publishes it';

const pageIds: Check = (value) =>
  Array.isArray(value) && value.every((v) => typeof v === 'string' && v !== '') ? undefined : 'a list of page ids';

const field = (check: Check, required = true): Field => ({ required, check });

const PAGE_FIELDS: Record<string, Field> = {
  title: field(text(90)),
  description: field(text(DESCRIPTION_MAX)),
  heading: field(text(), false),
  summary: field(text(400), false),
  image: field(image, false),
  reviewed: field(date, false),
  nextReview: field(date, false),
  draft: field(fixedPageDraft, false),
};

const ARTICLE_FIELDS: Record<string, Field> = {
  ...PAGE_FIELDS,
  summary: field(text(300)),
  date: field(date),
  image: field(image),
  related: field(pageIds, false),
  draft: field(draft, false),
};

/** What makes a page clinical: dated reviews, named people, the urgent-care block and its sources. */
const CLINICAL_FIELDS: Record<string, Field> = {
  reviewed: field(date),
  nextReview: field(date),
  author: field(person),
  reviewer: field(person),
  urgent: field(urgent),
  sources: field(sources),
};

const CLINICAL_ARTICLE_FIELDS: Record<string, Field> = {
  ...ARTICLE_FIELDS,
  ...CLINICAL_FIELDS,
  keyPoints: field(textList(2, 5, 200)),
};

export const SCHEMAS: Readonly<Record<SchemaName, Record<string, Field>>> = {
  pages: PAGE_FIELDS,
  landing: { ...PAGE_FIELDS, ...CLINICAL_FIELDS, keyPoints: field(textList(2, 5, 200), false) },
  services: CLINICAL_ARTICLE_FIELDS,
  blog: CLINICAL_ARTICLE_FIELDS,
  media: { ...CLINICAL_ARTICLE_FIELDS, publication: field(text(120), false) },
};

export interface FieldProblem {
  readonly field: string;
  readonly message: string;
}

/** Dates that must not come before another: a review cannot predate the first publication. */
const DATE_ORDER: ReadonlyArray<readonly [later: string, earlier: string, reason: string]> = [
  ['reviewed', 'date', 'a page cannot be reviewed before it was first published'],
  ['nextReview', 'reviewed', 'the next review comes after the last one'],
];

/** Every problem of one file's front matter: missing, wrong or unknown fields, and dates out of order. */
export function checkFrontMatter(schema: SchemaName, data: Readonly<Record<string, unknown>>): FieldProblem[] {
  const fields = SCHEMAS[schema];
  const problems: FieldProblem[] = [];
  for (const [name, spec] of Object.entries(fields)) {
    const value = data[name];
    if (value === undefined || value === null) {
      if (spec.required) problems.push({ field: name, message: `is missing; expected ${describe(spec, value)}` });
      continue;
    }
    const expected = spec.check(value);
    if (expected) problems.push({ field: name, message: `expected ${expected}` });
  }
  for (const name of Object.keys(data)) {
    if (!(name in fields)) problems.push({ field: name, message: `is not a known field (known: ${Object.keys(fields).join(', ')})` });
  }
  for (const [later, earlier, reason] of DATE_ORDER) {
    const a = toIsoDate(data[later]);
    const b = toIsoDate(data[earlier]);
    if (a && b && a < b) problems.push({ field: later, message: `is ${a}, before ${earlier} (${b}); ${reason}` });
  }
  return problems;
}

function describe(spec: Field, value: unknown): string {
  return spec.check(value) ?? 'a value';
}

/**
 * The date as written when it is a real day of the calendar, else undefined. Front matter is read with YAML's
 * core schema, so dates arrive as the text the editor typed; `Date.parse` would accept 2026-02-30 as 2 March.
 */
export function toIsoDate(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = ISO_DATE.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  const real = parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
  return real ? value : undefined;
}

/** Front matter already checked by `checkFrontMatter`, with dates normalised. */
export function toMeta(data: Readonly<Record<string, unknown>>): Meta {
  const meta = { ...data } as Record<string, unknown>;
  for (const key of ['date', 'reviewed', 'nextReview']) if (meta[key] !== undefined) meta[key] = toIsoDate(meta[key]);
  meta.related = Array.isArray(meta.related) ? meta.related : [];
  return meta as unknown as Meta;
}
