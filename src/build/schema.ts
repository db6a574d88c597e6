/**
 * Front-matter schemas per collection. Hand-rolled rather than a schema library: the rules are few, and every
 * error must say file, field and what was expected in words an editor understands.
 */
import type { CollectionName } from './pages.ts';

export interface ImageRef {
  readonly src: string;
  readonly alt: string;
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
}

export type SchemaName = 'pages' | CollectionName;

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
};

const ARTICLE_FIELDS: Record<string, Field> = {
  ...PAGE_FIELDS,
  summary: field(text(300)),
  date: field(date),
  image: field(image),
  related: field(pageIds, false),
};

export const SCHEMAS: Readonly<Record<SchemaName, Record<string, Field>>> = {
  pages: PAGE_FIELDS,
  services: { ...ARTICLE_FIELDS, reviewed: field(date) },
  blog: { ...ARTICLE_FIELDS, reviewed: field(date) },
  media: { ...ARTICLE_FIELDS, publication: field(text(120)) },
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
